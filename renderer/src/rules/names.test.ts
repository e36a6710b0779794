import { describe, expect, it } from 'vitest';
import { catalogName } from './names';

describe('rules page titles', () => {
  it('name every rules text as its title shows it, capitalised alike (the campaign’s too)', () => {
    expect(catalogName('lost-patrol')).toBe('The Lost Patrol');
    expect(catalogName('campaign')).toBe('Campaign');
    for (const id of ['endless-patrol', 'lost-patrol', 'patrol-lost', 'combat-patrol', 'campaign']) expect(catalogName(id)).toMatch(/^[A-Z]/);
  });
});
