/** Sends a generated request (test/support/fuzz/requests.ts) the way the project's tests reach the API, and reads the answer. */
import type { Envelope } from '../../../shared/envelope.js';
import { send } from '../transport.js';
import type { FuzzCase } from './requests.js';

export interface CaseAnswer {
  status: number;
  text: string;
  /** The envelope, or undefined when the answer was not JSON. */
  body: Envelope<unknown>;
}

export const sendCase = async (c: FuzzCase, token: string | undefined): Promise<CaseAnswer> => {
  const headers: Record<string, string> = { language: 'zh_CN' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (c.body?.contentType) headers['content-type'] = c.body.contentType;
  // Bytes, not a string: a string body would get fetch's own text/plain.
  const { status, text } = await send({ method: c.method, path: `${c.path}${c.query ? `?${c.query}` : ''}`, headers, body: c.body ? Buffer.from(c.body.text, 'utf8') : undefined });
  let parsed: Envelope<unknown>;
  try {
    parsed = JSON.parse(text) as Envelope<unknown>;
  } catch {
    parsed = undefined as unknown as Envelope<unknown>;
  }
  return { status, text, body: parsed };
};
