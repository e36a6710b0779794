/**
 * Accessibility check for end-to-end tests: axe-core's WCAG 2.1 A and AA rules on the page as it
 * is now (a screen, an open dialog). Fails on any serious or critical violation, naming each.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectAccessible(page: Page, where: string, opts: { include?: string } = {}): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  // `include`: only that part of the page (a CSS selector), e.g. one card of the home screen.
  const results = await (opts.include ? builder.include(opts.include) : builder).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const lines = bad.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}x: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')})`);
  expect(lines, `accessibility violations on ${where}`).toEqual([]);
}
