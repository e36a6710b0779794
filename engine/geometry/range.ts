/**
 * Range bands. Range is measured centre of base to centre of base, in inches (a house rule:
 * the source gives distances without saying where from). A distance exactly on a band's limit
 * is within that band (to EPS inches).
 */
import { EPS } from './vec';

export type RangeBand = 'optimum' | 'maximum' | 'out';

/** 'optimum' up to and including `optimum`, 'maximum' up to and including `maximum`, else 'out'. */
export function rangeBand(distanceInches: number, optimum: number, maximum: number): RangeBand {
  if (distanceInches <= optimum + EPS) return 'optimum';
  if (distanceInches <= maximum + EPS) return 'maximum';
  return 'out';
}
