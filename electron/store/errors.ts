/** Why a database file cannot be used. Every message is written for the person who chose the file. */
export type StoreErrorCode = 'not-sqlite' | 'corrupt' | 'foreign' | 'too-new' | 'io';

export class StoreError extends Error {
  override readonly name = 'StoreError';
  constructor(
    readonly code: StoreErrorCode,
    message: string,
    readonly path: string,
  ) {
    super(message);
  }
}

export function isStoreError(e: unknown): e is StoreError {
  return e instanceof StoreError;
}
