/**
 * The play state's transitions as plain functions: a state and an input in, a new frozen state and
 * what to send out; the state given is never changed, and a transition that changes nothing gives
 * back the very same state (no redraw).
 */
import { describe, expect, it } from 'vitest';
import { combatPatrol } from '../../../../engine/games/combat-patrol/battle/definition';
import type { CombatPatrolState } from '../../../../engine/games/combat-patrol/battle/types';
import { viewOf } from '../../../../engine/games/combat-patrol/battle/view';
import { area, battle, de, rect, table, us } from '../../../../engine/games/combat-patrol/testing';
import { addBend, commitPlan, dragging, moved, removeBend, tipTo } from './play-plan';
import { arm, clicked, hovered, noted, select, send, setMode, show } from './play-transitions';
import { NO_PLAY, type PlayData } from './play-types';
import { moveKindOf } from './play-offers';

function position(): CombatPatrolState {
  return battle(table({ models: [us('able', 10, 30), us('baker', 14, 30), de('fritz', 12, 6)], terrain: [area('ploughed-field', 'field', rect(0, 20, 48, 24))] }));
}

function shown(s: CombatPatrolState, count = 1): PlayData {
  const sent = combatPatrol.sentChoices!(s, 0);
  return show(NO_PLAY, { view: viewOf(s, 0), legal: sent.legal, templates: sent.templates, mine: true, count }).state;
}

describe('play transitions: pure functions of (state, input)', () => {
  it('select, plan, bend and commit: each a new frozen state, the one before untouched; the move comes out as `send`', () => {
    const s0 = shown(position());
    const s1 = select(s0, 'able').state;
    expect(s0.selected).toBeNull();
    expect(s1.selected).toBe('able');
    const s2 = clicked(s1, null, { x: 10, y: 28 }).state;
    expect(s1.plan).toBeNull();
    expect(s2.plan?.bends).toEqual([{ x: 10, y: 28 }]);
    const s3 = tipTo(s2, { x: 12, y: 28 }).state;
    expect(s2.plan?.tip).toBeNull();
    expect(s3.plan?.shown.preview.legs.map((l) => l.total)).toEqual([2, 4]);
    const s4 = addBend(s3, { x: 12, y: 28 }, false).state;
    const done = commitPlan(s4, false, false);
    expect(done.send).toEqual({ type: 'move', soldier: 'able', path: [{ x: 10, y: 28 }, { x: 12, y: 28 }] });
    for (const s of [s0, s1, s2, s3, s4, done.state]) {
      expect(Object.isFrozen(s)).toBe(true);
      if (s.plan) expect(Object.isFrozen(s.plan)).toBe(true);
    }
    expect(() => {
      (s4 as { selected: string | null }).selected = 'baker';
    }).toThrow(TypeError);
    expect(removeBend(removeBend(s4).state).state.plan).toBeNull();
  });

  it('a transition that changes nothing gives back the same state', () => {
    const s0 = shown(position());
    expect(tipTo(s0, { x: 1, y: 1 }).state).toBe(s0);
    expect(hovered(s0, 'fritz').state).toBe(s0);
    const s1 = select(s0, 'able').state;
    expect(select(s1, 'able').state).toBe(s1);
  });

  it('a drop too far is refused beside the man, nothing sent; a new position ends the refusal and the run chosen', () => {
    const s0 = select(shown(position()), 'able').state;
    const far = moved(dragging(s0, 'able', [{ x: 10, y: 12 }]).state, 'able', [{ x: 10, y: 12 }], false);
    expect(far.send).toBeUndefined();
    expect(far.state.refusal).toMatchObject({ soldier: 'able', text: expect.stringMatching(/^Too far: /) });
    const next = show(far.state, { ...(far.state.input as NonNullable<PlayData['input']>), count: 2 }).state;
    expect(next.refusal).toBeNull();
    expect(moveKindOf(next)).toBe('move');
  });

  it('a shot by key: armed by the first press, sent by the second; sending clears the note', () => {
    const s0 = noted(select(shown(position()), 'able').state, 'Refused.').state;
    const shot = { type: 'fire', soldier: 'able', weapon: 'm1-garand', method: 'standard', target: 'fritz' } as const;
    const once = arm(s0, '1', shot);
    expect(once.send).toBeUndefined();
    expect(once.state.armed).toEqual({ key: '1', action: shot });
    const twice = arm(once.state, '1', shot);
    expect(twice.send).toEqual(shot);
    expect(twice.state.armed).toBeNull();
    expect(twice.state.note).toBeNull();
    expect(send(s0, shot).state.note).toBeNull();
  });

  it('measure mode toggles back to select and keeps a plan in hand', () => {
    const s0 = clicked(select(shown(position()), 'able').state, null, { x: 10, y: 28 }).state;
    const m = setMode(s0, 'measure').state;
    expect(m.mode).toBe('measure');
    const back = setMode(m, 'measure').state;
    expect(back.mode).toBe('select');
    expect(back.plan).toBe(s0.plan);
  });
});
