/** The typed rejection of the HTTP helper: what the server (or the network) said, for callers and SWR. */

/**
 * - `business`: an envelope with a code other than 200/0 (a 6-digit business code, or 400/401/403/404/429/500);
 * - `http`: a non-2xx answer without an envelope (a proxy, a gateway), or a 2xx answer that is not an envelope;
 * - `network`: no answer at all; `timeout`: no answer in time; `canceled`: the caller aborted.
 */
export type HttpErrorKind = 'business' | 'http' | 'network' | 'timeout' | 'canceled';

/** The code of a failure that never got an answer (`network`, `timeout`, `canceled`). */
export const NO_ANSWER_CODE = -1;

export interface HttpErrorInit<T> {
  kind: HttpErrorKind;
  /** The envelope's code, else the HTTP status, else NO_ANSWER_CODE. */
  code: number;
  /** The Chinese message shown (or that would have been shown) to the person. */
  msg: string;
  /** The envelope's `data` (e.g. `issues` of a 400, `requestId` of a 500). */
  data?: T;
  /** The HTTP status, 0 when there was no answer. */
  status: number;
}

export class HttpError<T = unknown> extends Error {
  override readonly name = 'HttpError';
  readonly kind: HttpErrorKind;
  readonly code: number;
  readonly msg: string;
  readonly data: T | undefined;
  readonly status: number;

  constructor(init: HttpErrorInit<T>) {
    super(init.msg);
    this.kind = init.kind;
    this.code = init.code;
    this.msg = init.msg;
    this.data = init.data;
    this.status = init.status;
  }
}

export const isHttpError = (value: unknown): value is HttpError => value instanceof HttpError;
