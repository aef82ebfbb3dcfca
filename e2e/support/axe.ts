import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.0 and 2.1 A and AA rules: the level the portal is held to (docs/testing.md, "Accessibility"). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The impacts that fail a suite; moderate and minor ones are not counted. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

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
 * Runs axe on the page as it is now, with the WCAG A/AA tags, and returns its serious and critical
 * violations, one entry per failing element. The caller waits for the screen to be drawn first.
 */
export async function axeCheck(
  page: Page,
  screen: string,
  options: AxeCheckOptions = {},
): Promise<AxeFinding[]> {
  // axe runs in the page itself: the portal's pages and embedded areas have no cross-origin frames, and
  // the default mode opens a second page for every check (several times slower over a sweep).
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        screen,
        rule: violation.id,
        impact: violation.impact ?? '',
        target: node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : part)).join(' | '),
        summary: (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim(),
      })),
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
