// Modal dialogs of an embedded area: the page behind them made inert, and focus given back to the opener.
//
// Headless UI does both for a page of its own, but stops at the shadow root the area renders in:
// - it hides the background by walking up from the dialog to document.body and marking each sibling on the
//   way inert and aria-hidden; inside a shadow root the walk ends at the root (its top elements have no
//   parentElement), so neither the area's own screen behind the dialog nor the embedding page is touched;
// - it returns focus to the element recorded by window-level focus and click listeners, which only ever see
//   the event retargeted to <portal-area>, an element that cannot take focus: focus ends on the page's body.
// This guard watches the area's portal container for an open modal (aria-modal="true", which Headless UI
// sets only while the dialog is open) and does the same across the shadow boundary.

const MODAL = '[aria-modal="true"]';

/** Attributes as they were before the first guard hid an element; a count, as two areas may both hide it. */
const hidden = new Map<Element, { count: number; ariaHidden: string | null; inert: boolean }>();

function hide(element: Element): () => void {
  const known = hidden.get(element);
  if (known) known.count += 1;
  else {
    hidden.set(element, {
      count: 1,
      ariaHidden: element.getAttribute('aria-hidden'),
      inert: element.hasAttribute('inert'),
    });
    element.setAttribute('aria-hidden', 'true');
    element.setAttribute('inert', '');
  }
  return () => {
    const state = hidden.get(element);
    if (!state) return;
    state.count -= 1;
    if (state.count > 0) return;
    hidden.delete(element);
    if (state.ariaHidden === null) element.removeAttribute('aria-hidden');
    else element.setAttribute('aria-hidden', state.ariaHidden);
    if (!state.inert) element.removeAttribute('inert');
  };
}

/**
 * Everything of the page but the path to `host`: at each level from the host up to <body>, the siblings.
 * The walk goes on through the shadow roots the host itself may be in (an area inside another component).
 */
function hideAround(host: Element): (() => void)[] {
  const undo: (() => void)[] = [];
  let node: Element = host;
  while (node !== node.ownerDocument.body) {
    const parent = node.parentNode;
    if (!parent || parent.nodeType === Node.DOCUMENT_NODE) break;
    for (const sibling of Array.from((parent as Element | ShadowRoot).children))
      if (sibling !== node) undo.push(hide(sibling));
    node = parent instanceof ShadowRoot ? parent.host : (parent as Element);
  }
  return undo;
}

export interface ModalGuardTarget {
  /** The area's shadow root. */
  root: ShadowRoot;
  /** The <portal-area> element (the shadow root's host). */
  host: HTMLElement;
  /** Where the area's screens render, behind any dialog. */
  area: HTMLElement;
  /** Where Headless UI puts dialogs, menus and listbox options (the mount's portalTarget). */
  portals: HTMLElement;
}

/** Starts guarding the area's modals; returns the function that stops it (and undoes an open one's effects). */
export function guardModals({ root, host, area, portals }: ModalGuardTarget): () => void {
  // The last element focused on the area's own screen: the opener once a dialog takes focus.
  let lastFocused: HTMLElement | null = null;
  let opener: HTMLElement | null = null;
  let release: (() => void)[] | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const onFocusIn = (event: Event) => {
    // A listener on the shadow root sees the real target, not the host.
    const target = event.composedPath()[0];
    if (target instanceof HTMLElement && area.contains(target)) lastFocused = target;
  };

  const giveFocusBack = () => {
    const target = opener;
    opener = null;
    // Only when focus was lost (the dialog's element removed, or Headless UI "restored" it to the host):
    // a dialog that moved focus somewhere on purpose keeps that choice.
    if (root.activeElement?.isConnected) return;
    const active = host.ownerDocument.activeElement;
    if (active && active !== host.ownerDocument.body && active !== host) return;
    if (target?.isConnected) target.focus();
  };

  const update = () => {
    const open = portals.querySelector(MODAL) !== null;
    if (open && !release) {
      opener = lastFocused;
      release = [hide(area), ...hideAround(host)];
      clearTimeout(timer);
    } else if (!open && release) {
      for (const undo of release) undo();
      release = null;
      // After Headless UI's own attempt, which runs in a microtask once the dialog unmounts.
      timer = setTimeout(giveFocusBack, 0);
    }
  };

  root.addEventListener('focusin', onFocusIn);
  const observer = new MutationObserver(update);
  observer.observe(portals, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-modal'],
  });
  update();

  return () => {
    observer.disconnect();
    root.removeEventListener('focusin', onFocusIn);
    clearTimeout(timer);
    for (const undo of release ?? []) undo();
    release = null;
  };
}
