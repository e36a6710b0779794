import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ParsedRequest, RulesText } from '../api/contract';
import { ApiFailure } from './failure';

/**
 * Our rules text, one page per game, from resources/rules/: `<game>.md` first, then any
 * `<game>-<part>.md` (Combat Patrol!'s measuring rules) in name order. Served as Markdown; the
 * renderer turns it into a sanitized page with rulings and house rules marked.
 */
export class RulesService {
  constructor(
    private readonly dir: string | undefined,
    /** A game's name by id (the catalog's, coming games included). */
    private readonly gameName: (id: string) => string | undefined = () => undefined,
  ) {}

  /** The rules files of a game, main page first. */
  filesOf(game: string): string[] {
    if (!this.dir) return [];
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return [];
    }
    const main = names.filter((n) => n === `${game}.md`);
    const parts = names.filter((n) => n.startsWith(`${game}-`) && n.endsWith('.md')).sort();
    return [...main, ...parts];
  }

  get(req: ParsedRequest<'rules.get'>): RulesText {
    const name = this.gameName(req.game);
    const files = this.filesOf(req.game);
    if (files.length === 0) {
      throw new ApiFailure('not-found', name ? `There is no rules page for ${name} yet.` : `There is no game called "${req.game}".`);
    }
    const markdown = files.map((f) => readFileSync(join(this.dir as string, f), 'utf8').trim()).join('\n\n');
    return { game: req.game, title: name ?? req.game, markdown: `${markdown}\n` };
  }
}
