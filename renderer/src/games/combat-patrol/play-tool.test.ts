import { describe, expect, it } from 'vitest';
import type { Vec } from '../../../../engine/geometry/vec';
import { Editor } from '../../table/editor/editor';
import { table, us, de } from '../../../../engine/games/combat-patrol/testing';
import { playTools, type PlayHost, type PlayMode } from './play-tool';

function setup(mode: PlayMode = 'select') {
  const calls: string[] = [];
  const host: PlayHost = {
    gestureMode: () => mode,
    canMove: (id) => id === 'a',
    clicked: (id) => calls.push(`clicked ${id}`),
    dragging: (id, p) => calls.push(`dragging ${id} ${p ? p.map((q) => `${q.x},${q.y}`).join(' ') : 'null'}`),
    moved: (id, p) => calls.push(`moved ${id} ${p.map((q) => `${q.x},${q.y}`).join(' ')}`),
    turnTo: (p) => calls.push(`turn ${p.x},${p.y}`),
    aimAt: (p) => calls.push(`aim ${p.x},${p.y}`),
    overlay: () => ({ play: { ring: { center: { x: 0, y: 0 }, radius: 6 } } }),
  };
  const doc = table({ models: [us('a', 10, 10), de('g', 20, 10)], terrain: [] });
  const ed = new Editor(doc, { tools: playTools(host), readOnly: true });
  ed.setViewport(480, 480);
  ed.setCamera({ x: 0, y: 0, zoom: 10 });
  const px = (p: Vec) => ({ x: p.x * 10, y: p.y * 10 });
  return { ed, calls, px, doc };
}

describe('the play tool: gestures become game actions, the document is never edited', () => {
  it('dragging a soldier who may move previews the path at each step and sends the move on release', () => {
    const { ed, calls, px, doc } = setup();
    ed.pointerDown(px({ x: 10, y: 10 }));
    ed.pointerMove(px({ x: 12, y: 10 }));
    ed.pointerMove(px({ x: 14, y: 10 }));
    ed.pointerUp(px({ x: 14, y: 10 }));
    expect(calls).toEqual(['dragging a 12,10', 'dragging a 14,10', 'moved a 14,10']);
    expect(ed.doc).toBe(doc);
    expect(ed.toolView().play?.ring?.radius).toBe(6);
  });

  it('a click selects or aims (no move); Escape cancels a drag', () => {
    const { ed, calls, px } = setup();
    ed.pointerDown(px({ x: 20, y: 10 }));
    ed.pointerUp(px({ x: 20, y: 10 }));
    ed.pointerDown(px({ x: 10, y: 10 }));
    ed.pointerUp(px({ x: 10, y: 10 }));
    ed.pointerDown(px({ x: 10, y: 10 }));
    ed.pointerMove(px({ x: 13, y: 10 }));
    ed.escape();
    ed.pointerUp(px({ x: 13, y: 10 }));
    expect(calls).toEqual(['clicked g', 'clicked a', 'dragging a 13,10', 'dragging a null']);
  });

  it('arc mode turns the arc while dragging; grenade mode picks a point', () => {
    const arc = setup('arc');
    arc.ed.pointerDown(arc.px({ x: 30, y: 10 }));
    arc.ed.pointerMove(arc.px({ x: 30, y: 20 }));
    expect(arc.calls).toEqual(['turn 30,10', 'turn 30,20']);
    const g = setup('grenade');
    g.ed.pointerDown(g.px({ x: 15, y: 15 }));
    expect(g.calls).toEqual(['aim 15,15']);
  });

  it('read-only: editing keys do nothing to the battle picture', () => {
    const { ed, doc } = setup();
    ed.select(['a']);
    expect(ed.key({ key: 'Delete', ctrl: false, shift: false, alt: false })).toBe(false);
    expect(ed.key({ key: 'ArrowRight', ctrl: false, shift: false, alt: false })).toBe(false);
    expect(ed.key({ key: 'e', ctrl: false, shift: false, alt: false })).toBe(false);
    expect(ed.doc).toBe(doc);
    expect(ed.key({ key: '0', ctrl: false, shift: false, alt: false })).toBe(true);
  });
});
