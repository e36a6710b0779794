import { z } from 'zod';
import { friendlyParse, seatPlayerSchema } from '../api/contract';
import { ApiFailure } from './failure';

/** The versioned save file: `{format, formatVersion, game, version, seed, options, name, seats?, actions, campaign?, exportedAt}`. */
export const SAVE_FORMAT = 'patrol-hq-save';
export const SAVE_FORMAT_VERSION = 1;

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
  /** A game played from a campaign: the campaign's id and its GIs (optional, still format 1; the names are in the options). */
  campaign: z
    .object({ id: z.string().min(1).max(64), squad: z.array(z.string().min(1).max(64).nullable()).min(1).max(40), models: z.array(z.string().min(1).max(64)).max(40).optional() })
    .optional(),
  exportedAt: z.string().max(64).optional(),
});

export type SaveFile = z.infer<typeof saveFileSchema>;

/** Parses an imported file's text; a readable 'bad-file' refusal for anything not a save we can read. */
export function parseSaveFile(text: string): SaveFile {
  let raw: unknown;
  try {
    raw = JSON.parse(withoutBom(text));
  } catch {
    throw new ApiFailure('bad-file', 'This file is not a Patrol HQ save: it is not valid JSON.');
  }
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

/** Text without a leading UTF-8 byte-order mark (Windows editors write one). */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The raw copy of a damaged save (services/damaged.ts) names this format. */
const DAMAGED_SAVE_FORMAT = 'patrol-hq-damaged-save';

export function fileNameFor(name: string): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'save';
  return `${slug}.patrol-hq.json`;
}
