import { describe, expect, it } from 'vitest';
import type { Vec } from '../../../../engine/geometry/vec';
import { Editor } from '../../table/editor/editor';
import { table, us, de } from '../../../../engine/games/combat-patrol/testing';
import { playTools, type PlayHost, type PlayMode } from './play-tool';

function setup(mode: PlayMode = 'select', planning = false) {
  const calls: string[] = [];
  const pt = (p: Vec) => `${p.x},${p.y}`;
  const host: PlayHost = {
    gestureMode: () => mode,
    canMove: (id) => id === 'a',
    planning: () => planning,
    clicked: (id, at) => calls.push(`clicked ${id} ${pt(at)}`),
    dragging: (id, p) => calls.push(`dragging ${id} ${p ? p.map(pt).join(' ') : 'null'}`),
    moved: (id, p, bend) => calls.push(`moved ${id} ${p.map(pt).join(' ')}${bend ? ' bend' : ''}`),
    tipTo: (p) => calls.push(`tip ${pt(p)}`),
    addBend: (p, double) => calls.push(`bend ${pt(p)}${double ? ' double' : ''}`),
    dropPlan: () => (planning ? (calls.push('drop'), true) : false),
    turnTo: (p) => calls.push(`turn ${pt(p)}`),
    aimAt: (p) => calls.push(`aim ${pt(p)}`),
    measure: (a, b, done) => calls.push(`measure ${pt(a)} ${pt(b)}${done ? ' done' : ''}`),
    snapPointer: (p, click, id) => calls.push(`snap ${pt(p)}${click ? ' click' : ''}${id ? ` ${id}` : ''}`),
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
    // Let go with Shift held: the point is a bend and the plan goes on.
    calls.length = 0;
    ed.pointerDown(px({ x: 10, y: 10 }));
    ed.pointerMove(px({ x: 12, y: 12 }));
    ed.pointerUp(px({ x: 12, y: 12 }), { shift: true });
    expect(calls).toEqual(['dragging a 12,12', 'moved a 12,12 bend']);
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
    expect(calls).toEqual(['clicked g 20,10', 'clicked a 10,10', 'dragging a 13,10', 'dragging a null']);
  });

  it('planning a path: the next leg follows the pointer, each click is a bend, a double click makes the move, Escape drops it', () => {
    const { ed, calls, px } = setup('select', true);
    ed.pointerMove(px({ x: 12, y: 12 }));
    ed.pointerDown(px({ x: 12, y: 12 }));
    ed.pointerUp(px({ x: 12, y: 12 }));
    // A click on a soldier while planning is a point of the path too (a drop onto a man).
    ed.pointerDown(px({ x: 20, y: 10 }));
    ed.pointerUp(px({ x: 20, y: 10 }));
    ed.pointerDown(px({ x: 20, y: 10 }), { double: true });
    ed.pointerUp(px({ x: 20, y: 10 }));
    ed.escape();
    expect(calls).toEqual(['tip 12,12', 'bend 12,12', 'bend 20,10', 'bend 20,10 double', 'drop']);
  });

  it('measure mode: a drag from a man measures to the pointer (to the centre of a man when on one), acting on nothing', () => {
    const { ed, calls, px, doc } = setup('measure');
    ed.pointerDown(px({ x: 10.2, y: 10.1 }));
    ed.pointerMove(px({ x: 15, y: 15 }));
    ed.pointerUp(px({ x: 19.8, y: 10.2 }));
    expect(calls).toEqual(['measure 10,10 10,10', 'measure 10,10 15,15', 'measure 10,10 20,10 done']);
    expect(ed.doc).toBe(doc);
  });

  it('snap mode: the pointer picks the point of the run; a click fixes it, or picks the man under it', () => {
    const { ed, calls, px } = setup('snap');
    ed.pointerMove(px({ x: 5, y: 5 }));
    ed.pointerDown(px({ x: 6, y: 5 }));
    ed.pointerUp(px({ x: 6, y: 5 }));
    ed.pointerDown(px({ x: 20, y: 10 }));
    expect(calls).toEqual(['snap 5,5', 'snap 6,5 click', 'snap 20,10 click g']);
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
