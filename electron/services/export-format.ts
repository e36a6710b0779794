import { z } from 'zod';
import { friendlyParse, seatPlayerSchema } from '../api/contract';
import { chatText } from '../api/share-contract';
import { ApiFailure } from './failure';
import { parseFileJson } from './file-json';

/**
 * The versioned save file: `{format, formatVersion, game, version, seed, options, name, seats?, actions, campaign?, reseeds?, chat?, exportedAt}`.
 * Format 2 is format 1 with `reseeds` (a fork's new luck): a file that has them says 2, so an app
 * that cannot replay them refuses it rather than play another game; every other file still says 1.
 * `chat` (a shared game's chat lines, issue 24) changes no version: it changes nothing of the game,
 * so an app that does not know it imports the same game without its chat.
 */
export const SAVE_FORMAT = 'patrol-hq-save';
export const SAVE_FORMAT_VERSION = 2;
/** The format a file is written in: 1 unless it holds reseeds. */
export function saveFormatVersion(file: { reseeds?: readonly unknown[] }): number {
  return file.reseeds && file.reseeds.length > 0 ? 2 : 1;
}

/** Where the game's luck was dealt again (a fork with new luck), in the order dealt: each after its first `at` moves, from `seed`. */
const reseedsSchema = z
  .array(
    z
      .object({
        at: z.number({ message: 'A reseed point names the move it follows ("at", a whole number).' }).int('A reseed point\'s "at" is a whole number of moves.').min(0, 'A reseed point\'s "at" cannot be negative.'),
        seed: z.number({ message: 'A reseed point has a "seed", a whole number.' }).int('A reseed point\'s "seed" is a whole number.').min(0, 'A reseed point\'s "seed" is 0 to 4294967295.').max(0xffffffff, 'A reseed point\'s "seed" is 0 to 4294967295.'),
      })
      .strict(),
  )
  .max(10_000)
  .refine((ps) => ps.every((p, i) => i === 0 || p.at >= (ps[i - 1] as { at: number }).at), 'The reseed points are not in the order of the moves they follow.');

/** A seat's name as a chat line keeps it ("Bad Guys"): what an envelope's chat shows beside the text. */
const chatName = z
  .string({ message: 'A chat line names its seat ("name", text).' })
  .trim()
  .min(1, 'A chat line\'s "name" cannot be empty.')
  .max(64, 'A chat line\'s "name" is at most 64 characters.')
  .refine((t) => !/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/.test(t), 'A chat line\'s "name" may not hold control characters.');

/** A shared game's chat lines, in the order said: the seat (null: no seat), its name, the text, and the number of moves made when said. */
const chatSchema = z
  .array(
    z
      .object({
        seat: z.number({ message: 'A chat line\'s "seat" is a seat number, or null.' }).int('A chat line\'s "seat" is a whole number.').min(0, 'A chat line\'s "seat" cannot be negative.').max(7, 'A chat line\'s "seat" is at most 7.').nullable(),
        name: chatName,
        text: chatText,
        // Undo leaves chat lines alone, so a line may have been said after more moves than the file holds.
        at: z.number({ message: 'A chat line says after how many moves it was said ("at", a whole number).' }).int('A chat line\'s "at" is a whole number of moves.').min(0, 'A chat line\'s "at" cannot be negative.').max(1_000_000, 'A chat line\'s "at" is at most 1000000.'),
      })
      .strict(),
    { message: 'The file\'s "chat" is a list of chat lines.' },
  )
  .max(100_000, 'The file holds more than 100000 chat lines.');

export const saveFileSchema = z.object({
  format: z.literal(SAVE_FORMAT),
  formatVersion: z.number().int().min(1),
  game: z.string().min(1).max(64),
  version: z.number().int().min(0),
  seed: z.number().int().min(0).max(0xffffffff),
  options: z.record(z.string(), z.unknown()),
  name: z.string().trim().min(1).max(80),
  /** Who plays each seat (optional: absent in files written before seats, meaning all human). */
  seats: z.array(seatPlayerSchema).min(1).max(8).optional(),
  actions: z.array(z.object({ seat: z.number().int().min(0).max(7), action: z.unknown() })).max(1_000_000),
  /** A game played from a campaign: the campaign's id and its GIs (optional, still format 1; the names are in the options). An import never joins it: anyone can edit a file. */
  campaign: z
    .object({ id: z.string().min(1).max(64), squad: z.array(z.string().min(1).max(64).nullable()).min(1).max(40), models: z.array(z.string().min(1).max(64)).max(40).optional() })
    .optional(),
  reseeds: reseedsSchema.optional(),
  chat: chatSchema.optional(),
  exportedAt: z.string().max(64).optional(),
}).superRefine((f, ctx) => {
  const past = f.reseeds?.findIndex((p) => p.at > f.actions.length) ?? -1;
  if (past >= 0) ctx.addIssue({ code: 'custom', path: ['reseeds', past, 'at'], message: `A reseed point follows move ${f.reseeds![past]!.at}, but the file holds ${f.actions.length} moves.` });
});

export type SaveFile = z.infer<typeof saveFileSchema>;

/** Parses an imported file's text; a readable 'bad-file' refusal for anything not a save we can read. */
export function parseSaveFile(text: string): SaveFile {
  const raw = parseFileJson(text, 'save');
  const head = raw as { format?: unknown; formatVersion?: unknown } | null;
  if (head && typeof head === 'object' && head.format === DAMAGED_SAVE_FORMAT) {
    throw new ApiFailure('bad-file', 'This is the raw copy of a damaged save, exported so it can be repaired by hand; Patrol HQ cannot import it as it is.');
  }
  if (!head || typeof head !== 'object' || Array.isArray(head) || head.format !== SAVE_FORMAT) {
    throw new ApiFailure('bad-file', 'This file is not a Patrol HQ save (its "format" is not "patrol-hq-save").');
  }
  if (typeof head.formatVersion === 'number' && head.formatVersion > SAVE_FORMAT_VERSION) {
    throw new ApiFailure('bad-file', `This save was written by a newer Patrol HQ (save format ${head.formatVersion}; this app reads up to ${SAVE_FORMAT_VERSION}). Update Patrol HQ to import it.`);
  }
  const parsed = friendlyParse(saveFileSchema, raw);
  if (!parsed.ok) throw new ApiFailure('bad-file', `This save file cannot be imported: ${parsed.message}`, parsed.path || undefined);
  return parsed.data;
}

/** The raw copy of a damaged save (services/damaged.ts) names this format. */
const DAMAGED_SAVE_FORMAT = 'patrol-hq-damaged-save';

export function fileNameFor(name: string): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'save';
  return `${slug}.patrol-hq.json`;
}
