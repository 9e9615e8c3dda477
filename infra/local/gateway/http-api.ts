/**
 * The HTTP API as API Gateway runs it, on a socket: a request is read (its body up to API Gateway's 10 MB) into a
 * `GatewayRequest`, handled by the shared dispatcher (http-event.ts: the route table's match, the payload format
 * 2.0 event, the unit's handler in-process) and its response written back.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchRoute } from '../../../shared/routes/index.js';
import { hasDotSegment } from '../../../shared/routes/types.js';
import { dispatchHttp, MAX_PAYLOAD } from './http-event.js';

const readBody = (req: IncomingMessage): Promise<Buffer | 'too-large'> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_PAYLOAD) {
        // Answered at once, as API Gateway does; the rest is read and dropped so that the answer reaches the client
        // (destroying the socket here would cut it off with no answer at all).
        resolve('too-large');
        req.removeAllListeners('data');
        req.resume();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** Node's headers as API Gateway passes them: one string per name, repeated values joined with `,`. */
const headersOf = (req: IncomingMessage): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  return headers;
};

export const handleApiRequest = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
  const method = req.method ?? 'GET';
  // A path no route has is answered without reading its body, as API Gateway does.
  const rawPath = (req.url ?? '/').split('?')[0];
  const body = !hasDotSegment(rawPath ?? '') && matchRoute(method, url.pathname).route ? await readBody(req) : Buffer.alloc(0);
  const answer = await dispatchHttp({
    method,
    url,
    rawPath,
    headers: headersOf(req),
    body,
    sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
    httpVersion: req.httpVersion,
  });
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
};
