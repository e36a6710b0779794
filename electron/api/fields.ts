/**
 * The small request fields every part of the API contract shares: an id, a seat, a name, a paper
 * size. Free of Node imports: the renderer compiles against the contract.
 */
import { z } from 'zod';

/** A save's, scenario's, campaign's or job's id: letters, digits, - and _. */
export const id = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'An id is letters, digits, - and _');
export const paper = z.enum(['a4', 'letter']);
/** A seat at the table: 0 for the first. */
export const seat = z.number().int().min(0).max(7);

export const name = z.string().trim().min(1, 'A name cannot be empty.').max(80, 'A name is at most 80 characters.');
