import { describe, expect, it } from 'vitest';
import { combatPatrol, type CombatPatrolAction, type CombatPatrolState } from '../../../../engine/games/combat-patrol';
import { answer, battle, de, play, step, table, us } from '../../../../engine/games/combat-patrol/testing';
import { fireShown } from '../combat-patrol/play-overlay';
import { battleStepShown } from './battle-step';

/** joe (US) with a Garand at (10, 20); three Germans to the east. Dice typed in, so each roll is stacked. */
const yard = (): CombatPatrolState => battle(table({ models: [us('joe', 10, 20), de('jerry', 15, 20), de('hans', 16.4, 20), de('otto', 16.9, 20)] }));
const view = (s: CombatPatrolState, seat = 0) => combatPatrol.view(s, seat);
/** What a replay point after `action` (by `seat`, from `before`) draws on the table. */
function shown(before: CombatPatrolState, action: CombatPatrolAction, after: CombatPatrolState, seat = 0) {
  return battleStepShown({ seat, action, before: view(before) }, view(after));
}
const round = (p: { x: number; y: number }) => ({ x: Math.round(p.x * 1e6) / 1e6, y: Math.round(p.y * 1e6) / 1e6 });

describe('a Combat Patrol! replay point on the table', () => {
  it('a move: its path from where he stood, with its length', () => {
    const s0 = yard();
    const move: CombatPatrolAction = { type: 'move', soldier: 'joe', path: [{ x: 10, y: 22 }, { x: 11.5, y: 22 }] };
    const s1 = step(s0, 0, move);
    const r = shown(s0, move, s1);
    expect(r.overlay.path).toEqual({ from: { x: 10, y: 20 }, points: move.path, ok: true, text: '3.5 in' });
    expect(r.overlay.highlight).toEqual(['joe']);
    expect(r.words).toBe('joe moves 3.5 in.');
  });

  it('a shot: the aim line, odds and target the player saw when he aimed it', () => {
    const s0 = yard();
    const shot: CombatPatrolAction = { type: 'fire', soldier: 'joe', weapon: 'm1-garand', method: 'standard', target: 'jerry' };
    const s1 = step(s0, 0, shot);
    const r = shown(s0, shot, s1);
    expect(r.overlay).toEqual(fireShown(view(s0), shot).overlay);
    expect(r.overlay.aim).toMatchObject({ from: { x: 10, y: 20 }, to: { x: 15, y: 20 } });
    expect(r.overlay.aim!.text).toMatch(/^\d+%$/);
    expect(r.overlay.highlight).toEqual(['jerry']);
    expect(r.words).toMatch(/^joe fires at jerry: .*needs/);
  });

  it('a grenade, then each inch of its scatter in turn, the last one to where it comes to rest', () => {
    const s0 = yard();
    const toss: CombatPatrolAction = { type: 'fire', soldier: 'joe', weapon: 'hand-grenade', method: 'special', at: { x: 15, y: 23 } };
    const s1 = play(s0, toss, [8]); // 3 in of scatter: opponent, opponent, thrower
    const thrown = shown(s0, toss, s1);
    expect(thrown.overlay.aim).toMatchObject({ from: { x: 10, y: 20 }, to: { x: 15, y: 23 } });
    expect(thrown.overlay.circle?.center).toEqual({ x: 15, y: 23 });
    expect(thrown.words).toBe('joe throws a grenade.');
    // Each inch north (bearing 0): the trail from where it lay to where that inch took it.
    const inch = { type: 'scatter', bearing: 0 } as const;
    let before = s1;
    const trails: { x: number; y: number }[][] = [];
    const words: string[] = [];
    for (let i = 0; i < 3; i++) {
      const q = before.pending!.question!;
      const after = answer(before, inch, i === 2 ? [[3, 3], [2, 2]] : []);
      const r = shown(before, inch, after, q.seat);
      trails.push(r.overlay.trail!.map(round));
      words.push(r.words);
      before = after;
    }
    expect(trails).toEqual([
      [{ x: 15, y: 23 }, { x: 15, y: 22 }],
      [{ x: 15, y: 22 }, { x: 15, y: 21 }],
      [{ x: 15, y: 21 }, { x: 15, y: 20 }],
    ]);
    expect(words).toEqual(['The grenade scatters inch 1 of 3.', 'The grenade scatters inch 2 of 3.', 'The grenade scatters inch 3 of 3 and comes to rest.']);
  });

  it('the deal, and an action with nothing to draw, draw nothing', () => {
    const s0 = yard();
    expect(battleStepShown(null, view(s0))).toEqual({ overlay: {}, words: '' });
    const hold: CombatPatrolAction = { type: 'hold', soldier: 'joe' };
    expect(shown(s0, hold, step(s0, 0, hold)).overlay).toEqual({});
  });
});
