/** The local S3: s3rver for storage behind a front that checks signatures, POST policies and CORS like real S3. */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFront } from './front.js';
import { startS3rver } from './s3rver-backend.js';

export interface LocalS3Options {
  /** Folder for s3rver's files; omit for a temporary folder removed on stop. */
  directory?: string;
  /** Port for the front (0 = free port). s3rver itself listens on another free loopback port. */
  port?: number;
  accessKeyId: string;
  secretAccessKey: string;
  /** Buckets to create if missing. */
  buckets: string[];
  /** Origins allowed by CORS (e.g. ['http://localhost:3000']). */
  corsOrigins: string[];
}

export interface LocalS3 {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  stop(): Promise<void>;
}

export const startLocalS3 = async (options: LocalS3Options): Promise<LocalS3> => {
  const cleanups: (() => Promise<void>)[] = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch(() => undefined);
  };
  try {
    let directory = options.directory;
    if (directory) await mkdir(directory, { recursive: true });
    else {
      const temporary = await mkdtemp(join(tmpdir(), 'local-s3-'));
      cleanups.push(() => rm(temporary, { recursive: true, force: true }));
      directory = temporary;
    }
    // Bodies wait here while checked; never inside s3rver's folder, where every directory is a bucket.
    const spoolDir = await mkdtemp(join(tmpdir(), 'local-s3-spool-'));
    cleanups.push(() => rm(spoolDir, { recursive: true, force: true }));

    const backend = await startS3rver({ directory, buckets: options.buckets });
    cleanups.push(() => backend.stop());

    const front = createFront({
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      corsOrigins: options.corsOrigins,
      upstreamPort: backend.port,
      spoolDir,
    });
    await new Promise<void>((resolve, reject) => {
      front.server.once('error', reject);
      front.server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
    });
    cleanups.push(() => front.close());

    const { port } = front.server.address() as AddressInfo;
    let stopping: Promise<void> | undefined;
    return { endpoint: `http://127.0.0.1:${port}`, stop: () => (stopping ??= cleanup()) };
  } catch (error) {
    await cleanup();
    throw error;
  }
};
