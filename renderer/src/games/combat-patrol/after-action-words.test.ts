import { describe, expect, it } from 'vitest';
import { woundsTaken } from './after-action-words';

const hit = (band: 'light' | 'serious', turn: number, byName: string | null) => ({ turn, band, total: 12, by: byName ? 'x' : null, weaponId: 'kar98k', byName });

describe('the after-action table: wounds taken', () => {
  it('lists the wound a man began the battle with before those he took in it', () => {
    expect(woundsTaken({ startedAs: 'serious', wounds: [hit('light', 3, 'Fritz Bauer')] })).toBe('serious (before the battle); light (turn 3, Fritz Bauer)');
    expect(woundsTaken({ startedAs: 'critical', wounds: [] })).toBe('critical (before the battle)');
  });

  it('a man who began unhurt: only this battle\'s wounds, or a dash', () => {
    expect(woundsTaken({ wounds: [hit('serious', 2, null)] })).toBe('serious (turn 2)');
    expect(woundsTaken({ wounds: [] })).toBe('—');
  });
});
