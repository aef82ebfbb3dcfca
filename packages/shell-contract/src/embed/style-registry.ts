// Stylesheets of the remotes, kept inside the shadow roots of the embedded areas instead of the page's head.

const roots = new Set<ShadowRoot>();
const sheets: HTMLLinkElement[] = [];

/** Custom properties declared with `@property` in a sheet (recursing into @layer and @supports blocks). */
function collectProperties(rules: CSSRuleList, into: Map<string, string>): void {
  for (const rule of Array.from(rules)) {
    if (typeof CSSPropertyRule !== 'undefined' && rule instanceof CSSPropertyRule)
      into.set(rule.name, rule.initialValue ?? 'initial');
    else if ('cssRules' in rule) collectProperties((rule as CSSGroupingRule).cssRules, into);
  }
}

/**
 * Tailwind v4 declares its `--tw-*` variables with `@property`, which browsers ignore inside a shadow root:
 * without their initial values, rings, shadows and borders built from them would not draw. The same values,
 * set on every element of the shadow root in the lowest layer, stand in for the registrations (and stop
 * inheritance as `inherits: false` would), without registering anything on the page.
 */
export function refreshPropertyDefaults(root: ShadowRoot): void {
  const values = new Map<string, string>();
  for (const sheet of Array.from(root.styleSheets)) {
    try {
      collectProperties(sheet.cssRules, values);
    } catch {
      // a sheet that is not readable (no CORS answer) declares nothing we can use
    }
  }
  let style = root.querySelector<HTMLStyleElement>('style[data-portal-properties]');
  if (!style) {
    style = document.createElement('style');
    style.setAttribute('data-portal-properties', '');
    root.prepend(style);
  }
  const declarations = [...values].map(([name, value]) => `${name}: ${value};`).join(' ');
  style.textContent = `@layer theme { :host, *, ::before, ::after, ::backdrop { ${declarations} } }`;
}

function place(root: ShadowRoot, link: HTMLLinkElement): void {
  // Read with CORS (the portal answers allowed origins), so its @property rules can be read back.
  link.crossOrigin = 'anonymous';
  link.addEventListener('load', () => refreshPropertyDefaults(root), { once: true });
  // Before the area's container, after the loader's own base styles: the remote's utilities win.
  root.insertBefore(link, root.querySelector('[data-portal-area]'));
}

/**
 * Called by the remotes' CSS chunk loading (mini-css-extract-plugin's `insert`, see create-app-config.cjs)
 * while an embed loader is on the page. The link the chunk loader waits for goes into one shadow root,
 * copies into the others.
 */
export function insertRemoteStylesheet(link: HTMLLinkElement): void {
  sheets.push(link);
  const [first, ...others] = [...roots];
  if (!first) {
    document.head.appendChild(link); // no area on the page any more: the chunk loader must not hang
    return;
  }
  place(first, link);
  for (const root of others) place(root, link.cloneNode() as HTMLLinkElement);
}

/** A new area gets every stylesheet already loaded. */
export function addStyleRoot(root: ShadowRoot): () => void {
  roots.add(root);
  refreshPropertyDefaults(root);
  for (const sheet of sheets) place(root, sheet.cloneNode() as HTMLLinkElement);
  return () => roots.delete(root);
}
