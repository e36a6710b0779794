import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LogEntry } from '../../../../engine/core/contract';
import { logEntries } from '../../../../engine/core/gate';
import { combatPatrol } from '../../../../engine/games/combat-patrol/battle/definition';
import { viewOf } from '../../../../engine/games/combat-patrol/battle/view';
import type { CombatPatrolAction, CombatPatrolState, Input } from '../../../../engine/games/combat-patrol/battle/types';
import { battle, de, step, table, toAct, us } from '../../../../engine/games/combat-patrol/testing';
import { PACE_MS, reasonCaption, ReplayRun, replaySteps, type Frame } from './computer-replay';

/**
 * The German computer's action and the answers after it, each a frame as the envelope carries it
 * (seen by the US seat), and the log the envelope carries with them; with `rest`, any dice still
 * asked for after them come up high (8+8, 10, 2).
 */
function frames(s0: CombatPatrolState, action: CombatPatrolAction, inputs: Input[], rest = false): { frames: Frame[]; log: LogEntry[]; end: CombatPatrolState } {
  const out: Frame[] = [];
  const log: LogEntry[] = [];
  let s = step(s0, toAct(s0), action);
  out.push({ action: s.actionCount - 1, seat: 1, view: viewOf(s, 0) });
  log.push(...logEntries(combatPatrol, s.actionCount - 1, s.events));
  const queue = inputs.slice();
  for (;;) {
    const q = s.pending?.question;
    const i = queue.shift() ?? (rest && q?.kind === 'dice' ? { type: 'dice' as const, values: q.die === '2D10' ? [8, 8] : [q.die === 'D2' ? 2 : 10] } : null);
    if (!i) break;
    const seat = q?.seat ?? toAct(s);
    s = step(s, seat, i);
    out.push({ action: s.actionCount - 1, seat, view: viewOf(s, 0) });
    log.push(...logEntries(combatPatrol, s.actionCount - 1, s.events));
  }
  return { frames: out, log, end: s };
}

const round = (p: { x: number; y: number }) => ({ x: Math.round(p.x * 1e6) / 1e6, y: Math.round(p.y * 1e6) / 1e6 });

describe('a computer turn replayed on the table', () => {
  const field = () => battle(table({ models: [de('hans', 10, 20), de('gun', 30, 10, { weapon: 'mg42' }), us('able', 20, 20), us('baker', 30, 30)], terrain: [], battle: { firstMove: 'German' } }));

  it('a move: the model stands at his new spot, the path drawn from where he stood', () => {
    const s0 = field();
    const { frames: f, log } = frames(s0, { type: 'move', soldier: 'hans', path: [{ x: 10, y: 17 }] }, []);
    const [st] = replaySteps(viewOf(s0, 0), f, log);
    expect(st!.view.soldiers.find((m) => m.id === 'hans')).toMatchObject({ x: 10, y: 17 });
    expect(st!.overlay.path).toEqual({ from: { x: 10, y: 20 }, points: [{ x: 10, y: 17 }], ok: true, text: 'hans moves' });
  });

  it('a shot: the line from shooter to target, with its result once the dice are in (a hit that wounds, a miss)', () => {
    const s0 = field();
    const fire: CombatPatrolAction = { type: 'fire', soldier: 'hans', weapon: 'kar98k', method: 'standard', target: 'able' };
    const play = (inputs: Input[]) => {
      const r = frames(s0, fire, inputs);
      return replaySteps(viewOf(s0, 0), r.frames, r.log);
    };
    const hit = play([{ type: 'dice', values: [10] }, { type: 'dice', values: [8, 8] }]);
    expect(hit).toHaveLength(3);
    expect(hit[0]!.overlay.aim).toEqual({ from: { x: 10, y: 20 }, to: { x: 20, y: 20 }, text: '' });
    expect(hit.at(-1)!.overlay.aim?.text).toBe('seriously wounded');
    const miss = play([{ type: 'dice', values: [1] }, { type: 'dice', values: [10] }]);
    expect(miss.at(-1)!.overlay.aim?.text).toBe('missed');
    expect(miss.at(-1)!.overlay.highlight).toEqual(['able']);
  });

  it("the computer's reason: a caption beside the man who acted while his step is shown, head in bold and odds below; the dice after it say nothing", () => {
    const s0 = field();
    const why = 'hans fires his Kar98k rifle at able: unhurt, in the open, 10.0 in away, 5+ to hit (60%), 24% to put him down (10% out of the fight).';
    const fire = { type: 'fire', soldier: 'hans', weapon: 'kar98k', method: 'standard', target: 'able', why } as CombatPatrolAction;
    const r = frames(s0, fire, [{ type: 'dice', values: [1] }, { type: 'dice', values: [10] }]);
    const steps = replaySteps(viewOf(s0, 0), r.frames, r.log);
    expect(steps[0]).toMatchObject({ reason: why, actor: 'hans' });
    expect(reasonCaption(steps[0]!)).toEqual({
      key: `reason-${steps[0]!.action}`,
      at: { x: 10, y: 20 },
      lines: ['hans fires his Kar98k rifle at able', 'unhurt, in the open, 10.0 in away, 5+ to hit (60%), 24% to put him down (10% out of the fight).'],
      tone: 'info',
      testid: 'cp-reason',
    });
    // The dice answered after it carry no reason: no caption (the panel's log keeps the line).
    for (const later of steps.slice(1)) expect(reasonCaption(later)).toBeNull();
    // A step without a reason (a person's, or a bot that gives none) has no caption either.
    const bare = frames(s0, { type: 'move', soldier: 'hans', path: [{ x: 10, y: 17 }] }, []);
    expect(reasonCaption(replaySteps(viewOf(s0, 0), bare.frames, bare.log)[0]!)).toBeNull();
  });

  it('an MG arc: the arc on its bearing, the men it touched ringed and named', () => {
    const s0 = field();
    const burst: CombatPatrolAction = { type: 'fire', soldier: 'gun', weapon: 'mg42', method: 'special', bearing: 180 };
    // baker is in the arc: 2 on the D2 (one bullet), 10 to hit, then his wound roll and his Reaction Test.
    const { frames: f, log, end } = frames(s0, burst, [{ type: 'dice', values: [2] }, { type: 'dice', values: [10] }, { type: 'dice', values: [8, 8] }], true);
    expect(end.pending).toBeNull();
    const last = replaySteps(viewOf(s0, 0), f, log).at(-1)!;
    expect(last.overlay.arc).toMatchObject({ apex: { x: 30, y: 10 }, facingDeg: 90 });
    expect(last.overlay.highlight).toEqual(['baker']);
    expect(last.overlay.arc?.text).toMatch(/^baker /);
  });

  it("a grenade: its scatter walked an inch at a time, then the burst where it came to rest", () => {
    const s0 = battle(table({ models: [de('fritz', 10, 20), us('joe', 15, 20), us('jim', 16.4, 20)], terrain: [], battle: { firstMove: 'German' } }));
    const toss: CombatPatrolAction = { type: 'fire', soldier: 'fritz', weapon: 'hand-grenade', method: 'special', at: { x: 15, y: 23 } };
    const { frames: f, log } = frames(s0, toss, [{ type: 'dice', values: [8] }, { type: 'scatter', bearing: 0 }, { type: 'scatter', bearing: 0 }, { type: 'scatter', bearing: 0 }], true);
    const steps = replaySteps(viewOf(s0, 0), f, log);
    const walked = steps.map((x) => (x.overlay.trail ?? []).map(round));
    // Thrown, its die not yet in: nothing is told yet, so nothing is drawn. Its die in: the aim, and the
    // grenade where it lands with its own radius (1 in, from the weapon data).
    expect(steps[0]!.overlay).toEqual({});
    expect(steps[1]!.overlay.aim).toMatchObject({ from: { x: 10, y: 20 }, to: { x: 15, y: 23 } });
    expect(walked[1]).toEqual([{ x: 15, y: 23 }]);
    expect(steps[1]!.overlay.circle).toMatchObject({ center: { x: 15, y: 23 }, radius: 1 });
    expect(walked[2]).toEqual([{ x: 15, y: 23 }, { x: 15, y: 22 }]);
    expect(walked[3]).toEqual([{ x: 15, y: 23 }, { x: 15, y: 22 }, { x: 15, y: 21 }]);
    expect(walked[4]).toEqual([{ x: 15, y: 23 }, { x: 15, y: 22 }, { x: 15, y: 21 }, { x: 15, y: 20 }]);
    expect(round(steps[4]!.overlay.circle!.center)).toEqual({ x: 15, y: 20 });
    expect(steps[4]!.overlay.circle!.radius).toBe(1);
    expect(steps[4]!.overlay.circle!.text).toBe('joe caught in the blast, jim caught in the blast');
    // Once the wound dice are in, the burst names who it hurt.
    expect(steps.at(-1)!.overlay.circle!.text).toMatch(/joe critically wounded/);
    expect(steps.at(-1)!.overlay.highlight).toContain('joe');
  });
});

describe('the pace of a replay', () => {
  afterEach(() => vi.useRealTimers());

  it('one step every PACE_MS, then the end; Skip jumps to the end and nothing follows', () => {
    vi.useFakeTimers();
    const seen: (number | null)[] = [];
    const run = new ReplayRun(4, (i) => seen.push(i));
    run.start();
    expect(seen).toEqual([0]);
    vi.advanceTimersByTime(PACE_MS - 1);
    expect(seen).toEqual([0]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([0, 1]);
    expect(run.step).toBe(1);
    run.skip();
    expect(seen).toEqual([0, 1, null]);
    expect(run.step).toBeNull();
    vi.advanceTimersByTime(PACE_MS * 10);
    expect(seen).toEqual([0, 1, null]);
  });

  it('played out: every step, then the end', () => {
    vi.useFakeTimers();
    const seen: (number | null)[] = [];
    new ReplayRun(2, (i) => seen.push(i)).start();
    vi.advanceTimersByTime(PACE_MS * 5);
    expect(seen).toEqual([0, 1, null]);
  });
});
