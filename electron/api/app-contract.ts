/**
 * The app's own channels of the API contract (re-exported by contract.ts): what the host is, the
 * games it offers and their rules pages. Free of Node imports.
 */
import { z } from 'zod';
import { id } from './fields';

export const appRequestSchemas = {
  'app.info': z.object({}).strict(),
  'catalog.list': z.object({}).strict(),
  /** A game's rules page: our own text from resources/rules/, as Markdown. */
  'rules.get': z.object({ game: id }).strict(),
} as const;

export interface AppInfo {
  version: string;
  host: 'desktop' | 'browser';
  dataPath: string;
  /** A problem with the save file people should know about now (read-only, locked, damaged part): shown on the home screen. */
  warning?: string;
}

export interface CatalogEntry {
  id: string;
  name: string;
  blurb: string;
  players: string;
  available: boolean;
  /** Seats of an available game: how many may play and what each seat is called. */
  seats?: { min: number; max: number; names: string[] };
  /** The computer players an available game offers for any seat (a SeatPlayer's `bot` is a `name`). */
  bots?: { name: string; description: string }[];
}

/** A game's rules page: our own Markdown text (rulings marked `> **Ruling:**`, house rules `> **House rule:**`). */
export interface RulesText {
  game: string;
  title: string;
  markdown: string;
}

export interface AppResponses {
  'app.info': AppInfo;
  'catalog.list': CatalogEntry[];
  'rules.get': RulesText;
}
