import { randomUUID } from 'node:crypto';
import { createScenario, type Scenario } from '../../engine/games/combat-patrol';
import sampleScenario from '../../resources/games/combat-patrol/sample-scenario.json';
import type { ExportFile, ParsedRequest, PdfFile, ScenarioRecord, ScenarioSummary } from '../api/contract';
import { renderScenarioPdf } from '../print/scenario-pdf';
import { StaleRevisionError, type ScenarioRow, type Store } from '../store';
import { ApiFailure } from './failure';
import { checkScenario, parseScenarioFile, scenarioFileName, scenarioFileText, scenarioPdfName } from './scenario-file';

export interface ScenariosDeps {
  store: Store;
  now?: () => Date;
  /** New scenario ids (tests); default: random UUIDs. */
  newId?: () => string;
  /** The PDF renderer (tests may count calls); default: electron/print renderScenarioPdf. */
  renderPdf?: typeof renderScenarioPdf;
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

/**
 * Combat Patrol! scenarios: the table editor's documents. Every document stored has passed the
 * engine's validateScenario; its `id` is the record's id and its `name` the record's name.
 * Each save raises the revision by one in one transaction; a save, or a rename, made against an
 * older revision is refused as 'stale' and nothing is written.
 */
export class ScenariosService {
  private readonly now: () => Date;
  private readonly newId: () => string;
  private readonly renderPdf: typeof renderScenarioPdf;

  constructor(private readonly deps: ScenariosDeps) {
    this.now = deps.now ?? (() => new Date());
    this.newId = deps.newId ?? randomUUID;
    this.renderPdf = deps.renderPdf ?? renderScenarioPdf;
  }

  private get rows() {
    return this.deps.store.scenarios;
  }

  private row(id: string): ScenarioRow {
    const row = this.rows.get(id);
    if (!row) throw new ApiFailure('not-found', 'That scenario no longer exists.');
    return row;
  }

  /** Stores a new, checked document under a fresh id at revision 0. */
  private insert(doc: Scenario): ScenarioRow {
    const at = this.now().toISOString();
    const row: ScenarioRow = { id: doc.id, name: doc.name, doc, revision: 0, createdAt: at, updatedAt: at };
    this.rows.insert(row);
    return row;
  }

  private update(row: ScenarioRow, expected: number, doc: Scenario): ScenarioRow {
    try {
      return this.rows.update(row.id, expected, doc.name, doc, this.now().toISOString());
    } catch (e) {
      if (!(e instanceof StaleRevisionError)) throw e;
      if (e.found === null) throw new ApiFailure('not-found', 'That scenario no longer exists.');
      throw new ApiFailure('stale', `This scenario was changed elsewhere (revision ${e.found}, not ${expected}). Reopen it.`);
    }
  }

  list(): ScenarioSummary[] {
    return this.rows.list().map(scenarioSummary);
  }

  create(req: ParsedRequest<'scenarios.create'>): ScenarioRecord<Scenario> {
    const id = this.newId();
    const doc =
      req.template === 'sample'
        ? checkScenario({ ...(sampleScenario as object), id, name: req.name }, 'internal', 'The sample scenario is damaged')
        : checkScenario(createScenario({ id, name: req.name, width: req.width, height: req.height }), 'bad-request', 'That table cannot be made');
    const row = this.insert(doc);
    return { summary: scenarioSummary(row), doc };
  }

  open(req: ParsedRequest<'scenarios.open'>): ScenarioRecord<Scenario> {
    const row = this.row(req.id);
    return { summary: scenarioSummary(row), doc: row.doc as Scenario };
  }

  save(req: ParsedRequest<'scenarios.save'>): ScenarioSummary {
    const row = this.row(req.id);
    const doc = checkScenario(req.doc, 'bad-request', 'This scenario cannot be saved');
    const expected = req.expectedRevision ?? row.revision;
    return scenarioSummary(this.update(row, expected, { ...doc, id: row.id }));
  }

  rename(req: ParsedRequest<'scenarios.rename'>): ScenarioSummary {
    const row = this.row(req.id);
    const doc = { ...(row.doc as Scenario), name: req.name };
    return scenarioSummary(this.update(row, row.revision, doc));
  }

  duplicate(req: ParsedRequest<'scenarios.duplicate'>): ScenarioSummary {
    const row = this.row(req.id);
    const name = req.name ?? `${row.name.slice(0, DOC_NAME_MAX - 7)} (copy)`;
    const doc = checkScenario({ ...(row.doc as Scenario), id: this.newId(), name }, 'internal', 'The stored scenario is damaged');
    return scenarioSummary(this.insert(doc));
  }

  delete(req: ParsedRequest<'scenarios.delete'>): { id: string } {
    if (!this.rows.delete(req.id)) throw new ApiFailure('not-found', 'That scenario no longer exists.');
    return { id: req.id };
  }

  export(req: ParsedRequest<'scenarios.export'>): ExportFile {
    const row = this.row(req.id);
    return { fileName: scenarioFileName(row.name), text: scenarioFileText(row.doc as Scenario) };
  }

  /** Imports a scenario file under a fresh id; nothing is stored on refusal. */
  import(req: ParsedRequest<'scenarios.import'>): ScenarioSummary {
    const doc = parseScenarioFile(req.text);
    return scenarioSummary(this.insert({ ...doc, id: this.newId() }));
  }

  async print(req: ParsedRequest<'scenarios.print'>): Promise<PdfFile> {
    const row = this.row(req.id);
    const pdf = await this.renderPdf(row.doc as Scenario, { paper: req.paper, overview: req.overview });
    return { fileName: scenarioPdfName(row.name, req.paper), base64: Buffer.from(pdf.bytes).toString('base64'), pages: pdf.pages };
  }
}
