import { describe, expect, it } from 'vitest';
import sample from '../../../resources/games/combat-patrol/sample-scenario.json';
import { exportScenario } from './scenario';
import { validateScenario } from './validate-scenario';

const record = { level: 'tactical', battles: 200, firstSeed: 1, wins: { US: 95, German: 100, draw: 5 }, measured: '2026-12-02' };

describe('a scenario\'s balance record (optional field "balance")', () => {
  it('passes the validator exactly as written and survives export', () => {
    const r = validateScenario({ ...sample, balance: record });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.scenario.balance).toEqual(record);
    expect(validateScenario(JSON.parse(JSON.stringify(exportScenario(r.scenario))))).toEqual(r);
    // Absent: the document has no balance field (never filled in).
    const plain = validateScenario(sample);
    expect(plain.ok && 'balance' in plain.scenario).toBe(false);
  });

  it.each([
    [{ ...record, wins: { US: 95, German: 100, draw: 4 } }, 'balance.wins', 'add up to 199'],
    [{ ...record, battles: 0 }, 'balance.battles', 'from 1'],
    [{ ...record, measured: 'yesterday' }, 'balance.measured', 'YYYY-MM-DD'],
    [{ ...record, level: '' }, 'balance.level', "computer level's name"],
    [{ ...record, wins: { US: 95, German: 100, draw: 5, Soviet: 0 } }, 'balance.wins.Soviet', 'is not US, German or draw'],
    [{ ...record, extra: 1 }, 'balance.extra', 'not part of a balance record'],
    ['40%', 'balance', 'must be an object'],
  ])('refuses a bad record naming the field: %j', (balance, field, words) => {
    const r = validateScenario({ ...sample, balance });
    expect(r).toMatchObject({ ok: false, error: { field, message: expect.stringContaining(words) } });
  });
});
