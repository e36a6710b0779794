/** A deep copy of plain game data, for apply() to change without touching its input. */
export function draft<T>(state: T): T {
  return structuredClone(state);
}

/** A shallow copy of one field's value: arrays by slice, plain objects by spread, the rest as is. */
function shallow<T>(value: T): T {
  if (Array.isArray(value)) return value.slice() as T;
  if (value !== null && typeof value === 'object') return { ...value };
  return value;
}

function spread<S extends object>(s: S): S {
  return { ...s };
}

/**
 * One apply step's working copy of a state, copy-on-write: the state is copied shallowly, and a
 * field (a pile, the grid, the stats) is copied the first time the step asks to change it
 * (`own`). So apply() never changes its input and does not deep-copy what it leaves alone.
 * The Lost Patrol's apply step builds on this (engine/games/lost-patrol/flow.ts); Endless Patrol's,
 * the inner loop of its sims and odds, has a typed form of the same idea (engine/games/endless-patrol/tx.ts).
 */
export class Draft<S extends object> {
  /** The new state. Read any field; change a field only through what `own` returns. */
  readonly s: S;
  /** The fields this step has copied (a short list: a step changes a few fields). */
  private readonly owned: (keyof S)[];
  /** True when the whole state is this step's own (setup): no field needs copying. */
  private readonly fresh: boolean;

  /**
   * `fresh`: `prev` is a new state nobody else holds (setup): every field is already owned.
   * `copyTop`: the state's shallow copy; a game may give one that names its fields (a literal of
   * one fixed shape copies several times faster than a spread in the hottest loop of sims and odds).
   */
  constructor(prev: S, fresh = false, copyTop: (s: S) => S = spread) {
    this.s = fresh ? prev : copyTop(prev);
    this.fresh = fresh;
    this.owned = [];
  }

  /**
   * Field `k`, ready to change: copied (`copy`, else shallowly) the first time this step asks,
   * the same copy afterwards.
   */
  own<K extends keyof S>(k: K, copy: (v: S[K]) => S[K] = shallow): S[K] {
    if (!this.fresh && !this.owned.includes(k)) {
      this.s[k] = copy(this.s[k]);
      this.owned.push(k);
    }
    return this.s[k];
  }

  /** Replaces field `k` with a value this step made (it is then owned). */
  set<K extends keyof S>(k: K, value: S[K]): void {
    this.s[k] = value;
    if (!this.owned.includes(k)) this.owned.push(k);
  }
}
