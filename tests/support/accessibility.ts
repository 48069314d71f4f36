import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** One rule axe found broken, with where. */
export interface AccessibilityProblem {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

interface AxeResults {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: string[] }[];
  }[];
}

/**
 * The serious and critical WCAG 2.1 A/AA problems axe-core finds in `selector` (default: the
 * page's main content) as it is on screen now; [] when there are none.
 */
export async function accessibilityProblems(
  page: Page,
  selector = '#main',
): Promise<AccessibilityProblem[]> {
  // Evaluated, not added as a <script>: the app's CSP refuses inline scripts, and should.
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.evaluate(await readFile(axePath, 'utf8'));
  const results = await page.evaluate(
    (context) =>
      (
        window as unknown as {
          axe: { run: (context: string, options: object) => Promise<AxeResults> };
        }
      ).axe.run(context, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations'],
      }),
    selector,
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}
