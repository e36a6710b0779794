import { describe, expect, it } from 'vitest';
import sample from '../../../resources/games/combat-patrol/sample-scenario.json';
import { tableFingerprint } from './balance/fingerprint';
import { isRecordCurrent, recordChances } from './balance-record';
import { exportScenario } from './scenario';
import { validateScenario } from './validate-scenario';

const record = { level: 'tactical', battles: 200, firstSeed: 1, wins: { US: 95, German: 100, draw: 5 }, measured: '2026-12-02', table: tableFingerprint(sample) };
/** A luck record as a check of 200 battles keeps it: the US's luck and the German's, their products, their sums over each side's wins. */
const luck = { x: [0.4, -0.3], xx: [9.5, -0.8, -0.8, 8.7], xWin: [12, -9], xLoss: [-11.5, 9.2] };

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

  it('keeps the luck of the battles\' dice, and gives each side\'s chance with it allowed for: the plain share without', () => {
    const r = validateScenario({ ...sample, balance: { ...record, luck } });
    expect(r.ok && r.scenario.balance).toEqual({ ...record, luck });
    const plain = recordChances(record);
    expect(plain.US.chance).toBeCloseTo(95 / 200, 9);
    expect(plain.German.chance).toBeCloseTo(100 / 200, 9);
    const allowed = recordChances({ ...record, luck });
    // The US won with good luck and lost with bad: allowing for it narrows the margin of both sides' figures.
    expect(allowed.US.margin).toBeLessThan(plain.US.margin * 0.9);
    expect(allowed.German.margin).toBeLessThan(plain.German.margin * 0.9);
    expect(allowed.US.chance).not.toBeCloseTo(plain.US.chance, 3);
  });

  it.each([
    [{ ...record, wins: { US: 95, German: 100, draw: 4 } }, 'balance.wins', 'add up to 199'],
    [{ ...record, battles: 0 }, 'balance.battles', 'from 1'],
    [{ ...record, measured: 'yesterday' }, 'balance.measured', 'YYYY-MM-DD'],
    [{ ...record, level: '' }, 'balance.level', "computer level's name"],
    [{ ...record, wins: { US: 95, German: 100, draw: 5, Soviet: 0 } }, 'balance.wins.Soviet', 'is not US, German or draw'],
    [{ ...record, extra: 1 }, 'balance.extra', 'not part of a balance record'],
    ['40%', 'balance', 'must be an object'],
    [{ ...record, table: 12 }, 'balance.table', 'fingerprint of the table it was measured on'],
    [{ ...record, table: 'abc' }, 'balance.table', '16 hex digits'],
    [{ ...record, against: 'tactical' }, 'balance.against', 'differs from level'],
    [{ ...record, luck: [1, 2] }, 'balance.luck', 'must be an object'],
    [{ ...record, luck: { ...luck, x: [1] } }, 'balance.luck.x', 'list of 2 numbers'],
    [{ ...record, luck: { ...luck, xx: [1, 2, 3, 'x'] } }, 'balance.luck.xx', 'list of 4 numbers'],
    [{ ...record, luck: { ...luck, xWin: [1, Infinity] } }, 'balance.luck.xWin', 'list of 2 numbers'],
    [{ ...record, luck: { ...luck, bias: [0, 0] } }, 'balance.luck.bias', "not part of the luck's sums"],
    [{ ...record, luck: { x: [0, 0], xx: [0, 0, 0, 0], xWin: [0, 0] } }, 'balance.luck.xLoss', 'list of 2 numbers'],
  ])('refuses a bad record naming the field: %j', (balance, field, words) => {
    const r = validateScenario({ ...sample, balance });
    expect(r).toMatchObject({ ok: false, error: { field, message: expect.stringContaining(words) } });
  });

  it('is current on the table it was measured on, whatever its name, notes or id, and out of date once the table changes', () => {
    const r = validateScenario({ ...sample, balance: { ...record, level: 'tactical', against: 'random' } });
    if (!r.ok) throw new Error(r.error.message);
    const b = r.scenario.balance!;
    expect(b.against).toBe('random');
    expect(isRecordCurrent(b, r.scenario)).toBe(true);
    expect(isRecordCurrent(b, { ...r.scenario, id: 'copy', name: 'Renamed', notes: 'Other words', balance: undefined })).toBe(true);
    const moved = { ...r.scenario, models: r.scenario.models.map((m, i) => (i === 0 ? { ...m, x: m.x + 1 } : m)) };
    expect(isRecordCurrent(b, moved)).toBe(false);
    expect(isRecordCurrent(b, { ...r.scenario, battle: { ...r.scenario.battle, turnLimit: 3 } })).toBe(false);
  });

  it('reads a record written before tables were fingerprinted (a table started from a shipped one last version), counted out of date', () => {
    const { table: _, ...old } = record;
    const r = validateScenario({ ...sample, balance: old });
    if (!r.ok) throw new Error(r.error.message);
    expect(isRecordCurrent(r.scenario.balance!, r.scenario)).toBe(false);
  });
});
