import { describe, expect, it } from 'vitest';
import { combatPatrolReport } from './campaign';

describe('a Combat Patrol! battle in a campaign', () => {
  it('reads each GI’s fate from his model; when the US side lost, the seriously and critically wounded left on the table are missing', () => {
    const soldiers = [
      { id: 'u1', condition: 'dead', kills: 1 },
      { id: 'u2', condition: 'serious', kills: 0 },
      { id: 'u3', condition: 'flesh', kills: 2 },
      { id: 'u4', condition: 'ok', kills: 0 },
    ];
    const won = combatPatrolReport(['a', 'b', 'c', null], ['u1', 'u2', 'u3', 'u4'], { outcome: { winner: 'US', summary: 'US win' }, soldiers })!;
    expect(won.outcome).toBe('win');
    expect(won.squad).toEqual(['a', 'b', 'c']);
    expect(won.named).toEqual([
      { gi: 'a', fate: 'killed', foes: 1 },
      { gi: 'b', fate: 'wounded', severity: 'serious', foes: 0 },
      { gi: 'c', fate: 'wounded', severity: 'flesh', foes: 2 },
    ]);
    const lost = combatPatrolReport(['a', 'b', 'c', null], ['u1', 'u2', 'u3', 'u4'], { outcome: { winner: 'German', summary: 'German win' }, soldiers })!;
    expect(lost.outcome).toBe('loss');
    expect(lost.named!.map((r) => r.fate)).toEqual(['killed', 'missing', 'wounded']);
  });
});
