/**
 * The sandbox payment provider (docs/payments.md "The sandbox"): what a real provider does, on the product's own
 * machine. Its cashier is the SPA's 收银台 page (`#/cashier/<payId>`); its notify is JSON signed with HMAC-SHA256
 * under the sandbox key: the header `x-sandbox-signature: t=<unix seconds>,v1=<hex>` over `<t>.<raw body>`, refused
 * when the signature does not match or is older than five minutes (a captured notify cannot be replayed later).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFY_SIGNATURE_HEADER } from '../../shared/schemas/wallet.js';
import { paySandboxKey } from '../lib/auth/secret.js';
import { fail } from '../lib/errors.js';
import type { PaymentNotice, PaymentProvider } from './payments.js';

/** How old a notify's signature may be. */
export const NOTIFY_TOLERANCE_SECONDS = 300;

const hmac = async (text: string): Promise<string> => createHmac('sha256', await paySandboxKey()).update(text, 'utf8').digest('hex');

/** A notify as the sandbox sends it: the body and its signature header, signed at `at` (unix seconds). */
export const signNotice = async (notice: PaymentNotice, at = Math.floor(Date.now() / 1000)): Promise<{ body: string; signature: string }> => {
  const body = JSON.stringify(notice);
  return { body, signature: `t=${at},v1=${await hmac(`${at}.${body}`)}` };
};

const parseSignature = (header: string | undefined): { t: number; v1: string } | undefined => {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  return Number.isSafeInteger(t) && /^[0-9a-f]{64}$/.test(parts.v1 ?? '') ? { t, v1: parts.v1! } : undefined;
};

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  open: async ({ payId }) => ({ cashierUrl: `/#/cashier/${payId}` }),
  verify: async (rawBody, headers) => {
    const signature = parseSignature(headers[NOTIFY_SIGNATURE_HEADER]);
    if (!signature || Math.abs(Date.now() / 1000 - signature.t) > NOTIFY_TOLERANCE_SECONDS) throw fail('NOTIFY_SIGNATURE_INVALID');
    const expected = Buffer.from(await hmac(`${signature.t}.${rawBody}`), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature.v1, 'hex'))) throw fail('NOTIFY_SIGNATURE_INVALID');
  },
};
