/** Small helpers of the local cloud: wait until a thing answers, find a free port. */
import { createServer } from 'node:net';

export const waitFor = async (
  check: () => Promise<boolean>,
  { timeoutMs, what, intervalMs = 100 }: { timeoutMs: number; what: string; intervalMs?: number },
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
};

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
