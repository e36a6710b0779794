/**
 * What the table shows for one Combat Patrol! step, worked out from the step's events alone (as a
 * seat received them): the path a man moved along, the shot from shooter to target with its dice and
 * what came of it, a machine-gun arc or a Spray with the men it touched, a grenade's throw, scatter
 * and blast, who deployed. The computer's turn on the battle screen and the replay viewer both draw
 * from `sceneOf`; no screen works a step out by comparing two views. `afterEvents` is the same
 * reading as facts (where each man stands, his wounds and pins, the turn), for the tests that check
 * the events explain every step.
 */
import type { GameEvent } from '../../core/contract';
import { pathLength, type Vec } from '../../geometry';
import type { CombatPatrolEvent, Who } from './events';
import type { Condition } from './rules/wounds';
import { CONDITION_WORDS } from './rules/wounds';

/** What the table draws for a step (the battle screen's overlay reads these fields as they are). */
export interface SceneMarks {
  /** A man's path: from where he stood, the points he went through, its words at the end. */
  path?: { from: Vec; points: readonly Vec[]; ok: true; text: string };
  /** The man dragged beside him. */
  follow?: { from: Vec; points: readonly Vec[] };
  /** A line from a shooter (or thrower) to his target, with what came of it. */
  aim?: { from: Vec; to: Vec; text: string };
  /** A machine-gun arc, with what came of it. */
  arc?: { apex: Vec; facingDeg: number; spanDeg: number; radius: number; text: string };
  /** A Spray's circle, or a grenade's blast (or where it lies while it scatters). */
  circle?: { center: Vec; radius: number; text: string };
  /** A grenade's scatter walked so far. */
  trail?: readonly Vec[];
  /** The men the step acted on or touched (a shot's target, not its shooter). */
  highlight?: readonly string[];
}

/** What the step did to one man: his condition, a wound that changed nothing, his nerve. */
export interface Touched {
  soldier: string;
  name: string;
  condition: Condition | null;
  hitNoEffect: boolean;
  pinned: boolean;
  suppressed: boolean;
  /** Caught in a grenade's blast. */
  caught: boolean;
}

export interface Scene {
  marks: SceneMarks;
  /** The step in a sentence ("joe moves 5.0 in.", "joe fires at jerry: 1 of 2 shots hit, jerry lightly wounded."), "" when nothing is drawn. */
  words: string;
  /** The dice each shot needed and rolled, in order. */
  shots: { shooter: string; target: string; needs: string; roll: number; hit: boolean }[];
  /** The men touched, each with what it did to him. */
  touched: Touched[];
  /** A grenade in the air or scattering (null once it has burst): its trail so far. */
  grenade: { from: Vec | null; target: Vec | null; trail: Vec[]; radius: number } | null;
  /** The computer's reason for the step, in its words (a `reason` event), or null. */
  reason: string | null;
  /** The man who acted (the shooter, the thrower, the man who moved, tended or reloaded), or null. */
  actor: string | null;
}

/** The man an event says acted, or null for an event about what befell someone. */
function actorOf(e: CombatPatrolEvent): string | null {
  switch (e.type) {
    case 'deployed': case 'moved': case 'runs': case 'run-ends': case 'critical-test': case 'suppressed-test': case 'holds': case 'rallies': case 'ends-activation':
      return e.soldier;
    case 'fires': case 'spray': case 'arc':
      return e.shooter.soldier;
    case 'grenade':
      return e.thrower.soldier;
    case 'medic':
      return e.helper.soldier;
    case 'reload':
      return e.worker.soldier;
    default:
      return null;
  }
}

const fmt = (n: number): string => (Math.round(n * 10) / 10).toFixed(1);

/** What a step did to a man, in words, or null when it left him as he was. */
export function touchedWords(t: Touched): string | null {
  if (t.condition) return CONDITION_WORDS[t.condition];
  if (t.hitNoEffect) return 'hit, no effect';
  if (t.suppressed) return 'suppressed';
  if (t.pinned) return 'pinned';
  if (t.caught) return 'caught in the blast';
  return null;
}

function summary(touched: readonly Touched[], none: string): string {
  const said = touched.map((t) => [t.name, touchedWords(t)] as const).filter(([, w]) => w);
  return said.length ? said.map(([n, w]) => `${n} ${w}`).join(', ') : none;
}

/**
 * The scene of a step from its events. A screen showing a step that answers a question (a die, a
 * scatter inch) may pass the events of the whole action so far: the shot keeps its line, the
 * grenade its whole trail; one step's alone draw that step (a scatter inch from where it lay).
 */
export function sceneOf(events: readonly GameEvent[]): Scene {
  const marks: SceneMarks = {};
  const shots: Scene['shots'] = [];
  const touched = new Map<string, Touched>();
  const acted: string[] = [];
  let words = '';
  let reason: string | null = null;
  let actor: string | null = null;
  let grenade: Scene['grenade'] = null;
  // What to say once the step's effects are known: the fire's words end with who it touched.
  let fire: { head: string; none: string; target: string | null; at: 'aim' | 'arc' | 'circle' } | null = null;
  // An aimed burst's shots still to come (their dice not in yet): its result is not known.
  let toCome = 0;
  const touch = (w: Who): Touched => {
    let t = touched.get(w.soldier);
    if (!t) {
      t = { soldier: w.soldier, name: w.name, condition: null, hitNoEffect: false, pinned: false, suppressed: false, caught: false };
      touched.set(w.soldier, t);
    }
    return t;
  };
  for (const raw of events) {
    const e = raw as CombatPatrolEvent;
    actor ??= actorOf(e);
    switch (e.type) {
      case 'reason':
        reason = e.why;
        break;
      case 'deployed':
        acted.push(e.soldier);
        words = `${e.name} is deployed.`;
        break;
      case 'moved': {
        acted.push(e.soldier);
        const verb = e.patient ? `goes to ${e.patient.name}` : 'moves';
        marks.path = { from: e.from, points: e.path, ok: true, text: `${e.name} ${verb}` };
        if (e.drag) marks.follow = { from: e.drag.from, points: [e.drag.to] };
        words = `${e.name} ${verb} ${fmt(e.inches)} in.`;
        break;
      }
      case 'runs':
        acted.push(e.soldier);
        marks.path = { from: e.from, points: e.path, ok: true, text: `${e.name} runs` };
        words = `${e.name} runs ${fmt(pathLength(e.from, e.path))} in.`;
        break;
      case 'run-ends':
        if (!marks.path) marks.path = { from: e.at, points: [e.at], ok: true, text: `${e.name} runs` };
        if (e.pinned) touch(e).pinned = true;
        if (!words) words = e.killed ? `${e.name} falls on his run.` : `${e.name} ends his run.`;
        break;
      case 'fires':
        acted.push(e.target.soldier);
        marks.aim = { from: e.from, to: e.to, text: '' };
        fire = { head: `${e.shooter.name} ${e.snap ? 'snap-fires' : 'fires'} at ${e.target.name}`, none: 'missed', target: e.target.soldier, at: 'aim' };
        toCome = e.shots;
        break;
      case 'shot':
        shots.push({ shooter: e.shooter, target: e.target, needs: e.needs, roll: e.roll, hit: e.hit });
        toCome = Math.max(0, toCome - 1);
        break;
      case 'burst-wasted':
        toCome = 0;
        break;
      case 'spray':
        marks.aim = { from: e.from, to: e.to, text: '' };
        marks.circle = { center: e.to, radius: e.radius, text: '' };
        fire = { head: `${e.shooter.name} sprays ${e.target.name}`, none: 'nobody rattled', target: null, at: 'circle' };
        break;
      case 'arc':
        marks.arc = { ...e.sector, text: '' };
        fire = { head: `${e.shooter.name} fires the ${e.weapon}`, none: 'nobody hit', target: null, at: 'arc' };
        break;
      case 'grenade': {
        const lands = e.dropped ? e.from : e.target;
        grenade = { from: e.from, target: e.target, trail: [lands], radius: e.blast };
        marks.aim = { from: e.from, to: e.target, text: '' };
        fire = { head: `${e.thrower.name} throws a grenade`, none: 'nobody hurt', target: null, at: 'circle' };
        break;
      }
      case 'scatter-inch': {
        if (!grenade) grenade = { from: null, target: null, trail: [e.from], radius: 0 };
        const last = grenade.trail[grenade.trail.length - 1];
        if (!last || Math.hypot(last.x - e.from.x, last.y - e.from.y) > 1e-9) grenade.trail.push(e.from);
        grenade.trail.push(e.to);
        words = `The grenade scatters inch ${e.inch} of ${e.of}${e.inch === e.of ? ' and comes to rest' : ''}.`;
        break;
      }
      case 'burst':
        marks.circle = { center: e.at, radius: e.radius, text: '' };
        if (!fire) fire = { head: 'The grenade bursts', none: 'nobody hurt', target: null, at: 'circle' };
        for (const c of e.caught) touch(c).caught = true;
        break;
      case 'wound': {
        const t = touch(e);
        if (e.after !== e.before) t.condition = e.after;
        else if (e.band !== 'none') t.hitNoEffect = true;
        break;
      }
      case 'reaction': {
        const t = touch(e);
        if (e.after.suppressed && !e.before.suppressed) t.suppressed = true;
        else if (e.after.pinned && !e.before.pinned) t.pinned = true;
        break;
      }
      case 'goes-down':
        break;
      case 'critical-test':
        acted.push(e.soldier);
        if (e.died) touch(e).condition = 'dead';
        break;
      case 'medic':
        acted.push(e.soldier, e.helper.soldier);
        if (e.result === 'recovered') touch(e).condition = 'serious';
        break;
      case 'suppressed-test':
      case 'holds':
      case 'rallies':
      case 'ends-activation':
        acted.push(e.soldier);
        break;
      case 'reload':
        acted.push(e.worker.soldier);
        break;
      default:
        break;
    }
  }
  const list = [...touched.values()];
  const burst = events.some((e) => e.type === 'burst');
  if (grenade) {
    marks.trail = grenade.trail.slice();
    const at = grenade.trail[grenade.trail.length - 1];
    if (!marks.circle && at) marks.circle = { center: at, radius: grenade.radius, text: 'scattering' };
  }
  if (fire && grenade && !burst) words = `${fire.head}: it scatters.`;
  else if (fire && toCome > 0) words = `${fire.head}.`;
  else if (fire) {
    const result = fire.target ? touchedWords(touched.get(fire.target) ?? { soldier: '', name: '', condition: null, hitNoEffect: false, pinned: false, suppressed: false, caught: false }) : null;
    const text = fire.target ? (result ?? (shots.some((s) => s.hit) ? 'hit' : fire.none)) : summary(list, fire.none);
    if (fire.at === 'aim' && marks.aim) marks.aim = { ...marks.aim, text };
    if (fire.at === 'arc' && marks.arc) marks.arc = { ...marks.arc, text };
    if (fire.at === 'circle' && marks.circle) marks.circle = { ...marks.circle, text };
    const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
    const hits = shots.filter((x) => x.hit).length;
    const name = fire.target ? (list.find((t) => t.soldier === fire.target)?.name ?? null) : null;
    // An aimed shot: the shots and hits, then what they did to him; area fire: who it touched.
    if (fire.target) words = `${fire.head}: ${plural(shots.length, 'shot')}, ${plural(hits, 'hit')}${result && name ? `; ${name} ${result}` : ''}.`;
    else words = `${fire.head}: ${text}.`;
  }
  const highlight = [...new Set([...acted, ...list.map((t) => t.soldier)])];
  if (highlight.length) marks.highlight = highlight;
  // A grenade that has burst is done: the next step starts afresh.
  return { marks, words, shots, touched: list, grenade: burst ? null : grenade, reason, actor };
}

/** What a seat can see of one man, for checking a step's events against its views. */
export interface ManFacts {
  x: number;
  y: number;
  condition: Condition;
  pinned: boolean;
  suppressed: boolean;
  wounds: number;
}

export interface Facts {
  men: Record<string, ManFacts>;
  turn: number;
  over: boolean;
}

/** The facts of a view (or state): where each man stands, his condition, wounds and nerve, the turn. */
export function factsOf(v: { soldiers: readonly { id: string; x: number; y: number; condition: Condition; pinned: boolean; suppressed: boolean; wounds: readonly unknown[] }[]; turn: number; phase: string }): Facts {
  const men: Record<string, ManFacts> = {};
  for (const m of v.soldiers) men[m.id] = { x: m.x, y: m.y, condition: m.condition, pinned: m.pinned, suppressed: m.suppressed, wounds: m.wounds.length };
  return { men, turn: v.turn, over: v.phase === 'over' };
}

/** The facts after a step's events: `before` with every move, wound, pin, turn and end the events tell. */
export function afterEvents(before: Facts, events: readonly GameEvent[]): Facts {
  const men: Record<string, ManFacts> = {};
  for (const [id, m] of Object.entries(before.men)) men[id] = { ...m };
  let { turn, over } = before;
  const man = (id: string): ManFacts => {
    const m = men[id];
    if (!m) throw new Error(`an event names ${id}, who is not on the table`);
    return m;
  };
  const put = (id: string, at: Vec) => Object.assign(man(id), { x: at.x, y: at.y });
  for (const raw of events) {
    const e = raw as CombatPatrolEvent;
    switch (e.type) {
      case 'deployed': put(e.soldier, e.at); break;
      case 'moved':
        put(e.soldier, e.to);
        if (e.drag) put(e.drag.soldier, e.drag.to);
        break;
      case 'run-ends':
        if (!e.killed) put(e.soldier, e.at);
        if (e.drag) put(e.drag.soldier, e.drag.to);
        man(e.soldier).pinned = e.pinned;
        break;
      case 'wound':
        man(e.soldier).condition = e.after;
        man(e.soldier).wounds++;
        break;
      case 'reaction':
        Object.assign(man(e.soldier), e.after);
        break;
      case 'suppressed-test':
        if (e.passed) man(e.soldier).suppressed = false;
        break;
      case 'rallies': man(e.soldier).pinned = false; break;
      case 'medic': if (e.result === 'recovered') man(e.soldier).condition = 'serious'; break;
      case 'critical-test': if (e.died) man(e.soldier).condition = 'dead'; break;
      case 'first-activation': turn = 1; break;
      case 'initiative':
      case 'initiative-tie': turn = e.turn; break;
      case 'battle-ends': over = true; break;
      default: break;
    }
  }
  return { men, turn, over };
}

/** The dice the events tell, in the order they fell. */
export function diceOf(events: readonly GameEvent[]): number[] {
  const out: number[] = [];
  for (const raw of events) {
    const e = raw as CombatPatrolEvent;
    switch (e.type) {
      case 'initiative-tie': out.push(e.roll, e.roll); break;
      case 'initiative': out.push(e.US, e.German); break;
      case 'gamble': out.push(e.roll, ...(e.stumble ? [e.stumble.roll] : [])); break;
      case 'trip': case 'medic': case 'critical-test': case 'suppressed-test': case 'shot': case 'reaction': case 'bullets':
        out.push(e.roll);
        break;
      case 'reload': if (e.magazine !== null) out.push(e.magazine); break;
      case 'wound': out.push(...e.dice); break;
      case 'grenade': out.push(e.roll, ...(e.again !== null ? [e.again] : [])); break;
      default: break;
    }
  }
  return out;
}
