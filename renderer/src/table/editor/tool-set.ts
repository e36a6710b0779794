/**
 * The set of tools an Editor is given (tldraw's `tools` option): the table editor gets the
 * editing set (tools/editing-set.ts); play gets its own. The set is checked when it is made, so a
 * clash shows at once: ids are unique, a shortcut is one lower-case letter used by one tool and
 * not by the editor's own shortcuts (keys.ts), and there is at least one tool.
 */
import type { Tool } from '../tools/types';
import { EDITOR_LETTERS } from './keys';
import type { ToolId } from './session';

export class ToolSet {
  private readonly byId = new Map<ToolId, Tool>();
  private readonly byLetter = new Map<string, ToolId>();

  constructor(tools: readonly Tool[]) {
    if (!tools.length) throw new Error('A tool set needs at least one tool.');
    for (const t of tools) {
      if (this.byId.has(t.id)) throw new Error(`Two tools have the id "${t.id}".`);
      this.byId.set(t.id, t);
      const k = t.shortcut;
      if (k === null) continue;
      if (!/^[a-z]$/.test(k)) throw new Error(`The ${t.label} tool's shortcut "${k}" is not one lower-case letter.`);
      if (EDITOR_LETTERS.has(k)) throw new Error(`The ${t.label} tool's shortcut "${k}" is taken by the editor.`);
      const other = this.byLetter.get(k);
      if (other) throw new Error(`The ${this.byId.get(other)?.label} and ${t.label} tools share the shortcut "${k}".`);
      this.byLetter.set(k, t.id);
    }
  }

  /** The tools in palette order; the first is where the editor starts and Escape returns. */
  get list(): Tool[] {
    return [...this.byId.values()];
  }

  get initial(): ToolId {
    return this.list[0]!.id;
  }

  has(id: ToolId): boolean {
    return this.byId.has(id);
  }

  get(id: ToolId): Tool {
    const t = this.byId.get(id);
    if (!t) throw new Error(`No tool "${id}" in this set.`);
    return t;
  }

  /** The tool a letter key selects, or null. */
  forKey(letter: string): ToolId | null {
    return this.byLetter.get(letter.toLowerCase()) ?? null;
  }

  label(id: ToolId): string {
    return this.byId.get(id)?.label ?? id;
  }
}
