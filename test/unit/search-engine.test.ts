/**
 * The local search endpoint's engine on its own (infra/local/search), through the official client: what it keeps in
 * its data folder survives a restart (a clean stop, and a crash that leaves only the translog), external versions and
 * delete tombstones included, nothing is kept without a folder, and a few thousand documents search in milliseconds.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@opensearch-project/opensearch';
import { afterEach, describe, expect, it } from 'vitest';
import { Cluster } from '../../infra/local/search/cluster.js';
import { startLocalSearch, type LocalSearch } from '../../infra/local/search/index.js';

const MAPPING = {
  dynamic: 'strict',
  properties: {
    title: { type: 'text', analyzer: 'smartcn', fields: { bigram: { type: 'text', analyzer: 'cjk' } } },
    city: { type: 'keyword' },
    budget: { type: 'long' },
    created: { type: 'date' },
  },
};

const started: LocalSearch[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const s of started.splice(0)) await s.stop();
  for (const f of folders.splice(0)) rmSync(f, { recursive: true, force: true });
});

const start = async (directory?: string) => {
  const search = await startLocalSearch({ directory });
  started.push(search);
  return { search, client: new Client({ node: search.endpoint }) };
};

const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'local-search-'));
  folders.push(dir);
  return dir;
};

interface Hits {
  hits: { total: { value: number }; hits: { _id: string; _source: Record<string, unknown> }[] };
  took: number;
}

describe('the local search engine', () => {
  it('keeps indices, mappings, aliases, documents and their versions across a restart', async () => {
    const dir = folder();
    const first = await start(dir);
    await first.client.indices.create({ index: 'projects-v1', body: { settings: { refresh_interval: '5s' }, mappings: MAPPING, aliases: { projects: {} } } as never });
    await first.client.bulk({
      body: Array.from({ length: 50 }, (_, i) => [{ index: { _index: 'projects', _id: `p${i}` } }, { title: `项目${i} 小程序开发`, city: i % 2 ? '上海' : '北京', budget: i * 100, created: '2024-01-01' }]).flat(),
    });
    await first.client.update({ index: 'projects', id: 'p1', body: { doc: { title: '极客邦云官网' } } });
    await first.client.delete({ index: 'projects', id: 'p2' });
    const before = (await first.client.get({ index: 'projects', id: 'p1' })).body;
    await first.search.stop();

    const second = await start(dir);
    const { client } = second;
    expect((await client.indices.getAlias({ name: 'projects' })).body).toEqual({ 'projects-v1': { aliases: { projects: {} } } });
    expect((await client.indices.getMapping({ index: 'projects-v1' })).body['projects-v1']?.mappings).toMatchObject({ dynamic: 'strict', properties: { title: { analyzer: 'smartcn' } } });
    expect((await client.indices.getSettings({ index: 'projects-v1' })).body['projects-v1']?.settings?.index?.refresh_interval).toBe('5s');
    const after = (await client.get({ index: 'projects', id: 'p1' })).body;
    expect(after).toEqual(before);
    expect((await client.get({ index: 'projects', id: 'p2' }, { ignore: [404] })).body.found).toBe(false);
    // Searchable at once after the restart (writes before a stop are not lost in an unrefreshed buffer).
    expect((await client.count({ index: 'projects' })).body.count).toBe(49);
    const brand = (await client.search({ index: 'projects', body: { query: { match: { 'title.bigram': '极客邦云' } } } })).body as unknown as Hits;
    expect(brand.hits.hits.map((h) => h._id)).toEqual(['p1']);
    // Sequence numbers go on where they stopped; a deleted id comes back with a newer version.
    const next = (await client.index({ index: 'projects', id: 'p2', body: { title: '重新创建' } })).body;
    expect(next._seq_no).toBeGreaterThan(after._seq_no as number);
    expect(next).toMatchObject({ result: 'created', _version: 3 });
  });

  it('replays the translog when the process ended without a clean stop', async () => {
    const dir = folder();
    const running = await start(dir);
    await running.client.indices.create({ index: 'crash', body: { mappings: MAPPING } as never });
    await running.client.index({ index: 'crash', id: 'a', body: { title: '崩溃前写入', budget: 1 } });
    await running.client.index({ index: 'crash', id: 'a', body: { title: '崩溃前改写', budget: 2 } });
    await running.client.index({ index: 'crash', id: 'b', body: { title: '第二条' } });
    await running.client.delete({ index: 'crash', id: 'b' });
    // What a new process would find on disk now, while the first never stopped: snapshot + translog.
    const reloaded = new Cluster(join(dir));
    const index = reloaded.indices.get('crash');
    expect(index?.get('a')).toMatchObject({ version: 2, source: { title: '崩溃前改写', budget: 2 } });
    expect(index?.get('b')).toBeUndefined();
    expect(index?.segment.size).toBe(1);
    reloaded.close();
  });

  it('keeps external versions and tombstones across a restart and a crash, so a stale write stays refused', async () => {
    const dir = folder();
    const first = await start(dir);
    await first.client.indices.create({ index: 'versions', body: { mappings: MAPPING } as never });
    await first.client.index({ index: 'versions', id: 'kept', version: 40, version_type: 'external', body: { title: '保留' } });
    await first.client.index({ index: 'versions', id: 'gone', version: 50, version_type: 'external', body: { title: '删除' } });
    await first.client.delete({ index: 'versions', id: 'gone', version: 60, version_type: 'external' });
    await first.client.delete({ index: 'versions', id: 'never', version: 70, version_type: 'external' }, { ignore: [404] });
    // A crash: what a new process finds on disk while the first still runs (snapshot + translog).
    const crashed = new Cluster(dir);
    expect(crashed.indices.get('versions')?.get('kept')).toMatchObject({ version: 40 });
    crashed.close();
    await first.search.stop();

    const { client } = await start(dir);
    expect((await client.get({ index: 'versions', id: 'kept' })).body._version).toBe(40);
    const stale = async (id: string, version: number) => {
      const answer = await client.index({ index: 'versions', id, version, version_type: 'external', body: { title: '旧' } }, { ignore: [409] });
      return [answer.statusCode, (answer.body as { error?: { reason: string } }).error?.reason];
    };
    expect(await stale('kept', 40)).toEqual([409, '[kept]: version conflict, current version [40] is higher or equal to the one provided [40]']);
    expect(await stale('gone', 55)).toEqual([409, '[gone]: version conflict, current version [60] is higher or equal to the one provided [55]']);
    expect(await stale('never', 65)).toEqual([409, '[never]: version conflict, current version [70] is higher or equal to the one provided [65]']);
    expect((await client.index({ index: 'versions', id: 'gone', version: 61, version_type: 'external', body: { title: '新' } })).body).toMatchObject({ _version: 61, result: 'created' });
  });

  it('keeps nothing without a folder', async () => {
    const first = await start();
    await first.client.indices.create({ index: 'memory' });
    await first.search.stop();
    const second = await start();
    expect((await second.client.indices.exists({ index: 'memory' })).body).toBe(false);
  });

  it('writes only under its own folder', async () => {
    const dir = folder();
    const { client } = await start(join(dir, 'search'));
    await client.indices.create({ index: 'one' });
    expect(readdirSync(dir)).toEqual(['search']);
    expect(readdirSync(join(dir, 'search'))).toEqual(['one']);
  });

  it('searches 3,000 documents in milliseconds (an inverted index per field, no scan of the texts)', async () => {
    const { client } = await start();
    await client.indices.create({ index: 'many', body: { settings: { refresh_interval: '-1' }, mappings: MAPPING } as never });
    const words = ['小程序', '开发', '设计', '官网', '运维', 'Java', '后端', '前端', '装修', '餐厅', '电商', '数据', '标注', '品牌', '视觉'];
    const cities = ['上海', '北京', '深圳', '杭州'];
    const body = Array.from({ length: 3000 }, (_, i) => [
      { index: { _index: 'many', _id: String(i) } },
      {
        title: `${words[i % words.length]}${words[(i * 7) % words.length]}项目第${i}期，${words[(i * 3) % words.length]}与${words[(i * 11) % words.length]}`,
        city: cities[i % cities.length],
        budget: (i * 37) % 100_000,
        created: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString(),
      },
    ]).flat();
    await client.bulk({ body, refresh: true });
    const query = {
      query: {
        bool: {
          must: { multi_match: { query: '小程序开发 前端', fields: ['title^2', 'title.bigram'] } },
          filter: [{ term: { city: '上海' } }, { range: { budget: { gte: 1000 } } }],
        },
      },
      highlight: { fields: { title: {} } },
      size: 20,
    };
    const took: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const result = (await client.search({ index: 'many', body: query as never })).body as unknown as Hits;
      expect(result.hits.total.value).toBeGreaterThan(100);
      took.push(result.took);
    }
    // The engine's own time (`took`), best of five, with room for a busy machine (it is about 15 ms alone).
    expect(Math.min(...took)).toBeLessThan(100);
  });
});
