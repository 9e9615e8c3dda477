/**
 * The local cloud itself: it plays AWS's TTL deletion, keeps data between restarts (and forgets it with
 * --fresh), and leaves nothing running after SIGTERM.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { spawnCloud } from '../support/spawn-cloud.js';

/** Processes whose command line mentions this folder (the cloud's DynamoDB Local names its data path). */
const processesUsing = (folder: string): string[] =>
  execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(folder) && !line.includes('ps -eo'));

const answers = (url: string) => fetch(url).then(() => true, () => false);

describe('the local cloud', () => {
  it('listens on the loopback address only, unless HEZUO_HOST says otherwise', async () => {
    const { siteUrl } = inject('cloud');
    const port = new URL(siteUrl).port;
    expect(await answers(`http://127.0.0.1:${port}/config.json`)).toBe(true);
    // Every address of this machine that is not loopback: the site must not answer there.
    const outside = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && a.family === 'IPv4' && !a.internal)
      .map((a) => a!.address);
    for (const address of outside) expect(await answers(`http://${address}:${port}/config.json`), address).toBe(false);
  });

  it('sends the SPA compressed, as CloudFront does, when the browser accepts it', async () => {
    const { siteUrl } = inject('cloud');
    const plain = await (await fetch(`${siteUrl}/`, { headers: { 'accept-encoding': 'identity' } })).text();
    expect(plain).toContain('<div id="root">');
    // node's fetch decodes br and gzip itself; raw bytes come from node:http.
    for (const encoding of ['br', 'gzip']) {
      const raw = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        get(`${siteUrl}/`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
      expect(raw.headers['content-encoding']).toBe(encoding);
      expect((encoding === 'br' ? brotliDecompressSync(raw.body) : gunzipSync(raw.body)).toString()).toBe(plain);
    }
  });

  it('serves /config.json for the stage', async () => {
    const { siteUrl, wsUrl } = inject('cloud');
    const res = await fetch(`${siteUrl}/config.json`);
    expect(await res.json()).toEqual({ apiBase: '/api', wsUrl, stage: 'local' });
  });

  // The run's own cloud sweeps nothing behind the tests' backs (test/support/global-setup.ts): this cloud of its own
  // sweeps expired items every second, as `npm start` does every 30 s.
  it('removes expired TTL items by itself as AWS does, keeps data between restarts, forgets it with --fresh, and stops everything on SIGTERM', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hezuo-cloud-'));
    try {
      // Prepare: a first run writes an item, and one that has expired.
      const first = await spawnCloud({ dataDir, ttlSweepMs: 1_000 });
      const key = { pk: `TEST#${crypto.randomUUID()}`, sk: 'T' };
      const expired = { pk: `TEST#${crypto.randomUUID()}`, sk: 'T' };
      const client = async (info: typeof first.info) => {
        const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
        const { DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
        return DynamoDBDocumentClient.from(
          new DynamoDBClient({ endpoint: info.dynamodbEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } }),
        );
      };
      const firstDb = await client(first.info);
      await firstDb.send(new PutCommand({ TableName: first.info.tableName, Item: key }));
      await firstDb.send(new PutCommand({ TableName: first.info.tableName, Item: { ...expired, ttl: Math.floor(Date.now() / 1000) - 1 } }));
      await vi.waitFor(async () => expect((await firstDb.send(new GetCommand({ TableName: first.info.tableName, Key: expired, ConsistentRead: true }))).Item).toBeUndefined(), {
        timeout: 30_000,
        interval: 250,
      });
      expect(processesUsing(dataDir).length).toBeGreaterThan(0);
      // Act: SIGTERM
      await first.stop();
      // Assess: nothing left running, nothing answering.
      expect(processesUsing(dataDir)).toEqual([]);
      expect(await answers(first.info.siteUrl)).toBe(false);
      expect(await answers(first.info.dynamodbEndpoint)).toBe(false);
      expect(await answers(first.info.s3Endpoint)).toBe(false);

      const second = await spawnCloud({ dataDir });
      const kept = await (await client(second.info)).send(new GetCommand({ TableName: second.info.tableName, Key: key }));
      await second.stop();
      expect(kept.Item).toEqual(key);

      const third = await spawnCloud({ dataDir, fresh: true });
      const gone = await (await client(third.info)).send(new GetCommand({ TableName: third.info.tableName, Key: key }));
      await third.stop();
      expect(gone.Item).toBeUndefined();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
