import { describe, expect, it } from 'vitest';
import type { CombatPatrolAction, CombatPatrolState } from './battle/types';
import { sceneOf } from './scene';
import { battle, de, step, table, toAct, us, type Roll } from './testing';

/** Plays `action` and answers its dice, collecting every step's events into one list (one computer step as a seat receives it). */
function allEvents(s: CombatPatrolState, action: CombatPatrolAction, rolls: readonly Roll[] = []): { state: CombatPatrolState; events: CombatPatrolState['events'] } {
  let state = step(s, toAct(s), action);
  const events = state.events.slice();
  for (const r of rolls) {
    const q = state.pending?.question;
    if (q?.kind !== 'dice') throw new Error('no die is asked for');
    state = step(state, q.seat, { type: 'dice', values: typeof r === 'number' ? [r] : r });
    events.push(...state.events);
  }
  return { state, events };
}

const yard = (): CombatPatrolState => battle(table({ models: [us('joe', 10, 20), de('jerry', 22, 20), de('hans', 23.4, 20)] }));

describe('the scene of a step, from its events alone', () => {
  it('a Combat Move: his path from where he stood, and the inches in words', () => {
    const { events } = allEvents(yard(), { type: 'move', soldier: 'joe', path: [{ x: 10, y: 23 }, { x: 12, y: 23 }] });
    const scene = sceneOf(events);
    expect(scene.marks.path).toEqual({ from: { x: 10, y: 20 }, points: [{ x: 10, y: 23 }, { x: 12, y: 23 }], ok: true, text: 'joe moves' });
    expect(scene.marks.highlight).toEqual(['joe']);
    expect(scene.words).toBe('joe moves 5.0 in.');
  });

  it('a Run Move: its path from where he stood; where it ends is told at its end, after the enemy lets him run', () => {
    const ran = allEvents(yard(), { type: 'run', soldier: 'joe', path: [{ x: 10, y: 28 }] });
    // The Germans may Snap Fire at him: the run waits for them, and he has not moved yet.
    expect(ran.state.pending?.question.kind).toBe('snap-fire');
    expect(ran.events.map((e) => e.type)).toEqual(['runs']);
    const state = step(ran.state, 1, { type: 'let-run' });
    expect(state.events).toEqual([{ type: 'run-ends', soldier: 'joe', name: 'joe', at: { x: 10, y: 28 }, drag: null, pinned: false, killed: false }]);
    expect(sceneOf(state.events).marks.path).toMatchObject({ from: { x: 10, y: 28 } });
    const scene = sceneOf([...ran.events, ...state.events]);
    expect(scene.marks.path).toEqual({ from: { x: 10, y: 20 }, points: [{ x: 10, y: 28 }], ok: true, text: 'joe runs' });
    expect(scene.words).toBe('joe runs 8.0 in.');
    expect(state.soldiers.find((m) => m.id === 'joe')).toMatchObject({ x: 10, y: 28 });
  });

  it('an aimed shot: the line from shooter to target, the die it needed and rolled, and what the hit did', () => {
    const { events } = allEvents(yard(), { type: 'fire', soldier: 'joe', weapon: 'm1-garand', method: 'standard', target: 'jerry' }, [9, [9, 9]]);
    const scene = sceneOf(events);
    expect(scene.marks.aim).toEqual({ from: { x: 10, y: 20 }, to: { x: 22, y: 20 }, text: 'critically wounded' });
    expect(scene.shots).toEqual([{ shooter: 'joe', target: 'jerry', needs: expect.any(String), roll: 9, hit: true }]);
    expect(scene.words).toBe('joe fires at jerry: 1 shot, 1 hit; jerry critically wounded.');
    expect(scene.marks.highlight).toEqual(['jerry']);
  });

  it('a miss that pins: the aim says so, and the Reaction Test is on the target', () => {
    const { events } = allEvents(yard(), { type: 'fire', soldier: 'joe', weapon: 'm1-garand', method: 'standard', target: 'jerry' }, [2, 3]);
    const scene = sceneOf(events);
    expect(scene.marks.aim?.text).toBe('pinned');
    expect(scene.words).toBe('joe fires at jerry: 1 shot, 0 hits; jerry pinned.');
    expect(scene.touched).toEqual([{ soldier: 'jerry', name: 'jerry', condition: null, hitNoEffect: false, pinned: true, suppressed: false, caught: false }]);
  });

  it('a grenade told step by step: the throw, each scatter inch walked from the last, then the blast with the men it caught', () => {
    const toss: CombatPatrolAction = { type: 'fire', soldier: 'joe', weapon: 'hand-grenade', method: 'special', at: { x: 15, y: 23 } };
    const s0 = battle(table({ models: [us('joe', 10, 20), de('jerry', 15, 20), de('hans', 16.4, 20)] }));
    const thrown = allEvents(s0, toss, [8]);
    const first = sceneOf(thrown.events);
    expect(first.marks.aim).toMatchObject({ from: { x: 10, y: 20 }, to: { x: 15, y: 23 } });
    expect(first.marks.trail).toEqual([{ x: 15, y: 23 }]);
    expect(first.marks.circle).toMatchObject({ center: { x: 15, y: 23 }, text: 'scattering' });
    // Each inch is its own step: alone, it draws that inch; with the action's events before it, the whole trail.
    const inch1 = step(thrown.state, 1, { type: 'scatter', bearing: 0 });
    const second = sceneOf(inch1.events);
    expect(second.words).toBe('The grenade scatters inch 1 of 3.');
    expect(second.marks.trail?.map((p) => [p.x, Math.round(p.y * 1e9) / 1e9])).toEqual([[15, 23], [15, 22]]);
    const inch2 = step(inch1, 1, { type: 'scatter', bearing: 0 });
    expect(sceneOf(inch2.events).marks.trail).toHaveLength(2);
    const soFar = [...thrown.events, ...inch1.events, ...inch2.events];
    expect(sceneOf(soFar).marks.trail).toHaveLength(3);
    expect(sceneOf(soFar).words).toBe('joe throws a grenade: it scatters.');
    const inch3 = step(inch2, 0, { type: 'scatter', bearing: 0 });
    const last = sceneOf([...soFar, ...inch3.events]);
    expect(last.marks.trail).toHaveLength(4);
    expect(last.words).toBe('joe throws a grenade: jerry caught in the blast, hans caught in the blast.');
    expect(last.marks.circle).toMatchObject({ radius: 1 });
    expect(last.marks.circle?.center.y).toBeCloseTo(20, 9);
    expect(last.marks.highlight).toEqual(['jerry', 'hans']);
    expect(last.grenade).toBeNull();
  });

  it('a step that draws nothing (a man holds): only the man it was, no words', () => {
    const { events } = allEvents(yard(), { type: 'hold', soldier: 'joe' });
    expect(sceneOf(events)).toMatchObject({ marks: { highlight: ['joe'] }, words: '' });
  });
});
