/** AWS Signature Version 4 as S3 computes it: canonical request, string to sign, signing key (pure, node:crypto only). */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const ALGORITHM = 'AWS4-HMAC-SHA256';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** Header values as Node gives them (`req.headersDistinct` or `req.headers`), names lower-case. */
export type HeaderMap = Readonly<Record<string, string | readonly string[] | undefined>>;

export const sha256Hex = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

export const hmac = (key: string | Uint8Array, data: string): Buffer => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as SigV4 requires: only A-Z a-z 0-9 - _ . ~ stay as they are, hex digits upper-case. */
export const uriEncode = (text: string, encodeSlash = true): string => {
  const encoded = encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return encodeSlash ? encoded : encoded.replace(/%2F/g, '/');
};

/** A client may send %xx or the raw character; both mean the same byte, so decode before re-encoding. */
const decodeComponent = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * S3 signs the path without normalising it (no `.`/`..` folding, no double encoding): each segment is decoded
 * once and re-encoded, so `/test$file.text` and `/test%24file.text` sign alike while an encoded `%2F` stays one.
 */
export const canonicalUri = (rawPath: string): string =>
  rawPath === '' ? '/' : rawPath.split('/').map((segment) => uriEncode(decodeComponent(segment))).join('/');

/** Sorted by encoded name then value; a parameter without `=` signs as `name=`. */
export const canonicalQuery = (rawQuery: string, exclude: ReadonlySet<string> = new Set()): string =>
  rawQuery
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const at = part.indexOf('=');
      const name = decodeComponent(at < 0 ? part : part.slice(0, at));
      const value = at < 0 ? '' : decodeComponent(part.slice(at + 1));
      return { name, key: uriEncode(name), value: uriEncode(value) };
    })
    .filter((param) => !exclude.has(param.name))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .map((param) => `${param.key}=${param.value}`)
    .join('&');

/** Repeated headers join with commas; values are trimmed and inner whitespace runs collapse to one space. */
export const canonicalHeaderValue = (value: string | readonly string[] | undefined): string => {
  const values = value === undefined ? [] : typeof value === 'string' ? [value] : value;
  return values.map((v) => v.trim().replace(/\s+/g, ' ')).join(',');
};

export interface CanonicalRequestInput {
  method: string;
  /** The path as sent, still percent-encoded. */
  rawPath: string;
  /** The query string as sent, without `?`. */
  rawQuery: string;
  headers: HeaderMap;
  /** Lower-case names, in the order the client listed them. */
  signedHeaders: readonly string[];
  payloadHash: string;
  /** Query parameters left out (the presigned `X-Amz-Signature`). */
  excludeQuery?: ReadonlySet<string>;
}

export const canonicalRequest = (input: CanonicalRequestInput): string =>
  [
    input.method.toUpperCase(),
    canonicalUri(input.rawPath),
    canonicalQuery(input.rawQuery, input.excludeQuery),
    ...input.signedHeaders.map((name) => `${name}:${canonicalHeaderValue(input.headers[name])}`),
    '',
    input.signedHeaders.join(';'),
    input.payloadHash,
  ].join('\n');

export const stringToSign = (amzDate: string, scope: string, canonical: string): string =>
  [ALGORITHM, amzDate, scope, sha256Hex(canonical)].join('\n');

export const signingKey = (secretAccessKey: string, date: string, region: string, service: string): Buffer =>
  hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), 'aws4_request');

export const signHex = (key: Uint8Array, text: string): string => hmac(key, text).toString('hex');

/** Constant-time comparison of two hex signatures. */
export const sameSignature = (expected: string, provided: string): boolean => {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(provided, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
};

/** One chunk of an `aws-chunked` body signed with STREAMING-AWS4-HMAC-SHA256-PAYLOAD; each signature chains the previous. */
export const chunkStringToSign = (amzDate: string, scope: string, previousSignature: string, chunkSha256: string): string =>
  ['AWS4-HMAC-SHA256-PAYLOAD', amzDate, scope, previousSignature, EMPTY_SHA256, chunkSha256].join('\n');

/** The trailing headers of a signed trailer upload, chained to the final (empty) chunk's signature. */
export const trailerStringToSign = (amzDate: string, scope: string, previousSignature: string, trailerSha256: string): string =>
  ['AWS4-HMAC-SHA256-TRAILER', amzDate, scope, previousSignature, trailerSha256].join('\n');

/** A browser POST signs nothing but the base64 policy text, with the key of the credential's day and region. */
export const policySignature = (secretAccessKey: string, date: string, region: string, base64Policy: string): string =>
  signHex(signingKey(secretAccessKey, date, region, 's3'), base64Policy);

/** `YYYYMMDDTHHMMSSZ`, the ISO 8601 basic form every SigV4 timestamp uses. */
export const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

export const parseAmzDate = (text: string): Date | undefined => {
  const m = AMZ_DATE.exec(text);
  if (!m) return undefined;
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

export const toAmzDate = (date: Date): string => date.toISOString().replace(/[-:]|\.\d{3}/g, '');
