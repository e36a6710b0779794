import { randomUUID } from 'node:crypto';
import { createScenario, validateScenario, type Scenario } from '../../engine/games/combat-patrol';
import { SHIPPED_SCENARIOS } from '../../engine/games/combat-patrol/shipped-scenarios';
import { isShippedTableId, SHIPPED_TABLES } from '../../engine/games/combat-patrol/shipped-tables';
import sampleScenario from '../../resources/games/combat-patrol/sample-scenario.json';
import type { ExportFile, ImportedScenario, ParsedRequest, PdfFile, ScenarioRecord, ScenarioSummary } from '../api/contract';
import { printInWorker } from '../print/print-job';
import type { PrintProgress } from '../print/scenario-pdf';
import { DamagedRowError, StaleRevisionError, type ScenarioRow, type Store } from '../store';
import { damagedScenarioSummary, rawScenarioExport } from './damaged';
import { withKeptBalance } from './balance';
import { ApiFailure } from './failure';
import { Jobs } from './jobs';
import { checkScenario, parseScenarioFile, scenarioFileName, scenarioFileText, scenarioPdfName } from './scenario-file';

/** A PDF renderer for a checked document (tests inject one to count calls). */
export type RenderPdf = (doc: Scenario, opts: { paper: 'a4' | 'letter'; overview: boolean }, onProgress?: (p: PrintProgress) => void) => Promise<{ bytes: Uint8Array; pages: number }>;

export interface ScenariosDeps {
  store: Store;
  now?: () => Date;
  /** New scenario ids (tests); default: random UUIDs. */
  newId?: () => string;
  /** The PDF renderer; default: the print worker (electron/print/print-job), handed the stored text. */
  renderPdf?: RenderPdf;
  /** Where print progress is kept for `jobs.progress`. */
  jobs?: Jobs;
}

/** The longest name a scenario document may carry (the engine's validateScenario limit). */
const DOC_NAME_MAX = 100;

export function scenarioSummary(row: ScenarioRow): ScenarioSummary {
  const doc = row.doc as Partial<Scenario>;
  return {
    id: row.id,
    name: row.name,
    width: doc.table?.width ?? 0,
    height: doc.table?.height ?? 0,
    models: doc.models?.length ?? 0,
    terrain: doc.terrain?.length ?? 0,
    revision: row.revision,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

type Checked = { ok: true; row: ScenarioRow; doc: Scenario } | { ok: false; reason: string };

const damagedFailure = (id: string, reason: string) => new ApiFailure('bad-file', new DamagedRowError('scenario', id, reason).message, 'damaged');

/**
 * Combat Patrol! scenarios: the table editor's documents. Every document stored has passed the
 * engine's validateScenario; its `id` is the record's id and its `name` the record's name.
 * Each save raises the revision by one in one transaction; a save, or a rename, made against an
 * older revision is refused as 'stale' and nothing is written. A stored document that cannot be
 * read or no longer passes the rules is listed as damaged: export gives its raw text, delete works.
 */
export class ScenariosService {
  private readonly now: () => Date;
  private readonly newId: () => string;
  private readonly jobs: Jobs;
  /** What the last check of each scenario found, by revision and time (so lists do not re-check). */
  private readonly checks = new Map<string, { key: string; summary?: ScenarioSummary; reason?: string }>();

  constructor(private readonly deps: ScenariosDeps) {
    this.now = deps.now ?? (() => new Date());
    this.newId = deps.newId ?? randomUUID;
    this.jobs = deps.jobs ?? new Jobs();
  }

  private get rows() {
    return this.deps.store.scenarios;
  }

  /** The stored row with its document checked by the engine (a result remembered per revision). */
  private check(id: string): Checked {
    let row: ScenarioRow | undefined;
    try {
      row = this.rows.get(id);
    } catch (e) {
      if (e instanceof DamagedRowError) return { ok: false, reason: e.reason };
      throw e;
    }
    if (!row) throw new ApiFailure('not-found', 'That scenario no longer exists.');
    const key = `${row.revision}|${row.updatedAt}`;
    const known = this.checks.get(id);
    if (known?.key === key && known.summary) return { ok: true, row, doc: row.doc as Scenario };
    const res = validateScenario(row.doc);
    if (!res.ok) {
      const reason = `its document breaks the scenario rules (${res.error.message})`;
      this.checks.set(id, { key, reason });
      return { ok: false, reason };
    }
    this.checks.set(id, { key, summary: scenarioSummary(row) });
    return { ok: true, row, doc: res.scenario };
  }

  /** A scenario that can be used; one that cannot is refused as damaged ('bad-file'). */
  private readable(id: string): { row: ScenarioRow; doc: Scenario } {
    const c = this.check(id);
    if (!c.ok) throw damagedFailure(id, c.reason);
    return c;
  }

  /** Stores a new, checked document under a fresh id at revision 0. */
  private insert(doc: Scenario): ScenarioRow {
    const at = this.now().toISOString();
    const row: ScenarioRow = { id: doc.id, name: doc.name, doc, revision: 0, createdAt: at, updatedAt: at };
    this.rows.insert(row);
    return this.remember(row);
  }

  /** A row just written from a checked document: lists need not check it again. */
  private remember(row: ScenarioRow): ScenarioRow {
    this.checks.set(row.id, { key: `${row.revision}|${row.updatedAt}`, summary: scenarioSummary(row) });
    return row;
  }

  private update(id: string, expected: number, doc: Scenario): ScenarioRow {
    try {
      return this.remember(this.rows.update(id, expected, doc.name, doc, this.now().toISOString()));
    } catch (e) {
      if (!(e instanceof StaleRevisionError)) throw e;
      if (e.found === null) throw new ApiFailure('not-found', 'That scenario no longer exists.');
      throw new ApiFailure('stale', `This scenario was changed elsewhere (revision ${e.found}, not ${expected}). Reopen it.`);
    }
  }

  /** Every scenario; one that cannot be read is listed with `damaged` and never hides the others. */
  list(): ScenarioSummary[] {
    return this.rows.heads().map((h) => {
      if (h.damaged) return damagedScenarioSummary(h, h.damaged);
      const known = this.checks.get(h.id);
      if (known?.key === `${h.revision}|${h.updatedAt}`) return known.summary ?? damagedScenarioSummary(h, known.reason!);
      const c = this.check(h.id);
      return c.ok ? scenarioSummary(c.row) : damagedScenarioSummary(h, c.reason);
    });
  }

  create(req: ParsedRequest<'scenarios.create'>): ScenarioRecord<Scenario> {
    const t = req.template;
    if (t !== 'blank' && t !== 'sample' && !isShippedTableId(t)) {
      throw new ApiFailure('bad-request', `There is no table to start from called "${t}". Choose blank, sample or one of the shipped tables: ${SHIPPED_TABLES.map((s) => s.id).join(', ')}.`);
    }
    const id = this.newId();
    const doc =
      t === 'sample'
        ? checkScenario({ ...(sampleScenario as object), id, name: req.name }, 'internal', 'The sample scenario is damaged')
        : t === 'blank'
          ? checkScenario(createScenario({ id, name: req.name, width: req.width, height: req.height }), 'bad-request', 'That table cannot be made')
          : checkScenario({ ...(SHIPPED_SCENARIOS[t] as object), id, name: req.name }, 'internal', 'The shipped scenario is damaged');
    const row = this.insert(doc);
    return { summary: scenarioSummary(row), doc };
  }

  open(req: ParsedRequest<'scenarios.open'>): ScenarioRecord<Scenario> {
    const { row } = this.readable(req.id);
    return { summary: scenarioSummary(row), doc: row.doc as Scenario };
  }

  save(req: ParsedRequest<'scenarios.save'>): ScenarioSummary {
    const head = this.rows.head(req.id);
    if (!head) throw new ApiFailure('not-found', 'That scenario no longer exists.');
    const doc = checkScenario(req.doc, 'bad-request', 'This scenario cannot be saved');
    const expected = req.expectedRevision ?? head.revision;
    return scenarioSummary(this.update(req.id, expected, { ...doc, id: req.id }));
  }

  rename(req: ParsedRequest<'scenarios.rename'>): ScenarioSummary {
    const { row, doc } = this.readable(req.id);
    return scenarioSummary(this.update(row.id, row.revision, { ...doc, name: req.name }));
  }

  duplicate(req: ParsedRequest<'scenarios.duplicate'>): ScenarioSummary {
    const { row, doc } = this.readable(req.id);
    const name = req.name ?? `${row.name.slice(0, DOC_NAME_MAX - 7)} (copy)`;
    return scenarioSummary(this.insert(checkScenario({ ...doc, id: this.newId(), name }, 'internal', 'The stored scenario is damaged')));
  }

  delete(req: ParsedRequest<'scenarios.delete'>): { id: string } {
    this.checks.delete(req.id);
    if (!this.rows.delete(req.id)) throw new ApiFailure('not-found', 'That scenario no longer exists.');
    return { id: req.id };
  }

  /**
   * The scenario file, carrying the scenario's balance check as its `balance` when the check is of
   * this table; for a scenario that cannot be read, a raw copy of what is stored.
   */
  export(req: ParsedRequest<'scenarios.export'>): ExportFile {
    const c = this.check(req.id);
    if (!c.ok) return rawScenarioExport(this.deps.store, req.id, c.reason, this.now());
    // A current balance check goes into the file as its recorded balance (else the document's own record, if any).
    return { fileName: scenarioFileName(c.row.name), text: scenarioFileText(withKeptBalance(c.doc, this.deps.store.balance.get(req.id))) };
  }

  /** Imports a scenario file under a fresh id; nothing is stored on refusal (a malformed balance record is left out, with a notice). */
  import(req: ParsedRequest<'scenarios.import'>): ImportedScenario {
    const { doc, notice } = parseScenarioFile(req.text);
    const summary = scenarioSummary(this.insert({ ...doc, id: this.newId() }));
    return notice ? { ...summary, notice } : summary;
  }

  /**
   * The PDF. By default the print worker reads the stored document, checks and renders it off the
   * main thread; `req.job` lets the client follow it with `jobs.progress`.
   */
  async print(req: ParsedRequest<'scenarios.print'>): Promise<PdfFile> {
    const progress = this.jobs.follow(req.job);
    const opts = { paper: req.paper, overview: req.overview };
    try {
      if (this.deps.renderPdf) {
        const { row, doc } = this.readable(req.id);
        const pdf = await this.deps.renderPdf(doc, opts, progress.report);
        return { fileName: scenarioPdfName(row.name, req.paper), base64: Buffer.from(pdf.bytes).toString('base64'), pages: pdf.pages };
      }
      const head = this.rows.head(req.id);
      if (!head) throw new ApiFailure('not-found', 'That scenario no longer exists.');
      // The worker reads the document itself: the main thread never holds its megabytes.
      const { store } = this.deps;
      const out = await printInWorker({ dbPath: store.db.name, nativeBinding: store.nativeBinding, scenarioId: req.id, ...opts }, progress.report);
      if (out.type === 'missing') throw new ApiFailure('not-found', 'That scenario no longer exists.');
      if (out.type === 'invalid') throw damagedFailure(req.id, out.reason);
      if (out.type === 'failed') throw new Error(`printing failed: ${out.message}`);
      return { fileName: scenarioPdfName(head.name, req.paper), base64: out.base64, pages: out.pages };
    } finally {
      progress.finish();
    }
  }

  /** How far the print started with this job id has gone (null: none running). */
  progress(job: string) {
    return this.jobs.progress(job);
  }
}
