/**
 * The HTTP front of the local S3: answers CORS, checks every request's SigV4 signature (or a form POST's policy)
 * as S3 does, and only then hands the request to s3rver, which checks nothing, streaming bodies both ways.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Agent, createServer, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { corsHeaders, preflightHeaders } from './cors.js';
import { objectHeaders, postAnswer, receivePostUpload } from './post-upload.js';
import { firstHeader, verifyRequestAuth } from './request-auth.js';
import { spoolSignedBody, type SpooledBody } from './request-body.js';
import { errorXml, toS3Error, type S3Error } from './s3-error.js';
import { uriEncode, type Credentials } from './sigv4.js';

export interface FrontOptions {
  credentials: Credentials;
  corsOrigins: readonly string[];
  /** s3rver's port on 127.0.0.1. */
  upstreamPort: number;
  /** Where request bodies wait while they are checked. */
  spoolDir: string;
}

/** Authentication parameters of a presigned URL (compared lower-case): checked here, meaningless to s3rver. */
const AUTH_QUERY = new Set([
  'x-amz-algorithm',
  'x-amz-credential',
  'x-amz-date',
  'x-amz-expires',
  'x-amz-signedheaders',
  'x-amz-signature',
  'x-amz-security-token',
  'x-amz-content-sha256',
]);

/** Request headers that describe this hop or the signature, not the object. */
const DROP_REQUEST = new Set([
  'authorization',
  'host',
  'connection',
  'keep-alive',
  'expect',
  'te',
  'upgrade',
  'transfer-encoding',
  'content-length',
  'origin',
  'x-amz-content-sha256',
  'x-amz-decoded-content-length',
  'x-amz-trailer',
  'x-amz-date',
  'x-amz-security-token',
]);
const DROP_RESPONSE = new Set(['connection', 'keep-alive', 'transfer-encoding', 'x-amz-request-id', 'x-amz-id-2']);

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const splitUrl = (url: string): { rawPath: string; rawQuery: string } => {
  const q = url.indexOf('?');
  return q < 0 ? { rawPath: url, rawQuery: '' } : { rawPath: url.slice(0, q), rawQuery: url.slice(q + 1) };
};

const upstreamQuery = (rawQuery: string): string =>
  rawQuery
    .split('&')
    .filter((part) => part !== '' && !AUTH_QUERY.has(decode(part.split('=')[0] ?? '').toLowerCase()))
    .join('&');

const hasBody = (req: IncomingMessage): boolean =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? '0') > 0;

const upstreamHeaders = (req: IncomingMessage, body: SpooledBody | undefined): OutgoingHttpHeaders => {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, values] of Object.entries(req.headersDistinct)) {
    if (!values || DROP_REQUEST.has(name) || name.startsWith('x-amz-checksum-') || name === 'x-amz-sdk-checksum-algorithm') continue;
    if (name === 'content-encoding') {
      // aws-chunked was a transfer detail, undone by the front; any other coding is the object's own.
      const codings = values.join(',').split(',').map((c) => c.trim()).filter((c) => c !== '' && c.toLowerCase() !== 'aws-chunked');
      if (codings.length > 0) headers[name] = codings.join(', ');
      continue;
    }
    headers[name] = values.length === 1 ? values[0] : values;
  }
  if (body) headers['content-length'] = String(body.size);
  return headers;
};

const isFormPost = (req: IncomingMessage, rawPath: string, rawQuery: string): boolean =>
  req.method === 'POST' && rawQuery === '' && /^\/[^/]+\/?$/.test(rawPath) && /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');

export const createFront = (options: FrontOptions): { server: Server; close(): Promise<void> } => {
  const agent = new Agent({ keepAlive: true });

  const sendUpstream = (method: string, path: string, headers: OutgoingHttpHeaders, bodyPath?: string): Promise<IncomingMessage> =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port: options.upstreamPort, method, path, headers, agent });
      outgoing.once('response', resolve);
      outgoing.on('error', reject);
      if (bodyPath) pipeline(createReadStream(bodyPath), outgoing).catch(reject);
      else outgoing.end();
    });

  const relay = async (upstream: IncomingMessage, res: ServerResponse, base: Record<string, string>): Promise<void> => {
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(upstream.headers)) {
      // CORS is decided here only; s3rver's own rules (PutBucketCors) must not widen it.
      if (value !== undefined && !DROP_RESPONSE.has(name) && !name.startsWith('access-control-')) headers[name] = value;
    }
    res.writeHead(upstream.statusCode ?? 500, { ...headers, ...base });
    await pipeline(upstream, res).catch(() => upstream.destroy());
  };

  const sendError = (req: IncomingMessage, res: ServerResponse, error: S3Error, base: Record<string, string>, unread: boolean) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const body = req.method === 'HEAD' ? '' : errorXml(error, base['x-amz-request-id'] ?? '');
    res.writeHead(error.status, {
      ...base,
      'content-type': 'application/xml',
      'content-length': Buffer.byteLength(body),
      // A client that waited for 100-continue never sends its body: end the connection rather than wait for it.
      ...(unread ? { connection: 'close' } : {}),
    });
    res.end(body);
    // Let the rest of a refused body be read and dropped, so the client gets to see the answer.
    if (!req.complete) req.resume();
  };

  const formPost = async (req: IncomingMessage, res: ServerResponse, rawPath: string, base: Record<string, string>) => {
    const bucket = decode(rawPath.replace(/^\/|\/$/g, ''));
    const upload = await receivePostUpload(req, {
      bucket,
      credentials: options.credentials,
      now: new Date(),
      spoolPath: join(options.spoolDir, randomUUID()),
    });
    try {
      const objectPath = `/${uriEncode(bucket)}/${uriEncode(upload.key, false)}`;
      const stored = await sendUpstream(
        'PUT',
        objectPath,
        { ...objectHeaders(upload.fields), 'content-length': String(upload.file.size) },
        upload.file.path,
      );
      if ((stored.statusCode ?? 500) >= 300) {
        await relay(stored, res, base);
        return;
      }
      stored.resume();
      const etag = String(stored.headers.etag ?? '');
      const location = `http://${req.headers.host ?? `127.0.0.1`}${objectPath}`;
      const answer = postAnswer(upload.fields, bucket, upload.key, etag, location);
      res.writeHead(answer.status, { ...base, ...answer.headers, 'content-length': Buffer.byteLength(answer.body) });
      res.end(answer.body);
    } finally {
      await rm(upload.file.path, { force: true });
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, expectsContinue: boolean): Promise<void> => {
    const requestId = randomBytes(8).toString('hex').toUpperCase();
    const base = { 'x-amz-request-id': requestId, 'x-amz-id-2': requestId, ...corsHeaders(req.headers.origin, options.corsOrigins) };
    let continued = !expectsContinue;
    let body: SpooledBody | undefined;
    try {
      const { rawPath, rawQuery } = splitUrl(req.url ?? '/');
      if (req.method === 'OPTIONS') {
        const headers = preflightHeaders(
          {
            origin: req.headers.origin,
            method: firstHeader(req.headersDistinct, 'access-control-request-method'),
            headers: req.headers['access-control-request-headers'],
          },
          options.corsOrigins,
        );
        res.writeHead(200, { ...base, ...headers, 'content-length': 0 });
        res.end();
        return;
      }
      if (isFormPost(req, rawPath, rawQuery)) {
        if (expectsContinue) res.writeContinue();
        continued = true;
        await formPost(req, res, rawPath, base);
        return;
      }
      const auth = verifyRequestAuth({ method: req.method ?? 'GET', rawPath, rawQuery, headers: req.headersDistinct }, options.credentials, new Date());
      if (expectsContinue) res.writeContinue();
      continued = true;
      // An empty PUT is spooled too, so a payload hash or Content-MD5 that promised bytes is still refused.
      if (hasBody(req) || req.method === 'PUT' || req.method === 'POST') {
        body = await spoolSignedBody(req, req.headersDistinct, auth, join(options.spoolDir, randomUUID()));
      } else {
        req.resume();
      }
      const query = upstreamQuery(rawQuery);
      const upstream = await sendUpstream(req.method ?? 'GET', query ? `${rawPath}?${query}` : rawPath, upstreamHeaders(req, body), body?.path);
      await relay(upstream, res, base);
    } catch (error) {
      sendError(req, res, toS3Error(error), base, !continued);
    } finally {
      if (body) await rm(body.path, { force: true });
    }
  };

  const server = createServer((req, res) => void handle(req, res, false));
  // Answering before "100 Continue" lets a refused upload fail without its body ever being sent, as with S3.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => void handle(req, res, true));

  const close = async (): Promise<void> => {
    const closed = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    server.closeIdleConnections();
    const force = setTimeout(() => server.closeAllConnections(), 2000);
    try {
      await closed;
    } finally {
      clearTimeout(force);
      agent.destroy();
    }
  };
  return { server, close };
};
