import { describe, expect, it } from 'vitest';
import { patrolLost as pl } from '../../../../engine/games/patrol-lost/definition';
import { build } from '../../../../engine/games/patrol-lost/testing';
import { activeGuy, activeStack, advanceCounts, choicesFor, commandForKey, movingStacks, NOTHING, targetsFor } from './play';
import { aboutSides, choose, DEFAULT_SIDES, seatsFor } from './setup';
import { frameEvents, framesOf, logUpTo, saidAt } from './replay';
import { diceWords, endTitle, statRows } from './labels';

const key = (k: string) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false });

/** Start with a straight north (3 Bad Guys) and a curve south; Able and Dog on the straight, the rest on Start. */
function board(phase: 'good' | 'bad' | 'attack') {
  return build({
    tiles: [
      { kind: 'straight', q: 0, r: -1, exits: ['N', 'S'], bad: 3 },
      { kind: 'slight-curve', q: 0, r: 1, exits: ['N', 'SE'] },
    ],
    goods: [[0, -1], [0, 0], [0, 0], [0, -1], [0, 0]],
    phase,
  });
}

describe("Patrol: Lost!'s screen: what a click or a key can do", () => {
  it("lights the sides the Good Guy steered may move across, and his attack when Bad Guys share his tile", () => {
    const s = board('good');
    const view = pl.view(s, 0);
    const legal = pl.legalActions(s, 0);
    expect(activeGuy(NOTHING, legal)).toBe(0);
    const t = targetsFor(view, legal, NOTHING);
    expect(t.every((x) => x.kind === 'edge' && x.q === 0 && x.r === -1)).toBe(true);
    expect(t.map((x) => x.dir).sort()).toEqual(['S']);
    expect(t[0]?.label).toBe('Move Able south');
    const c = choicesFor(view, legal, NOTHING);
    expect(c.map((x) => x.id)).toEqual(['attack', 'end']);
    expect(c[0]?.label).toMatch(/Able attacks \(3 dice/);
    // Picking Baker (on Start) lights Start's paths instead, and he has no one to attack.
    const baker = { ...NOTHING, guy: 1 };
    expect(targetsFor(view, legal, baker).map((x) => `${x.q},${x.r},${x.dir}`).sort()).toEqual(['0,0,N', '0,0,S']);
    expect(choicesFor(view, legal, baker).map((x) => x.id)).toEqual(['end']);
    // A Good Guy who cannot act is not steered.
    expect(activeGuy({ ...NOTHING, guy: 7 }, legal)).toBe(0);
  });

  it('offers the Bad Guys their reinforcements on the map, and moves for a picked stack with the count chosen', () => {
    const s = board('bad');
    const view = pl.view(s, 1);
    const legal = pl.legalActions(s, 1);
    const hex = targetsFor(view, legal, NOTHING);
    expect(hex.find((x) => x.id === 'add-0,-1')?.mark).toBe('+2');
    expect(hex.every((x) => x.kind === 'hex')).toBe(true);
    expect(movingStacks(legal)).toEqual([{ q: 0, r: -1 }]);
    expect(advanceCounts(legal, { q: 0, r: -1 })).toEqual([3, 2]);
    const picked = { guy: null, stack: { q: 0, r: -1 }, count: 2 };
    expect(activeStack(picked, legal)).toEqual({ q: 0, r: -1, count: 2 });
    const moves = targetsFor(view, legal, picked).filter((x) => x.kind === 'edge');
    expect(moves.map((x) => x.dir)).toEqual(['S']);
    expect(moves[0]?.action).toEqual({ type: 'advance', q: 0, r: -1, dir: 'S', count: 2 });
    // A count the rules do not allow falls back to the whole stack.
    expect(activeStack({ ...picked, count: 9 }, legal)?.count).toBe(3);
  });

  it('marks each fight with the chance the Bad Guys win it, from the same odds the rules roll with', () => {
    const s = board('attack');
    const view = pl.view(s, 1);
    const t = targetsFor(view, pl.legalActions(s, 1), NOTHING);
    expect(t).toHaveLength(1);
    expect(t[0]).toMatchObject({ kind: 'hex', q: 0, r: -1, action: { type: 'fight', q: 0, r: -1 } });
    expect(t[0]?.mark).toMatch(/^Fight \d+%$/);
    expect(t[0]?.label).toMatch(/the Bad Guys win \d+%, tie \d+%/);
    expect(choicesFor(view, pl.legalActions(s, 1), NOTHING).map((c) => c.label)).toEqual(['No more attacks']);
  });

  it('reads keys: the six sides around S, digits, undo, zoom and pan, skip', () => {
    expect(commandForKey(key('w'))).toEqual({ kind: 'side', dir: 'N' });
    expect(commandForKey(key('D'))).toEqual({ kind: 'side', dir: 'SE' });
    expect(commandForKey(key('q'))).toEqual({ kind: 'side', dir: 'NW' });
    expect(commandForKey(key('3'))).toEqual({ kind: 'digit', n: 3 });
    expect(commandForKey(key('u'))).toEqual({ kind: 'undo' });
    expect(commandForKey({ ...key('z'), ctrlKey: true })).toEqual({ kind: 'undo' });
    expect(commandForKey(key('+'))).toEqual({ kind: 'zoom', by: 1.25 });
    expect(commandForKey(key('ArrowLeft'))).toEqual({ kind: 'pan', dx: 60, dy: 0 });
    expect(commandForKey(key('Escape'))).toEqual({ kind: 'skip' });
    expect(commandForKey(key('p'))).toEqual({ kind: 'pause' });
    expect(commandForKey({ ...key('w'), altKey: true })).toBeNull();
    expect(commandForKey(key('k'))).toBeNull();
  });
});

describe("Patrol: Lost!'s new game choices", () => {
  it('plays a person against the easy computer by default; the computer may play both sides, to be watched', () => {
    expect(seatsFor(DEFAULT_SIDES)).toEqual([{ kind: 'human' }, { kind: 'bot', bot: 'easy' }]);
    const both = choose(DEFAULT_SIDES, 'good', 'hard');
    expect(both).toEqual({ good: 'hard', bad: 'easy' });
    expect(seatsFor(both)).toEqual([{ kind: 'bot', bot: 'hard' }, { kind: 'bot', bot: 'easy' }]);
    expect(aboutSides(both)).toMatch(/^Computer against computer: watch both sides play/);
    expect(seatsFor(choose(both, 'bad', 'person'))).toEqual([{ kind: 'bot', bot: 'hard' }, { kind: 'human' }]);
    expect(seatsFor(choose(choose(both, 'good', 'person'), 'bad', 'person'))).toEqual([{ kind: 'human' }, { kind: 'human' }]);
    expect(aboutSides({ good: 'person', bad: 'person' })).toMatch(/nothing is covered/);
  });

  it('offers every level the engine lists', async () => {
    const { patrolLostBots } = await import('../../../../engine/games/patrol-lost/bots/index');
    for (const w of ['easy', 'medium', 'hard']) expect(Object.keys(patrolLostBots)).toContain(w);
  });
});

describe("Patrol: Lost!'s computer turns and words", () => {
  it('plays every computer move one by one (a single one too, so its changes are marked), and shows the log as it stood at each', () => {
    expect(framesOf([])).toEqual([]);
    expect(framesOf([{ action: 3, seat: 1, view: 'a' }]).map((f) => f.view)).toEqual(['a']);
    expect(framesOf([{ action: 3, seat: 1, view: 'a' }, { action: 4, seat: 1, view: 'b' }]).map((f) => f.view)).toEqual(['a', 'b']);
    const log = [{ action: 2, text: 'x' }, { action: 3, text: 'y' }, { action: 4, text: 'z' }];
    expect(logUpTo(log, 3).map((l) => l.text)).toEqual(['x', 'y']);
    expect(logUpTo(log, null)).toHaveLength(3);
    // The words for one move, the reason after what was done.
    expect(saidAt([{ action: 5, text: 'Reason: closer.' }, { action: 5, text: 'Bad Guys: moved 3.' }, { action: 6, text: 'x' }], 5)).toEqual(['Bad Guys: moved 3.', 'Reason: closer.']);
  });

  it("marks each computer move with the events since the move shown before it (the first with the person's own move's)", () => {
    const log = [-1, 0, 1, 1, 2, 3, 4].map((action, i) => ({ action, event: `e${i}` }));
    const frames = [{ action: 2 }, { action: 4 }];
    // The view on screen was after action 0: the person's move 1 and the computer's move 2.
    expect(frameEvents(log, frames, 0, 1)).toEqual(['e2', 'e3', 'e4']);
    expect(frameEvents(log, frames, 1, 1)).toEqual(['e5', 'e6']);
    // The opening: the setup's events too.
    expect(frameEvents(log, frames, 0, -1)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4']);
    // Nothing known of what was on screen before: no marks for the first move.
    expect(frameEvents(log, frames, 0, null)).toBeNull();
    expect(frameEvents(log, frames, 1, null)).toEqual(['e5', 'e6']);
  });

  it('tells the dice and the end from the side of the people at the screen', () => {
    const goods = [{ name: 'Able' }] as never;
    expect(diceWords({ kind: 'hazard', guy: 0, die: 5, moved: false }, { goods })?.note).toMatch(/Held up/);
    expect(diceWords({ kind: 'attack', guy: 0, dice: [6, 2, 6], hits: 2 }, { goods })).toMatchObject({ dice: [6, 2, 6], note: '2 hits (each 6).' });
    expect(endTitle('win', 0, [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }])).toBe('You win: the Good Guys get out');
    expect(endTitle('win', 1, [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }])).toBe('You lost: the Bad Guys win');
    expect(endTitle('win', 1, [{ kind: 'human' }, { kind: 'human' }])).toBe('The Bad Guys win');
    expect(statRows({ turns: 7, fights: 3 }).map((r) => r.label)).toEqual(['Turns', 'Attacks']);
  });
});
