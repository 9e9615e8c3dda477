/** The local S3's POST policy rules: conditions, expiry, extra fields, `${filename}`, sizes, and the streamed form. */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkContentLength,
  checkPolicy,
  decodePolicy,
  isExemptField,
  substituteFilename,
  type PolicyCheckInput,
  type PostPolicy,
} from '../../infra/local/s3/post-policy.js';
import { objectHeaders, postAnswer, receivePostUpload, type FormFields } from '../../infra/local/s3/post-upload.js';
import { S3Error } from '../../infra/local/s3/s3-error.js';
import { policySignature } from '../../infra/local/s3/sigv4.js';

const NOW = new Date('2026-03-01T12:00:00Z');
const LATER = '2026-03-01T13:00:00.000Z';

const encode = (document: unknown) => Buffer.from(JSON.stringify(document)).toString('base64');
const policyOf = (conditions: unknown[], expiration = LATER): PostPolicy => decodePolicy(encode({ expiration, conditions }));
const form = (fields: Record<string, string>): FormFields => new Map(Object.entries(fields).map(([name, value]) => [name.toLowerCase(), { name, value }]));
const input = (fields: Record<string, string>, bucket = 'uploads'): PolicyCheckInput => ({ bucket, fields: form(fields), now: NOW });

const refusal = (run: () => unknown): S3Error => {
  try {
    run();
  } catch (error) {
    if (error instanceof S3Error) return error;
    throw error;
  }
  throw new Error('expected an S3Error');
};

/** The fields createPresignedPost always sends, and the conditions it always adds for them. */
const SIGNING = {
  'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
  'X-Amz-Credential': 'AK/20260301/us-east-1/s3/aws4_request',
  'X-Amz-Date': '20260301T120000Z',
};
const signingConditions = Object.entries(SIGNING).map(([name, value]) => ({ [name]: value }));

describe('policy conditions', () => {
  const conditions = [
    ['content-length-range', 1, 1024],
    ['eq', '$Content-Type', 'image/png'],
    ['starts-with', '$key', 'user/42/'],
    { bucket: 'uploads' },
    ...signingConditions,
  ];
  const good = { key: 'user/42/a.png', 'Content-Type': 'image/png', Policy: 'x', 'X-Amz-Signature': 'y', ...SIGNING };

  it('accepts a form meeting every condition and returns the size range', () => {
    expect(checkPolicy(policyOf(conditions), input(good))).toEqual({ kind: 'content-length-range', min: 1, max: 1024 });
  });

  it('refuses each failed condition with S3 message', () => {
    const wrongType = refusal(() => checkPolicy(policyOf(conditions), input({ ...good, 'Content-Type': 'text/html' })));
    expect([wrongType.status, wrongType.code, wrongType.message]).toEqual([
      403,
      'AccessDenied',
      'Invalid according to Policy: Policy Condition failed: ["eq", "$Content-Type", "image/png"]',
    ]);
    expect(refusal(() => checkPolicy(policyOf(conditions), input({ ...good, key: 'user/43/a.png' }))).message).toBe(
      'Invalid according to Policy: Policy Condition failed: ["starts-with", "$key", "user/42/"]',
    );
    expect(refusal(() => checkPolicy(policyOf(conditions), input(good, 'other'))).message).toBe(
      'Invalid according to Policy: Policy Condition failed: ["eq", "$bucket", "uploads"]',
    );
  });

  it('matches field names without regard to case, values exactly', () => {
    const { 'Content-Type': _, ...rest } = good;
    expect(() => checkPolicy(policyOf(conditions), input({ ...rest, 'CONTENT-TYPE': 'image/png' }))).not.toThrow();
    expect(refusal(() => checkPolicy(policyOf(conditions), input({ ...good, 'Content-Type': 'IMAGE/PNG' }))).code).toBe('AccessDenied');
  });

  it('applies starts-with on Content-Type to each of its comma-separated values', () => {
    const policy = policyOf([['starts-with', '$Content-Type', 'image/'], { key: 'k' }]);
    expect(() => checkPolicy(policy, input({ key: 'k', 'Content-Type': 'image/png, image/jpeg' }))).not.toThrow();
    expect(refusal(() => checkPolicy(policy, input({ key: 'k', 'Content-Type': 'image/png, text/html' }))).code).toBe('AccessDenied');
  });

  it('refuses fields no condition covers, but not the signature fields, the file or x-ignore-*', () => {
    const extra = refusal(() => checkPolicy(policyOf(conditions), input({ ...good, 'x-amz-meta-owner': 'me' })));
    expect(extra.message).toBe('Invalid according to Policy: Extra input fields: x-amz-meta-owner');
    expect(() => checkPolicy(policyOf(conditions), input({ ...good, 'x-ignore-note': 'n', file: 'f' }))).not.toThrow();
  });

  it('refuses an expired policy', () => {
    const expired = refusal(() => checkPolicy(policyOf(conditions, '2026-03-01T11:59:59.000Z'), input(good)));
    expect([expired.code, expired.message]).toEqual(['AccessDenied', 'Invalid according to Policy: Policy expired.']);
  });

  it('refuses a malformed policy document as InvalidPolicyDocument', () => {
    for (const text of [Buffer.from('{').toString('base64'), encode({ conditions: [] }), encode({ expiration: LATER }), encode({ expiration: LATER, conditions: [['nope', '$a', 'b']] })]) {
      const error = refusal(() => decodePolicy(text));
      expect([error.code, error.status]).toEqual(['InvalidPolicyDocument', 400]);
    }
  });

  it('property: a policy naming exactly the fields accepts them; one value changed or one condition dropped is refused', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.stringMatching(/^(x-amz-meta-)?[a-z][a-z0-9-]{0,10}$/).filter((n) => !isExemptField(n) && n !== 'bucket'), fc.string(), {
          minKeys: 1,
          maxKeys: 6,
        }),
        fc.boolean(),
        fc.nat(),
        (fields, asArray, pick) => {
          const names = Object.keys(fields);
          const conditionOf = (name: string) => (asArray ? ['eq', `$${name}`, fields[name]] : { [name]: fields[name] });
          expect(checkPolicy(policyOf(names.map(conditionOf)), input(fields)) ?? null).toBeNull();
          const target = names[pick % names.length] ?? '';
          const changed = refusal(() => checkPolicy(policyOf(names.map(conditionOf)), input({ ...fields, [target]: `${fields[target]}!` })));
          expect(changed.message).toContain('Policy Condition failed');
          const dropped = refusal(() => checkPolicy(policyOf(names.filter((n) => n !== target).map(conditionOf)), input(fields)));
          expect(dropped.message).toBe(`Invalid according to Policy: Extra input fields: ${target}`);
        },
      ),
    );
  });

  it('property: starts-with accepts exactly the values beginning with the prefix', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (prefix, value) => {
        const policy = policyOf([['starts-with', '$key', prefix]]);
        const ok = (() => {
          try {
            checkPolicy(policy, input({ key: value }));
            return true;
          } catch {
            return false;
          }
        })();
        expect(ok).toBe(value.startsWith(prefix));
      }),
    );
  });
});

describe('sizes and ${filename}', () => {
  it('property: content-length-range refuses exactly the sizes outside [min, max]', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), fc.nat(20_000), (a, b, size) => {
        const range = { min: Math.min(a, b), max: Math.max(a, b) };
        const error = (() => {
          try {
            checkContentLength(size, range);
            return undefined;
          } catch (e) {
            return (e as S3Error).code;
          }
        })();
        expect(error).toBe(size > range.max ? 'EntityTooLarge' : size < range.min ? 'EntityTooSmall' : undefined);
      }),
    );
  });

  it('takes the tightest of several ranges', () => {
    const range = checkPolicy(policyOf([['content-length-range', 0, 100], ['content-length-range', 10, 1000]]), input({}));
    expect(range).toEqual({ min: 10, max: 100 });
  });

  it('substitutes ${filename} with the last part of the file name', () => {
    expect(substituteFilename('user/42/${filename}', 'photo.png')).toBe('user/42/photo.png');
    expect(substituteFilename('${filename}', 'C:\\Users\\me\\photo.png')).toBe('photo.png');
    expect(substituteFilename('plain', 'photo.png')).toBe('plain');
    fc.assert(
      fc.property(fc.string(), fc.string().filter((s) => !s.includes('${filename}') && !/[\\/]/.test(s)), (template, name) => {
        expect(substituteFilename(template, name)).toBe(template.split('${filename}').join(name));
      }),
    );
  });
});

describe('answers and object headers', () => {
  it('keeps the Content-Type and the object fields, nothing of the policy', () => {
    const headers = objectHeaders(form({ 'Content-Type': 'image/png', 'Content-Disposition': 'inline', 'x-amz-meta-a': '1', key: 'k', Policy: 'p' }));
    expect(headers).toEqual({ 'content-type': 'image/png', 'content-disposition': 'inline', 'x-amz-meta-a': '1' });
    expect(objectHeaders(form({ key: 'k' }))['content-type']).toBe('binary/octet-stream');
  });

  it('answers 204 by default, 200 or 201 (with PostResponse) on success_action_status, 303 on redirect', () => {
    const answer = (fields: Record<string, string>) => postAnswer(form(fields), 'b', 'a&b', '"e"', 'http://h/b/a%26b');
    expect(answer({}).status).toBe(204);
    expect(answer({ success_action_status: '200' }).status).toBe(200);
    const created = answer({ success_action_status: '201' });
    expect(created.status).toBe(201);
    expect(created.body).toContain('<Key>a&amp;b</Key><ETag>&quot;e&quot;</ETag>');
    expect(answer({ success_action_status: '999' }).status).toBe(204);
    const redirect = answer({ success_action_redirect: 'http://app/done' });
    expect([redirect.status, redirect.headers.location]).toEqual([303, 'http://app/done?bucket=b&key=a%26b&etag=%22e%22']);
  });
});

describe('receivePostUpload on a streamed form', () => {
  const credentials = { accessKeyId: 'AK', secretAccessKey: 'secret' };
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'local-s3-post-test-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const boundary = '----local-s3-test';
  const signedFields = (conditions: unknown[], expiration = '2099-01-01T00:00:00Z') => {
    const policy = encode({ expiration, conditions: [...conditions, ...signingConditions, { bucket: 'uploads' }] });
    return { ...SIGNING, bucket: 'uploads', Policy: policy, 'X-Amz-Signature': policySignature(credentials.secretAccessKey, '20260301', 'us-east-1', policy) };
  };
  const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const multipart = (text: string) =>
    Object.assign(Readable.from([Buffer.from(text)]), { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }) as unknown as IncomingMessage;
  /** A multipart body whose file part is generated lazily, counting how much of it was pulled. */
  const request = (fields: Record<string, string>, fileBytes: number, filename = 'photo.png') => {
    const head = Object.entries(fields)
      .map(([name, value]) => part(name, value))
      .join('');
    const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
    const counter = { pulled: 0 };
    async function* body() {
      yield Buffer.from(head + fileHead);
      const piece = Buffer.alloc(64 * 1024, 7);
      for (let left = fileBytes; left > 0; left -= piece.length) {
        const part = left >= piece.length ? piece : piece.subarray(0, left);
        counter.pulled += part.length;
        yield part;
      }
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const stream = Object.assign(Readable.from(body()), { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    return { req: stream as unknown as IncomingMessage, counter };
  };
  const refused = (promise: Promise<unknown>): Promise<S3Error> =>
    promise.then(
      () => {
        throw new Error('expected a refusal');
      },
      (error: unknown) => error as S3Error,
    );
  const receive = (req: IncomingMessage) => receivePostUpload(req, { bucket: 'uploads', credentials, now: NOW, spoolPath: join(dir, `spool-${Math.random()}`) });

  it('spools a good file, with ${filename} substituted in the key', async () => {
    const fields = { key: 'user/42/${filename}', ...signedFields([['starts-with', '$key', 'user/42/'], ['content-length-range', 1, 100_000]]) };
    const upload = await receive(request(fields, 70_000).req);
    expect(upload.key).toBe('user/42/photo.png');
    expect(upload.file.size).toBe(70_000);
    expect((await stat(upload.file.path)).size).toBe(70_000);
  });

  it('takes a text value for the file, and ignores fields after the file', async () => {
    const fields = { key: 'notes/${filename}', ...signedFields([['starts-with', '$key', 'notes/']]) };
    const body = Object.entries(fields)
      .map(([name, value]) => part(name, value))
      .join('');
    const upload = await receive(multipart(`${body}${part('file', 'just text')}${part('x-amz-meta-late', 'ignored')}--${boundary}--\r\n`));
    expect([upload.key, upload.file.size, upload.fields.has('x-amz-meta-late')]).toEqual(['notes/', 9, false]);
  });

  it('refuses a form without a file, and a form that is not multipart', async () => {
    const fields = { key: 'k', ...signedFields([{ key: 'k' }]) };
    const body = Object.entries(fields)
      .map(([name, value]) => part(name, value))
      .join('');
    expect((await refused(receive(multipart(`${body}--${boundary}--\r\n`)))).message).toBe('POST requires exactly one file upload per request.');
    const garbage = Object.assign(Readable.from([Buffer.from('x')]), { headers: { 'content-type': 'multipart/form-data' } }) as unknown as IncomingMessage;
    expect((await refused(receive(garbage))).code).toBe('MalformedPOSTRequest');
  });

  it('refuses an oversize file after reading little more than the maximum', async () => {
    const fields = { key: 'k', ...signedFields([{ key: 'k' }, ['content-length-range', 1, 100_000]]) };
    const { req, counter } = request(fields, 100 * 1024 * 1024);
    const error = await refused(receive(req));
    expect([error.code, error.status]).toEqual(['EntityTooLarge', 400]);
    expect(counter.pulled).toBeLessThan(2 * 1024 * 1024);
    req.destroy();
  });

  it('refuses a bad signature and a missing key before reading the file', async () => {
    const fields = { key: 'k', ...signedFields([{ key: 'k' }]) };
    const forged = await refused(receive(request({ ...fields, 'X-Amz-Signature': '0'.repeat(64) }, 10).req));
    expect(forged.code).toBe('SignatureDoesNotMatch');
    const { key: _, ...withoutKey } = fields;
    const keyless = await refused(receive(request(withoutKey, 10).req));
    expect(keyless.code).toBe('InvalidArgument');
  });
});
