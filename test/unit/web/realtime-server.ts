/**
 * A real WebSocket server in the test process, for the global socket's unit tests: it records each connection's
 * query and frames, answers HEARTBEAT as the realtime function does (when told to), and can push or close.
 */
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface RadioConnection {
  socket: WebSocket;
  query: URLSearchParams;
  received: string[];
  closed: boolean;
  push(frame: Record<string, unknown>): void;
}

export interface RadioServer {
  url: string;
  connections: RadioConnection[];
  /** Whether HEARTBEAT frames get `{ messageType: 'HEARTBEAT', sendTime }` back. */
  answerHeartbeats: boolean;
  close(): Promise<void>;
}

export const startRadioServer = async (): Promise<RadioServer> => {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/ws' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const { port } = wss.address() as AddressInfo;
  const server: RadioServer = {
    url: `ws://127.0.0.1:${port}/ws`,
    connections: [],
    answerHeartbeats: true,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
  wss.on('connection', (socket, request) => {
    const connection: RadioConnection = {
      socket,
      query: new URL(request.url ?? '/', 'http://localhost').searchParams,
      received: [],
      closed: false,
      push: (frame) => socket.send(JSON.stringify(frame)),
    };
    server.connections.push(connection);
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      connection.received.push(text);
      if (server.answerHeartbeats && text === '{"messageType":"HEARTBEAT"}') connection.push({ messageType: 'HEARTBEAT', sendTime: Date.now() });
    });
    socket.on('close', () => {
      connection.closed = true;
    });
  });
  return server;
};

const realSetTimeout = globalThis.setTimeout;

/** Waits in real time (fake timers or not) until `check` holds, or fails after `timeoutMs`. */
export const until = async (check: () => boolean, timeoutMs = 3_000): Promise<void> => {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => realSetTimeout(resolve, 5));
  }
};
