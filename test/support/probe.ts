/**
 * What the outside probes (test/deep/integration/outside-probe-*.test.ts) ask of every answer: its business code, and
 * that no door answers a client's input with a server error.
 */
import { expect } from 'vitest';
import type { Answer } from './api.js';

export { ok } from './orders.js';

export const codeOf = (a: Answer): number => a.body.code;

/** No answer is a 5xx: whatever a client sends is refused with a code, never a fault of ours. */
export const noServerError = (answers: readonly { status: number; body?: unknown }[], what: string): void => {
  for (const a of answers) expect(a.status, `${what}: ${a.status} ${JSON.stringify(a.body).slice(0, 300)}`).toBeLessThan(500);
};
