/** A tiny client of the local gateway for tests: sends like a browser would, returns the status and the envelope. */
import { inject } from 'vitest';
import type { Envelope } from '../../shared/envelope.js';

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
}

export const api = async <T = unknown>(
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: Record<string, string>; raw?: string; contentType?: string } = {},
): Promise<Answer<T>> => {
  const headers: Record<string, string> = { language: 'zh_CN' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  } else if (options.form) {
    body = new URLSearchParams(options.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (options.raw !== undefined) {
    body = options.raw;
  }
  if (options.contentType) headers['content-type'] = options.contentType;
  const res = await fetch(`${inject('cloud').siteUrl}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: Envelope<T>;
  try {
    parsed = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${method} ${path} answered ${res.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  return { status: res.status, body: parsed };
};
