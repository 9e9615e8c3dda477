/**
 * A browser form upload (POST /<bucket>, multipart/form-data) received as S3 does: the fields before `file` are
 * checked against the signed policy before any file byte is kept, and the file is streamed to a spool file that
 * stops at the policy's maximum + 1 byte.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { checkContentLength, checkPolicy, decodePolicy, substituteFilename, type ContentLengthRange } from './post-policy.js';
import { MAX_PUT_BYTES, type SpooledBody } from './request-body.js';
import { verifyPostSignature } from './request-auth.js';
import { S3Error, escapeXml } from './s3-error.js';
import type { Credentials } from './sigv4.js';

/** S3 refuses POST forms whose fields before the file exceed 20 KB. */
const MAX_PRE_DATA = 20 * 1024;

export type FormFields = Map<string, { name: string; value: string }>;

export interface PostUploadOptions {
  bucket: string;
  credentials: Credentials;
  now: Date;
  spoolPath: string;
}

export interface ReceivedUpload {
  key: string;
  /** Lower-case names, `${filename}` substituted. */
  fields: FormFields;
  file: SpooledBody;
}

const keyMissing = () =>
  new S3Error('InvalidArgument', "Bucket POST must contain a field named 'key'.  If it is specified, please check the order of the fields.", {
    ArgumentName: 'key',
    ArgumentValue: '',
  });

/** Everything S3 decides from the fields alone, before reading the file. */
const admit = (raw: FormFields, filename: string | undefined, options: PostUploadOptions) => {
  const fields: FormFields = new Map([...raw].map(([lower, f]) => [lower, { name: f.name, value: substituteFilename(f.value, filename) }]));
  const key = fields.get('key')?.value;
  if (key === undefined) throw keyMissing();
  if (key === '') throw new S3Error('InvalidArgument', 'User key must have a length greater than 0.', { ArgumentName: 'key', ArgumentValue: '' });
  const policy = raw.get('policy')?.value;
  // Without a policy the request is anonymous, and the project's buckets are not publicly writable.
  if (!policy) throw new S3Error('AccessDenied', 'Access Denied');
  verifyPostSignature(
    {
      algorithm: raw.get('x-amz-algorithm')?.value,
      credential: raw.get('x-amz-credential')?.value,
      amzDate: raw.get('x-amz-date')?.value,
      signature: raw.get('x-amz-signature')?.value,
      policy,
    },
    options.credentials,
  );
  const range = checkPolicy(decodePolicy(policy), { bucket: options.bucket, fields, now: options.now });
  return { key, fields, range };
};

/** Passes bytes on until more than `max` have come, then fails: the file is never read much past the limit. */
class SizeLimit extends Transform {
  size = 0;
  constructor(private readonly max: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.max) {
      callback(new S3Error('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', { ProposedSize: this.size, MaxSizeAllowed: this.max }));
      return;
    }
    callback(null, chunk);
  }
}

const spoolFile = async (file: Readable, range: ContentLengthRange | undefined, path: string): Promise<SpooledBody> => {
  const limit = new SizeLimit(range?.max ?? MAX_PUT_BYTES);
  try {
    await pipeline(file, limit, createWriteStream(path));
    checkContentLength(limit.size, range);
    return { path, size: limit.size };
  } catch (error) {
    await rm(path, { force: true });
    throw error instanceof S3Error ? error : new S3Error('IncompleteBody', 'The request body terminated unexpectedly');
  }
};

/**
 * Resolves once the file is spooled and checked; rejects with the S3Error to answer. On rejection the request
 * is left draining so the client can still read the answer.
 */
export const receivePostUpload = (req: IncomingMessage, options: PostUploadOptions): Promise<ReceivedUpload> =>
  new Promise<ReceivedUpload>((resolve, reject) => {
    const fields: FormFields = new Map();
    let preData = 0;
    let fileSeen = false;
    let parsed = false;
    let upload: ReceivedUpload | undefined;
    let settled = false;
    let spooling: Readable | undefined;

    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fieldSize: MAX_PRE_DATA + 1, fields: 1000, parts: 1000 } });
    } catch {
      reject(new S3Error('MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.'));
      return;
    }

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume();
      // Once unpiped, busboy never ends the file stream; destroying it ends the spooling and removes its file.
      spooling?.destroy();
      reject(error);
    };
    const finishIfDone = () => {
      if (settled || !parsed) return;
      if (!fileSeen) fail(new S3Error('InvalidArgument', 'POST requires exactly one file upload per request.', { ArgumentName: 'file', ArgumentValue: 0 }));
      else if (upload) {
        settled = true;
        resolve(upload);
      }
    };

    const takeFile = (stream: Readable, filename: string | undefined) => {
      fileSeen = true;
      let admitted: ReturnType<typeof admit>;
      try {
        admitted = admit(fields, filename, options);
      } catch (error) {
        stream.resume();
        fail(error);
        return;
      }
      spooling = stream;
      spoolFile(stream, admitted.range, options.spoolPath).then(
        (file) => {
          if (settled) {
            void rm(file.path, { force: true });
            return;
          }
          upload = { key: admitted.key, fields: admitted.fields, file };
          finishIfDone();
        },
        (error: unknown) => {
          stream.resume();
          fail(error);
        },
      );
    };

    parser.on('field', (name, value, info) => {
      if (fileSeen || settled) return; // S3 ignores whatever follows the file.
      preData += name.length + value.length;
      if (info.valueTruncated || preData > MAX_PRE_DATA) {
        fail(new S3Error('MaxPostPreDataLengthExceededError', 'Your POST request fields preceding the upload file were too large.'));
        return;
      }
      const lower = name.toLowerCase();
      // A text value may stand in for the file, as in S3.
      if (lower === 'file') takeFile(Readable.from([Buffer.from(value, 'utf8')]), undefined);
      else if (!fields.has(lower)) fields.set(lower, { name, value });
    });
    parser.on('file', (name, stream, info) => {
      if (fileSeen || settled || name.toLowerCase() !== 'file') {
        stream.resume();
        return;
      }
      takeFile(stream, info.filename);
    });
    parser.on('error', () => fail(new S3Error('MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.')));
    parser.on('close', () => {
      parsed = true;
      finishIfDone();
    });
    const cut = () => fail(new S3Error('IncompleteBody', 'The request body terminated unexpectedly'));
    req.on('error', cut);
    // A client gone mid-upload ends nothing busboy would notice; without this the promise would never settle.
    req.on('close', () => {
      if (!req.readableEnded) cut();
    });
    req.pipe(parser);
  });

/** The object headers S3 takes from a POST form (the rest of the fields only serve the policy). */
export const objectHeaders = (fields: FormFields): Record<string, string> => {
  const headers: Record<string, string> = { 'content-type': fields.get('content-type')?.value || 'binary/octet-stream' };
  for (const [lower, { value }] of fields) {
    if (
      ['cache-control', 'content-disposition', 'content-encoding', 'expires', 'x-amz-storage-class', 'x-amz-website-redirect-location'].includes(lower) ||
      lower.startsWith('x-amz-meta-')
    ) {
      headers[lower] = value;
    }
  }
  return headers;
};

export interface PostAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** S3's answer to a stored POST: a redirect, or 204 (default), 200 or 201 with the PostResponse document. */
export const postAnswer = (fields: FormFields, bucket: string, key: string, etag: string, location: string): PostAnswer => {
  const redirect = fields.get('success_action_redirect')?.value ?? fields.get('redirect')?.value;
  if (redirect) {
    try {
      const url = new URL(redirect);
      url.searchParams.append('bucket', bucket);
      url.searchParams.append('key', key);
      url.searchParams.append('etag', etag);
      return { status: 303, headers: { location: url.href, etag }, body: '' };
    } catch {
      // S3 ignores a redirect that is not a URL and answers as if none was given.
    }
  }
  const status = Number(fields.get('success_action_status')?.value);
  const headers = { etag, location };
  if (status === 201) {
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<PostResponse><Location>${escapeXml(location)}</Location><Bucket>${escapeXml(bucket)}</Bucket>` +
      `<Key>${escapeXml(key)}</Key><ETag>${escapeXml(etag)}</ETag></PostResponse>`;
    return { status: 201, headers: { ...headers, 'content-type': 'application/xml' }, body };
  }
  return { status: status === 200 ? 200 : 204, headers, body: '' };
};
