/**
 * Accessibility check for end-to-end tests: axe-core's WCAG 2.1 A and AA rules on the page as it
 * is now (a screen, an open dialog). Fails on any serious or critical violation, naming each.
 * With `landmarks`, the same run also fails on axe's landmark rules (one main, an h1, no two
 * landmarks of a kind without distinct names), which axe files under best practice.
 *
 * axe-core goes into the page once for as long as its document lives, and each check runs it there
 * (`axe.run`): @axe-core/playwright's AxeBuilder injects it afresh each time and finishes the run in
 * a page of its own, some 0.85 s a check before a rule is run (measured on the table editor: 1.4-1.9 s
 * a check through it, 0.15 s by `axe.run`). A page with frames (none of ours has any) still goes
 * through AxeBuilder, which checks inside them.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { createRequire } from 'node:module';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LANDMARK_RULES = ['landmark-one-main', 'landmark-unique', 'page-has-heading-one', 'landmark-no-duplicate-main', 'landmark-complementary-is-top-level'];

/** The axe-core that @axe-core/playwright itself runs. */
const axeSource = (createRequire(require.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  tags: string[];
  targets: string[];
}

async function runAxe(page: Page, tags: string[], include?: string): Promise<Violation[]> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).withTags(tags);
    const results = await (include ? builder.include(include) : builder).analyze();
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, tags: v.tags, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }
  const injected = await page.evaluate(() => typeof (globalThis as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!injected) await page.evaluate(axeSource);
  return page.evaluate(
    async ([values, only]) => {
      type Result = { violations: { id: string; impact?: string | null; help: string; tags: string[]; nodes: { target: unknown[] }[] }[] };
      const axe = (globalThis as unknown as { axe?: { run(context: unknown, options: unknown): Promise<Result> } }).axe;
      if (typeof axe?.run !== 'function') throw new Error('axe-core is not in the page (did it navigate during the check?)');
      const doc = (globalThis as unknown as { document: unknown }).document;
      const results = await axe.run(only ? { include: [only] } : doc, { runOnly: { type: 'tag', values } });
      return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, tags: v.tags, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    [tags, include] as const,
  );
}

/** `include`: only that part of the page (a CSS selector), e.g. one card of the home screen. */
export async function expectAccessible(page: Page, where: string, opts: { landmarks?: boolean; include?: string } = {}): Promise<void> {
  const violations = await runAxe(page, opts.landmarks ? [...WCAG, 'best-practice'] : WCAG, opts.include);
  const bad = violations.filter(
    (v) => ((v.impact === 'serious' || v.impact === 'critical') && v.tags.some((t) => WCAG.includes(t))) || (opts.landmarks && LANDMARK_RULES.includes(v.id)),
  );
  const lines = bad.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.targets.length}x: ${v.targets.slice(0, 3).join(' | ')})`);
  expect(lines, `accessibility violations on ${where}`).toEqual([]);
}
