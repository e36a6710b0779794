/**
 * What a seat may not be sent, found in what it was sent: the seat's secrets (the game's `secrets`)
 * and the words of the state's generator (the dice and deals to come). The conformance suite checks
 * the gate's package with these (core/conformance.ts); `checkSent` checks anything a host sends.
 */
import type { BaseState, GameDefinition, Seat } from './contract';

/** The secrets of `seat` found in `text`. */
export function found(secrets: readonly string[], text: string): string[] {
  return secrets.filter((x) => x.length > 0 && text.includes(x));
}

/**
 * The words of every generator in `state` (objects shaped like RngState: a, b, c, d whole numbers),
 * those of 2^16 or more: any of them in what a seat receives gives away the dice and deals to come.
 */
export function generatorWords(state: unknown, out: number[] = []): number[] {
  if (Array.isArray(state)) for (const v of state) generatorWords(v, out);
  else if (typeof state === 'object' && state !== null) {
    const o = state as Record<string, unknown>;
    const keys = Object.keys(o);
    if (keys.length === 4 && ['a', 'b', 'c', 'd'].every((k) => Number.isInteger(o[k]))) {
      for (const k of ['a', 'b', 'c', 'd']) if ((o[k] as number) >= 0x10000) out.push(o[k] as number);
    } else for (const v of Object.values(o)) generatorWords(v, out);
  }
  return out;
}

/** The generator words of `state` found, as whole numbers, in `text`. */
export function generatorFound(words: readonly number[], text: string): number[] {
  return words.filter((w) => text.includes(String(w)) && new RegExp(`(?<![0-9.])${w}(?![0-9])`).test(text));
}

/** One thing a seat was sent that it may not have: where in what was sent, and what. */
export interface SentLeak {
  path: string;
  what: string;
}

/**
 * Checks anything a host sends `seat` about `state` (a whole envelope, a replay's point, a list
 * entry: any JSON value), as the conformance suite checks the gate's package: none of the seat's
 * secrets, none of the state's generator words. Answers each leak with the field that holds it.
 */
export function checkSent(def: GameDefinition<any, any, any, any>, state: BaseState, seat: Seat, sent: unknown): SentLeak[] {
  const secrets = (def.secrets ? def.secrets(state, seat) : []).filter((x) => x.length > 0);
  const words = generatorWords(state);
  const leaks: SentLeak[] = [];
  const walk = (v: unknown, path: string): void => {
    const text = JSON.stringify(v) ?? '';
    const hidden = found(secrets, text);
    const gen = generatorFound(words, text);
    if (hidden.length === 0 && gen.length === 0) return;
    const children = Array.isArray(v) ? v.map((x, i) => [`${path}[${i}]`, x] as const) : typeof v === 'object' && v !== null ? Object.entries(v).map(([k, x]) => [path === '' ? k : `${path}.${k}`, x] as const) : [];
    const before = leaks.length;
    for (const [p, x] of children) walk(x, p);
    // Found in this value but in no one child: the leak is in how the children sit together (an order), or in a key.
    if (leaks.length === before) leaks.push({ path: path || '(all)', what: [...hidden.map((h) => h.slice(0, 40)), ...gen.map((g) => `generator word ${g}`)].join(', ') });
  };
  walk(sent, '');
  return leaks;
}
