import { describe, expect, it } from 'vitest';
import { chooseCurrent } from './current-campaign';

describe('the current campaign', () => {
  const list = [{ id: 'b', archived: false }, { id: 'a', archived: false }, { id: 'z', archived: true }];
  it('is the one picked while it exists and is not archived, else the latest active one', () => {
    expect(chooseCurrent(list, 'a')).toBe('a');
    expect(chooseCurrent(list, 'z')).toBe('b');
    expect(chooseCurrent(list, 'gone')).toBe('b');
    expect(chooseCurrent(list, null)).toBe('b');
    expect(chooseCurrent([{ id: 'z', archived: true }], null)).toBeNull();
  });
});
