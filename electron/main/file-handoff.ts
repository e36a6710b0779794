/**
 * Files handed to the app by the system (double-click, "Open with", a second launch with a path, the
 * macOS open-file event) or chosen in File > Import: each is read, recognised by its content, confirmed
 * by the person when it came from outside, imported through the same API handler as everything else,
 * and then shown. Files arriving before the app is ready wait in order; one is handled at a time.
 */
import { basename } from 'node:path';
import type { ApiResult } from '../api/contract';
import { kindOfPath, kindOfText, type FileKind } from './file-kinds';

export type ImportKind = FileKind;

export interface HandoffDeps {
  /** Asks the person before importing a file they did not pick in the app. */
  confirm(fileName: string, kind: ImportKind): Promise<boolean>;
  /** Reads the file (bounded in size); throws an Error with a message for people. */
  read(path: string): Promise<string>;
  /** saves.import, scenarios.import or campaigns.import through the API handler. */
  importText(kind: ImportKind, text: string): Promise<ApiResult<{ id: string; name: string; notice?: string }>>;
  /** Opens what was imported (the page navigates to it). */
  show(kind: ImportKind, id: string): void;
  /** Tells the person why a file was not imported. */
  tell(title: string, message: string): void;
  /** Tells the person something about a file that was imported (a campaign game comes in outside any campaign). */
  inform(title: string, message: string): void;
}

export type HandoffOutcome = 'imported' | 'declined' | 'refused';

export class FileHandoff {
  private readonly queue: { path: string; ask: boolean }[] = [];
  private ready = false;
  private running: Promise<void> | null = null;
  readonly outcomes: { path: string; outcome: HandoffOutcome }[] = [];

  constructor(private readonly deps: HandoffDeps) {}

  /** Queues files; `ask: false` for files the person chose inside the app (File > Import). */
  receive(paths: readonly string[], opts: { ask: boolean } = { ask: true }): Promise<void> {
    for (const path of paths) if (!this.queue.some((q) => q.path === path)) this.queue.push({ path, ask: opts.ask });
    return this.pump();
  }

  /** The window can show results now: handle what has waited. */
  start(): Promise<void> {
    this.ready = true;
    return this.pump();
  }

  private pump(): Promise<void> {
    if (!this.ready) return Promise.resolve();
    this.running ??= this.drain().finally(() => {
      this.running = null;
      if (this.queue.length) void this.pump(); // arrived as the last one finished
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    await Promise.resolve(); // the caller has stored this promise before the first file is handled
    for (let next = this.queue.shift(); next; next = this.queue.shift()) {
      this.outcomes.push({ path: next.path, outcome: await this.handle(next.path, next.ask) });
    }
  }

  private async handle(path: string, ask: boolean): Promise<HandoffOutcome> {
    const name = basename(path);
    const title = `Patrol HQ could not open ${name}`;
    let text: string;
    try {
      text = await this.deps.read(path);
    } catch (e) {
      this.deps.tell(title, e instanceof Error ? e.message : String(e));
      return 'refused';
    }
    const kind = kindOfText(text) ?? kindOfPath(path);
    if (!kind) {
      this.deps.tell(title, `${name} is not a Patrol HQ saved game, scenario or campaign.`);
      return 'refused';
    }
    if (ask && !(await this.deps.confirm(name, kind))) return 'declined';
    const r = await this.deps.importText(kind, text);
    if (!r.ok) {
      this.deps.tell(title, r.error.message);
      return 'refused';
    }
    this.deps.show(kind, r.value.id);
    if (r.value.notice) this.deps.inform(`${name} was imported`, r.value.notice);
    return 'imported';
  }
}
