/**
 * A bad request in words: what a zod issue means, said for a person ("\"seed\" is not a finite
 * number."), never zod's own phrasing. Used by the contract's parseRequest and by the save file's
 * import check. Free of Node imports, like the contract: the renderer compiles against it.
 */
import type { z } from 'zod';

/** A value in words, for messages ("text", "a list", "an infinite number"). */
function valueWords(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (typeof v === 'number') return Number.isNaN(v) ? 'not a number' : Number.isFinite(v) ? String(v) : 'an infinite number';
  if (typeof v === 'string') return 'text';
  if (typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return 'a list';
  return typeof v === 'object' ? 'a group of named values' : typeof v;
}

const expectedWords: Record<string, string> = {
  string: 'text', number: 'a number', int: 'a whole number', boolean: 'true or false', object: 'a group of named values',
  record: 'a group of named values', array: 'a list', bigint: 'a whole number', null: 'null', undefined: 'left out',
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Marks a phrase ours (not a message a schema set itself), so the field's name goes in front of it. */
const PHRASE = '\u{E000}';

/**
 * The words for a zod issue: never zod's own ("Invalid discriminator value", "expected
 * nonoptional"). A number like 1e999 (JSON's Infinity) is "not a finite number".
 */
export function issuePhrase(iss: { code?: string; input?: unknown; [k: string]: unknown }): string {
  const n = (k: string) => Number(iss[k]);
  const origin = String(iss.origin ?? '');
  switch (iss.code) {
    case 'invalid_type': {
      if (iss.input === undefined) return 'is missing';
      if (typeof iss.input === 'number' && !Number.isFinite(iss.input)) return 'is not a finite number';
      const want = expectedWords[String(iss.expected)] ?? String(iss.expected);
      return `must be ${want}, not ${valueWords(iss.input)}`;
    }
    case 'too_small':
      if (origin === 'string') return n('minimum') <= 1 ? 'must not be empty' : `must be at least ${plural(n('minimum'), 'character')} long`;
      if (origin === 'array' || origin === 'set') return `needs at least ${plural(n('minimum'), 'item')}`;
      return iss.inclusive === false ? `must be more than ${n('minimum')}` : `must be at least ${n('minimum')}`;
    case 'too_big':
      if (origin === 'string') return `must be at most ${plural(n('maximum'), 'character')} long`;
      if (origin === 'array' || origin === 'set') return `may hold at most ${plural(n('maximum'), 'item')}`;
      return iss.inclusive === false ? `must be less than ${n('maximum')}` : `must be at most ${n('maximum')}`;
    case 'invalid_value': {
      const values = (iss.values as unknown[] | undefined) ?? [];
      return values.length === 1 ? `must be ${JSON.stringify(values[0])}` : `must be one of ${values.map((v) => JSON.stringify(v)).join(', ')}`;
    }
    case 'invalid_union': {
      const options = iss.options as unknown[] | undefined;
      if (iss.discriminator && options?.length) return `must be one of ${options.map((v) => JSON.stringify(v)).join(', ')}`;
      return 'is not in any form Patrol HQ accepts';
    }
    case 'unrecognized_keys': {
      const keys = (iss.keys as string[] | undefined) ?? [];
      return `has ${keys.length === 1 ? 'a field' : 'fields'} Patrol HQ does not know: ${keys.map((k) => JSON.stringify(k.slice(0, 40))).join(', ')}`;
    }
    case 'invalid_format':
      return 'is not in the expected form';
    case 'not_multiple_of':
      return `must be a multiple of ${String(iss.divisor)}`;
    default:
      return 'is not valid';
  }
}

/** A path as a person reads it: `seats[0].kind`; the whole request when empty. */
function fieldName(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out ? '.' : ''}${String(p)}`;
  return out ? `"${out}"` : 'The request';
}

/** Parses with our wording: the message names the first bad field ("seed" is not a finite number.). */
export function friendlyParse<S extends z.ZodType>(schema: S, value: unknown): { ok: true; data: z.output<S> } | { ok: false; message: string; path: string } {
  const parsed = schema.safeParse(value, { error: (iss) => PHRASE + issuePhrase(iss as never) });
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const path = issue ? issue.path.map(String).join('.') : '';
  const msg = issue?.message ?? `${PHRASE}is not valid`;
  if (msg.startsWith(PHRASE)) return { ok: false, message: `${fieldName(issue?.path ?? [])} ${msg.slice(PHRASE.length)}.`, path };
  // A message the schema set itself, written for people already.
  const own = msg.replace(/[.]$/, '');
  return { ok: false, message: issue && issue.path.length ? `${own} (${fieldName(issue.path)}).` : `${own}.`, path };
}
