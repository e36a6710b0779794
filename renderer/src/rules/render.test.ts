import { describe, expect, it } from 'vitest';
import { boxKind, rulesHtml, slug } from './render';
// The real rules texts, brought in by the bundler as text (the renderer's tests do not use Node).
import combatPatrolGeometry from '../../../resources/rules/combat-patrol-geometry.md?raw';
import endlessPatrol from '../../../resources/rules/endless-patrol.md?raw';
import lostPatrol from '../../../resources/rules/lost-patrol.md?raw';

describe('rules pages from our Markdown', () => {
  it('marks rulings and house rules as boxes and leaves other quotes plain', () => {
    const html = rulesHtml(
      [
        '# Game',
        '',
        '> **Ruling:** the hand limit is checked at Supply only.',
        '',
        '> **House rule:** `strictMinefields`: a D card cannot cancel a Minefield.',
        '> It is off by default.',
        '',
        '> A plain quote, **Ruling:** later in it.',
      ].join('\n'),
    );
    expect(html).toContain('<div class="ruling" data-kind="ruling" role="note">\n<p><strong>Ruling:</strong> the hand limit is checked at Supply only.</p>\n</div>');
    expect(html).toContain('<div class="ruling" data-kind="house-rule" role="note">');
    expect(html).toContain('<code>strictMinefields</code>');
    expect(html).toContain('<blockquote>\n<p>A plain quote, <strong>Ruling:</strong> later in it.</p>\n</blockquote>');
    expect(boxKind('  **House rule:** x')).toBe('house-rule');
    expect(boxKind('**Rulings:** x')).toBeNull();
  });

  it('gives every heading an id to jump to, unique on the page', () => {
    const html = rulesHtml('# The Lost Patrol\n\n## Moving\n\n## Moving\n\n### The horror in the woods');
    expect(html).toContain('<h1 id="rules-the-lost-patrol">The Lost Patrol</h1>');
    expect(html).toContain('<h2 id="rules-moving">Moving</h2>');
    expect(html).toContain('<h2 id="rules-moving-2">Moving</h2>');
    expect(html).toContain('<h3 id="rules-the-horror-in-the-woods">');
    expect(rulesHtml('# Title\n\n###### Deep', 1)).toBe('<h2 id="rules-title">Title</h2>\n<h6 id="rules-deep">Deep</h6>\n');
    expect(slug('Combat Patrol!: how it measures')).toBe('combat-patrol-how-it-measures');
    expect(slug('!!!')).toBe('section');
  });

  it('renders the real rules files with a box for each marked ruling', () => {
    const files: Record<string, string> = { 'endless-patrol.md': endlessPatrol, 'lost-patrol.md': lostPatrol, 'combat-patrol-geometry.md': combatPatrolGeometry };
    for (const [f, md] of Object.entries(files)) {
      const marks = (md.match(/^> \*\*(Ruling|House rule):\*\*/gm) ?? []).length;
      expect(md.length, f).toBeGreaterThan(100);
      expect((rulesHtml(md).match(/class="ruling"/g) ?? []).length, f).toBe(marks);
    }
  });
});
