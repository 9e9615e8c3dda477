/** One entry of the error catalogue (docs/conventions.md "Envelope and status codes"). */
export interface ErrorDef {
  readonly code: number;
  readonly status: number;
  readonly msg: string;
}

export const def = (code: number, status: number, msg: string): ErrorDef => ({ code, status, msg });
