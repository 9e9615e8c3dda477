/**
 * Real WebSocket clients for tests and the bench: open a socket on the local gateway and wait for the frames
 * the server pushes, as a browser's socket would see them.
 */
import WebSocket from 'ws';

export type Frame = Record<string, unknown> & { messageType?: string };

/**
 * A frame the platform sends to every global socket online (a new version's notice from the ops command, a published
 * notice): another test file may send one at any moment, and it answers nothing a test sent.
 */
export const isBroadcast = (frame: Frame): boolean => frame.messageType === 'PROGRAM_UPDATE' || frame.messageType === 'NOTICE_RADIO';

/** Opens `${wsUrl}?${query}`; rejects with `HTTP <status>` when the upgrade is refused. */
export const openSocket = (wsUrl: string, query: string): Promise<WebSocket> =>
  new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(`${wsUrl}?${query}`);
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
  });

/** The next frame the socket receives. */
export const nextFrame = (socket: WebSocket): Promise<Frame> =>
  new Promise<Frame>((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)) as Frame)));

/** Records every frame a socket receives, and waits for one of a type. */
export const recordFrames = (socket: WebSocket) => {
  const frames: Frame[] = [];
  const waiters: { type: string; resolve: (frame: Frame) => void }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame;
    frames.push(frame);
    for (const waiter of waiters.filter((w) => w.type === frame.messageType)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(frame);
    }
  });
  return {
    frames,
    types: () => frames.map((frame) => frame.messageType),
    /** The first frame of `type`, already received or yet to come; rejects after `timeoutMs`. */
    waitFor: (type: string, timeoutMs = 5_000): Promise<Frame> => {
      const seen = frames.find((frame) => frame.messageType === type);
      if (seen) return Promise.resolve(seen);
      return new Promise<Frame>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`)), timeoutMs);
        waiters.push({ type, resolve: (frame) => (clearTimeout(timer), resolve(frame)) });
      });
    },
  };
};

/** Resolves when the socket has closed, with its close code. */
export const closed = (socket: WebSocket): Promise<number> =>
  socket.readyState === WebSocket.CLOSED ? Promise.resolve(1006) : new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

/**
 * The sockets a test file opens, each as a person (`token`) with its frames recorded, all terminated after each test
 * (or after the file, `'all'`). Called at a file's top level.
 */
export const socketPool = (wsUrl: () => string, cleanup: 'each' | 'all' = 'each') => {
  const open: WebSocket[] = [];
  (cleanup === 'each' ? afterEach : afterAll)(() => {
    for (const socket of open.splice(0)) socket.terminate();
  });
  return async (token: string, query: string) => {
    const socket = await openSocket(wsUrl(), `${query}&token=${encodeURIComponent(token)}`);
    open.push(socket);
    return { socket, ...recordFrames(socket) };
  };
};
export type Listener = Awaited<ReturnType<ReturnType<typeof socketPool>>>;
