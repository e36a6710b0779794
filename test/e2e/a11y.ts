/**
 * Accessibility check for end-to-end tests: axe-core's WCAG 2.1 A and AA rules on the page as it
 * is now (a screen, an open dialog). Fails on any serious or critical violation, naming each.
 * With `landmarks`, the same run also fails on axe's landmark rules (one main, an h1, no two
 * landmarks of a kind without distinct names), which axe files under best practice.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LANDMARK_RULES = ['landmark-one-main', 'landmark-unique', 'page-has-heading-one', 'landmark-no-duplicate-main', 'landmark-complementary-is-top-level'];

/** `include`: only that part of the page (a CSS selector), e.g. one card of the home screen. */
export async function expectAccessible(page: Page, where: string, opts: { landmarks?: boolean; include?: string } = {}): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(opts.landmarks ? [...WCAG, 'best-practice'] : WCAG);
  const results = await (opts.include ? builder.include(opts.include) : builder).analyze();
  const bad = results.violations.filter(
    (v) => ((v.impact === 'serious' || v.impact === 'critical') && v.tags.some((t) => WCAG.includes(t))) || (opts.landmarks && LANDMARK_RULES.includes(v.id)),
  );
  const lines = bad.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}x: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')})`);
  expect(lines, `accessibility violations on ${where}`).toEqual([]);
}
