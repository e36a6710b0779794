/**
 * How each terrain kind prints: a light fill from the library colour, a darker outline and a
 * pattern, so the kinds stay apart on a greyscale printer too. Layers put ground (roads, fields)
 * under woods, woods under walls, walls under buildings.
 */
import { terrainKind } from '../../engine/games/combat-patrol';
import { hexColour, tint, type Rgb } from './ops';

export type PatternKind = 'trees' | 'bushes' | 'crosshatch' | 'furrows' | 'centre-dash' | 'hatch' | 'stones' | 'posts' | 'none';

export interface TerrainStyle {
  fill: Rgb;
  stroke: Rgb;
  ink: Rgb;
  pattern: PatternKind;
  layer: number;
}

const BY_KIND: Record<string, { pattern: PatternKind; layer: number; fillTint: number }> = {
  road: { pattern: 'centre-dash', layer: 0, fillTint: 0.55 },
  'ploughed-field': { pattern: 'furrows', layer: 1, fillTint: 0.75 },
  woods: { pattern: 'trees', layer: 2, fillTint: 0.8 },
  foxhole: { pattern: 'hatch', layer: 3, fillTint: 0.45 },
  hedge: { pattern: 'bushes', layer: 4, fillTint: 0.6 },
  'wooden-fence': { pattern: 'posts', layer: 5, fillTint: 0.55 },
  'stone-wall': { pattern: 'stones', layer: 6, fillTint: 0.5 },
  building: { pattern: 'crosshatch', layer: 7, fillTint: 0.7 },
};

export function terrainStyle(kindId: string): TerrainStyle {
  const kind = terrainKind(kindId);
  const base = hexColour(kind?.colour ?? '#888888');
  const spec = BY_KIND[kindId] ?? { pattern: 'hatch' as PatternKind, layer: 3, fillTint: 0.7 };
  const ink = { r: base.r * 0.75, g: base.g * 0.75, b: base.b * 0.75 };
  return { fill: tint(base, spec.fillTint), stroke: ink, ink, pattern: spec.pattern, layer: spec.layer };
}
