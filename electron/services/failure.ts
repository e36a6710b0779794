import type { ApiErrorCode } from '../api/contract';

/** A refusal a service raises; the dispatcher turns it into { ok: false, error }. */
export class ApiFailure extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}
