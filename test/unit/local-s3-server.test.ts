/**
 * The local S3 end to end: started on a free port over a temporary folder, driven by the real SDK clients
 * (@aws-sdk/client-s3, presigned URLs, @aws-sdk/s3-presigned-post) and by fetch as a browser would.
 */
import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { HttpRequest } from '@smithy/core/protocols';
import { SignatureV4 } from '@smithy/signature-v4';
import type { HttpRequest as SignedRequest } from '@smithy/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../infra/local/s3/index.js';
import { sha256Hex } from '../../infra/local/s3/sigv4.js';

const BUCKET = 'uploads';
const ORIGIN = 'http://localhost:3000';
const CREDENTIALS = { accessKeyId: 'LOCALTESTKEY', secretAccessKey: 'local-test-secret' };

let local: LocalS3;
let s3: S3Client;

const client = (overrides: Partial<S3ClientConfig> = {}) =>
  new S3Client({
    endpoint: local.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials: CREDENTIALS,
    ...overrides,
  });

/** Presigned GET/PUT URLs exactly as the project would make them (@aws-sdk/s3-request-presigner). */
const presign = (command: GetObjectCommand | PutObjectCommand, expiresIn: number): Promise<string> =>
  getSignedUrl(s3, command, { expiresIn });

/** A PUT signed by the SDK's signer, for sending by hand what the SDK itself would never send. */
const signPut = async (key: string, headers: Record<string, string>, secretAccessKey = CREDENTIALS.secretAccessKey): Promise<SignedRequest> => {
  const signer = new SignatureV4({
    service: 's3',
    region: 'us-east-1',
    credentials: { ...CREDENTIALS, secretAccessKey },
    sha256: s3.config.sha256,
    uriEscapePath: false,
  });
  const { hostname, port } = new URL(local.endpoint);
  const request = new HttpRequest({
    method: 'PUT',
    protocol: 'http:',
    hostname,
    port: Number(port),
    path: `/${BUCKET}/${key}`,
    headers: { host: `${hostname}:${port}`, ...headers },
  });
  return signer.sign(request, { unsignableHeaders: new Set(['expect']) });
};

/** Sends a request with node:http, honouring `Expect: 100-continue` (the body goes only once the server says so). */
const send = (request: SignedRequest, body: string) =>
  new Promise<{ status: number; body: string; continued: boolean }>((resolve, reject) => {
    let continued = false;
    const outgoing = httpRequest({ host: request.hostname, port: request.port, method: request.method, path: request.path, headers: request.headers });
    outgoing.on('continue', () => {
      continued = true;
      outgoing.end(body);
    });
    outgoing.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, continued }));
    });
    outgoing.on('error', reject);
    if (request.headers.expect === undefined) outgoing.end(body);
    else outgoing.flushHeaders();
  });

const errorCode = async (response: Response) => /<Code>([^<]+)<\/Code>/.exec(await response.text())?.[1];

const sdkError = async (promise: Promise<unknown>) =>
  promise.then(
    () => ({ name: 'no error', status: 0 }),
    (error: { name: string; $metadata?: { httpStatusCode?: number } }) => ({ name: error.name, status: error.$metadata?.httpStatusCode }),
  );

beforeAll(async () => {
  local = await startLocalS3({ port: 0, ...CREDENTIALS, buckets: [BUCKET], corsOrigins: [ORIGIN] });
  s3 = client();
});

afterAll(async () => {
  s3?.destroy();
  await local?.stop();
});

describe('the SDK through the signature-checking front', () => {
  it('puts, gets, lists and deletes objects', async () => {
    expect(local.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const key = 'docs/a b+c~é$(1).txt';
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'hello', ContentType: 'text/plain' }));
    const got = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect([await got.Body?.transformToString(), got.ContentType]).toEqual(['hello', 'text/plain']);
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'docs/' }));
    expect(listed.Contents?.map((c) => c.Key)).toEqual([key]);
    await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
    expect((await sdkError(s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })))).status).toBe(404);
  });

  it('takes streamed bodies sent aws-chunked with a checksum trailer (the SDK default)', async () => {
    const chunked = client({ requestChecksumCalculation: 'WHEN_SUPPORTED' });
    const body = Buffer.alloc(300_000, 'z');
    await chunked.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'stream.bin', Body: Readable.from([body]), ContentLength: body.length }));
    const got = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'stream.bin' }));
    expect(Buffer.from(await got.Body!.transformToByteArray()).equals(body)).toBe(true);
    chunked.destroy();
  });

  it('refuses a wrong secret (SignatureDoesNotMatch) and an unknown key (InvalidAccessKeyId)', async () => {
    const wrongSecret = client({ credentials: { ...CREDENTIALS, secretAccessKey: 'wrong' } });
    expect(await sdkError(wrongSecret.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'x', Body: 'x' })))).toEqual({
      name: 'SignatureDoesNotMatch',
      status: 403,
    });
    expect(await sdkError(wrongSecret.send(new ListObjectsV2Command({ Bucket: BUCKET })))).toEqual({ name: 'SignatureDoesNotMatch', status: 403 });
    const unknown = client({ credentials: { accessKeyId: 'OTHER', secretAccessKey: 'x' } });
    expect(await sdkError(unknown.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'x' })))).toEqual({ name: 'InvalidAccessKeyId', status: 403 });
    wrongSecret.destroy();
    unknown.destroy();
  });

  it('refuses an unsigned request', async () => {
    const response = await fetch(`${local.endpoint}/${BUCKET}?list-type=2`);
    expect([response.status, await errorCode(response)]).toEqual([403, 'AccessDenied']);
  });

  it('refuses a signed upload whose body is not the one signed, and stores nothing', async () => {
    const signed = await signPut('forged.txt', { 'content-length': '5', 'x-amz-content-sha256': sha256Hex('right') });
    const response = await send(signed, 'wrong');
    expect(response.status).toBe(400);
    expect(response.body).toContain('<Code>XAmzContentSHA256Mismatch</Code>');
    expect((await sdkError(s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'forged.txt' })))).status).toBe(404);
  });

  it('refuses a badly signed upload before "100 Continue", so its body is never sent', async () => {
    const signed = await signPut('never.txt', { 'content-length': '5', 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD', expect: '100-continue' }, 'wrong');
    const response = await send(signed, 'never');
    expect([response.status, response.continued]).toEqual([403, false]);
    expect(response.body).toContain('<Code>SignatureDoesNotMatch</Code>');
  });
});

describe('presigned URLs', () => {
  it('serves a presigned GET and takes a presigned PUT', async () => {
    const putUrl = await presign(new PutObjectCommand({ Bucket: BUCKET, Key: 'presigned.txt' }), 60);
    expect(putUrl).toContain('X-Amz-Signature=');
    const put = await fetch(putUrl, { method: 'PUT', body: 'via presigned put' });
    expect(put.status).toBe(200);
    const getUrl = await presign(new GetObjectCommand({ Bucket: BUCKET, Key: 'presigned.txt' }), 60);
    const got = await fetch(getUrl);
    expect([got.status, await got.text()]).toEqual([200, 'via presigned put']);
  });

  it('refuses a tampered presigned URL', async () => {
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'secret-a.txt', Body: 'a' }));
    const url = await presign(new GetObjectCommand({ Bucket: BUCKET, Key: 'secret-a.txt' }), 60);
    for (const tampered of [url.replace('secret-a.txt', 'secret-b.txt'), url.replace('X-Amz-Expires=60', 'X-Amz-Expires=600')]) {
      const response = await fetch(tampered);
      expect([response.status, await errorCode(response)]).toEqual([403, 'SignatureDoesNotMatch']);
    }
  });
});

describe('browser form uploads (createPresignedPost)', () => {
  const MAX = 1024;
  const presignPost = (key: string, expires = 60) =>
    createPresignedPost(s3, {
      Bucket: BUCKET,
      Key: key,
      Fields: { 'Content-Type': 'image/png' },
      Conditions: [
        ['content-length-range', 1, MAX],
        ['eq', '$Content-Type', 'image/png'],
      ],
      Expires: expires,
    });
  const post = (url: string, fields: Record<string, string>, bytes: number) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(bytes).fill(1)], { type: 'image/png' }), 'image.png');
    return fetch(url, { method: 'POST', body: form, headers: { origin: ORIGIN } });
  };

  it('stores a good upload, readable with its content type', async () => {
    const { url, fields } = await presignPost('avatars/ok.png');
    expect(url).toBe(`${local.endpoint}/${BUCKET}`);
    const response = await post(url, fields, 100);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('location')).toBe(`${local.endpoint}/${BUCKET}/avatars/ok.png`);
    const got = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'avatars/ok.png' }));
    expect([got.ContentType, got.ContentLength]).toEqual(['image/png', 100]);
  });

  it('answers 201 with a PostResponse when asked by success_action_status', async () => {
    const { url, fields } = await createPresignedPost(s3, {
      Bucket: BUCKET,
      Key: 'avatars/created.png',
      Fields: { success_action_status: '201' },
    });
    const response = await post(url, fields, 10);
    expect(response.status).toBe(201);
    expect(await response.text()).toContain('<Key>avatars/created.png</Key>');
  });

  it('refuses an oversize file (EntityTooLarge) and a wrong Content-Type (AccessDenied)', async () => {
    const big = await presignPost('avatars/big.png');
    const tooBig = await post(big.url, big.fields, 5 * 1024 * 1024);
    expect([tooBig.status, await errorCode(tooBig)]).toEqual([400, 'EntityTooLarge']);
    const typed = await presignPost('avatars/typed.png');
    const wrongType = await post(typed.url, { ...typed.fields, 'Content-Type': 'text/html' }, 10);
    expect(wrongType.status).toBe(403);
    expect(await wrongType.text()).toContain('Invalid according to Policy: Policy Condition failed: [&quot;eq&quot;, &quot;$Content-Type&quot;, &quot;image/png&quot;]');
    for (const key of ['avatars/big.png', 'avatars/typed.png']) {
      expect((await sdkError(s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })))).status).toBe(404);
    }
  });

  it('refuses a policy re-encoded with a bigger maximum (SignatureDoesNotMatch)', async () => {
    const { url, fields } = await presignPost('avatars/tampered.png');
    const policy = JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString()) as { conditions: unknown[] };
    policy.conditions = policy.conditions.map((c) => (Array.isArray(c) && c[0] === 'content-length-range' ? ['content-length-range', 1, 10 * MAX] : c));
    const response = await post(url, { ...fields, Policy: Buffer.from(JSON.stringify(policy)).toString('base64') }, 2 * MAX);
    expect([response.status, await errorCode(response)]).toEqual([403, 'SignatureDoesNotMatch']);
  });

  it('refuses extra fields the policy does not cover', async () => {
    const { url, fields } = await presignPost('avatars/extra.png');
    const response = await post(url, { ...fields, 'x-amz-meta-owner': 'someone' }, 10);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Invalid according to Policy: Extra input fields: x-amz-meta-owner');
  });
});

describe('expiry', () => {
  it('refuses an expired presigned GET (AccessDenied) and an expired policy (AccessDenied)', async () => {
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'expiring.txt', Body: 'soon gone' }));
    const url = await presign(new GetObjectCommand({ Bucket: BUCKET, Key: 'expiring.txt' }), 1);
    const { url: postUrl, fields } = await createPresignedPost(s3, { Bucket: BUCKET, Key: 'late.png', Expires: 1 });
    await new Promise((resolve) => setTimeout(resolve, 2100));

    const got = await fetch(url);
    const text = await got.text();
    expect(got.status).toBe(403);
    expect(text).toContain('<Code>AccessDenied</Code>');
    expect(text).toContain('<Message>Request has expired</Message>');

    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob(['late']), 'late.png');
    const posted = await fetch(postUrl, { method: 'POST', body: form });
    const postText = await posted.text();
    expect(posted.status).toBe(403);
    expect(postText).toContain('<Code>AccessDenied</Code>');
    expect(postText).toContain('Invalid according to Policy: Policy expired.');
  });
});

describe('CORS', () => {
  it('answers the preflight of the SPA, and refuses another origin', async () => {
    const preflight = await fetch(`${local.endpoint}/${BUCKET}`, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-expose-headers')).toContain('ETag');
    const other = await fetch(`${local.endpoint}/${BUCKET}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect([other.status, await errorCode(other)]).toEqual([403, 'CORSResponse']);
  });
});
