/** The play screen's state: what the player chose and planned, and what it sends, position by position. */
import { describe, expect, it } from 'vitest';
import { combatPatrol } from '../../../../engine/games/combat-patrol/battle/definition';
import type { CombatPatrolAction, CombatPatrolState } from '../../../../engine/games/combat-patrol/battle/types';
import { viewOf } from '../../../../engine/games/combat-patrol/battle/view';
import { area, battle, de, line, rect, step, table, us } from '../../../../engine/games/combat-patrol/testing';
import { PlayState } from './play-state.svelte';
import { tableDoc } from './table-doc';

/** The battle's table for a state (the play state lives in its editor's session). */
const docOf = (s: CombatPatrolState) => tableDoc(s.scenario, s.soldiers);

/** Able and Baker (US) side by side, a ploughed field to the north, Fritz (German) far off. */
function position(extra: Parameters<typeof table>[0]['models'] = []): CombatPatrolState {
  return battle(
    table({
      models: [us('able', 10, 30), us('baker', 14, 30), de('fritz', 12, 6), ...extra],
      terrain: [area('ploughed-field', 'field', rect(0, 20, 48, 24)), line('wooden-fence', 'fence', { x: 0, y: 35 }, { x: 48, y: 35 })],
    }),
  );
}

function harness(s: CombatPatrolState) {
  const sent: CombatPatrolAction[] = [];
  const play = new PlayState(async (a) => {
    sent.push(a);
    return null;
  }, docOf(s));
  let count = 0;
  const show = (state: CombatPatrolState, next = true): void => {
    if (next) count++;
    // What the host sends (while a side picks a soldier: no shots nor moves; the screen works them out for the man selected).
    const sent = combatPatrol.sentChoices!(state, 0);
    play.setInput({ view: viewOf(state, 0), legal: sent.legal, templates: sent.templates, mine: true, count });
  };
  show(s);
  return { play, sent, show };
}

describe('the play state: the selected man\'s choices, worked out on the screen', () => {
  it('are those the rules list for him, though the host sent neither his shots nor his moves', () => {
    const s = position([de('hans', 20, 8)]);
    const { play } = harness(s);
    expect(play.input?.legal.some((a) => a.type === 'fire')).toBe(false);
    expect(play.input?.templates).toEqual([]);
    const his = (id: string) => combatPatrol.legalActions(s, 0).filter((a) => 'soldier' in a && a.soldier === id);
    play.select('able');
    expect(play.legal.filter((a) => 'soldier' in a && a.soldier === 'able')).toEqual(his('able'));
    expect(play.legal.filter((a) => a.type === 'fire').map((a) => (a as { target?: string }).target)).toContain('hans');
    // Baker's own choices are still there (his hold), not his shots: he is not selected.
    expect(play.legal.filter((a) => 'soldier' in a && a.soldier === 'baker')).toEqual([{ type: 'hold', soldier: 'baker' }]);
    expect(play.moves.map((k) => k.kind)).toEqual(['move', 'run']);
    expect(play.activatable).toEqual(new Set(['able', 'baker']));
  });

  it('in the middle of his activation (he moved), his shots are worked out here too: the same as the rules list', () => {
    const s = step(position([de('hans', 20, 8)]), 0, { type: 'move', soldier: 'able', path: [{ x: 10, y: 29 }] });
    const { play } = harness(s);
    expect(play.input?.legal.some((a) => a.type === 'fire')).toBe(false);
    expect(play.selected).toBe('able');
    const asSet = (xs: unknown[]) => new Set(xs.map((x) => JSON.stringify(x)));
    expect(asSet(play.legal)).toEqual(asSet(combatPatrol.legalActions(s, 0)));
    expect(play.legal.some((a) => a.type === 'fire' && a.target === 'hans')).toBe(true);
    expect(play.activatable.has('able')).toBe(true);
  });

  it('work out who may act once for each position the screen is given (a drag asks on every pointer move), afresh for the next', () => {
    const s = position([de('hans', 20, 8)]);
    const { play, show } = harness(s);
    const first = play.activatable;
    play.select('able');
    expect(play.activatable).toBe(first);
    expect(first).toEqual(new Set(['able', 'baker']));
    // Able has moved: the next position's men who may act, worked out again (he alone, in his activation).
    show(step(s, 0, { type: 'move', soldier: 'able', path: [{ x: 10, y: 29 }] }));
    expect(play.activatable).not.toBe(first);
    expect(play.activatable.has('able')).toBe(true);
    expect(play.activatable).toBe(play.activatable);
  });
});

describe('the play state: a Run Move chosen for one man never carries over', () => {
  it('to the next man selected, nor to the same man in the next position', () => {
    const s = position();
    const { play, sent, show } = harness(s);
    play.select('able');
    play.chooseMove('run');
    expect(play.moveKind).toBe('run');
    // Baker is chosen next: his drag is a Combat Move, and after it he may still fire.
    play.select('baker');
    expect(play.moveKind).toBe('move');
    play.dragging('baker', [{ x: 14, y: 28 }]);
    play.moved('baker', [{ x: 14, y: 28 }], false);
    expect(sent).toEqual([{ type: 'move', soldier: 'baker', path: [{ x: 14, y: 28 }] }]);
    // Able chose a run, then the position changed (any action): his next move is a Combat Move again.
    play.select('able');
    play.chooseMove('run');
    show(step(s, 0, { type: 'hold', soldier: 'baker' }));
    play.select('able');
    expect(play.moveKind).toBe('move');
  });
});

describe('the play state: moves planned on the table', () => {
  it('a click on the table starts his path, each click a bend, and the move goes with every bend', () => {
    const { play, sent } = harness(position());
    play.select('able');
    play.clicked(null, { x: 10, y: 28 });
    expect(play.planning()).toBe(true);
    play.tipTo({ x: 12, y: 28 });
    expect(play.plan?.shown.preview.legs.map((l) => l.total)).toEqual([2, 4]);
    play.addBend({ x: 12, y: 28 }, false);
    play.addBend({ x: 12, y: 27 }, false);
    play.addBend({ x: 12, y: 27 }, true);
    expect(sent).toEqual([{ type: 'move', soldier: 'able', path: [{ x: 10, y: 28 }, { x: 12, y: 28 }, { x: 12, y: 27 }] }]);
  });

  it('Backspace takes the last bend back; taking the first back drops the plan', () => {
    const { play } = harness(position());
    play.select('able');
    play.clicked(null, { x: 10, y: 28 });
    play.addBend({ x: 11, y: 28 }, false);
    expect(play.removeBend()).toBe(true);
    expect(play.plan?.bends).toEqual([{ x: 10, y: 28 }]);
    play.removeBend();
    expect(play.plan).toBeNull();
  });

  it('a drop onto a friend ends in base contact with him, and says so', () => {
    const { play, sent } = harness(position());
    play.dragging('able', [{ x: 13.8, y: 30 }]);
    expect(play.plan?.shown.contact).toBe('baker');
    expect(play.plan?.shown.words).toMatch(/in base contact with baker/);
    play.moved('able', [{ x: 13.8, y: 30 }], false);
    const a = sent[0] as Extract<CombatPatrolAction, { type: 'move' }>;
    expect(a.path[0]!.x).toBeCloseTo(12.998, 6);
  });

  it('a refused move keeps its words beside the man until the next action, and nothing is sent', () => {
    const s = position();
    const { play, sent, show } = harness(s);
    play.dragging('able', [{ x: 10, y: 18 }]);
    play.moved('able', [{ x: 10, y: 18 }], false);
    expect(sent).toEqual([]);
    expect(play.refusal).toMatchObject({ soldier: 'able', text: expect.stringMatching(/^Too far: /) });
    show(s, false); // the same position again (a redraw): still there
    expect(play.refusal).not.toBeNull();
    show(step(s, 0, { type: 'hold', soldier: 'baker' }));
    expect(play.refusal).toBeNull();
  });

  it('a run that falls short offers the gamble; taking it sends the run with the inches gambled', () => {
    const { play, sent } = harness(position());
    play.select('able');
    play.chooseMove('run');
    // 10 in north: 4 in of the field cost double, 14 in against 10: a gamble of 4 in makes it.
    play.dragging('able', [{ x: 10, y: 20 }]);
    play.moved('able', [{ x: 10, y: 20 }], false);
    expect(sent).toEqual([]);
    expect(play.plan?.shown.gamble).toMatchObject({ inches: 4, chance: 0.6 });
    play.commitPlan(true);
    expect(sent).toEqual([{ type: 'run', soldier: 'able', path: [{ x: 10, y: 20 }], gamble: 4 }]);
  });

  it('a plan left by a drop for its gamble stands still when the pointer moves off to the button; clicks lay bends that follow it', () => {
    const { play, sent } = harness(position());
    play.select('able');
    play.chooseMove('run');
    play.dragging('able', [{ x: 10, y: 20 }]);
    play.moved('able', [{ x: 10, y: 20 }], false);
    play.tipTo({ x: 40, y: 46 }); // on its way to the panel
    expect(play.plan?.shown.path).toEqual([{ x: 10, y: 20 }]);
    expect(play.plan?.shown.gamble).toMatchObject({ inches: 4 });
    play.commitPlan(true, false);
    expect(sent).toEqual([{ type: 'run', soldier: 'able', path: [{ x: 10, y: 20 }], gamble: 4 }]);
  });

  it('bends laid by clicks: the next leg follows the pointer over the table, not off it; a button makes the move the bends lay', () => {
    const { play, sent } = harness(position());
    play.select('able');
    play.clicked(null, { x: 10, y: 28 });
    play.tipTo({ x: 12, y: 28 });
    expect(play.plan?.shown.path).toEqual([{ x: 10, y: 28 }, { x: 12, y: 28 }]);
    play.tipTo(null); // the pointer left the table
    expect(play.plan?.shown.path).toEqual([{ x: 10, y: 28 }]);
    play.tipTo({ x: 40, y: 46 });
    play.commitPlan(false, false);
    expect(sent).toEqual([{ type: 'move', soldier: 'able', path: [{ x: 10, y: 28 }] }]);
  });

  it('a new plan clears the last refusal beside the man', () => {
    const { play } = harness(position());
    play.dragging('able', [{ x: 10, y: 18 }]);
    play.moved('able', [{ x: 10, y: 18 }], false);
    expect(play.refusal).not.toBeNull();
    play.dragging('able', [{ x: 10, y: 28 }]);
    expect(play.refusal).toBeNull();
  });

  it('measuring keeps the plan in hand', () => {
    const { play } = harness(position());
    play.select('able');
    play.clicked(null, { x: 10, y: 28 });
    play.setMode('measure');
    expect(play.plan).not.toBeNull();
    play.setMode('measure');
    expect(play.mode).toBe('select');
    expect(play.plan).not.toBeNull();
  });

  it('measuring during a Snap Fire question comes back to picking its point; the point is one the shooter can shoot at', () => {
    let s = battle(table({ models: [us('joe', 10, 30), de('fritz', 10, 10), de('hans', 46, 2, { weapon: 'pistol' })] }));
    s = step(s, 0, { type: 'run', soldier: 'joe', path: [{ x: 10, y: 20 }] });
    const play = new PlayState(async () => null, docOf(s));
    play.setInput({ view: viewOf(s, 1), legal: combatPatrol.legalActions(s, 1), templates: [], mine: true, count: 1 });
    expect(play.mode).toBe('snap');
    play.setMode('measure');
    expect(play.mode).toBe('measure');
    play.setMode('measure');
    expect(play.mode).toBe('snap');
    // The pointer between two whole inches of the run: the nearest point he can shoot at.
    play.snapAlong(6.4, true);
    expect(play.snap?.along).toBe(6);
    play.snapStep(1);
    expect(play.snap?.along).toBe(7);
  });

  it('dragging a wounded friend: chosen for this man, the cost doubled, the friend named in the move', () => {
    const s = position([us('hurt', 10, 31)]);
    const hurt = { ...s, soldiers: s.soldiers.map((m) => (m.id === 'hurt' ? { ...m, condition: 'light' as const } : m)) };
    const { play, sent } = harness(hurt);
    play.select('able');
    expect(play.drags.map((d) => d.drag)).toEqual(['hurt']);
    play.chooseMove('move', 'hurt');
    play.dragging('able', [{ x: 10, y: 28 }]);
    expect(play.plan?.shown.preview).toMatchObject({ ok: true, cost: 4 });
    expect(play.plan?.shown.overlay.follow?.points).toEqual([{ x: 10, y: 29 }]);
    expect(play.plan?.shown.overlay.ring?.radius).toBe(2.5);
    play.moved('able', [{ x: 10, y: 28 }], false);
    expect(sent).toEqual([{ type: 'move', soldier: 'able', path: [{ x: 10, y: 28 }], drag: 'hurt' }]);
  });
});

describe('the play state: a shot by number key asks once', () => {
  it('the first press shows the shot and its odds, the same key again fires it', () => {
    const { play, sent } = harness(position());
    play.select('able');
    const shot: Extract<CombatPatrolAction, { type: 'fire' }> = { type: 'fire', soldier: 'able', weapon: 'm1-garand', method: 'standard', target: 'fritz' };
    play.arm('1', shot);
    expect(sent).toEqual([]);
    expect(play.aimed?.action).toEqual(shot);
    expect(play.disarm()).toBe(true);
    play.arm('1', shot);
    play.arm('1', shot);
    expect(sent).toEqual([shot]);
  });

  it('a shot armed by key leaves arc or grenade mode, so what is shown is what Enter fires', () => {
    const s = battle(table({ models: [de('gun', 10, 20, { weapon: 'mg42' }), us('a', 20, 20)], battle: { firstMove: 'German' } }));
    const sent: CombatPatrolAction[] = [];
    const play = new PlayState(async (a) => (sent.push(a), null), docOf(s));
    play.setInput({ view: viewOf(s, 1), legal: combatPatrol.legalActions(s, 1), templates: combatPatrol.templates?.(s, 1) ?? [], mine: true, count: 1 });
    play.select('gun');
    play.setMode('arc');
    expect(play.mode).toBe('arc');
    const shot: Extract<CombatPatrolAction, { type: 'fire' }> = { type: 'fire', soldier: 'gun', weapon: 'mg42', method: 'standard', target: 'a' };
    play.arm('1', shot);
    expect(play.mode).toBe('select');
    expect(play.aimed?.action).toEqual(shot);
  });
});

describe('the play state lives in the battle editor\'s session, with one writer', () => {
  it('the session holds it, frozen; the table selection follows the man selected; the screens can only read it', () => {
    const { play } = harness(position());
    play.select('able');
    expect(play.editor.session.play).toBe(play.state);
    expect(play.editor.session.selection).toEqual(['able']);
    expect(Object.isFrozen(play.state)).toBe(true);
    expect(() => {
      (play.state as { selected: string | null }).selected = 'baker';
    }).toThrow(TypeError);
    expect(() => {
      (play as unknown as { selected: string | null }).selected = 'baker';
    }).toThrow(TypeError);
    expect(play.selected).toBe('able');
    // An intent is the way: a new state in the session, the one before untouched.
    const before = play.state;
    play.select('baker');
    expect(before.selected).toBe('able');
    expect(play.editor.session.play).toBe(play.state);
    expect(play.editor.session.selection).toEqual(['baker']);
  });

  it('the pointer resting on the same target makes no new state (the screen follows hovers: no loop, no redraw)', () => {
    const { play } = harness(position());
    play.select('able');
    play.hovered('fritz');
    const aimed = play.state;
    expect(aimed.aimed?.action).toMatchObject({ type: 'fire', target: 'fritz' });
    play.hovered('fritz');
    expect(play.state).toBe(aimed);
  });

  it('a computer step replayed draws its own picture and leaves the table with no selection; its end deselects', () => {
    const s = position();
    const { play } = harness(s);
    play.select('able');
    const input = play.input!;
    const picture = { ring: { center: { x: 1, y: 1 }, radius: 2 } };
    play.setInput({ ...input, count: 9 }, picture);
    expect(play.overlay()).toEqual({ play: picture });
    expect(play.editor.session.selection).toEqual([]);
    play.setInput({ ...input, count: 9 }, null, true);
    expect(play.selected).toBeNull();
    expect(play.overlay().play).toBeUndefined();
  });
});
