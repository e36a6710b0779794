/**
 * The scenario document: creating one, exporting it as versioned JSON, and reading the rules it
 * carries (house defaults merged with its overrides). Pure functions over plain data.
 */
import { placeShape, type SightRules, type TerrainShape, type Vec } from '../../geometry';
import { defaultHouseRules, terrainKind } from './data';
import { SCENARIO_FORMAT, SCENARIO_FORMAT_VERSION, TABLE_DEFAULT, type HouseRules, type Scenario, type TerrainPiece } from './types';

export interface NewScenarioOptions {
  id: string;
  name: string;
  width?: number;
  height?: number;
}

/** An empty 48 x 48 inch table (or the size given), grid hidden at 1 inch. */
export function createScenario(opts: NewScenarioOptions): Scenario {
  return {
    format: SCENARIO_FORMAT,
    formatVersion: SCENARIO_FORMAT_VERSION,
    id: opts.id,
    name: opts.name,
    notes: '',
    table: { width: opts.width ?? TABLE_DEFAULT, height: opts.height ?? TABLE_DEFAULT, grid: { visible: false, spacing: 1 } },
    terrain: [],
    models: [],
    deploymentZones: [],
    objectives: [],
    houseRules: {},
  };
}

/** The document as plain JSON data (a deep copy), ready for JSON.stringify and validateScenario. */
export function exportScenario(doc: Scenario): Scenario {
  return JSON.parse(JSON.stringify(doc)) as Scenario;
}

/** A new piece of a library kind, its default outline placed at `at`. Throws on an unknown kind (a programming error). */
export function newTerrainPiece(kindId: string, id: string, at: Vec, rotation = 0): TerrainPiece {
  const kind = terrainKind(kindId);
  if (!kind) throw new Error(`unknown terrain kind ${kindId}`);
  return {
    id,
    kind: kind.id,
    x: at.x,
    y: at.y,
    rotation,
    closed: kind.shape === 'polygon',
    points: kind.defaultPoints.map((p) => ({ x: p.x, y: p.y })),
    width: kind.shape === 'polygon' ? 0 : kind.width,
    props: {},
  };
}

/** The house rules in force: our defaults, overridden by the scenario's own. */
export function houseRulesOf(doc: Pick<Scenario, 'houseRules'>): HouseRules {
  return { ...defaultHouseRules, ...doc.houseRules };
}

export function sightRulesOf(rules: HouseRules): SightRules {
  return { coverModifiers: { light: rules.coverLight, heavy: rules.coverHeavy }, coverDistance: rules.coverDistance, sightDepth: rules.sightDepth };
}

/** A piece's outline (area) or centre line (line) in table inches. */
export function pieceWorldPoints(piece: TerrainPiece): Vec[] {
  return placeShape(piece.points, { x: piece.x, y: piece.y }, piece.rotation);
}

/** Every piece as the geometry sees it: world points, with its kind's properties and its own overrides. */
export function resolveTerrain(doc: Pick<Scenario, 'terrain'>): TerrainShape[] {
  return doc.terrain.map((piece) => {
    const kind = terrainKind(piece.kind);
    const p = piece.props;
    return {
      id: piece.id,
      name: p.name ?? kind?.name ?? piece.kind,
      closed: piece.closed,
      points: pieceWorldPoints(piece),
      width: piece.closed ? 0 : piece.width,
      cover: p.cover ?? kind?.cover ?? 'none',
      blocksSight: p.blocksSight ?? kind?.blocksSight ?? false,
      difficult: p.difficult ?? kind?.difficult ?? false,
      obstacle: p.obstacle ?? kind?.obstacle ?? false,
    };
  });
}
