/**
 * What CloudFront serves on AWS, served locally: `/config.json` for the stage, uploaded files under `/files`
 * (read from S3 with the functions' own credentials, as CloudFront's origin access does), and the built SPA.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { Readable } from 'node:stream';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { S3Client } from '@aws-sdk/client-s3';
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { fileKeyOfPath } from '../../../shared/limits.js';
import type { SiteConfig } from '../../../shared/runtime-config.js';
import { FILES_CSP, securityHeaders as headerRecord, securityHeaderValues, siteCsp } from '../../site-headers.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.map': 'application/json',
};

/** The local site is plain http: no HSTS (see securityHeaderValues in infra/site-headers.ts for why). */
const LOCAL_TRANSPORT = { https: false };

/** The headers of the site's own answers, once the cloud has named its socket and storage origins. */
let siteAnswerHeaders: Record<string, string> | undefined;

/** Every uploaded file's answer, and its refusals: the sandboxing policy of CloudFront's `/files/*` behaviour. */
const FILES_HEADERS = headerRecord(securityHeaderValues('files', FILES_CSP, LOCAL_TRANSPORT));

/**
 * The security headers CloudFront's response headers policy sets on the SPA, built by the same function
 * (infra/site-headers.ts). `connectSrc` are the origins the SPA reaches besides its own: the sockets
 * (`ws:`/`wss:`) and the uploads storage (everything else). Remembered for `/config.json`, which gets the same.
 */
export const securityHeaders = (connectSrc: string[]): Record<string, string> => {
  const sockets = connectSrc.filter((s) => /^wss?:/.test(s));
  const storage = connectSrc.filter((s) => !/^wss?:/.test(s));
  siteAnswerHeaders = headerRecord(securityHeaderValues('site', siteCsp({ sockets, storage }), LOCAL_TRANSPORT));
  return siteAnswerHeaders;
};

export const serveConfig = (res: ServerResponse, config: SiteConfig): void => {
  res.writeHead(200, { ...siteAnswerHeaders, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
  res.end(JSON.stringify(config));
};

/**
 * The Range header passed on to S3, as S3 reads one: a single well-formed byte range (`bytes=0-99`, `bytes=100-`,
 * `bytes=-100`). S3 ignores any other (several ranges, a reversed one, digits past any file's size) and sends the
 * whole file; a well-formed range past the file's end is S3's 416.
 */
const byteRangeOf = (header: string | undefined): string | undefined => {
  const match = header === undefined ? null : /^bytes=(?:(\d{1,15})-(\d{0,15})|-(\d{1,15}))$/.exec(header.trim());
  if (!match) return undefined;
  const [, first, last] = match;
  if (first !== undefined && last && Number(last) < Number(first)) return undefined;
  return header!.trim();
};

export const serveFile = async (
  req: IncomingMessage,
  res: ServerResponse,
  s3: S3Client,
  bucket: string,
  /** The path after `/files/`, still percent-encoded as the request carried it. */
  encodedPath: string,
): Promise<void> => {
  // The same rule as CloudFront's function: a key of our grammar (no traversal), never a private kind (chat files
  // are read only through signed URLs).
  const judged = fileKeyOfPath(encodedPath);
  if (!('key' in judged)) {
    res.writeHead(judged.status, { ...FILES_HEADERS, 'content-type': 'text/plain; charset=utf-8' });
    res.end(judged.status === 403 ? 'Forbidden' : 'Bad Request');
    return;
  }
  const { key } = judged;
  try {
    const range = byteRangeOf(req.headers.range);
    const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: range }));
    const headers: Record<string, string> = {
      ...FILES_HEADERS,
      'content-type': out.ContentType ?? 'application/octet-stream',
      // Keys are unique per upload, so a file never changes under its URL.
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
    };
    if (out.ContentLength !== undefined) headers['content-length'] = String(out.ContentLength);
    if (out.ContentDisposition) headers['content-disposition'] = out.ContentDisposition;
    if (out.ContentRange) headers['content-range'] = out.ContentRange;
    if (out.ETag) headers.etag = out.ETag;
    res.writeHead(range && out.ContentRange ? 206 : 200, headers);
    (out.Body as Readable).pipe(res);
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const missing = error instanceof NoSuchKey || status === 404;
    // A range past the file's end: S3 (and CloudFront in front of it) answers 416, not a gateway failure.
    res.writeHead(missing ? 404 : status === 416 ? 416 : 502, { ...FILES_HEADERS, 'content-type': 'text/plain; charset=utf-8' });
    res.end(missing ? 'Not Found' : 'Bad Gateway');
  }
};

/** Text files are sent compressed, as CloudFront does on AWS; each compressed once per build (files are immutable). */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);
const compressed = new Map<string, { mtime: number; br: Buffer; gzip: Buffer }>();

const compressedFile = (file: string): { br: Buffer; gzip: Buffer } => {
  const mtime = statSync(file).mtimeMs;
  const cached = compressed.get(file);
  if (cached && cached.mtime === mtime) return cached;
  const body = readFileSync(file);
  const entry = { mtime, br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }), gzip: gzipSync(body, { level: 9 }) };
  compressed.set(file, entry);
  return entry;
};

/** The built SPA; any unknown path gets index.html (the router is in hash mode, so this is only `/`). */
export const serveStatic = (req: IncomingMessage, res: ServerResponse, distDir: string, pathname: string, headers: Record<string, string>): void => {
  if (!existsSync(join(distDir, 'index.html'))) {
    res.writeHead(503, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
    res.end('The SPA is not built: run `npm run build` or start without --no-web.');
    return;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = '/';
  }
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  let file = join(distDir, safe);
  if (!file.startsWith(distDir) || !existsSync(file) || statSync(file).isDirectory()) file = join(distDir, 'index.html');
  const isIndex = file.endsWith('index.html');
  const head = {
    ...headers,
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': isIndex ? 'no-cache' : 'public, max-age=31536000, immutable',
    vary: 'accept-encoding',
  };
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = !COMPRESSIBLE.has(extname(file)) ? undefined : /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
  if (!encoding) {
    res.writeHead(200, head);
    createReadStream(file).pipe(res);
    return;
  }
  const body = compressedFile(file)[encoding];
  res.writeHead(200, { ...head, 'content-encoding': encoding, 'content-length': String(body.length) });
  res.end(body);
};
