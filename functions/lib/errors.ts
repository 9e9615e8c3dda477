/** The one error type a service throws: a catalogue entry (shared/errors.ts), maybe with its own message and data. */
import { ERRORS, type ErrorDef, type ErrorName } from '../../shared/errors.js';

export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  readonly data: unknown;

  constructor(def: ErrorDef, msg?: string, data: unknown = null) {
    super(msg ?? def.msg);
    this.name = 'AppError';
    this.code = def.code;
    this.status = def.status;
    this.data = data;
  }
}

/** `throw fail('FORBIDDEN')`, or with a message of the rule that refused. */
export const fail = (name: ErrorName, msg?: string, data?: unknown): AppError => new AppError(ERRORS[name], msg, data);

/** A 400 about one field that only the server can judge (the schema passed): the field named, as validation does. */
/** A 403 about one field that names what is not the caller's (another person's upload): the field named, as validation does. */
export const notYoursField = (path: string, message: string): AppError => fail('FORBIDDEN', message, { issues: [{ path, message }] });

export const fieldError = (path: string, message: string): AppError => fail('BAD_REQUEST', message, { issues: [{ path, message }] });
