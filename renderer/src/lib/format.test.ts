import { describe, expect, it } from 'vitest';
import { formatWhen } from './format';

describe('formatWhen (a save row\'s "when")', () => {
  const now = new Date(2026, 11, 2, 18, 30);
  it('says minutes for the last hour', () => {
    expect(formatWhen(new Date(2026, 11, 2, 18, 30, 10).toISOString(), now)).toBe('just now');
    expect(formatWhen(new Date(2026, 11, 2, 18, 5).toISOString(), now)).toBe('25 min ago');
  });
  it('says the time for today and the date and time before, in the reader\'s own formats', () => {
    const today = new Date(2026, 11, 2, 9, 7);
    expect(formatWhen(today.toISOString(), now)).toBe(`today ${today.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}`);
    const before = new Date(2025, 3, 14, 21, 45);
    expect(formatWhen(before.toISOString(), now)).toBe(`${before.toLocaleDateString()} ${before.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}`);
  });
  it('says — for a date it cannot read', () => {
    expect(formatWhen('not a date', now)).toBe('—');
  });
});
