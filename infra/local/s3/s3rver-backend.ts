/** s3rver, the storage behind the front: loopback only, a free port, the configured buckets created if missing. */
import S3rver from 's3rver';

export interface S3rverBackend {
  port: number;
  stop(): Promise<void>;
}

export const startS3rver = async (options: { directory: string; buckets: readonly string[] }): Promise<S3rverBackend> => {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: options.directory,
    // The front always calls with a path-style URL and an IP host; never guess a bucket from the Host header.
    vhostBuckets: false,
    configureBuckets: options.buckets.map((name) => ({ name })),
  });
  const address = await server.run();
  return { port: address.port, stop: () => server.close() };
};
