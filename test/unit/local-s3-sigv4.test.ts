/**
 * The local S3's SigV4 checks: AWS's published examples, agreement with the SDK's own signer on random requests,
 * S3's refusals, aws-chunked bodies and the body digests.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Sha256 } from '@aws-crypto/sha256-js';
import { HttpRequest, escapeUri } from '@smithy/core/protocols';
import { SignatureV4 } from '@smithy/signature-v4';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AwsChunkedDecoder } from '../../infra/local/s3/aws-chunked.js';
import { crc32c } from '../../infra/local/s3/checksums.js';
import { verifyRequestAuth, type SignedRequest, type VerifiedAuth } from '../../infra/local/s3/request-auth.js';
import { spoolSignedBody } from '../../infra/local/s3/request-body.js';
import { S3Error } from '../../infra/local/s3/s3-error.js';
import { EMPTY_SHA256, canonicalQuery, canonicalUri, sha256Hex, signingKey } from '../../infra/local/s3/sigv4.js';

// The example credentials of AWS's documentation (not a secret).
const DOC = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
const DOC_NOW = new Date('2013-05-24T00:00:00Z');
const DOC_HOST = 'examplebucket.s3.amazonaws.com';
const DOC_SCOPE = '20130524/us-east-1/s3/aws4_request';

const refusal = (run: () => unknown): S3Error => {
  try {
    run();
  } catch (error) {
    if (error instanceof S3Error) return error;
    throw error;
  }
  throw new Error('expected an S3Error');
};

const docRequest = (
  method: string,
  rawPath: string,
  rawQuery: string,
  headers: Record<string, string>,
  signedHeaders: string,
  signature: string,
): SignedRequest => ({
  method,
  rawPath,
  rawQuery,
  headers: {
    host: DOC_HOST,
    'x-amz-date': '20130524T000000Z',
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${DOC.accessKeyId}/${DOC_SCOPE},SignedHeaders=${signedHeaders},Signature=${signature}`,
  },
});

describe('AWS documentation examples (sig-v4-header-based-auth)', () => {
  it('verifies GET Object with a Range header', () => {
    const request = docRequest(
      'GET',
      '/test.txt',
      '',
      { range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256 },
      'host;range;x-amz-content-sha256;x-amz-date',
      'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(verifyRequestAuth(request, DOC, DOC_NOW).mechanism).toBe('header');
  });

  it('verifies PUT Object of a key with "$", sent unencoded but signed encoded', () => {
    const payload = sha256Hex('Welcome to Amazon S3.');
    expect(payload).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const headers = { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY', 'x-amz-content-sha256': payload };
    for (const path of ['/test$file.text', '/test%24file.text']) {
      const request = docRequest(
        'PUT',
        path,
        '',
        headers,
        'date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class',
        '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
      );
      expect(verifyRequestAuth(request, DOC, DOC_NOW).payloadHash).toBe(payload);
    }
  });

  it('verifies GET Bucket lifecycle (a parameter without value) and List Objects (sorted parameters)', () => {
    const headers = { 'x-amz-content-sha256': EMPTY_SHA256 };
    const signed = 'host;x-amz-content-sha256;x-amz-date';
    verifyRequestAuth(docRequest('GET', '/', 'lifecycle', headers, signed, 'fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543'), DOC, DOC_NOW);
    verifyRequestAuth(
      docRequest('GET', '/', 'prefix=J&max-keys=2', headers, signed, '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7'),
      DOC,
      DOC_NOW,
    );
  });

  it('verifies the presigned GET example, and refuses it once expired', () => {
    const query =
      'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
      '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
      '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404';
    const request: SignedRequest = { method: 'GET', rawPath: '/test.txt', rawQuery: query, headers: { host: DOC_HOST } };
    expect(verifyRequestAuth(request, DOC, new Date('2013-05-24T23:59:59Z')).mechanism).toBe('query');
    const expired = refusal(() => verifyRequestAuth(request, DOC, new Date('2013-05-25T00:00:01Z')));
    expect([expired.code, expired.status, expired.message]).toEqual(['AccessDenied', 403, 'Request has expired']);
    const tampered = refusal(() => verifyRequestAuth({ ...request, rawPath: '/test2.txt' }, DOC, DOC_NOW));
    expect([tampered.code, tampered.status]).toEqual(['SignatureDoesNotMatch', 403]);
  });
});

describe('S3 refusals of header auth', () => {
  const base = docRequest(
    'GET',
    '/test.txt',
    '',
    { range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256 },
    'host;range;x-amz-content-sha256;x-amz-date',
    'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
  );
  const code = (request: SignedRequest, now = DOC_NOW, credentials = DOC) => refusal(() => verifyRequestAuth(request, credentials, now)).code;

  it('refuses a wrong secret, an unknown key, a changed header and an anonymous request', () => {
    expect(code(base, DOC_NOW, { ...DOC, secretAccessKey: 'wrong' })).toBe('SignatureDoesNotMatch');
    expect(code(base, DOC_NOW, { ...DOC, accessKeyId: 'AKIDOTHER' })).toBe('InvalidAccessKeyId');
    expect(code({ ...base, headers: { ...base.headers, range: 'bytes=0-99' } })).toBe('SignatureDoesNotMatch');
    expect(code({ ...base, headers: { host: DOC_HOST } })).toBe('AccessDenied');
  });

  it('allows 15 minutes of clock skew, not more', () => {
    expect(() => verifyRequestAuth(base, DOC, new Date(DOC_NOW.getTime() + 14 * 60_000))).not.toThrow();
    expect(code(base, new Date(DOC_NOW.getTime() + 16 * 60_000))).toBe('RequestTimeTooSkewed');
  });

  it('refuses x-amz-* headers left out of the signature, and two auth mechanisms at once', () => {
    const extra = refusal(() => verifyRequestAuth({ ...base, headers: { ...base.headers, 'x-amz-meta-extra': '1' } }, DOC, DOC_NOW));
    expect([extra.code, extra.detail.HeadersNotSigned]).toEqual(['AccessDenied', 'x-amz-meta-extra']);
    expect(code({ ...base, rawQuery: 'X-Amz-Algorithm=AWS4-HMAC-SHA256' })).toBe('InvalidArgument');
  });

  it('refuses a missing payload hash, and a malformed Authorization header', () => {
    const { 'x-amz-content-sha256': _, ...withoutHash } = base.headers;
    expect(code({ ...base, headers: withoutHash })).toBe('InvalidRequest');
    expect(code({ ...base, headers: { ...base.headers, authorization: 'AWS4-HMAC-SHA256 Credential=x' } })).toBe('AuthorizationHeaderMalformed');
    expect(code({ ...base, headers: { ...base.headers, authorization: 'AWS AKID:sig' } })).toBe('InvalidRequest');
  });
});

describe('canonical forms', () => {
  it('encodes the path once, whichever way the client encoded it', () => {
    expect(canonicalUri('/b/a%20b/c%2Bd~%C3%A9.txt')).toBe('/b/a%20b/c%2Bd~%C3%A9.txt');
    expect(canonicalUri('/b/a%2fb')).toBe('/b/a%2Fb');
    expect(canonicalUri("/b/it's(1)*!")).toBe('/b/it%27s%281%29%2A%21');
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { maxLength: 5 }), (segments) => {
        const encoded = `/${segments.map((s) => encodeURIComponent(s)).join('/')}`;
        const once = canonicalUri(encoded);
        expect(canonicalUri(once)).toBe(once);
        expect(once).toMatch(/^[A-Za-z0-9\-._~%/]*$/);
      }),
    );
  });

  it('sorts the query by encoded name whatever the order sent', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' })), { selector: ([name]) => name, maxLength: 6 }),
        fc.nat(),
        (params, seed) => {
          const raw = params.map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(v)}`);
          const shuffled = [...raw].sort((a, b) => ((a.length * 31 + seed) % 7) - ((b.length * 31 + seed) % 7));
          expect(canonicalQuery(shuffled.join('&'))).toBe(canonicalQuery(raw.join('&')));
        },
      ),
    );
  });
});

describe('agreement with the SDK signer (@smithy/signature-v4) on random requests', () => {
  const credentials = { accessKeyId: 'AKIDLOCAL', secretAccessKey: 'local/secret+key' };
  const signer = new SignatureV4({ service: 's3', region: 'eu-west-3', credentials, sha256: Sha256, uriEscapePath: false });
  const now = new Date('2026-01-02T03:04:05Z');

  const arbitraryRequest = fc.record({
    method: fc.constantFrom('GET', 'PUT', 'DELETE', 'HEAD', 'POST'),
    key: fc.array(fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 4 }),
    query: fc.dictionary(fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/).filter((n) => !n.startsWith('x-amz')), fc.string({ unit: 'binary', maxLength: 10 }), {
      maxKeys: 4,
    }),
    meta: fc.dictionary(fc.stringMatching(/^x-amz-meta-[a-z0-9]{1,8}$/), fc.stringMatching(/^[!-~]([ !-~]{0,20}[!-~])?$/), { maxKeys: 3 }),
  });

  const toSmithy = (r: { method: string; key: string[]; query: Record<string, string>; meta: Record<string, string> }) =>
    new HttpRequest({
      method: r.method,
      protocol: 'http:',
      hostname: '127.0.0.1',
      port: 4566,
      path: `/bucket/${r.key.map((s) => escapeUri(s)).join('/')}`,
      query: { ...r.query },
      headers: { host: '127.0.0.1:4566', 'x-amz-content-sha256': EMPTY_SHA256, ...r.meta },
    });

  const rawQueryOf = (query: Record<string, string | string[] | null>) =>
    Object.entries(query)
      .map(([n, v]) => `${escapeUri(n)}=${escapeUri(String(v))}`)
      .join('&');

  const lower = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([n, v]) => [n.toLowerCase(), v]));

  it('verifies what the SDK signs in the Authorization header, and refuses it changed', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryRequest, fc.string({ minLength: 1, maxLength: 5 }), async (r, junk) => {
        const signed = await signer.sign(toSmithy(r), { signingDate: now });
        const request: SignedRequest = { method: r.method, rawPath: signed.path, rawQuery: rawQueryOf(signed.query ?? {}), headers: lower(signed.headers) };
        const auth = verifyRequestAuth(request, credentials, now);
        expect(auth.scope).toBe('20260102/eu-west-3/s3/aws4_request');
        const changed = refusal(() => verifyRequestAuth({ ...request, rawPath: `${request.rawPath}${escapeUri(junk)}` }, credentials, now));
        expect(changed.code).toBe('SignatureDoesNotMatch');
      }),
      { numRuns: 60 },
    );
  });

  it('verifies what the SDK presigns, until it expires', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryRequest, fc.integer({ min: 1, max: 7 * 24 * 3600 }), async (r, expiresIn) => {
        const presigned = await signer.presign(toSmithy({ ...r, meta: {} }), { signingDate: now, expiresIn });
        const request: SignedRequest = { method: r.method, rawPath: presigned.path, rawQuery: rawQueryOf(presigned.query ?? {}), headers: { host: '127.0.0.1:4566' } };
        expect(verifyRequestAuth(request, credentials, new Date(now.getTime() + expiresIn * 1000)).mechanism).toBe('query');
        expect(refusal(() => verifyRequestAuth(request, credentials, new Date(now.getTime() + expiresIn * 1000 + 1000))).message).toBe(
          'Request has expired',
        );
      }),
      { numRuns: 60 },
    );
  });
});

describe('aws-chunked bodies (sigv4-streaming examples)', () => {
  const key = signingKey(DOC.secretAccessKey, '20130524', 'us-east-1', 's3');
  const wire = (signatures: string[], trailer = '') =>
    Buffer.from(
      `10000;chunk-signature=${signatures[0]}\r\n${'a'.repeat(65536)}\r\n400;chunk-signature=${signatures[1]}\r\n${'a'.repeat(1024)}\r\n` +
        `0;chunk-signature=${signatures[2]}\r\n${trailer}\r\n`,
    );
  const decode = async (body: Buffer, seedSignature: string, signedTrailer = false, pieceSize = 999) => {
    const decoder = new AwsChunkedDecoder({ signing: { key, amzDate: '20130524T000000Z', scope: DOC_SCOPE, seedSignature }, signedTrailer });
    const pieces: Buffer[] = [];
    for (let i = 0; i < body.length; i += pieceSize) pieces.push(body.subarray(i, i + pieceSize));
    const out: Buffer[] = [];
    for await (const chunk of Readable.from(pieces).pipe(decoder)) out.push(chunk as Buffer);
    return { data: Buffer.concat(out), trailers: decoder.trailers };
  };
  const SIGNED = {
    seed: '4f232c4386841ef735655705268965c44a0e4690baa4adea153f7db9fa80a0a9',
    chunks: [
      'ad80c730a21e5b8d04586a2213dd63b9a0e99e0e2307b0ade35a65485a288648',
      '0055627c9e194cb4542bae2aa5492e3c1575bbb81b612b7d234b86a503ef5497',
      'b6c6ea8a5354eaf15b3cb7646744f4275b71ea724fed81ceb9323e279d449df9',
    ],
  };
  const TRAILER = {
    seed: '106e2a8a18243abcf37539882f36619c00e2dfc72633413f02d3b74544bfeb8e',
    chunks: [
      'b474d8862b1487a5145d686f57f013e54db672cee1c953b3010fb58501ef5aa2',
      '1c1344b170168f8e65b41376b44b20fe354e373826ccbbe2c1d40a8cae51e5c7',
      '2ca2aba2005185cf7159c6277faf83795951dd77a3a99e6e65d5c9f85863f992',
    ],
    trailer: 'x-amz-checksum-crc32c:sOO8/Q==\r\nx-amz-trailer-signature:d81f82fc3505edab99d459891051a732e8730629a2e4a59689829ca17fe2e435\r\n',
  };

  it('decodes the signed example, whatever the network cuts', async () => {
    for (const pieceSize of [1, 7, 4096, 70000]) {
      const { data } = await decode(wire(SIGNED.chunks), SIGNED.seed, false, pieceSize);
      expect(data.equals(Buffer.alloc(66560, 'a'))).toBe(true);
    }
  }, 30_000);

  it('decodes the signed-trailer example and checks its trailer signature', async () => {
    const { data, trailers } = await decode(wire(TRAILER.chunks, TRAILER.trailer), TRAILER.seed, true);
    expect(data.length).toBe(66560);
    expect(trailers.get('x-amz-checksum-crc32c')).toBe('sOO8/Q==');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32c(data));
    expect(crc.toString('base64')).toBe('sOO8/Q==');
    await expect(decode(wire(TRAILER.chunks, TRAILER.trailer.replace('d81f', '0000')), TRAILER.seed, true)).rejects.toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
  });

  it('refuses a changed byte, a changed signature and a cut body', async () => {
    const body = wire(SIGNED.chunks);
    const changed = Buffer.from(body);
    changed[66_000] = 'b'.charCodeAt(0);
    await expect(decode(changed, SIGNED.seed)).rejects.toMatchObject({ code: 'SignatureDoesNotMatch' });
    await expect(decode(wire([SIGNED.chunks[0] ?? '', SIGNED.chunks[0] ?? '', SIGNED.chunks[2] ?? '']), SIGNED.seed)).rejects.toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
    await expect(decode(body.subarray(0, 60_000), SIGNED.seed)).rejects.toMatchObject({ code: 'IncompleteBody' });
  });
});

describe('body digests checked before anything is stored', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'local-s3-body-test-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const auth = (payloadHash: string): VerifiedAuth => ({
    mechanism: 'header',
    accessKeyId: 'AK',
    amzDate: '20260102T030405Z',
    scope: '20260102/us-east-1/s3/aws4_request',
    signature: '0'.repeat(64),
    key: Buffer.alloc(32),
    payloadHash,
  });
  const spool = (body: string, headers: Record<string, string>, payloadHash: string) =>
    spoolSignedBody(Readable.from([Buffer.from(body)]), { 'content-length': String(Buffer.byteLength(body)), ...headers }, auth(payloadHash), join(dir, 'body'));

  it('keeps a body whose hash, MD5 and CRC32 match', async () => {
    const body = 'hello world';
    const spooled = await spool(body, { 'content-md5': 'XrY7u+Ae7tCTyyK7j1rNww==', 'x-amz-checksum-crc32': 'DUoRhQ==' }, sha256Hex(body));
    expect(spooled.size).toBe(11);
    expect(await readFile(spooled.path, 'utf8')).toBe(body);
  });

  it('refuses a body whose x-amz-content-sha256, Content-MD5 or checksum differs', async () => {
    await expect(spool('hello world', {}, sha256Hex('other'))).rejects.toMatchObject({ code: 'XAmzContentSHA256Mismatch', status: 400 });
    await expect(spool('hello world', { 'content-md5': 'AAAAAAAAAAAAAAAAAAAAAA==' }, 'UNSIGNED-PAYLOAD')).rejects.toMatchObject({ code: 'BadDigest' });
    await expect(spool('hello world', { 'x-amz-checksum-crc32': 'AAAAAA==' }, 'UNSIGNED-PAYLOAD')).rejects.toMatchObject({ code: 'BadDigest' });
  });

  it('decodes an unsigned aws-chunked body with its checksum trailer, as the SDK sends streams', async () => {
    const wire = 'b\r\nhello world\r\n0\r\nx-amz-checksum-crc32:DUoRhQ==\r\n\r\n';
    const headers = { 'x-amz-decoded-content-length': '11', 'x-amz-trailer': 'x-amz-checksum-crc32', 'content-encoding': 'aws-chunked' };
    const spooled = await spool(wire, headers, 'STREAMING-UNSIGNED-PAYLOAD-TRAILER');
    expect(await readFile(spooled.path, 'utf8')).toBe('hello world');
    await expect(spool(wire.replace('DUoRhQ', 'AAAAAA'), headers, 'STREAMING-UNSIGNED-PAYLOAD-TRAILER')).rejects.toMatchObject({ code: 'BadDigest' });
    await expect(spool(wire, { ...headers, 'x-amz-decoded-content-length': '12' }, 'STREAMING-UNSIGNED-PAYLOAD-TRAILER')).rejects.toMatchObject({
      code: 'IncompleteBody',
    });
  });
});
