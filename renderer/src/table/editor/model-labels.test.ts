import { describe, expect, it } from 'vitest';
import sample from '../../../../resources/games/combat-patrol/sample-scenario.json';
import type { Scenario } from '../../../../engine/games/combat-patrol/types';
import { fitTable, toScreen } from './camera';
import { boxesOverlap, circleTouchesBox, initials, labelSpots, placeModelLabels, shortBadge, type LabelBox, type LabelSubject, type PlacedLabel } from './model-labels';

/**
 * Text as wide as the table's bold labels get (DejaVu Sans Bold, the Linux system-ui, measures
 * about 0.6 of the size per letter on names like these; 0.7 is wider than any): a placement that
 * fits these fits the real ones.
 */
const measure = (text: string, size: number) => text.length * size * 0.7;
/** The battle screen's table at 1280x800 (the middle column: 652.5 x 718 px, measured in the e2e spec). */
const BATTLE_VIEW = { width: 652.5, height: 718 };

function menOf(doc: Scenario, view: { width: number; height: number }, badges: (id: string) => string[] = () => []): LabelSubject[] {
  const cam = fitTable(doc.table, view);
  const r = (1 / 2) * cam.zoom;
  return doc.models.map((m) => ({ id: m.id, ...toScreen(cam, m), ring: r + 2, name: m.name, badges: badges(m.id) }));
}

/** No two labels overlap, none covers a base, each lies inside the view. */
function expectClear(labels: readonly PlacedLabel[], men: readonly LabelSubject[], view: { width: number; height: number }): void {
  const wrong: string[] = [];
  for (let i = 0; i < labels.length; i++) {
    const a = labels[i]!;
    if (!(a.x0 >= 0 && a.y0 >= 0 && a.x1 <= view.width && a.y1 <= view.height)) wrong.push(`${a.id} outside the view`);
    for (let j = i + 1; j < labels.length; j++) if (boxesOverlap(a, labels[j]!)) wrong.push(`${a.id} / ${labels[j]!.id}`);
    for (const m of men) if (circleTouchesBox({ x: m.x, y: m.y, r: m.ring }, a)) wrong.push(`${a.id}'s label on ${m.id}'s base`);
  }
  expect(wrong).toEqual([]);
}

const text = (l: PlacedLabel) => l.lines.map((x) => x.text).join(' / ');

describe('soldiers\' labels on the table', () => {
  it('initials keep numbers whole; short badges drop what is in parentheses', () => {
    expect(initials('Schütze 1')).toBe('S1');
    expect(initials('Rifleman 10')).toBe('R10');
    expect(initials('Pvt. John Baker')).toBe('PJB');
    expect(initials('Gruppenführer')).toBe('G');
    expect(initials('  ')).toBe('');
    expect(shortBadge('critical (dies on 3-)')).toBe('critical');
    expect(shortBadge('pinned')).toBe('pinned');
  });

  it('a man alone has his full name just below his base, centred, with his badges on a smaller second line', () => {
    const [l] = placeModelLabels([{ id: 'a', x: 100, y: 100, ring: 8, name: 'Rifleman 1', badges: ['light', 'pinned'] }], { viewport: { width: 400, height: 400 }, measure }).labels;
    expect(l!.level).toBe(0);
    expect(l!.lines).toEqual([{ text: 'Rifleman 1', size: 11 }, { text: 'light · pinned', size: 10 }]);
    expect((l!.x0 + l!.x1) / 2).toBeCloseTo(100, 9);
    expect(l!.y0).toBeCloseTo(109, 9);
  });

  it('a label stays inside the view: above a man at the bottom edge, to the left of one at the right edge', () => {
    const view = { width: 300, height: 200 };
    const [low, right] = placeModelLabels(
      [{ id: 'low', x: 100, y: 195, ring: 8, name: 'Rifleman 1' }, { id: 'right', x: 296, y: 60, ring: 8, name: 'Rifleman 2' }],
      { viewport: view, measure },
    ).labels;
    expect(low!.y1).toBeLessThanOrEqual(195 - 8);
    expect(right!.x1).toBeLessThanOrEqual(view.width);
    expect(right!.level).toBe(0);
  });

  it('the sample scenario at the battle screen\'s camera (1280x800): all 22 men labelled, none overlapping another or a base', () => {
    const doc = sample as unknown as Scenario;
    const men = menOf(doc, BATTLE_VIEW);
    const labels = placeModelLabels(men, { viewport: BATTLE_VIEW, measure }).labels;
    expectClear(labels, men, BATTLE_VIEW);
    expect(labels.map((l) => l.id).sort()).toEqual(doc.models.map((m) => m.id).sort());
    // The US men stand apart: each keeps his whole name. The German line is 1.5 in apart: some get initials.
    for (const l of labels.filter((x) => x.id.startsWith('us'))) expect(text(l), l.id).toBe(doc.models.find((m) => m.id === l.id)!.name);
    expect(labels.filter((l) => l.level > 0).every((l) => l.id.startsWith('de'))).toBe(true);
  });

  it('the same with badges on every man (a hard fight): no overlaps, and most men still labelled', () => {
    const doc = sample as unknown as Scenario;
    const men = menOf(doc, BATTLE_VIEW, (id) => (id.endsWith('1') ? ['critical (dies on 3-)', 'pinned'] : ['light']));
    const labels = placeModelLabels(men, { viewport: BATTLE_VIEW, measure }).labels;
    expectClear(labels, men, BATTLE_VIEW);
    expect(labels.length).toBeGreaterThanOrEqual(18);
    // Badges first: every man with two badges is labelled.
    for (const id of ['de1-1', 'us1-1', 'us1-11']) expect(labels.map((l) => l.id)).toContain(id);
  });

  it('at 1920x1080 (a wider middle column) every man in the sample has a label', () => {
    const doc = sample as unknown as Scenario;
    const view = { width: 1200, height: 990 };
    const men = menOf(doc, view);
    const labels = placeModelLabels(men, { viewport: view, measure }).labels;
    expectClear(labels, men, view);
    expect(labels).toHaveLength(22);
  });

  it('a crowd in base contact: labels shrink to initials or are left out, never overlap', () => {
    const men: LabelSubject[] = [];
    for (let i = 0; i < 50; i++) men.push({ id: `m${i}`, x: 200 + (i % 10) * 12, y: 200 + Math.floor(i / 10) * 12, ring: 6, name: `Rifleman ${i + 1}`, badges: i % 7 === 0 ? ['pinned'] : [] });
    const view = { width: 600, height: 500 };
    const labels = placeModelLabels(men, { viewport: view, measure }).labels;
    expectClear(labels, men, view);
    // Those with room round the edge of the crowd are labelled; the middle of the block cannot be.
    expect(labels.length).toBeGreaterThan(10);
    expect(labels.length).toBeLessThan(50);
    expect(labels.some((l) => l.level > 0)).toBe(true);
  });

  it('300 men on the bench table at the editor\'s camera: no overlaps', () => {
    const men: LabelSubject[] = Array.from({ length: 300 }, (_, i) => ({
      id: `m-${i + 1}`, x: 24 + (2 + (i % 25) * 2.8) * 12.2, y: 30 + (2 + Math.floor(i / 25) * 3.7) * 12.2, ring: 8.1, name: `Soldier ${i + 1}`,
    }));
    const view = { width: 930, height: 650 };
    const labels = placeModelLabels(men, { viewport: view, measure }).labels;
    expectClear(labels, men, view);
    expect(labels.length).toBeGreaterThan(200);
  });

  it('the selected man comes first: in a line where some get initials he has his name, neighbours moved aside; no one loses his label for it', () => {
    const line = (selected: number | null): LabelSubject[] => Array.from({ length: 8 }, (_, i) => ({ id: `m${i}`, x: 100 + i * 26, y: 100, ring: 8, name: `Schütze ${i + 1}`, first: i === selected }));
    const view = { width: 400, height: 300 };
    const plain = placeModelLabels(line(null), { viewport: view, measure }).labels;
    expect(text(plain[4]!)).toBe('S5');
    const picked = placeModelLabels(line(4), { viewport: view, measure }).labels;
    expectClear(picked, line(4), view);
    expect(text(picked[4]!)).toBe('Schütze 5');
    expect(picked).toHaveLength(8);
    expect(picked.some((l) => l.level > 0)).toBe(true);
  });

  it('a man left without a spot takes it from a neighbour whose label can go elsewhere', () => {
    // M is hemmed in on every side but below, where N's label (placed first: it carries a badge) would stand.
    const m: LabelSubject = { id: 'M', x: 100, y: 100, ring: 8, name: 'M' };
    const n: LabelSubject = { id: 'N', x: 125, y: 100, ring: 8, name: 'N', badges: ['pinned'] };
    const boxes: LabelBox[] = [{ x0: 0, y0: 0, x1: 91, y1: 200 }, { x0: 91, y0: 0, x1: 104, y1: 91 }, { x0: 106, y0: 92, x1: 120, y1: 108 }];
    const view = { width: 400, height: 300 };
    const labels = placeModelLabels([m, n], { viewport: view, measure: (t, size) => t.length * size * 0.6, boxes }).labels;
    expectClear(labels, [m, n], view);
    const [lm, ln] = labels;
    expect(lm!.id).toBe('M');
    expect(lm!.y0).toBeGreaterThan(100);
    // N went above his base to make room.
    expect(ln!.y1).toBeLessThan(100);
    for (const b of boxes) for (const l of labels) expect(boxesOverlap(b, l)).toBe(false);
  });

  it('keeps off fixed boxes and circles (names and marks already on the table)', () => {
    const zone: LabelBox = { x0: 60, y0: 108, x1: 140, y1: 125 };
    const mark = { x: 100, y: 85, r: 6 };
    const [l] = placeModelLabels([{ id: 'a', x: 100, y: 100, ring: 8, name: 'Rifleman 1' }], { viewport: { width: 400, height: 400 }, measure, boxes: [zone], circles: [mark] }).labels;
    expect(boxesOverlap(l!, zone)).toBe(false);
    expect(circleTouchesBox(mark, l!)).toBe(false);
    // Below and above are taken: the first spot free is to his right.
    expect(l!.x0).toBeCloseTo(109, 9);
  });

  describe('placed again from the last placement (same zoom)', () => {
    const doc = sample as unknown as Scenario;
    const men = menOf(doc, BATTLE_VIEW);
    const first = placeModelLabels(men, { viewport: BATTLE_VIEW, measure });
    const offsets = (labels: readonly PlacedLabel[]) => Object.fromEntries(labels.map((l) => [l.id, [Math.round((l.x0 - l.bx) * 1e6), Math.round((l.y0 - l.by) * 1e6), l.level]]));

    it('the view panned: every label stays beside its man as it was', () => {
      const moved = men.map((m) => ({ ...m, x: m.x + 30, y: m.y - 20 }));
      const again = placeModelLabels(moved, { viewport: BATTLE_VIEW, measure, previous: { placement: first, shift: { x: 30, y: -20 } } });
      expect(offsets(again.labels)).toEqual(offsets(first.labels));
    });

    it('one man moved: the others keep their labels where they stand clear of him; none overlap', () => {
      // Rifleman 4 walks up beside Rifleman 2.
      const moved = men.map((m) => (m.id === 'us1-6' ? { ...m, x: m.x - 10, y: m.y - 25 } : m));
      const again = placeModelLabels(moved, { viewport: BATTLE_VIEW, measure, previous: { placement: first, shift: { x: 0, y: 0 } } });
      expectClear(again.labels, moved, BATTLE_VIEW);
      const before = offsets(first.labels);
      const after = offsets(again.labels);
      // The Germans, far away, are untouched.
      for (const id of Object.keys(before).filter((x) => x.startsWith('de'))) expect(after[id], id).toEqual(before[id]);
      expect(again.labels).toHaveLength(22);
    });

    it('a man left without a label gets one when the neighbour crowding him leaves', () => {
      const crowd: LabelSubject[] = Array.from({ length: 12 }, (_, i) => ({ id: `m${i}`, x: 200 + (i % 4) * 14, y: 200 + Math.floor(i / 4) * 14, ring: 6, name: `Rifleman ${i + 1}` }));
      const view = { width: 500, height: 400 };
      const before = placeModelLabels(crowd, { viewport: view, measure });
      expect(before.dropped).toContain('m5');
      // His neighbours walk off.
      const gone = new Set(['m1', 'm4', 'm6', 'm9']);
      const after = placeModelLabels(crowd.filter((m) => !gone.has(m.id)), { viewport: view, measure, previous: { placement: before, shift: { x: 0, y: 0 } } });
      expect(after.dropped).not.toContain('m5');
      expectClear(after.labels, crowd.filter((m) => !gone.has(m.id)), view);
    });

    it('a man newly selected is placed again, first: his full name where his neighbours can make room', () => {
      const line = (selected: number | null): LabelSubject[] => Array.from({ length: 8 }, (_, i) => ({ id: `m${i}`, x: 100 + i * 26, y: 100, ring: 8, name: `Schütze ${i + 1}`, first: i === selected }));
      const view = { width: 400, height: 300 };
      const plain = placeModelLabels(line(null), { viewport: view, measure });
      const picked = placeModelLabels(line(4), { viewport: view, measure, previous: { placement: plain, shift: { x: 0, y: 0 } } });
      expect(text(picked.labels[4]!)).toBe('Schütze 5');
      expectClear(picked.labels, line(4), view);
      expect(picked.labels).toHaveLength(8);
    });
  });

  it('sixteen spots, each touching the ring round the base', () => {
    const spots = labelSpots(0, 0, 10, 30, 12);
    expect(spots).toHaveLength(16);
    for (const b of spots) {
      const dx = Math.max(b.x0, 0, -b.x1);
      const dy = Math.max(b.y0, 0, -b.y1);
      expect(Math.hypot(dx, dy)).toBeCloseTo(11, 0);
    }
  });
});
