/**
 * The URL a request names, for every server of the local cloud (the site and API, the WebSocket gateway and its
 * `@connections` endpoint, the search endpoint). A request line may name no URL at all (`GET //[ HTTP/1.1`,
 * `http://x:-1/`): `new URL` throws, and a throw inside a request handler ends the whole process. An outside probe
 * brought the local cloud down with one such request; each server now answers it 400 as API Gateway and CloudFront do.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** The request's URL, or undefined when its target is no URL. */
export const targetOf = (req: IncomingMessage, base = 'http://localhost'): URL | undefined => {
  try {
    return new URL(req.url ?? '/', base);
  } catch {
    return undefined;
  }
};

/** The answer to a request whose target is no URL. */
export const refuseTarget = (res: ServerResponse): void => {
  res.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"Bad Request"}');
};

/** The same answer on a socket an upgrade request arrived on. */
export const refuseUpgradeTarget = (socket: Duplex): void => {
  socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
};
