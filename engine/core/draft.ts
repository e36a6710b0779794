/**
 * THE copy-on-write style of every game's apply (engine/README.md, "One copy-on-write style").
 *
 * apply() must never change its input, and a step changes a few fields of a big state. So a step
 * works on a `Draft`: the state copied shallowly (its top level), and a field (a pile, the board,
 * the stats, the generator) copied the first time the step asks to change it (`own`); one element
 * of a list (a soldier, a tile on the board) the first time the step changes that element
 * (`ownAt`). What the step leaves alone is shared with the input. Scalars (a phase, a count) are
 * set on `s` directly: the top level is the step's own.
 *
 * A game's hot loop (Endless Patrol's sims and odds) may give a typed `copyTop` (a literal that
 * names every field: one fixed shape, which V8 copies several times faster than a spread).
 * A searching bot that steps one copy many times makes it `fresh`: then every field is already
 * its own and `own` copies nothing.
 */

/** A shallow copy of one field's value: arrays by slice, plain objects by spread, the rest as is. */
function shallow<T>(value: T): T {
  if (Array.isArray(value)) return value.slice() as T;
  if (value !== null && typeof value === 'object') return { ...value };
  return value;
}

function spread<S extends object>(s: S): S {
  return { ...s };
}

/** The keys of `S` whose value is an array (of anything but primitives, for `ownAt`). */
type ListKey<S> = { [K in keyof S]: S[K] extends readonly object[] ? K : never }[keyof S];
type Item<S, K extends keyof S> = S[K] extends readonly (infer E)[] ? E : never;

export class Draft<S extends object> {
  /** The new state. Read any field; change a field's insides only through what `own`/`ownAt` return. */
  readonly s: S;
  /**
   * The state the step started from (null when `fresh`). A field is this step's own when it is no
   * longer the very value `prev` holds: `own` copied it or `set` replaced it. No list of owned
   * names to search: two property reads and a comparison, cheap enough for the sims' inner loop.
   */
  protected readonly prev: S | null;
  /** Per list field, the elements this step has copied (made on the first `ownAt`). */
  private items: Map<keyof S, Set<unknown>> | null = null;

  /**
   * `fresh`: `prev` is a state nobody else holds (setup, a bot's own copy): every field is owned.
   * `copyTop`: the state's shallow copy; a game may give one that names its fields.
   */
  constructor(prev: S, fresh = false, copyTop: (s: S) => S = spread) {
    this.s = fresh ? prev : copyTop(prev);
    this.prev = fresh ? null : prev;
  }

  /** Whether field `k` is this step's own (changing its insides changes nobody else's state). */
  owns(k: keyof S): boolean {
    return this.prev === null || this.s[k] !== this.prev[k];
  }

  /**
   * Field `k`, ready to change: copied (`copy`, else shallowly) the first time this step asks,
   * the same copy afterwards.
   */
  own<K extends keyof S>(k: K, copy: (v: S[K]) => S[K] = shallow): S[K] {
    const v = this.s[k];
    if (this.prev !== null && v === this.prev[k]) return (this.s[k] = copy(v));
    return v;
  }

  /** Replaces field `k` with a value this step made (a new value: it is then owned). */
  set<K extends keyof S>(k: K, value: S[K]): void {
    this.s[k] = value;
  }

  /**
   * Element `i` of list field `k`, ready to change: the list is owned (`own`), and the element
   * copied (`copy`, else shallowly) the first time this step asks for it, the same copy afterwards.
   * Elements are known by identity:
   * a list the step reorders keeps them.
   */
  ownAt<K extends ListKey<S>>(k: K, i: number, copy: (v: Item<S, K>) => Item<S, K> = shallow): Item<S, K> {
    const list = this.own(k) as unknown as Item<S, K>[];
    if (this.prev === null) return list[i] as Item<S, K>;
    this.items ??= new Map();
    let mine = this.items.get(k);
    if (!mine) this.items.set(k, (mine = new Set()));
    const e = list[i] as Item<S, K>;
    if (mine.has(e)) return e;
    const c = copy(e);
    list[i] = c;
    mine.add(c);
    return c;
  }
}
