/**
 * The three things the functions ask of S3 — a presigned POST for an upload, a presigned GET for a private file and a
 * HEAD of an uploaded object — signed with SigV4 by the SDK's own signer (`@smithy/signature-v4`, already in every
 * bundle for DynamoDB) instead of through `@aws-sdk/client-s3`. The S3 client and its presigners are about 120 KB of
 * a minified bundle, more than any unit can spare under its 700 KB budget (docs/decisions.md "S3 without the S3
 * client"). test/unit/s3-signing.test.ts holds every URL, field and signature made here to the SDK's own output
 * for the same clock, credentials, region and endpoint.
 *
 * Where S3 is: the standard SDK configuration, as the SDK reads it — `AWS_ENDPOINT_URL_S3` or `AWS_ENDPOINT_URL`
 * (the local cloud's S3 server, path-style when `S3_FORCE_PATH_STYLE` is `true`), otherwise the region's
 * virtual-hosted endpoint `https://<bucket>.s3.<region>.amazonaws.com` (`.amazonaws.com.cn` in the China regions).
 */
import { createHash, createHmac } from 'node:crypto';
import { Sha256 } from '@smithy/core/checksum';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { SignatureV4, createScope, getSigningKey } from '@smithy/signature-v4';
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@smithy/types';
import { config } from '../config.js';

/** Where requests for one bucket go, and how they are signed. */
export interface S3Target {
  readonly region: string;
  /** The bucket's base URL, without a trailing slash: `https://<bucket>.s3.<region>.amazonaws.com`, `http://127.0.0.1:4569/<bucket>`. */
  readonly bucketUrl: URL;
  readonly credentials: AwsCredentialIdentityProvider;
}

let provider: AwsCredentialIdentityProvider | undefined;

/** The configured target: region, endpoint and the default credential chain (memoised, as a client would). */
export const s3Target = (bucket: string, env: NodeJS.ProcessEnv = process.env): S3Target => {
  const region = env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1';
  const custom = env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
  let bucketUrl: URL;
  if (custom) {
    const base = new URL(custom);
    if (config.s3ForcePathStyle) {
      bucketUrl = new URL(`${base.origin}${base.pathname.replace(/\/$/, '')}/${bucket}`);
    } else {
      bucketUrl = new URL(`${base.protocol}//${bucket}.${base.host}${base.pathname.replace(/\/$/, '')}`);
    }
  } else {
    bucketUrl = new URL(`https://${bucket}.s3.${region}.amazonaws.com${region.startsWith('cn-') ? '.cn' : ''}`);
  }
  provider ??= defaultProvider();
  return { region, bucketUrl, credentials: provider };
};

/** S3's path encoding of a key: every byte but unreserved characters and `/`, as the SDK sends it. */
const encodeKey = (key: string): string =>
  key
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');

const objectRequest = (target: S3Target, method: string, key: string, query: Record<string, string> = {}) => {
  const url = target.bucketUrl;
  const path = `${url.pathname.replace(/\/$/, '')}/${encodeKey(key)}`;
  const host = url.host;
  return {
    method,
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path,
    query,
    headers: { host } as Record<string, string>,
  };
};

const signer = (target: S3Target) =>
  new SignatureV4({ service: 's3', region: target.region, credentials: target.credentials, sha256: Sha256, uriEscapePath: false, applyChecksum: false });

const urlOf = (request: { protocol: string; hostname: string; port?: number; path: string; query?: Record<string, string | string[] | null> }): string => {
  const query = Object.entries(request.query ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([name, value]) => (Array.isArray(value) ? value.map((v) => [name, v]) : [[name, value]]))
    .map(([name, value]) => (value == null ? encodeURIComponent(String(name)) : `${encodeURIComponent(String(name))}=${encodeURIComponent(String(value))}`))
    .join('&');
  return `${request.protocol}//${request.hostname}${request.port ? `:${request.port}` : ''}${request.path}${query ? `?${query}` : ''}`;
};

/** A GET URL of one object, valid for `expiresIn` seconds (the URL the SDK's getSignedUrl makes for GetObject). */
export const presignGet = async (target: S3Target, key: string, expiresIn: number, signingDate?: Date): Promise<string> => {
  const request = objectRequest(target, 'GET', key, { 'x-id': 'GetObject' });
  request.headers['X-Amz-Content-Sha256'] = 'UNSIGNED-PAYLOAD';
  const signed = await signer(target).presign(request, { expiresIn, unsignableHeaders: new Set(['content-type']), ...(signingDate ? { signingDate } : {}) });
  return urlOf(signed);
};

const iso8601 = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export type PostCondition = readonly [string, string | number, string | number] | Record<string, string>;

/**
 * A browser form post of one object: the policy (expiry and conditions) signed with the day's signing key; S3 itself
 * then enforces every condition (the SDK's createPresignedPost, field for field).
 */
export const presignPost = async (
  target: S3Target,
  bucket: string,
  { key, fields = {}, conditions = [], expiresIn }: { key: string; fields?: Record<string, string>; conditions?: readonly PostCondition[]; expiresIn: number },
  now: Date = new Date(),
): Promise<{ url: string; fields: Record<string, string> }> => {
  const signingDate = iso8601(now).replace(/[-:]/g, '');
  const shortDate = signingDate.slice(0, 8);
  const credentials: AwsCredentialIdentity = await target.credentials();
  const credential = `${credentials.accessKeyId}/${createScope(shortDate, target.region, 's3')}`;
  const signedFields: Record<string, string> = {
    ...fields,
    bucket,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': credential,
    'X-Amz-Date': signingDate,
    ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
  };
  // The same conditions, in the same order and without repeats, as the SDK writes them.
  const unique = new Set<string>(conditions.map((c) => JSON.stringify(c)));
  for (const [name, value] of Object.entries(signedFields)) unique.add(JSON.stringify({ [name]: value }));
  unique.add(JSON.stringify({ key }));
  const policy = Buffer.from(
    JSON.stringify({ expiration: iso8601(new Date(now.valueOf() + expiresIn * 1000)), conditions: [...unique].map((c) => JSON.parse(c) as unknown) }),
    'utf8',
  ).toString('base64');
  const signingKey = await getSigningKey(Sha256, credentials, shortDate, target.region, 's3');
  const signature = Buffer.from(createHmac('sha256', signingKey).update(policy, 'utf8').digest()).toString('hex');
  const url = target.bucketUrl;
  return {
    url: `${url.protocol}//${url.host}${url.pathname.replace(/\/$/, '')}${config.s3ForcePathStyle && url.pathname !== '/' ? '' : '/'}`,
    fields: { ...signedFields, key, Policy: policy, 'X-Amz-Signature': signature },
  };
};

/** The size of one object in bytes, or undefined when there is none (a signed HEAD request). */
export const headObjectSize = async (target: S3Target, key: string): Promise<number | undefined> => {
  const request = objectRequest(target, 'HEAD', key);
  request.headers['x-amz-content-sha256'] = createHash('sha256').update('').digest('hex');
  const signed = await signer(target).sign(request);
  const headers = Object.fromEntries(Object.entries(signed.headers).filter(([name]) => name !== 'host'));
  const answer = await fetch(urlOf(signed), { method: 'HEAD', headers, signal: AbortSignal.timeout(5_000) });
  if (answer.status === 404) return undefined;
  if (!answer.ok) throw new Error(`S3 HEAD ${key}: HTTP ${answer.status}`);
  return Number(answer.headers.get('content-length') ?? 0);
};

/** Attempts of one DELETE: S3 may answer 500 or 503 for a moment, which the SDKs retry too (their standard mode: 3). */
const DELETE_ATTEMPTS = 3;

/**
 * Deletes one object (a signed DELETE): idempotent, as S3 answers 204 whether or not the key held an object. A 5xx or
 * a lost connection is tried again, up to DELETE_ATTEMPTS times with a short backoff; then it throws, so that the work
 * that asked for it is retried later (the erasure's second step: its timer stays).
 */
export const deleteObject = async (target: S3Target, key: string): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    const request = objectRequest(target, 'DELETE', key);
    request.headers['x-amz-content-sha256'] = createHash('sha256').update('').digest('hex');
    const signed = await signer(target).sign(request);
    const headers = Object.fromEntries(Object.entries(signed.headers).filter(([name]) => name !== 'host'));
    const answer = await fetch(urlOf(signed), { method: 'DELETE', headers, signal: AbortSignal.timeout(5_000) }).catch((error: unknown) => error as Error);
    if (!(answer instanceof Error) && (answer.ok || answer.status === 404)) return;
    const failure = answer instanceof Error ? answer : new Error(`S3 DELETE ${key}: HTTP ${answer.status}`);
    // A refusal (403: no grant) will not change by asking again.
    if (attempt >= DELETE_ATTEMPTS || (!(answer instanceof Error) && answer.status < 500)) throw failure;
    await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt * Math.random()));
  }
};
