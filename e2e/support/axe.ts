import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { atRest } from './session';

/** The WCAG 2.0 and 2.1 A and AA rules: the level the portal is held to (docs/testing.md, "Accessibility"). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The impacts that fail a suite; moderate and minor ones are not counted. */
const FAILING_IMPACTS = ['serious', 'critical'];

/** axe-core's source, the copy @axe-core/playwright brings (the workspace does not name axe-core itself). */
const AXE_SOURCE = (createRequire(require.resolve('@axe-core/playwright'))('axe-core') as { source: string })
  .source;

/** One failing element: the screen it was found on, the axe rule, and the element's selector. */
export interface AxeFinding {
  screen: string;
  rule: string;
  impact: string;
  /** The element's CSS selector; elements inside a shadow root are joined with " >>> ". */
  target: string;
  /** axe's one-line summary of what is wrong with that element. */
  summary: string;
}

export interface AxeCheckOptions {
  /** Check only this part of the page (a CSS selector); an open shadow root below it is checked too. */
  include?: string;
  /** Parts of the page to leave out (CSS selectors). */
  exclude?: string[];
}

/**
 * Puts axe into every frame of the page that does not have it yet. It stays there until the document is
 * replaced: a sweep that moves between screens without reloads parses its half megabyte once, not on
 * every check as AxeBuilder does.
 */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'undefined'))
        await frame.evaluate(AXE_SOURCE);
    } catch {
      // A frame gone or not scriptable: axe in the main frame reports what it cannot reach.
    }
  }
}

/**
 * Runs axe on the page as it is now, with the WCAG A/AA tags, and returns its serious and critical
 * violations, one entry per failing element. The caller waits for the screen to be drawn first.
 */
export async function axeCheck(
  page: Page,
  screen: string,
  options: AxeCheckOptions = {},
): Promise<AxeFinding[]> {
  await injectAxe(page);
  // A finding can belong to a moment nobody sees at rest: a button enabled by a late answer while axe
  // looks, its colour still on its way from the disabled one. Findings count once a look at the screen at
  // rest finds the same ones again.
  let found = await runAxe(page, options);
  for (let look = 1; found.length && look < MAX_LOOKS; look += 1) {
    await atRest(page);
    const again = await runAxe(page, options);
    const same = JSON.stringify(again) === JSON.stringify(found);
    found = again;
    if (same) break;
  }
  return found.map((finding) => ({ screen, ...finding }));
}

/** Looks at a screen whose findings keep changing: at most this many times. */
const MAX_LOOKS = 3;

/**
 * axe in the page itself, in one call: only the failing elements come back. `resultTypes` keeps one
 * example each of the passes and inapplicable rules instead of every element (every rule still runs on
 * every element), most of the work and of the answer on a long list.
 */
function runAxe(page: Page, options: AxeCheckOptions) {
  return page.evaluate(
    async ({ tags, include, exclude, failing }) => {
      type Violation = {
        id: string;
        impact?: string | null;
        help: string;
        nodes: { target: (string | string[])[]; failureSummary?: string }[];
      };
      const axe = (
        window as unknown as {
          axe: {
            run(context: unknown, options: unknown): Promise<{ violations: Violation[] }>;
          };
        }
      ).axe;
      const context = { include: include ? [include] : [], exclude };
      const results = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations
        .filter((violation) => failing.includes(violation.impact ?? ''))
        .flatMap((violation) =>
          violation.nodes.map((node) => ({
            rule: violation.id,
            impact: violation.impact ?? '',
            target: node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : part)).join(' | '),
            summary: (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim(),
          })),
        );
    },
    {
      tags: AXE_TAGS,
      include: options.include ?? null,
      exclude: options.exclude ?? [],
      failing: FAILING_IMPACTS,
    },
  );
}

/** One line per finding: `screen: rule (impact) at target: summary`. */
export function formatAxeFindings(findings: readonly AxeFinding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.screen}: ${finding.rule} (${finding.impact}) at ${finding.target}: ${finding.summary}`,
    )
    .join('\n');
}

/** Fails with the list of serious and critical violations on the page (or the part `include` names). */
export async function expectAccessible(
  page: Page,
  screen: string,
  options: AxeCheckOptions = {},
): Promise<void> {
  const findings = await axeCheck(page, screen, options);
  if (findings.length)
    throw new Error(
      `${findings.length} serious or critical accessibility violations:\n${formatAxeFindings(findings)}`,
    );
}
