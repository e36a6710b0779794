import { describe, expect, it } from 'vitest';
import sample from '../../../../resources/games/combat-patrol/sample-scenario.json';
import { resolveTerrain } from '../../../../engine/games/combat-patrol/scenario';
import type { DeploymentZone, Scenario } from '../../../../engine/games/combat-patrol/types';
import { placeZoneLabels } from './zone-labels';

const size = (text: string) => ({ w: text.length * 0.55, h: 1.1 });
const zone = (id: string, points: Array<[number, number]>): DeploymentZone => ({ id, side: 'US', label: `${id} zone`, points: points.map(([x, y]) => ({ x, y })) });

describe('deployment zone labels', () => {
  it('an empty zone has its label in the middle', () => {
    const [l] = placeZoneLabels([zone('us', [[0, 36], [48, 36], [48, 48], [0, 48]])], [], 0.5, [], size);
    expect((l!.x0 + l!.x1) / 2).toBeCloseTo(24, 0);
    expect((l!.y0 + l!.y1) / 2).toBeCloseTo(42, 0);
  });

  it('on the sample table neither label sits on a road, a piece of terrain or a soldier', () => {
    const doc = sample as unknown as Scenario;
    const labels = placeZoneLabels(doc.deploymentZones, doc.models, 0.5, resolveTerrain(doc), size);
    expect(labels.map((l) => l.text)).toEqual(['German deployment', 'US deployment']);
    for (const l of labels) {
      for (const m of doc.models) expect(m.x + 0.5 < l.x0 || m.x - 0.5 > l.x1 || m.y + 0.5 < l.y0 || m.y - 0.5 > l.y1, `${l.text} / ${m.name}`).toBe(true);
      expect(l.x1 < 22.5 || l.x0 > 25.5, `${l.text} on the north-south road`).toBe(true);
      expect(l.y1 < 22.5 || l.y0 > 25.5, `${l.text} on the east-west road`).toBe(true);
      // Inside its own zone.
      const z = doc.deploymentZones.find((d) => d.id === l.zoneId)!;
      const ys = z.points.map((p) => p.y);
      expect(l.y0).toBeGreaterThanOrEqual(Math.min(...ys));
      expect(l.y1).toBeLessThanOrEqual(Math.max(...ys));
    }
  });

  it('a zone too small for its label keeps it centred', () => {
    const [l] = placeZoneLabels([zone('tiny', [[10, 10], [12, 10], [12, 11], [10, 11]])], [], 0.5, [], size);
    expect((l!.x0 + l!.x1) / 2).toBeCloseTo(11, 9);
  });
});
