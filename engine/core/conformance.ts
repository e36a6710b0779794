/**
 * The conformance suite every registered game passes (engine/core/conformance.test.ts runs it over
 * engine/games' one list). It plays random games with fixed seeds, in every variant the module
 * names, through the real pipeline, and at every step checks the game contract:
 * - hidden information: what each seat receives (core/gate seatPackage: view, legal actions,
 *   templates, the log lines it may read, the result) contains none of `secrets(state, seat)` and
 *   no word of the state's generator (the dice and deals to come), nor does a refusal's message
 *   name a secret; `checkSent` (sent-leaks.ts) applies the same to anything a host sends (its whole envelopes); it is the same for the state and for any `redeal` of it for that
 *   seat; and a redeal does not depend on the real hidden order (a redeal of the state and of a
 *   copy whose hidden parts were dealt differently, with the same rng, are equal);
 * - the hand-over cover (core/gate seatsKeepSecrets): needed only by a game that declares
 *   `seatSecrets`, needed somewhere by one that does, and never hanging on what a seat cannot know;
 * - replay: setup is deterministic, states survive JSON, and the recorded actions rebuild every
 *   state exactly (also through `replay` with a JSON round trip, as a save does);
 * - what a host sends (a game's `sentChoices`, with `choicesOf` for the pieces it names): only
 *   choices the game lists (legalActions, templates), and all of them between the two; every
 *   random choice is drawn from that description, as a screen or a remote client would draw it;
 * - legality: every listed action is accepted; an illegal action (malformed, the wrong seat, a
 *   choice that was legal earlier but is not now, a template value out of its bounds, a point or
 *   path just off the table when the template gives the table's bounds) is refused
 *   and changes nothing; apply never changes its input.
 * It returns problems instead of throwing, so tests can prove it catches a broken game.
 */
import type { ActionTemplate, BaseState, GameDefinition, GameEvent, GameModule, LogEntry, Seat } from './contract';
import { logEntries, seatPackage, seatsKeepSecrets } from './gate';
import { applyAction, replay, type RecordedAction } from './pipeline';
import { nextInt, seedRng, type RngState } from './rng';
import { found, generatorFound, generatorWords } from './sent-leaks';
import { fill, templateValues } from './template-probes';

export type ConformanceCheck =
  | 'bad-variant'
  | 'setup-differs'
  | 'not-serialisable'
  | 'replay-differs'
  | 'apply-changed-input'
  | 'secret-in-view'
  | 'secret-in-legal'
  | 'secret-in-templates'
  | 'secret-in-log'
  | 'secret-in-result'
  | 'secret-in-refusal'
  | 'generator-in-package'
  | 'redeal-changes-package'
  | 'redeal-reads-hidden-order'
  | 'redeal-changed-input'
  | 'redeal-deals-nothing'
  | 'hidden-without-redeal'
  | 'secrets-never-seen'
  | 'undeclared-seat-secrets'
  | 'seat-secrets-never-kept'
  | 'cover-reveals-hidden'
  | 'no-move'
  | 'legal-refused'
  | 'illegal-accepted'
  | 'illegal-changed-state'
  | 'out-of-bounds-accepted'
  | 'untyped-event'
  | 'sent-not-legal'
  | 'sent-misses-legal';

export interface ConformanceProblem {
  check: ConformanceCheck;
  game: string;
  variant: string;
  seed: number;
  /** The number of actions played when it was found (-1: not tied to a step). */
  step: number;
  seat?: Seat;
  detail: string;
}

export interface ConformanceOptions {
  /** The games' seeds, one random game each per variant. */
  seeds: readonly number[];
  /** Stop a game after this many actions (default 400). */
  maxSteps?: number;
  /** Redeals compared per seat and step (default 2). */
  redeals?: number;
  /** Try illegal actions every this many steps (default 3). */
  illegalEvery?: number;
}

/** Structural equality of plain data (what game states, views and actions are). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => deepEqual(x, bb[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

interface Ctx {
  def: GameDefinition<any, any, any, any>;
  variant: string;
  seed: number;
  problems: ConformanceProblem[];
  secretsSeen: boolean;
  /** True once two redeals of a state with secrets differed (the redeal deals something). */
  redealDealt: boolean;
  /** True once the gate found seats that see different things (two people at one screen need a cover). */
  coverSeen: boolean;
  opts: Required<ConformanceOptions>;
}

function report(c: Ctx, check: ConformanceCheck, step: number, detail: string, seat?: Seat): void {
  // One problem of a kind per game is enough to read; more would bury the others.
  if (c.problems.some((p) => p.check === check && p.variant === c.variant && p.seed === c.seed)) return;
  c.problems.push({ check, game: c.def.id, variant: c.variant, seed: c.seed, step, ...(seat === undefined ? {} : { seat }), detail });
}

/** What `seat` receives from `state`, part by part, checked against its secrets and its redeals. */
function checkSeat(c: Ctx, state: BaseState, seat: Seat, log: readonly LogEntry[], step: number): void {
  const { def } = c;
  const pkg = seatPackage(def, state, seat, log);
  const secrets = def.secrets ? def.secrets(state, seat) : [];
  if (secrets.length > 0) c.secretsSeen = true;
  const parts: [ConformanceCheck, unknown][] = [
    ['secret-in-view', pkg.view],
    ['secret-in-legal', pkg.legal],
    ['secret-in-templates', pkg.templates],
    ['secret-in-log', pkg.log],
    ['secret-in-result', pkg.result],
  ];
  const texts: string[] = [];
  for (const [check, part] of parts) {
    const text = JSON.stringify(part) ?? '';
    texts.push(text);
    const leaked = found(secrets, text);
    if (leaked.length > 0) report(c, check, step, `seat ${seat} receives ${leaked.slice(0, 3).join(', ')}`, seat);
  }
  const gen = generatorFound(generatorWords(state), texts.join('\n'));
  if (gen.length > 0) report(c, 'generator-in-package', step, `seat ${seat} receives the generator's state (${gen.slice(0, 2).join(', ')})`, seat);
  if (!def.redeal) return;
  const before = JSON.stringify(state);
  for (let k = 0; k < c.opts.redeals; k++) {
    const r = def.redeal(state, seat, seedRng(1000 * step + k));
    // Compared as sent (JSON, keys in order): the order of an object's keys can carry a hidden order too.
    if (JSON.stringify(seatPackage(def, r, seat, log)) !== JSON.stringify(pkg)) report(c, 'redeal-changes-package', step, `seat ${seat}: a redeal changes what the seat receives`, seat);
    const other = def.redeal(state, seat, seedRng(7_777_777 + step));
    const a = def.redeal(state, seat, seedRng(k));
    const b = def.redeal(other, seat, seedRng(k));
    if (!deepEqual(a, b)) report(c, 'redeal-reads-hidden-order', step, `seat ${seat}: redeals of two states the seat cannot tell apart differ`, seat);
    if (secrets.length > 0 && !deepEqual(a, other)) c.redealDealt = true;
  }
  if (JSON.stringify(state) !== before) report(c, 'redeal-changed-input', step, 'redeal changed the state it was given', seat);
}

/**
 * The hand-over cover at one screen, as the gate decides it (seatsKeepSecrets): only a game that
 * declares `seatSecrets` may need it, one that declares it must need it somewhere, and whether it
 * shows must not hang on what a seat cannot know (a redeal for any seat gives the same answer).
 */
function checkCover(c: Ctx, state: BaseState, log: readonly LogEntry[], step: number): void {
  const { def } = c;
  if (def.seats.max < 2) return;
  const keeps = seatsKeepSecrets(def, state, log);
  if (keeps) c.coverSeen = true;
  if (keeps && def.seatSecrets !== true) report(c, 'undeclared-seat-secrets', step, 'the gate finds a seat receiving what another may not see, but the game does not declare seatSecrets');
  if (!def.redeal) return;
  for (let seat = 0; seat < def.seats.max; seat++) {
    const r = def.redeal(state, seat, seedRng(31 * step + seat));
    if (seatsKeepSecrets(def, r, log) !== keeps) report(c, 'cover-reveals-hidden', step, `seat ${seat}: whether the screen is covered between turns changes with what the seat cannot know`, seat);
  }
}

/** Illegal actions at `state` for the seat to act `turn`: each is refused, changes nothing and names no secret. */
function checkIllegal(c: Ctx, state: BaseState, turn: Seat, legal: unknown[], templates: ActionTemplate[], earlier: unknown[], step: number): void {
  const { def } = c;
  const tries: { seat: Seat; raw: unknown; why: string; check: ConformanceCheck }[] = [
    { seat: turn, raw: null, why: 'null', check: 'illegal-accepted' },
    { seat: turn, raw: { type: '__not-an-action__' }, why: 'an unknown action', check: 'illegal-accepted' },
    { seat: def.seats.max, raw: legal[0], why: 'a seat past the last', check: 'illegal-accepted' },
  ];
  for (let other = 0; other < def.seats.max; other++) {
    if (other !== turn && legal.length > 0) tries.push({ seat: other, raw: legal[0], why: `seat ${other} acting on seat ${turn}'s turn`, check: 'illegal-accepted' });
  }
  let stale = 0;
  for (let i = earlier.length - 1; i >= 0 && stale < 3; i--) {
    const a = earlier[i];
    const parsed = def.parseAction(a);
    if (parsed.ok && def.check(state, parsed.action, turn) !== null) {
      tries.push({ seat: turn, raw: a, why: 'a choice legal earlier but not now', check: 'illegal-accepted' });
      stale++;
    }
  }
  for (const t of templates) {
    for (const [field, p] of Object.entries(t.params)) {
      for (const v of templateValues(p).outside) tries.push({ seat: turn, raw: fill(t, field, v), why: `${t.label}: ${field} = ${JSON.stringify(v)}`, check: 'out-of-bounds-accepted' });
    }
  }
  const before = JSON.stringify(state);
  const secrets = def.secrets ? def.secrets(state, turn) : [];
  for (const t of tries) {
    const res = applyAction(def, state, t.seat, t.raw);
    if (res.ok) report(c, t.check, step, `accepted ${t.why}`, t.seat);
    else {
      // A refusal may repeat what the seat sent (that tells it nothing new); anything else secret is a leak.
      const sent = JSON.stringify(t.raw) ?? '';
      const leaked = found(secrets, res.error.message).filter((x) => !sent.includes(x));
      if (leaked.length > 0) report(c, 'secret-in-refusal', step, `refusing ${t.why} names ${leaked.join(', ')}`, turn);
    }
    if (JSON.stringify(state) !== before) report(c, 'illegal-changed-state', step, `trying ${t.why} changed the state`, t.seat);
  }
}

/** A random choice for `seat`: one of its legal actions, or a template filled in bounds. */
function pick(legal: unknown[], templates: ActionTemplate[], rng: RngState): unknown {
  const n = legal.length + templates.length;
  const i = nextInt(rng, n);
  return i < legal.length ? legal[i] : fill(templates[i - legal.length] as ActionTemplate);
}

/**
 * What a host sends `seat` (sentChoices) checked against what the game lists: nothing else, nothing
 * missing once each piece named for `choicesOf` is asked. Answers the choices as a client sees
 * them (what was sent, then one piece asked for at random) for the step's random pick.
 */
function checkSentChoices(c: Ctx, state: BaseState, seat: Seat, legal: unknown[], templates: ActionTemplate[], rng: RngState, step: number): { legal: unknown[]; templates: ActionTemplate[] } | null {
  const { def } = c;
  if (!def.sentChoices) return null;
  const sent = def.sentChoices(state, seat);
  const listed = new Set([...legal, ...templates].map((x) => JSON.stringify(x)));
  const described = new Set([...sent.legal, ...sent.templates].map((x) => JSON.stringify(x)));
  const asked = sent.onRequest.map((piece) => (def.choicesOf ? def.choicesOf(state, seat, piece) : { legal: [], templates: [] }));
  for (const more of asked) for (const x of [...more.legal, ...more.templates]) described.add(JSON.stringify(x));
  const extra = [...described].find((x) => !listed.has(x));
  if (extra !== undefined) report(c, 'sent-not-legal', step, `sent or given on request but not a listed choice: ${extra.slice(0, 160)}`, seat);
  const missing = [...listed].find((x) => !described.has(x));
  if (missing !== undefined) report(c, 'sent-misses-legal', step, `a listed choice neither sent nor given on request: ${missing.slice(0, 160)}`, seat);
  if (sent.onRequest.length === 0 || nextInt(rng, 2) === 0) return { legal: sent.legal, templates: sent.templates };
  const one = asked[nextInt(rng, asked.length)] as { legal: unknown[]; templates: ActionTemplate[] };
  return one.legal.length + one.templates.length > 0 ? one : { legal: sent.legal, templates: sent.templates };
}

/** One random game of `def` with `options`, every step checked. */
function playOne(c: Ctx, options: unknown): void {
  const { def } = c;
  const s0 = def.setup(c.seed, options) as BaseState;
  if (!deepEqual(def.setup(c.seed, options), s0)) report(c, 'setup-differs', 0, 'two setups with one seed differ');
  const rng = seedRng(c.seed ^ 0x2545f491);
  const states: BaseState[] = [s0];
  const actions: RecordedAction[] = [];
  checkEvents(c, s0.events, -1);
  const log: LogEntry[] = logEntries(def, -1, s0.events);
  const earlier: unknown[] = [];
  let state = s0;
  for (let step = 0; step <= c.opts.maxSteps; step++) {
    if (!deepEqual(JSON.parse(JSON.stringify(state)), state)) report(c, 'not-serialisable', step, 'the state does not survive JSON unchanged');
    for (let seat = 0; seat < def.seats.max; seat++) checkSeat(c, state, seat, log, step);
    if (step % c.opts.illegalEvery === 0) checkCover(c, state, log, step);
    const turn = def.currentSeat(state);
    if (turn === null || step === c.opts.maxSteps) break;
    const legal = def.legalActions(state, turn) as unknown[];
    const templates = def.templates ? def.templates(state, turn) : [];
    if (legal.length === 0 && templates.length === 0) {
      report(c, 'no-move', step, `seat ${turn} is to act but has no choice`, turn);
      break;
    }
    for (const a of legal.slice(0, 8)) {
      const parsed = def.parseAction(a);
      const why = parsed.ok ? def.check(state, parsed.action, turn) : parsed.error;
      if (why) report(c, 'legal-refused', step, `listed ${JSON.stringify(a)} is refused: ${why.message}`, turn);
    }
    if (step % c.opts.illegalEvery === 0) checkIllegal(c, state, turn, legal, templates, earlier, step);
    const drawn = checkSentChoices(c, state, turn, legal, templates, rng, step);
    const action = drawn && drawn.legal.length + drawn.templates.length > 0 ? pick(drawn.legal, drawn.templates, rng) : pick(legal, templates, rng);
    const before = JSON.stringify(state);
    const res = applyAction(def, state, turn, action);
    if (JSON.stringify(state) !== before) report(c, 'apply-changed-input', step, 'apply changed the state it was given', turn);
    if (!res.ok) {
      report(c, 'legal-refused', step, `the chosen ${JSON.stringify(action)} is refused: ${res.error.message}`, turn);
      break;
    }
    earlier.push(...legal.slice(0, 4));
    if (earlier.length > 64) earlier.splice(0, earlier.length - 64);
    actions.push({ seat: turn, action: res.action });
    checkEvents(c, res.state.events, step);
    log.push(...logEntries(def, step, res.state.events));
    state = res.state as BaseState;
    states.push(state);
  }
  checkReplay(c, options, states, actions);
}

/**
 * A step's events are typed data with words: each has a `type` (never a bare line of text or a
 * `said` event), only whole seat numbers in `seats`, and the game's `describe` gives it a line.
 */
function checkEvents(c: Ctx, events: readonly unknown[], step: number): void {
  for (const e of events) {
    const typed = typeof e === 'object' && e !== null && typeof (e as { type?: unknown }).type === 'string' && (e as { type: string }).type !== 'said';
    if (!typed) {
      report(c, 'untyped-event', step, `an event is not typed data: ${JSON.stringify(e).slice(0, 120)}`);
      return;
    }
    const seats = (e as { seats?: unknown }).seats;
    if (seats !== undefined && !(Array.isArray(seats) && seats.every((x) => Number.isInteger(x) && x >= 0 && x < c.def.seats.max))) report(c, 'untyped-event', step, `event "${(e as { type: string }).type}" names seats that are not seats: ${JSON.stringify(seats)}`);
    const words = c.def.describe(e as GameEvent);
    if (typeof words !== 'string' || words.length === 0) report(c, 'untyped-event', step, `event "${(e as { type: string }).type}" has no words`);
  }
}

/** The recorded actions rebuild every state; a JSON round trip of the record rebuilds the last. */
function checkReplay(c: Ctx, options: unknown, states: BaseState[], actions: RecordedAction[]): void {
  const { def } = c;
  let s = def.setup(c.seed, options) as BaseState;
  for (let i = 0; i < actions.length; i++) {
    const step = actions[i] as RecordedAction;
    const res = applyAction(def, s, step.seat, step.action);
    if (!res.ok || !deepEqual(res.state, states[i + 1])) {
      report(c, 'replay-differs', i + 1, res.ok ? `state ${i + 1} differs on replay` : `action ${i + 1} is refused on replay: ${res.error.message}`);
      return;
    }
    s = res.state as BaseState;
  }
  const record = JSON.parse(JSON.stringify({ game: def.id, version: def.version, seed: c.seed, options, actions }));
  const r = replay(def, record);
  if (!r.ok || !deepEqual(r.state, states[states.length - 1])) report(c, 'replay-differs', actions.length, 'replaying the saved record does not reach the same state');
}

/**
 * Runs the suite over one game module: a random game per seed in each of its variants (its
 * default options when it names none). An empty list means the game conforms.
 */
export function checkModule(module: GameModule, options: ConformanceOptions): ConformanceProblem[] {
  const def = module.definition;
  const opts: Required<ConformanceOptions> = { maxSteps: 400, redeals: 2, illegalEvery: 3, ...options };
  const problems: ConformanceProblem[] = [];
  const variants = Object.entries(module.variants ?? { default: undefined });
  const hidden = def.redeal !== undefined || def.secrets !== undefined || def.seatSecrets === true;
  if (hidden && (def.redeal === undefined || def.secrets === undefined)) {
    problems.push({ check: 'hidden-without-redeal', game: def.id, variant: '', seed: -1, step: -1, detail: 'a game with hidden information needs both redeal and secrets' });
  }
  let secretsSeen = false;
  let redealDealt = false;
  let coverSeen = false;
  for (const [variant, raw] of variants) {
    const parsed = def.parseOptions(raw);
    if (!parsed.ok) {
      problems.push({ check: 'bad-variant', game: def.id, variant, seed: -1, step: -1, detail: parsed.error.message });
      continue;
    }
    for (const seed of opts.seeds) {
      const c: Ctx = { def, variant, seed, problems, secretsSeen: false, redealDealt: false, coverSeen: false, opts };
      playOne(c, parsed.options);
      secretsSeen ||= c.secretsSeen;
      redealDealt ||= c.redealDealt;
      coverSeen ||= c.coverSeen;
    }
  }
  if (def.secrets && !secretsSeen) {
    problems.push({ check: 'secrets-never-seen', game: def.id, variant: '', seed: -1, step: -1, detail: 'secrets() never named anything: the secret checks checked nothing' });
  }
  if (def.seatSecrets === true && !coverSeen) {
    problems.push({ check: 'seat-secrets-never-kept', game: def.id, variant: '', seed: -1, step: -1, detail: 'the game declares seatSecrets, but the gate never found a seat receiving what another may not see: two people at one screen would be covered for nothing' });
  }
  if (def.redeal && secretsSeen && !redealDealt) {
    problems.push({ check: 'redeal-deals-nothing', game: def.id, variant: '', seed: -1, step: -1, detail: 'redeal never dealt the hidden parts differently: the redeal checks checked nothing' });
  }
  return problems;
}
