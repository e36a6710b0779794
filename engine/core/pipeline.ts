import type { ApplyResult, BaseState, GameDefinition, GameError, Seat } from './contract';

/**
 * The one apply pipeline, with ordered checks: game over? whose turn? well formed? legal?
 * then apply (legal and apply in one pass when the game offers `checkApply`). Returns a new state
 * or a typed error; the input state is never changed.
 */
export function applyAction<S extends BaseState, A>(
  def: GameDefinition<S, A, any, any>,
  state: S,
  seat: Seat,
  raw: unknown,
): ApplyResult<S, A> {
  if (def.result(state) !== null) return fail('game-over', 'This game is over.');
  const turn = def.currentSeat(state);
  if (turn === null) return fail('game-over', 'This game is over.');
  if (seat !== turn) {
    const name = def.seats.names[turn] ?? `seat ${turn}`;
    return fail('not-your-turn', `It is ${name}'s turn.`);
  }
  const parsed = def.parseAction(raw);
  if (!parsed.ok) return parsed;
  let next: S;
  if (def.checkApply) {
    const done = def.checkApply(state, parsed.action, seat);
    if (!done.ok) return done;
    next = done.state;
  } else {
    const illegal = def.check(state, parsed.action, seat);
    if (illegal) return { ok: false, error: illegal };
    next = def.apply(state, parsed.action, seat);
  }
  return { ok: true, state: next, action: parsed.action, result: def.result(next) };
}

function fail(code: string, message: string): { ok: false; error: GameError } {
  return { ok: false, error: { code, message } };
}

/** A recorded action: who did what. */
export interface RecordedAction {
  seat: Seat;
  action: unknown;
}

/** Everything needed to rebuild a game exactly. */
export interface GameRecord {
  game: string;
  version: number;
  seed: number;
  options: unknown;
  actions: RecordedAction[];
}

/**
 * The options a game of rules `version` plays with: parsed as they are for this version, upgraded
 * (the game's upgradeOptions) for an older one, refused for a newer one or an older one the game
 * cannot upgrade.
 */
export function optionsFor<O>(def: GameDefinition<any, any, O, any>, version: number, raw: unknown): { ok: true; options: O } | { ok: false; error: GameError } {
  if (version === def.version) return def.parseOptions(raw);
  if (version < def.version && def.upgradeOptions) return def.upgradeOptions(version, raw);
  const made = version > def.version ? 'a newer Patrol HQ' : 'an older Patrol HQ';
  return fail('wrong-version', `This game was made under ${def.name} rules version ${version} by ${made}; this app plays version ${def.version}.`);
}

export type ReplayResult<S> =
  | { ok: true; state: S }
  | { ok: false; error: GameError; index: number; state: S };

/** Rebuilds a game from its record, optionally starting from a snapshot at `from.actionCount`. */
export function replay<S extends BaseState>(
  def: GameDefinition<S, any, any, any>,
  record: GameRecord,
  from?: S,
): ReplayResult<S> {
  if (record.game !== def.id) {
    const state = from ?? (undefined as unknown as S);
    return { ok: false, index: -1, state, error: { code: 'wrong-game', message: `This record is a ${record.game} game, not ${def.name}.` } };
  }
  const opts = optionsFor(def, record.version, record.options);
  if (!opts.ok) return { ok: false, index: -1, state: from as S, error: opts.error };
  let state = from ?? def.setup(record.seed, opts.options);
  for (let i = state.actionCount; i < record.actions.length; i++) {
    const step = record.actions[i] as RecordedAction;
    const res = applyAction(def, state, step.seat, step.action);
    if (!res.ok) return { ok: false, error: res.error, index: i, state };
    state = res.state;
  }
  return { ok: true, state };
}

/** True when going from `prev` to `next` revealed nothing hidden and rolled no die: undo is fair. */
export function isUndoable(prev: BaseState, next: BaseState): boolean {
  return prev.reveals === next.reveals;
}
