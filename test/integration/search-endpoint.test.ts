/**
 * The local cloud's search endpoint (infra/local/search), driven only through the official client
 * (`@opensearch-project/opensearch`) as the search module will drive it: index administration, documents and
 * `_bulk`, document versioning (`version`/`version_type` internal, external, external_gte on index, create, delete,
 * `_bulk` and GET; conflicts, tombstones within `index.gc_deletes`, OpenSearch's refusals and messages), the query DSL
 * subset with OpenSearch's scoring rules, sort and paging, highlight, `_count`, aliases, refresh, OpenSearch's error
 * shapes, every unsupported clause refused loudly, and Chinese: segmentation with the bigram fallback, full-width
 * forms, mixed Chinese, English and digits.
 */
import { randomBytes } from 'node:crypto';
import { Client, errors } from '@opensearch-project/opensearch';
import { beforeAll, describe, expect, it } from 'vitest';

const endpoint = process.env.SEARCH_ENDPOINT;
if (!endpoint) throw new Error('SEARCH_ENDPOINT is not set: the local cloud should have started the search endpoint');
const client = new Client({ node: endpoint });

/** A fresh index name for each test (the cloud is shared by the run). */
const name = (base: string) => `t-${base}-${randomBytes(4).toString('hex')}`;

interface Hit {
  _index: string;
  _id: string;
  _score: number | null;
  _source?: Record<string, unknown>;
  sort?: unknown[];
  highlight?: Record<string, string[]>;
  _seq_no?: number;
  _primary_term?: number;
  _version?: number;
}
interface SearchBody {
  took: number;
  timed_out: boolean;
  _shards: { total: number; successful: number; skipped: number; failed: number };
  hits: { total?: { value: number; relation: string } | number; max_score: number | null; hits: Hit[] };
}
interface ErrorBody {
  error: { root_cause: { type: string; reason: string }[]; type: string; reason: string; [key: string]: unknown };
  status: number;
}

const search = async (index: string, body: Record<string, unknown>, params: Record<string, unknown> = {}): Promise<SearchBody> =>
  (await client.search({ index, body: body as never, ...params })).body as unknown as SearchBody;

const ids = (body: SearchBody) => body.hits.hits.map((h) => h._id);
const scoreOf = (body: SearchBody, id: string) => body.hits.hits.find((h) => h._id === id)?._score ?? NaN;

/** The refusal a call ends in: its status and OpenSearch's error body, checked to have OpenSearch's shape. */
const refusal = async (call: Promise<unknown>): Promise<{ status: number; type: string; reason: string; body: ErrorBody }> => {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof errors.ResponseError)) throw error;
    const body = error.meta.body as ErrorBody;
    expect(body).toMatchObject({ error: { root_cause: [expect.objectContaining({ type: expect.any(String), reason: expect.any(String) })] }, status: error.meta.statusCode });
    expect(body.error.type).toEqual(expect.any(String));
    return { status: error.meta.statusCode ?? 0, type: body.error.type, reason: body.error.reason, body };
  }
  throw new Error('expected the endpoint to refuse the request');
};

const PROJECTS_MAPPING = {
  dynamic: 'strict',
  properties: {
    title: {
      type: 'text',
      analyzer: 'smartcn',
      term_vector: 'with_positions_offsets',
      fields: {
        bigram: { type: 'text', analyzer: 'cjk', term_vector: 'with_positions_offsets' },
        raw: { type: 'keyword' },
      },
    },
    body: { type: 'text', analyzer: 'smartcn', fields: { bigram: { type: 'text', analyzer: 'cjk' } } },
    city: { type: 'keyword' },
    tags: { type: 'keyword' },
    budget: { type: 'integer' },
    rating: { type: 'float' },
    open: { type: 'boolean' },
    created: { type: 'date' },
  },
};

const PROJECTS: Record<string, Record<string, unknown>> = {
  p1: { title: '微信小程序的开发', body: '需要一位前端工程师负责微信小程序的开发与上线。', city: '上海', tags: ['小程序', '前端'], budget: 20000, rating: 4.5, open: true, created: '2024-03-01T08:00:00Z' },
  p2: { title: '开发小程序', body: '寻找团队开发一个点餐小程序。', city: '北京', tags: ['小程序'], budget: 8000, rating: 3, open: true, created: '2024-03-05' },
  p3: { title: '极客邦云官网改版', body: '为极客邦云设计新的官网，包含品牌视觉。', city: '深圳', tags: ['设计'], budget: 50000, rating: 4.9, open: false, created: '2024-02-10' },
  p4: { title: 'APP开发', body: 'iOS与Android双端APP开发，要求有电商经验。', city: '上海', tags: ['APP', '电商'], budget: 120000, rating: 4, open: true, created: '2024-01-20' },
  p5: { title: 'Java后端开发3年', body: '招聘Java后端开发，3年以上经验，熟悉Spring。', city: '杭州', tags: ['后端', 'Java'], budget: 30000, rating: 3.8, open: true, created: 1710000000000 },
  p6: { title: '餐厅装修设计', body: '餐厅室内装修与灯光设计。', city: '北京', tags: ['设计', '装修'], budget: 15000, rating: 2.5, open: false, created: '2023-12-01' },
  p7: { title: '数据标注兼职', body: '图片数据标注，按件计费。', city: '上海', tags: [], open: true },
};

/** An index with the projects above, refreshed. */
const projectsIndex = async (base = 'projects', settings: Record<string, unknown> = { number_of_replicas: 0 }): Promise<string> => {
  const index = name(base);
  await client.indices.create({ index, body: { settings, mappings: PROJECTS_MAPPING } as never });
  await client.bulk({ refresh: true, body: Object.entries(PROJECTS).flatMap(([id, doc]) => [{ index: { _index: index, _id: id } }, doc]) });
  return index;
};

describe('the cluster', () => {
  it('answers GET / as OpenSearch 2.17 does, so the client accepts it', async () => {
    const { body } = await client.info();
    expect(body.version).toMatchObject({ distribution: 'opensearch', number: '2.17.0' });
    expect(body.tagline).toContain('OpenSearch');
  });

  it('answers cluster health with a status', async () => {
    const { body } = await client.cluster.health({ wait_for_status: 'yellow' });
    expect(['green', 'yellow']).toContain(body.status);
    expect(body.number_of_nodes).toBe(1);
    expect(body.timed_out).toBe(false);
  });

  it('refuses an endpoint it does not implement, in OpenSearch shape', async () => {
    const index = await projectsIndex('nohandler');
    const refused = await refusal(client.deleteByQuery({ index, body: { query: { match_all: {} } } }));
    expect(refused.status).toBe(400);
    expect(refused.reason).toMatch(/not supported by the local search endpoint/);
  });

  it('refuses an unknown URL parameter as OpenSearch does, and one it does not implement', async () => {
    const index = await projectsIndex('params');
    const unknown = await refusal(client.search({ index, nope: 'x' } as never));
    expect(unknown).toMatchObject({ status: 400, type: 'illegal_argument_exception' });
    expect(unknown.reason).toContain('contains unrecognized parameter: [nope]');
    const filterPath = await refusal(client.search({ index, filter_path: 'hits.hits._id' }));
    expect(filterPath.reason).toMatch(/filter_path.*not supported/);
    const q = await refusal(client.search({ index, q: 'title:开发' }));
    expect(q.reason).toMatch(/\[q\].*not supported/);
  });
});

describe('indices', () => {
  it('creates an index with settings, mapping and aliases; tells it exists; refuses it twice', async () => {
    const index = name('create');
    const alias = name('alias');
    const { body } = await client.indices.create({ index, body: { settings: { index: { number_of_shards: 1, number_of_replicas: 0 } }, mappings: PROJECTS_MAPPING, aliases: { [alias]: {} } } as never });
    expect(body).toEqual({ acknowledged: true, shards_acknowledged: true, index });
    expect((await client.indices.exists({ index })).body).toBe(true);
    expect((await client.indices.exists({ index: name('absent') })).body).toBe(false);
    const again = await refusal(client.indices.create({ index }));
    expect(again).toMatchObject({ status: 400, type: 'resource_already_exists_exception' });
    expect(again.reason).toMatch(new RegExp(`^index \\[${index}/.+\\] already exists$`));
    const mapping = (await client.indices.getMapping({ index })).body as Record<string, { mappings: Record<string, unknown> }>;
    expect(mapping[index]?.mappings).toMatchObject({ dynamic: 'strict', properties: { title: { type: 'text', analyzer: 'smartcn', fields: { bigram: { analyzer: 'cjk' } } } } });
    // The mapping through the alias answers under the index's own name.
    expect(Object.keys((await client.indices.getMapping({ index: alias })).body)).toEqual([index]);
  });

  it('deletes an index; a missing index is index_not_found_exception 404', async () => {
    const index = await projectsIndex('delete');
    expect((await client.indices.delete({ index })).body).toEqual({ acknowledged: true });
    expect((await client.indices.exists({ index })).body).toBe(false);
    const missing = await refusal(client.indices.delete({ index }));
    expect(missing).toMatchObject({ status: 404, type: 'index_not_found_exception', reason: `no such index [${index}]` });
    expect(missing.body.error).toMatchObject({ index, 'resource.type': 'index_or_alias' });
    const searchMissing = await refusal(client.search({ index, body: { query: { match_all: {} } } }));
    expect(searchMissing).toMatchObject({ status: 404, type: 'index_not_found_exception' });
  });

  it('refuses mappings OpenSearch refuses: unknown analyzer, type, parameter; and bad index names', async () => {
    const analyzer = await refusal(client.indices.create({ index: name('bad'), body: { mappings: { properties: { title: { type: 'text', analyzer: 'ik_smart' } } } } as never }));
    expect(analyzer).toMatchObject({ status: 400, type: 'mapper_parsing_exception' });
    expect(analyzer.reason).toContain('analyzer [ik_smart] has not been configured in mappings');
    const type = await refusal(client.indices.create({ index: name('bad'), body: { mappings: { properties: { a: { type: 'strnig' } } } } as never }));
    expect(type.reason).toContain('No handler for type [strnig] declared on field [a]');
    const parameter = await refusal(client.indices.create({ index: name('bad'), body: { mappings: { properties: { a: { type: 'keyword', analyzer: 'standard' } } } } as never }));
    expect(parameter.reason).toContain('unknown parameter [analyzer] on mapper [a] of type [keyword]');
    const upper = await refusal(client.indices.create({ index: 'Projects' }));
    expect(upper).toMatchObject({ status: 400, type: 'invalid_index_name_exception' });
    expect(upper.reason).toContain('must be lowercase');
    // Custom analysis is OpenSearch's, but not this endpoint's: refused, never ignored.
    const analysis = await refusal(client.indices.create({ index: name('bad'), body: { settings: { analysis: { analyzer: { my: { type: 'custom', tokenizer: 'standard' } } } } } as never }));
    expect(analysis.reason).toMatch(/not supported by the local search endpoint/);
    const nested = await refusal(client.indices.create({ index: name('bad'), body: { mappings: { properties: { a: { type: 'nested' } } } } as never }));
    expect(nested.reason).toMatch(/field type \[nested\].*not supported/);
  });

  it('adds fields to a mapping, refuses changing one', async () => {
    const index = await projectsIndex('putmapping');
    await client.indices.putMapping({ index, body: { properties: { district: { type: 'keyword' } } } });
    await client.index({ index, id: 'd1', body: { title: '新字段', district: '浦东' }, refresh: true });
    expect(ids(await search(index, { query: { term: { district: '浦东' } } }))).toEqual(['d1']);
    const change = await refusal(client.indices.putMapping({ index, body: { properties: { city: { type: 'text' } } } }));
    expect(change).toMatchObject({ status: 400, type: 'illegal_argument_exception' });
    expect(change.reason).toContain('mapper [city] cannot be changed from type [keyword] to [text]');
  });
});

describe('documents', () => {
  it('indexes, replaces, gets and deletes a document with versions and sequence numbers', async () => {
    const index = await projectsIndex('docs');
    const created = (await client.index({ index, id: 'n1', body: { title: '新项目', budget: 100 } })).body;
    expect(created).toMatchObject({ _index: index, _id: 'n1', _version: 1, result: 'created', _primary_term: 1, _shards: { successful: 1, failed: 0 } });
    expect(typeof created._seq_no).toBe('number');
    const updated = (await client.index({ index, id: 'n1', body: { title: '新项目二', budget: 200 } })).body;
    expect(updated).toMatchObject({ _version: 2, result: 'updated', _seq_no: created._seq_no + 1 });
    const got = (await client.get({ index, id: 'n1' })).body;
    expect(got).toMatchObject({ _index: index, _id: 'n1', _version: 2, _seq_no: updated._seq_no, _primary_term: 1, found: true, _source: { title: '新项目二', budget: 200 } });
    const filtered = (await client.get({ index, id: 'n1', _source_includes: 'title' })).body;
    expect(filtered._source).toEqual({ title: '新项目二' });
    expect((await client.exists({ index, id: 'n1' })).body).toBe(true);
    const deleted = (await client.delete({ index, id: 'n1' })).body;
    expect(deleted).toMatchObject({ result: 'deleted', _version: 3 });
    const missing = await client.get({ index, id: 'n1' }, { ignore: [404] });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toEqual({ _index: index, _id: 'n1', found: false });
    const again = await client.delete({ index, id: 'n1' }, { ignore: [404] });
    expect(again.body).toMatchObject({ result: 'not_found' });
    // A document indexed without an id gets one.
    const auto = (await client.index({ index, body: { title: '无编号' } })).body;
    expect(auto._id).toMatch(/^[\w-]{20}$/);
  });

  it('refuses a create of an existing document and stale if_seq_no/if_primary_term with version_conflict_engine_exception 409', async () => {
    const index = await projectsIndex('conflict');
    const conflict = await refusal(client.index({ index, id: 'p1', op_type: 'create', body: { title: 'x' } }));
    expect(conflict).toMatchObject({ status: 409, type: 'version_conflict_engine_exception' });
    expect(conflict.reason).toBe('[p1]: version conflict, document already exists (current version [1])');
    expect((await client.create({ index, id: 'fresh', body: { title: '新' } })).body.result).toBe('created');
    const current = (await client.get({ index, id: 'p2' })).body;
    const ok = (await client.index({ index, id: 'p2', if_seq_no: current._seq_no, if_primary_term: current._primary_term, body: { title: '开发小程序（改）' } })).body;
    expect(ok.result).toBe('updated');
    const stale = await refusal(client.index({ index, id: 'p2', if_seq_no: current._seq_no, if_primary_term: 1, body: { title: '旧' } }));
    expect(stale).toMatchObject({ status: 409, type: 'version_conflict_engine_exception' });
    expect(stale.reason).toContain(`required seqNo [${current._seq_no}], primary term [1]. current document has seqNo [${ok._seq_no}]`);
    const staleDelete = await refusal(client.delete({ index, id: 'p2', if_seq_no: current._seq_no, if_primary_term: 1 }));
    expect(staleDelete.status).toBe(409);
  });

  it('updates partially, upserts, reports noop; a missing document is document_missing_exception 404', async () => {
    const index = await projectsIndex('update');
    const partial = (await client.update({ index, id: 'p1', body: { doc: { budget: 25000 } }, refresh: true })).body;
    expect(partial).toMatchObject({ result: 'updated', _version: 2 });
    expect((await client.get({ index, id: 'p1' })).body._source).toMatchObject({ title: '微信小程序的开发', budget: 25000, city: '上海' });
    expect(ids(await search(index, { query: { term: { budget: 25000 } } }))).toEqual(['p1']);
    const noop = (await client.update({ index, id: 'p1', body: { doc: { budget: 25000 } } })).body;
    expect(noop).toMatchObject({ result: 'noop', _version: 2 });
    const missing = await refusal(client.update({ index, id: 'nope', body: { doc: { budget: 1 } } }));
    expect(missing).toMatchObject({ status: 404, type: 'document_missing_exception', reason: '[nope]: document missing' });
    const upserted = (await client.update({ index, id: 'u1', body: { doc: { title: '新建', budget: 1 }, doc_as_upsert: true } })).body;
    expect(upserted).toMatchObject({ result: 'created', _version: 1 });
    const script = await refusal(client.update({ index, id: 'p1', body: { script: { source: 'ctx._source.budget += 1' } } }));
    expect(script.reason).toMatch(/script.*not supported/);
  });

  it('honours dynamic: strict and checks values against the field types', async () => {
    const index = await projectsIndex('strict');
    const strict = await refusal(client.index({ index, id: 'x', body: { title: 'x', colour: 'red' } }));
    expect(strict).toMatchObject({ status: 400, type: 'strict_dynamic_mapping_exception', reason: 'mapping set to strict, dynamic introduction of [colour] within [_doc] is not allowed' });
    const number = await refusal(client.index({ index, id: 'x', body: { title: 'x', budget: 'a lot' } }));
    expect(number).toMatchObject({ status: 400, type: 'mapper_parsing_exception' });
    expect(number.reason).toContain("failed to parse field [budget] of type [integer] in document with id 'x'");
    const date = await refusal(client.index({ index, id: 'x', body: { title: 'x', created: 'yesterday' } }));
    expect(date.reason).toContain('failed to parse field [created] of type [date]');
    const meta = await refusal(client.index({ index, id: 'x', body: { _id: 'y', title: 'x' } }));
    expect(meta.reason).toContain('Field [_id] is a metadata field');
  });

  it('maps new fields dynamically without a mapping, as OpenSearch does', async () => {
    const index = name('dynamic');
    await client.index({ index, id: '1', body: { name: '合作云', count: 3, price: 1.5, ok: true, at: '2024-05-01T00:00:00Z' }, refresh: true });
    const mapping = (await client.indices.getMapping({ index })).body as Record<string, { mappings: { properties: Record<string, unknown> } }>;
    expect(mapping[index]?.mappings.properties).toMatchObject({
      name: { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } },
      count: { type: 'long' },
      price: { type: 'float' },
      ok: { type: 'boolean' },
      at: { type: 'date' },
    });
    expect(ids(await search(index, { query: { term: { 'name.keyword': '合作云' } } }))).toEqual(['1']);
  });
});

describe('_bulk', () => {
  it('runs index, create, update and delete with per-item results and the errors flag', async () => {
    const index = await projectsIndex('bulk');
    const { body } = await client.bulk({
      refresh: 'wait_for',
      body: [
        { index: { _index: index, _id: 'b1' } },
        { title: '批量一', budget: 1 },
        { create: { _index: index, _id: 'p1' } },
        { title: '重复' },
        { update: { _index: index, _id: 'p2' } },
        { doc: { budget: 9000 } },
        { delete: { _index: index, _id: 'p3' } },
        { update: { _index: index, _id: 'missing' } },
        { doc: { budget: 1 } },
        { index: { _index: index, _id: 'b2' } },
        { title: '坏', nope: 1 },
      ],
    });
    expect(body.errors).toBe(true);
    const items = body.items as Record<string, { status: number; result?: string; error?: { type: string } }>[];
    expect(items.map((item) => Object.keys(item)[0])).toEqual(['index', 'create', 'update', 'delete', 'update', 'index']);
    expect(items[0]?.index).toMatchObject({ _index: index, _id: 'b1', status: 201, result: 'created', _version: 1 });
    expect(items[1]?.create).toMatchObject({ status: 409, error: { type: 'version_conflict_engine_exception' } });
    expect(items[2]?.update).toMatchObject({ status: 200, result: 'updated' });
    expect(items[3]?.delete).toMatchObject({ status: 200, result: 'deleted' });
    expect(items[4]?.update).toMatchObject({ status: 404, error: { type: 'document_missing_exception' } });
    expect(items[5]?.index).toMatchObject({ status: 400, error: { type: 'strict_dynamic_mapping_exception' } });
    // refresh=wait_for: visible when the answer comes.
    const all = await search(index, { query: { match_all: {} }, size: 100 });
    expect(ids(all)).toContain('b1');
    expect(ids(all)).not.toContain('p3');
    expect(ids(await search(index, { query: { term: { budget: 9000 } } }))).toEqual(['p2']);
  });

  it('works on /<index>/_bulk and refuses malformed lines', async () => {
    const index = await projectsIndex('bulk2');
    const { body } = await client.bulk({ index, refresh: true, body: [{ index: { _id: 'x' } }, { title: '默认索引' }] });
    expect(body.errors).toBe(false);
    expect((await client.get({ index, id: 'x' })).body.found).toBe(true);
    const unknown = await refusal(client.bulk({ index, body: [{ upsert: { _id: 'x' } }, { title: 'x' }] }));
    expect(unknown).toMatchObject({ status: 400, type: 'illegal_argument_exception' });
    expect(unknown.reason).toContain('expected one of [create, delete, index, update] but found [upsert]');
  });
});

describe('versioning (version, version_type, index.gc_deletes)', () => {
  interface Conflict {
    type: string;
    reason: string;
    index: string;
    shard: string;
    index_uuid: string;
  }
  interface Item {
    status: number;
    result?: string;
    _version?: number;
    _id?: string;
    error?: Conflict;
  }
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** A fresh index with the projects mapping (strict), no documents. */
  const emptyIndex = async (base: string, settings: Record<string, unknown> = { number_of_replicas: 0 }): Promise<string> => {
    const index = name(base);
    await client.indices.create({ index, body: { settings, mappings: PROJECTS_MAPPING } as never });
    return index;
  };
  const versionOf = async (index: string, id: string) => (await client.get({ index, id })).body._version;
  const bulkItems = async (body: Record<string, unknown>[], params: Record<string, unknown> = {}) => {
    const answer = (await client.bulk({ body, ...params } as never)).body as unknown as { errors: boolean; items: Record<string, Item>[] };
    return { errors: answer.errors, items: answer.items.map((item) => Object.values(item)[0] as Item), actions: answer.items.map((item) => Object.keys(item)[0]) };
  };
  const VALIDATION = 'action_request_validation_exception';
  const INTERNAL_REFUSED = 'internal versioning can not be used for optimistic concurrency control. Please use `if_seq_no` and `if_primary_term` instead';

  it('external: writes a version greater than the stored one, which becomes _version; refuses an equal or lower one with 409', async () => {
    const index = await emptyIndex('ext');
    const created = (await client.index({ index, id: 'e1', version: 5, version_type: 'external', body: { title: '外部五' } })).body;
    expect(created).toMatchObject({ _index: index, _id: 'e1', _version: 5, result: 'created', _primary_term: 1 });
    expect(await versionOf(index, 'e1')).toBe(5);
    const equal = await refusal(client.index({ index, id: 'e1', version: 5, version_type: 'external', body: { title: '外部五重放' } }));
    expect(equal.status).toBe(409);
    expect(equal.body.error).toMatchObject({ type: 'version_conflict_engine_exception', reason: '[e1]: version conflict, current version [5] is higher or equal to the one provided [5]', index, shard: '0', index_uuid: expect.stringMatching(/^\w{22}$/) });
    expect(equal.body.error.root_cause[0]).toMatchObject({ type: 'version_conflict_engine_exception', reason: equal.reason, index });
    const lower = await refusal(client.index({ index, id: 'e1', version: 4, version_type: 'external', body: { title: '外部四' } }));
    expect(lower).toMatchObject({ status: 409, reason: '[e1]: version conflict, current version [5] is higher or equal to the one provided [4]' });
    // Neither refused write touched the document.
    expect((await client.get({ index, id: 'e1' })).body).toMatchObject({ _version: 5, _source: { title: '外部五' } });
    const newer = (await client.index({ index, id: 'e1', version: 9, version_type: 'external', body: { title: '外部九' } })).body;
    expect(newer).toMatchObject({ _version: 9, result: 'updated', _seq_no: created._seq_no + 1 });
    // external_gt is OpenSearch's other name for external.
    const gt = await refusal(client.index({ index, id: 'e1', version: 9, version_type: 'external_gt' as never, body: { title: 'x' } }));
    expect(gt).toMatchObject({ status: 409, reason: '[e1]: version conflict, current version [9] is higher or equal to the one provided [9]' });
    // An internal write goes on from the external version.
    expect((await client.index({ index, id: 'e1', body: { title: '内部' } })).body).toMatchObject({ _version: 10, result: 'updated' });
  });

  it('external_gte: writes a version greater than or equal to the stored one, refuses a lower one', async () => {
    const index = await emptyIndex('gte');
    expect((await client.index({ index, id: 'g1', version: 7, version_type: 'external_gte', body: { title: '七' } })).body).toMatchObject({ _version: 7, result: 'created' });
    const same = (await client.index({ index, id: 'g1', version: 7, version_type: 'external_gte', body: { title: '七改' } })).body;
    expect(same).toMatchObject({ _version: 7, result: 'updated' });
    expect((await client.get({ index, id: 'g1' })).body._source).toEqual({ title: '七改' });
    const lower = await refusal(client.index({ index, id: 'g1', version: 6, version_type: 'external_gte', body: { title: '六' } }));
    expect(lower).toMatchObject({ status: 409, type: 'version_conflict_engine_exception', reason: '[g1]: version conflict, current version [7] is higher than the one provided [6]' });
    // Version 0 is a valid external version.
    expect((await client.index({ index, id: 'g0', version: 0, version_type: 'external_gte', body: { title: '零' } })).body).toMatchObject({ _version: 0, result: 'created' });
  });

  it('deletes with an external version, and the tombstone refuses a stale write within index.gc_deletes (60s by default)', async () => {
    const index = await emptyIndex('extdel');
    await client.index({ index, id: 'd1', version: 10, version_type: 'external', body: { title: '删除' } });
    const stale = await refusal(client.delete({ index, id: 'd1', version: 10, version_type: 'external' }));
    expect(stale).toMatchObject({ status: 409, type: 'version_conflict_engine_exception', reason: '[d1]: version conflict, current version [10] is higher or equal to the one provided [10]' });
    expect(await versionOf(index, 'd1')).toBe(10);
    const deleted = (await client.delete({ index, id: 'd1', version: 11, version_type: 'external' })).body;
    expect(deleted).toMatchObject({ _id: 'd1', _version: 11, result: 'deleted' });
    expect((await client.get({ index, id: 'd1' }, { ignore: [404] })).body).toEqual({ _index: index, _id: 'd1', found: false });
    // A replay of the write before the delete cannot bring the document back.
    const replay = await refusal(client.index({ index, id: 'd1', version: 11, version_type: 'external', body: { title: '旧的' } }));
    expect(replay).toMatchObject({ status: 409, reason: '[d1]: version conflict, current version [11] is higher or equal to the one provided [11]' });
    const replayGte = await refusal(client.index({ index, id: 'd1', version: 10, version_type: 'external_gte', body: { title: '旧的' } }));
    expect(replayGte).toMatchObject({ status: 409, reason: '[d1]: version conflict, current version [11] is higher than the one provided [10]' });
    expect((await client.get({ index, id: 'd1' }, { ignore: [404] })).body.found).toBe(false);
    const again = (await client.index({ index, id: 'd1', version: 12, version_type: 'external', body: { title: '新的' } })).body;
    expect(again).toMatchObject({ _version: 12, result: 'created' });
    // external_gte deletes at the stored version.
    expect((await client.delete({ index, id: 'd1', version: 12, version_type: 'external_gte' })).body).toMatchObject({ _version: 12, result: 'deleted' });
  });

  it('a delete of a missing document answers not_found (404) with its version and still leaves a tombstone', async () => {
    const index = await emptyIndex('tomb');
    const missing = await client.delete({ index, id: 'm1', version: 20, version_type: 'external' }, { ignore: [404] });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatchObject({ _index: index, _id: 'm1', _version: 20, result: 'not_found', _shards: { successful: 1 } });
    const older = await refusal(client.index({ index, id: 'm1', version: 15, version_type: 'external', body: { title: '迟到' } }));
    expect(older).toMatchObject({ status: 409, reason: '[m1]: version conflict, current version [20] is higher or equal to the one provided [15]' });
    expect((await client.index({ index, id: 'm1', version: 21, version_type: 'external', body: { title: '更新' } })).body).toMatchObject({ _version: 21, result: 'created' });
    // Internal versioning reads tombstones too: a deleted id comes back with the next version within the window.
    await client.index({ index, id: 'i1', body: { title: '一' } });
    await client.delete({ index, id: 'i1' });
    expect((await client.index({ index, id: 'i1', body: { title: '回来' } })).body).toMatchObject({ _version: 3, result: 'created' });
  });

  it('forgets a tombstone after index.gc_deletes, and the setting is shown and can be changed', async () => {
    const index = await emptyIndex('gc', { number_of_replicas: 0, 'index.gc_deletes': '300ms' });
    const settings = (await client.indices.getSettings({ index })).body as Record<string, { settings: { index: Record<string, unknown> } }>;
    expect(settings[index]?.settings.index.gc_deletes).toBe('300ms');
    await client.index({ index, id: 'g', version: 50, version_type: 'external', body: { title: '过期' } });
    await client.delete({ index, id: 'g', version: 60, version_type: 'external' });
    const within = await refusal(client.index({ index, id: 'g', version: 55, version_type: 'external', body: { title: '太早' } }));
    expect(within).toMatchObject({ status: 409, reason: '[g]: version conflict, current version [60] is higher or equal to the one provided [55]' });
    await sleep(400);
    expect((await client.index({ index, id: 'g', version: 55, version_type: 'external', body: { title: '之后' } })).body).toMatchObject({ _version: 55, result: 'created' });
    // gc_deletes 0s: a deletion's version is forgotten as soon as any time has passed; internal versions start again at 1.
    await client.indices.putSettings({ index, body: { index: { gc_deletes: '0s' } } });
    await client.index({ index, id: 'z', body: { title: '零' } });
    await client.delete({ index, id: 'z', version: 99, version_type: 'external' });
    await sleep(20);
    expect((await client.index({ index, id: 'z', body: { title: '重建' } })).body).toMatchObject({ _version: 1, result: 'created' });
    const bad = await refusal(client.indices.putSettings({ index, body: { index: { gc_deletes: 'soon' } } }));
    expect(bad).toMatchObject({ status: 400, type: 'illegal_argument_exception', reason: 'failed to parse setting [index.gc_deletes] with value [soon] as a time value: unit is missing or unrecognized' });
  });

  it('_bulk: index and delete with version/version_type; a conflict is that item\'s 409 and the other items are applied', async () => {
    const index = await emptyIndex('extbulk');
    const first = await bulkItems([
      { index: { _index: index, _id: 'b1', version: 5, version_type: 'external' } },
      { title: '批一' },
      { index: { _index: index, _id: 'b2', version: 3, version_type: 'external' } },
      { title: '批二' },
    ]);
    expect(first.errors).toBe(false);
    expect(first.items.map((i) => [i.status, i.result, i._version])).toEqual([[201, 'created', 5], [201, 'created', 3]]);
    const second = await bulkItems(
      [
        { index: { _index: index, _id: 'b1', version: 4, version_type: 'external' } },
        { title: '批一旧' },
        { index: { _index: index, _id: 'b1', version: 6, version_type: 'external' } },
        { title: '批一新' },
        { delete: { _index: index, _id: 'b2', version: 3, version_type: 'external' } },
        { delete: { _index: index, _id: 'b2', version: 4, version_type: 'external' } },
        { index: { _index: index, _id: 'b3', version: 1, version_type: 'external_gte' } },
        { title: '批三' },
        { delete: { _index: index, _id: 'b4', version: 9, version_type: 'external' } },
        { index: { _index: index, _id: 'b4', version: 9, version_type: 'external' } },
        { title: '批四旧' },
        { create: { _index: index, _id: 'b5' } },
        { title: '批五' },
      ],
      { refresh: 'wait_for' },
    );
    expect(second.errors).toBe(true);
    expect(second.actions).toEqual(['index', 'index', 'delete', 'delete', 'index', 'delete', 'index', 'create']);
    expect(second.items.map((i) => [i._id, i.status, i.result ?? i.error?.type, i._version])).toEqual([
      ['b1', 409, 'version_conflict_engine_exception', undefined],
      ['b1', 200, 'updated', 6],
      ['b2', 409, 'version_conflict_engine_exception', undefined],
      ['b2', 200, 'deleted', 4],
      ['b3', 201, 'created', 1],
      ['b4', 404, 'not_found', 9],
      ['b4', 409, 'version_conflict_engine_exception', undefined],
      ['b5', 201, 'created', 1],
    ]);
    expect(second.items[0]?.error).toMatchObject({ reason: '[b1]: version conflict, current version [5] is higher or equal to the one provided [4]', index, shard: '0', index_uuid: expect.any(String) });
    expect(second.items[2]?.error?.reason).toBe('[b2]: version conflict, current version [3] is higher or equal to the one provided [3]');
    expect(second.items[6]?.error?.reason).toBe('[b4]: version conflict, current version [9] is higher or equal to the one provided [9]');
    // What the answer says is what the index holds: GET and the hits' _version (version: true).
    expect((await client.get({ index, id: 'b1' })).body).toMatchObject({ _version: 6, _source: { title: '批一新' } });
    const hits = (await search(index, { query: { match_all: {} }, version: true, sort: [{ 'title.raw': 'asc' }] })).hits.hits;
    expect(hits.map((h) => [h._id, h._version])).toEqual([
      ['b1', 6],
      ['b3', 1],
      ['b5', 1],
    ]);
    const noVersion = (await search(index, { query: { ids: { values: ['b1'] } } })).hits.hits[0];
    expect(noVersion?._version).toBeUndefined();
  });

  it('_bulk: refuses the whole request when an item\'s versioning is invalid, as OpenSearch validates every item first', async () => {
    const index = await emptyIndex('bulkinvalid');
    const create = await refusal(
      client.bulk({
        body: [
          { index: { _index: index, _id: 'ok' } },
          { title: '不应写入' },
          { create: { _index: index, _id: 'c1', version: 2, version_type: 'external' } },
          { title: '创建' },
        ],
      }),
    );
    expect(create).toMatchObject({ status: 400, type: VALIDATION, reason: 'Validation Failed: 1: create operations only support internal versioning. use index instead;' });
    expect((await client.get({ index, id: 'ok' }, { ignore: [404] })).body.found).toBe(false);
    const several = await refusal(
      client.bulk({
        body: [
          { index: { _index: index, _id: 'a', version: 3 } },
          { title: 'a' },
          { delete: { _index: index, _id: 'b', version_type: 'external' } },
          { index: { _index: index, _id: 'c', version: 3, version_type: 'external', if_seq_no: 1, if_primary_term: 1 } },
          { title: 'c' },
        ],
      }),
    );
    expect(several.reason).toBe(`Validation Failed: 1: ${INTERNAL_REFUSED};2: illegal version value [-3] for version type [EXTERNAL];3: compare and write operations can not use versioning;`);
    const update = await refusal(client.bulk({ body: [{ update: { _index: index, _id: 'a', version: 2, version_type: 'external' } }, { doc: { title: 'x' } }] }));
    expect(update).toMatchObject({ status: 400, type: 'illegal_argument_exception', reason: 'Update requests do not support versioning. Please use `if_seq_no` and `if_primary_term` instead' });
    const badType = await refusal(client.bulk({ body: [{ delete: { _index: index, _id: 'a', version: 2, version_type: 'force' } }] }));
    expect(badType).toMatchObject({ status: 400, type: 'illegal_argument_exception', reason: 'No version type match [force]' });
  });

  it('refuses what OpenSearch refuses: a versioned create, an internal version, versioning with if_seq_no, any version on _update', async () => {
    const index = await emptyIndex('extrefuse');
    await client.index({ index, id: 'r1', version: 5, version_type: 'external', body: { title: '原样' } });
    const cases: [Promise<unknown>, number, string, string][] = [
      [client.create({ index, id: 'c1', version: 2, version_type: 'external', body: { title: 'x' } }), 400, VALIDATION, 'Validation Failed: 1: create operations only support internal versioning. use index instead;'],
      [client.index({ index, id: 'c1', op_type: 'create', version: 2, body: { title: 'x' } }), 400, VALIDATION, 'Validation Failed: 1: create operations do not support explicit versions. use index instead;'],
      // POST /<index>/_doc is a create.
      [client.index({ index, version: 2, version_type: 'external', body: { title: 'x' } }), 400, VALIDATION, 'Validation Failed: 1: create operations only support internal versioning. use index instead;'],
      [client.index({ index, op_type: 'index', version: 2, version_type: 'external', body: { title: 'x' } }), 400, VALIDATION, 'Validation Failed: 1: an id must be provided if version type or value are set;'],
      [client.index({ index, id: 'r1', version: 6, body: { title: 'x' } }), 400, VALIDATION, `Validation Failed: 1: ${INTERNAL_REFUSED};`],
      [client.delete({ index, id: 'r1', version: 5 }), 400, VALIDATION, `Validation Failed: 1: ${INTERNAL_REFUSED};`],
      [client.index({ index, id: 'r1', version_type: 'external', body: { title: 'x' } }), 400, VALIDATION, 'Validation Failed: 1: illegal version value [-3] for version type [EXTERNAL];'],
      [client.index({ index, id: 'r1', version: -1, version_type: 'external', body: { title: 'x' } }), 400, VALIDATION, 'Validation Failed: 1: illegal version value [-1] for version type [EXTERNAL];'],
      [client.index({ index, id: 'r1', version: 6, version_type: 'external', if_seq_no: 0, if_primary_term: 1, body: { title: 'x' } }), 400, VALIDATION, 'Validation Failed: 1: compare and write operations can not use versioning;'],
      [client.index({ index, id: 'r1', version: 6, if_seq_no: 0, if_primary_term: 1, body: { title: 'x' } }), 400, VALIDATION, `Validation Failed: 1: ${INTERNAL_REFUSED};2: compare and write operations can not use versioning;`],
      [client.delete({ index, id: 'r1', version: 6, version_type: 'external', if_seq_no: 0, if_primary_term: 1 }), 400, VALIDATION, 'Validation Failed: 1: compare and write operations can not use versioning;'],
      [client.update({ index, id: 'r1', version: 6, body: { doc: { title: 'x' } } } as never), 400, VALIDATION, `Validation Failed: 1: ${INTERNAL_REFUSED};`],
      [client.update({ index, id: 'r1', version_type: 'external', body: { doc: { title: 'x' } } } as never), 400, VALIDATION, `Validation Failed: 1: ${INTERNAL_REFUSED};`],
      [client.index({ index, id: 'r1', version: 'six' as never, version_type: 'external', body: { title: 'x' } }), 400, 'illegal_argument_exception', 'Failed to parse long parameter [version] with value [six]'],
      [client.index({ index, id: 'r1', version: 6, version_type: 'force' as never, body: { title: 'x' } }), 400, 'illegal_argument_exception', 'No version type match [force]'],
    ];
    // Every call is under way already: each refusal is caught at once (awaiting them one by one left a later one,
    // refused first, without a handler for a moment: an unhandled rejection that failed the run).
    const refusals = await Promise.all(cases.map(([call]) => refusal(call)));
    cases.forEach(([, status, type, reason], i) => expect(refusals[i], reason).toMatchObject({ status, type, reason }));
    // Nothing refused was written.
    expect((await client.get({ index, id: 'r1' })).body).toMatchObject({ _version: 5, _source: { title: '原样' } });
    await client.indices.refresh({ index });
    expect((await client.count({ index })).body.count).toBe(1);
  });

  it('GET checks version and version_type as a real-time get does', async () => {
    const index = await emptyIndex('extget');
    await client.index({ index, id: 'v', version: 7, version_type: 'external', body: { title: '读取' } });
    expect((await client.get({ index, id: 'v', version: 7 })).body).toMatchObject({ _version: 7, found: true });
    expect((await client.get({ index, id: 'v', version: 7, version_type: 'external' })).body._version).toBe(7);
    const other = await refusal(client.get({ index, id: 'v', version: 6 }));
    expect(other).toMatchObject({ status: 409, type: 'version_conflict_engine_exception', reason: '[v]: version conflict, current version [7] is different than the one provided [6]' });
    const source = await refusal(client.getSource({ index, id: 'v', version: 8, version_type: 'external_gte' } as never));
    expect(source).toMatchObject({ status: 409, reason: '[v]: version conflict, current version [7] is different than the one provided [8]' });
    const zero = await refusal(client.get({ index, id: 'v', version: 0 }));
    expect(zero).toMatchObject({ status: 400, type: VALIDATION, reason: 'Validation Failed: 1: illegal version value [0] for version type [INTERNAL];' });
    // A missing document is not found, whatever the version asked.
    expect((await client.get({ index, id: 'none', version: 3 }, { ignore: [404] })).body).toEqual({ _index: index, _id: 'none', found: false });
  });
});

describe('refresh', () => {
  it('makes a write searchable within the refresh interval (1 s), well within 2 s', async () => {
    const index = await projectsIndex('interval', {});
    const started = Date.now();
    await client.index({ index, id: 'late', body: { title: '稍后可见' } });
    await expect.poll(async () => ids(await search(index, { query: { match: { title: '稍后' } } })), { interval: 50, timeout: 5000 }).toEqual(['late']);
    expect(Date.now() - started).toBeLessThan(2000);
    // GET is real time, as in OpenSearch.
    await client.index({ index, id: 'now', body: { title: '实时读取' } });
    expect((await client.get({ index, id: 'now' })).body.found).toBe(true);
  });

  it('keeps writes out of search until a refresh when refresh_interval is -1; refresh=true and _refresh make them visible', async () => {
    const index = await projectsIndex('manual', { refresh_interval: '-1', number_of_replicas: 0 });
    await client.index({ index, id: 'hidden', body: { title: '隐藏的项目' } });
    expect(ids(await search(index, { query: { match: { title: '隐藏' } } }))).toEqual([]);
    await client.indices.refresh({ index });
    expect(ids(await search(index, { query: { match: { title: '隐藏' } } }))).toEqual(['hidden']);
    const forced = (await client.index({ index, id: 'forced', body: { title: '强制刷新' }, refresh: true })).body;
    expect(forced.forced_refresh).toBe(true);
    expect(ids(await search(index, { query: { match: { title: '强制刷新' } } }))).toEqual(['forced']);
    await client.delete({ index, id: 'forced', refresh: true });
    expect(ids(await search(index, { query: { match: { title: '强制刷新' } } }))).toEqual([]);
  });
});

describe('queries and scoring', () => {
  let index: string;
  beforeAll(async () => {
    index = await projectsIndex('queries');
  });

  it('scores a term like OpenSearch: BM25 with k1 1.2, b 0.75 (one document: 0.2876821)', async () => {
    const single = name('bm25');
    await client.indices.create({ index: single, body: { mappings: { properties: { tag: { type: 'keyword' } } } } as never });
    await client.index({ index: single, id: '1', body: { tag: 'a' }, refresh: true });
    expect(scoreOf(await search(single, { query: { term: { tag: 'a' } } }), '1')).toBeCloseTo(0.2876821, 6);
  });

  it('scores text with BM25 over field lengths (avgdl from every token, lengths as Lucene keeps them)', async () => {
    const small = name('bm25-text');
    await client.indices.create({ index: small, body: { mappings: { properties: { t: { type: 'text' } } } } as never });
    await client.bulk({ refresh: true, body: [{ index: { _index: small, _id: '1' } }, { t: 'a b' }, { index: { _index: small, _id: '2' } }, { t: 'a b c d' }] });
    // idf = ln(1 + (2 - 1 + 0.5) / (1 + 0.5)) = ln 2; avgdl = 3; dl = 4: 2.2 · ln 2 / (1 + 1.2 · (0.25 + 0.75 · 4 / 3))
    const expected = (2.2 * Math.log(2)) / (1 + 1.2 * (0.25 + 0.75 * (4 / 3)));
    expect(scoreOf(await search(small, { query: { match: { t: 'c' } } }), '2')).toBeCloseTo(expected, 5);
    // A term in both: the shorter document scores higher.
    const both = await search(small, { query: { match: { t: 'a' } } });
    expect(ids(both)).toEqual(['1', '2']);
  });

  it('match: operator or/and and minimum_should_match', async () => {
    // 前端 小程序 上线: p1 has all three, p2 only 小程序; of 前端 团队 上线, p1 has two and p2 one.
    const or = ids(await search(index, { query: { match: { body: '前端 小程序 上线' } } }));
    expect(or).toEqual(expect.arrayContaining(['p1', 'p2']));
    expect(or[0]).toBe('p1');
    expect(ids(await search(index, { query: { match: { body: { query: '前端 小程序 上线', operator: 'and' } } } }))).toEqual(['p1']);
    expect(ids(await search(index, { query: { match: { body: { query: '前端 团队 上线', minimum_should_match: '2' } } } }))).toEqual(['p1']);
    // 75% of 3 is 2.25, rounded down to 2 as OpenSearch does; 100% is all three.
    expect(ids(await search(index, { query: { match: { body: { query: '前端 团队 上线', minimum_should_match: '75%' } } } }))).toEqual(['p1']);
    expect(ids(await search(index, { query: { match: { body: { query: '前端 团队 上线', minimum_should_match: '100%' } } } }))).toEqual([]);
    expect(ids(await search(index, { query: { match: { body: { query: '前端 团队 上线', minimum_should_match: '-2' } } } })).sort()).toEqual(['p1', 'p2']);
  });

  it('multi_match: best_fields takes the best field plus tie_breaker of the others, most_fields adds them, ^ boosts', async () => {
    const q = '小程序开发';
    const title = scoreOf(await search(index, { query: { match: { title: q } } }), 'p2');
    const bigram = scoreOf(await search(index, { query: { match: { 'title.bigram': q } } }), 'p2');
    expect(title).toBeGreaterThan(0);
    expect(bigram).toBeGreaterThan(0);
    const best = scoreOf(await search(index, { query: { multi_match: { query: q, fields: ['title', 'title.bigram'] } } }), 'p2');
    expect(best).toBeCloseTo(Math.max(title, bigram), 5);
    const tie = scoreOf(await search(index, { query: { multi_match: { query: q, fields: ['title', 'title.bigram'], tie_breaker: 0.3 } } }), 'p2');
    expect(tie).toBeCloseTo(Math.max(title, bigram) + 0.3 * Math.min(title, bigram), 5);
    const most = scoreOf(await search(index, { query: { multi_match: { query: q, type: 'most_fields', fields: ['title', 'title.bigram'] } } }), 'p2');
    expect(most).toBeCloseTo(title + bigram, 5);
    const boosted = scoreOf(await search(index, { query: { multi_match: { query: q, type: 'most_fields', fields: ['title^3', 'title.bigram'] } } }), 'p2');
    expect(boosted).toBeCloseTo(3 * title + bigram, 5);
    const wildcard = scoreOf(await search(index, { query: { multi_match: { query: q, type: 'most_fields', fields: ['title.*'] } } }), 'p2');
    expect(wildcard).toBeGreaterThanOrEqual(bigram);
  });

  it('term, terms, range (numbers and dates, date math), exists, ids', async () => {
    expect(ids(await search(index, { query: { term: { city: '北京' } }, sort: ['_doc'] }))).toEqual(['p2', 'p6']);
    expect(ids(await search(index, { query: { term: { city: { value: '北京', boost: 2 } } }, sort: ['_doc'] }))).toEqual(['p2', 'p6']);
    expect(ids(await search(index, { query: { terms: { tags: ['前端', 'Java'] } }, sort: ['_doc'] }))).toEqual(['p1', 'p5']);
    expect(ids(await search(index, { query: { term: { open: false } }, sort: ['_doc'] }))).toEqual(['p3', 'p6']);
    expect(ids(await search(index, { query: { range: { budget: { gte: 20000, lt: 50000 } } }, sort: ['_doc'] }))).toEqual(['p1', 'p5']);
    expect(ids(await search(index, { query: { range: { rating: { gt: 4.5 } } } }))).toEqual(['p3']);
    expect(ids(await search(index, { query: { range: { created: { gte: '2024-03-01', lte: '2024-03-31' } } }, sort: ['_doc'] }))).toEqual(['p1', 'p2', 'p5']);
    // 1710000000000 is 2024-03-09T16:00:00Z: in Shanghai it is already the 10th.
    expect(ids(await search(index, { query: { range: { created: { gte: '2024-03-10', time_zone: '+08:00' } } } }))).toEqual(['p5']);
    expect(ids(await search(index, { query: { range: { created: { gte: '2024-03-09||/d', lt: '2024-03-09||+1d/d' } } } }))).toEqual(['p5']);
    expect(ids(await search(index, { query: { range: { created: { lt: 'now-1y' } } } }))).toEqual(expect.arrayContaining(['p6']));
    expect(ids(await search(index, { query: { bool: { must_not: { exists: { field: 'budget' } } } } }))).toEqual(['p7']);
    expect(ids(await search(index, { query: { ids: { values: ['p3', 'p4', 'zz'] } }, sort: ['_doc'] }))).toEqual(['p3', 'p4']);
    // The metadata fields _id and _index.
    expect(ids(await search(index, { query: { bool: { must: { term: { city: '北京' } }, must_not: { term: { _id: 'p2' } } } } }))).toEqual(['p6']);
    expect(ids(await search(index, { query: { terms: { _id: ['p1', 'p7'] } }, sort: ['_doc'] }))).toEqual(['p1', 'p7']);
    expect((await search(index, { query: { term: { _index: index } }, size: 0 })).hits.total).toEqual({ value: 7, relation: 'eq' });
    // A term on a field the mapping lacks matches nothing, as in OpenSearch.
    expect(ids(await search(index, { query: { term: { unmapped: 'x' } } }))).toEqual([]);
  });

  it('bool: must, filter, should and must_not; filters do not score', async () => {
    const alone = await search(index, { query: { match: { title: '开发' } } });
    const filtered = await search(index, { query: { bool: { must: { match: { title: '开发' } }, filter: [{ term: { city: '上海' } }, { range: { budget: { gte: 1000 } } }] } } });
    expect(ids(filtered).sort()).toEqual(['p1', 'p4']);
    for (const id of ids(filtered)) expect(scoreOf(filtered, id)).toBeCloseTo(scoreOf(alone, id), 6);
    const onlyFilter = await search(index, { query: { bool: { filter: { term: { city: '上海' } } } } });
    expect(onlyFilter.hits.hits.map((h) => h._score)).toEqual([0, 0, 0]);
    const should = await search(index, { query: { bool: { should: [{ term: { city: '北京' } }, { term: { tags: '设计' } }], minimum_should_match: 2 } } });
    expect(ids(should)).toEqual(['p6']);
    const optional = await search(index, { query: { bool: { must: { term: { city: '北京' } }, should: { term: { tags: '装修' } } } } });
    expect(ids(optional)).toEqual(['p6', 'p2']);
    const not = await search(index, { query: { bool: { must: { match: { title: '开发' } }, must_not: [{ term: { city: '上海' } }] } } });
    expect(ids(not).sort()).toEqual(['p2', 'p5']);
    const constant = await search(index, { query: { constant_score: { filter: { term: { city: '杭州' } }, boost: 1.5 } } });
    expect(constant.hits.hits[0]?._score).toBe(1.5);
  });

  it('sorts by keyword, number, date and _score, with missing values last; pages with from/size', async () => {
    const byBudget = await search(index, { query: { match_all: {} }, sort: [{ budget: { order: 'desc' } }], size: 10 });
    expect(ids(byBudget)).toEqual(['p4', 'p3', 'p5', 'p1', 'p6', 'p2', 'p7']);
    expect(byBudget.hits.hits[0]?.sort).toEqual([120000]);
    expect(byBudget.hits.hits[0]?._score).toBeNull();
    expect(byBudget.hits.max_score).toBeNull();
    const byDate = await search(index, { query: { match_all: {} }, sort: [{ created: 'asc' }, { 'title.raw': 'asc' }] });
    expect(ids(byDate)).toEqual(['p6', 'p4', 'p3', 'p1', 'p2', 'p5', 'p7']);
    expect(byDate.hits.hits[0]?.sort).toEqual([Date.parse('2023-12-01T00:00:00Z'), '餐厅装修设计']);
    const first = await search(index, { query: { match_all: {} }, sort: [{ created: { order: 'desc', missing: '_first' } }], size: 2 });
    expect(ids(first)).toEqual(['p7', 'p5']);
    const byCityThenScore = await search(index, { query: { match: { title: '开发' } }, sort: [{ city: 'asc' }, '_score'] });
    expect(byCityThenScore.hits.hits.every((h) => typeof h._score === 'number')).toBe(true);
    const page = await search(index, { query: { match_all: {} }, sort: [{ budget: 'asc' }], from: 2, size: 2 });
    expect(ids(page)).toEqual(['p1', 'p5']);
    expect(page.hits.total).toEqual({ value: 7, relation: 'eq' });
    const scored = await search(index, { query: { match: { title: '开发' } }, sort: [{ budget: 'desc' }], track_scores: true });
    expect(scored.hits.hits.every((h) => typeof h._score === 'number' && h._score > 0)).toBe(true);
  });

  it('counts with track_total_hits, answers _count, filters _source', async () => {
    expect((await search(index, { query: { match_all: {} }, track_total_hits: 3, size: 0 })).hits.total).toEqual({ value: 3, relation: 'gte' });
    const untracked = await search(index, { query: { match_all: {} }, track_total_hits: false });
    expect(untracked.hits.total).toBeUndefined();
    expect((await search(index, { query: { match_all: {} } }, { rest_total_hits_as_int: true })).hits.total).toBe(7);
    const counted = (await client.count({ index, body: { query: { term: { city: '上海' } } } })).body;
    expect(counted).toMatchObject({ count: 3, _shards: { total: 1, successful: 1, failed: 0 } });
    expect((await client.count({ index })).body.count).toBe(7);
    const source = await search(index, { query: { ids: { values: ['p1'] } }, _source: ['title', 'city'] });
    expect(source.hits.hits[0]?._source).toEqual({ title: '微信小程序的开发', city: '上海' });
    const excluded = await search(index, { query: { ids: { values: ['p1'] } }, _source: { excludes: ['body', 'tags'] } });
    expect(Object.keys(excluded.hits.hits[0]?._source ?? {}).sort()).toEqual(['budget', 'city', 'created', 'open', 'rating', 'title']);
    const none = await search(index, { query: { ids: { values: ['p1'] } }, _source: false, seq_no_primary_term: true, version: true });
    expect(none.hits.hits[0]).toMatchObject({ _id: 'p1', _seq_no: expect.any(Number), _primary_term: 1, _version: 1 });
    expect(none.hits.hits[0]?._source).toBeUndefined();
  });

  it('aggregates terms and filter over what the query matched, before post_filter narrows the hits (facets)', async () => {
    const body = (await search(index, {
      query: { term: { open: true } },
      post_filter: { term: { city: '上海' } },
      sort: [{ budget: 'desc' }],
      aggs: {
        cities: { terms: { field: 'city', size: 2 } },
        cheap: { filter: { range: { budget: { lte: 20000 } } }, aggs: { tags: { terms: { field: 'tags' } } } },
        budgets: { terms: { field: 'budget', size: 1 } },
      },
    })) as SearchBody & { aggregations: Record<string, unknown> };
    expect(ids(body)).toEqual(['p4', 'p1', 'p7']);
    expect(body.hits.total).toEqual({ value: 3, relation: 'eq' });
    expect(body.aggregations).toEqual({
      // Most documents first, then by key; what is left out is counted in sum_other_doc_count.
      cities: { doc_count_error_upper_bound: 0, sum_other_doc_count: 1, buckets: [{ key: '上海', doc_count: 3 }, { key: '北京', doc_count: 1 }] },
      cheap: { doc_count: 2, tags: { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [{ key: '小程序', doc_count: 2 }, { key: '前端', doc_count: 1 }] } },
      budgets: { doc_count_error_upper_bound: 0, sum_other_doc_count: 3, buckets: [{ key: 8000, doc_count: 1 }] },
    });
    const counted = (await search(index, { size: 0, query: { match_all: {} }, aggs: { cities: { terms: { field: 'city' } } } })) as SearchBody & { aggregations: { cities: { buckets: unknown[] } } };
    expect(counted.hits.hits).toEqual([]);
    expect(counted.aggregations.cities.buckets).toHaveLength(4);
    const onText = await refusal(client.search({ index, body: { aggs: { t: { terms: { field: 'title' } } } } as never }));
    expect(onText).toMatchObject({ status: 400 });
    expect(onText.body.error.root_cause[0]?.reason).toMatch(/Text fields are not optimised/);
  });

  it('refuses from + size beyond index.max_result_window as OpenSearch does', async () => {
    const refused = await refusal(client.search({ index, body: { from: 9995, size: 10, query: { match_all: {} } } }));
    expect(refused).toMatchObject({ status: 400, type: 'search_phase_execution_exception' });
    expect(refused.body.error.root_cause[0]).toMatchObject({ type: 'illegal_argument_exception' });
    expect(refused.body.error.root_cause[0]?.reason).toContain('Result window is too large, from + size must be less than or equal to: [10000] but was [10005]');
    const negative = await refusal(client.search({ index, body: { size: -1 } }));
    expect(negative.status).toBe(400);
  });

  it('highlights matched tokens with pre/post tags, fragments and the bigram sub-field', async () => {
    const result = await search(index, {
      query: { multi_match: { query: '小程序开发', fields: ['title', 'title.bigram', 'body', 'body.bigram'] } },
      highlight: { pre_tags: ['<b>'], post_tags: ['</b>'], fields: { title: { number_of_fragments: 0 }, 'body.bigram': { fragment_size: 12, number_of_fragments: 1 } } },
    });
    const p1 = result.hits.hits.find((h) => h._id === 'p1');
    expect(p1?.highlight?.title).toEqual(['微信<b>小</b><b>程序</b>的<b>开发</b>']);
    const fragment = p1?.highlight?.['body.bigram']?.[0] ?? '';
    expect(fragment).toContain('<b>小程序</b>');
    expect(fragment.replace(/<\/?b>/g, '').length).toBeLessThanOrEqual(24);
    // A brand name the dictionary lacks: fvh with matched_fields joins the bigram matches into the title's highlight.
    const brand = await search(index, {
      query: { multi_match: { query: '极客邦云', fields: ['title', 'title.bigram'] } },
      highlight: { fields: { title: { type: 'fvh', matched_fields: ['title', 'title.bigram'], number_of_fragments: 0 } } },
    });
    expect(brand.hits.hits[0]?.highlight?.title).toEqual(['<em>极客邦云</em>官网改版']);
    // The other options: whole-field with html encoding, terms of every field, a fallback when nothing matched.
    const options = await search(index, {
      query: { bool: { must: { match: { title: '开发' } }, filter: { term: { city: '杭州' } } } },
      highlight: {
        encoder: 'html',
        require_field_match: false,
        fields: { body: { number_of_fragments: 0 }, city: {}, 'title.bigram': { no_match_size: 4 } },
      },
    });
    const p5 = options.hits.hits[0];
    expect(p5?._id).toBe('p5');
    expect(p5?.highlight?.body).toEqual(['招聘Java后端<em>开发</em>，3年以上经验，熟悉Spring。']);
    expect(p5?.highlight?.city).toEqual(['<em>杭州</em>']);
    expect(p5?.highlight?.['title.bigram']).toEqual(['Java后端<em>开发</em>3年']);
    const fallback = await search(index, { query: { term: { city: '杭州' } }, highlight: { fields: { body: { no_match_size: 6 } } } });
    expect(fallback.hits.hits[0]?.highlight?.body).toEqual(['招聘Java']);
    // fvh needs term vectors, as in OpenSearch.
    const noVectors = await refusal(client.search({ index, body: { query: { match: { body: '开发' } }, highlight: { fields: { body: { type: 'fvh' } } } } }));
    expect(noVectors.reason).toBe('all shards failed');
    expect(noVectors.body.error.root_cause[0]?.reason).toContain('should be indexed with term vector with position offsets');
  });
});

describe('aliases', () => {
  it('searches through an alias, swaps it atomically for a reindex, answers GET _alias', async () => {
    const oldIndex = await projectsIndex('v1');
    const newIndex = name('v2');
    const alias = name('projects-alias');
    await client.indices.create({ index: newIndex, body: { mappings: PROJECTS_MAPPING } as never });
    await client.index({ index: newIndex, id: 'only-new', body: { title: '新索引里的项目' }, refresh: true });
    await client.indices.updateAliases({ body: { actions: [{ add: { index: oldIndex, alias } }] } });
    expect((await search(alias, { query: { match_all: {} } })).hits.total).toEqual({ value: 7, relation: 'eq' });
    expect((await client.indices.getAlias({ name: alias })).body).toEqual({ [oldIndex]: { aliases: { [alias]: {} } } });
    // The swap: one request, both actions or neither.
    const failing = await refusal(client.indices.updateAliases({ body: { actions: [{ remove: { index: oldIndex, alias } }, { add: { index: name('absent'), alias } }] } }));
    expect(failing).toMatchObject({ status: 404, type: 'index_not_found_exception' });
    expect(Object.keys((await client.indices.getAlias({ name: alias })).body)).toEqual([oldIndex]);
    await client.indices.updateAliases({ body: { actions: [{ remove: { index: oldIndex, alias } }, { add: { index: newIndex, alias, is_write_index: true } }] } });
    expect(ids(await search(alias, { query: { match_all: {} } }))).toEqual(['only-new']);
    expect((await client.indices.getAlias({ index: newIndex })).body).toEqual({ [newIndex]: { aliases: { [alias]: { is_write_index: true } } } });
    // Writes through the alias go to its write index.
    const written = (await client.index({ index: alias, id: 'via-alias', body: { title: '经别名写入' }, refresh: true })).body;
    expect(written._index).toBe(newIndex);
    expect((await client.get({ index: alias, id: 'via-alias' })).body._index).toBe(newIndex);
    const missing = await client.indices.getAlias({ name: name('nothing') }, { ignore: [404] });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatchObject({ status: 404, error: expect.stringMatching(/^alias \[.+\] missing$/) });
    expect((await client.indices.existsAlias({ name: alias })).body).toBe(true);
    const clash = await refusal(client.indices.updateAliases({ body: { actions: [{ add: { index: newIndex, alias: oldIndex } }] } }));
    expect(clash).toMatchObject({ status: 400, type: 'invalid_alias_name_exception' });
    const removeMissing = await refusal(client.indices.updateAliases({ body: { actions: [{ remove: { index: oldIndex, alias } }] } }));
    expect(removeMissing).toMatchObject({ status: 404, type: 'aliases_not_found_exception' });
  });
});

describe('unsupported and malformed requests are refused loudly, never answered wrong', () => {
  let index: string;
  beforeAll(async () => {
    index = await projectsIndex('refusals');
  });

  const refusedSearch = (body: Record<string, unknown>) => refusal(client.search({ index, body: body as never }));

  it('refuses query types it does not implement, and unknown ones as OpenSearch does', async () => {
    for (const query of [
      { fuzzy: { title: '开法' } },
      { prefix: { city: '上' } },
      { wildcard: { city: '上*' } },
      { regexp: { city: '上.*' } },
      { query_string: { query: 'title:开发' } },
      { simple_query_string: { query: '开发' } },
      { match_phrase: { title: '小程序开发' } },
      { match_phrase_prefix: { title: '小程' } },
      { nested: { path: 'x', query: { match_all: {} } } },
      { function_score: { query: { match_all: {} } } },
      { script: { script: 'true' } },
      { more_like_this: { like: '开发' } },
      { geo_distance: { distance: '1km', location: [0, 0] } },
    ]) {
      const refused = await refusedSearch({ query });
      expect(refused, JSON.stringify(query)).toMatchObject({ status: 400, type: 'parsing_exception' });
      expect(refused.reason).toMatch(/query is not supported by the local search endpoint/);
    }
    const unknown = await refusedSearch({ query: { nope: { title: 'x' } } });
    expect(unknown).toMatchObject({ status: 400, type: 'parsing_exception', reason: 'unknown query [nope]' });
  });

  it('refuses options and clauses it does not implement, and unknown ones', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ query: { match: { title: { query: '开发', fuzziness: 'AUTO' } } } }, /\[match\] option \[fuzziness\].*not supported/],
      [{ query: { match: { title: { query: '开发', nope: 1 } } } }, /^\[match\] query does not support \[nope\]$/],
      [{ query: { match: { title: { query: '开发', _name: 'q1' } } } }, /_name.*not supported/],
      [{ query: { match: { title: '开发', body: '开发' } } }, /doesn't support multiple fields/],
      [{ query: { multi_match: { query: '开发', fields: ['title'], type: 'phrase' } } }, /type \[phrase\].*not supported/],
      [{ query: { multi_match: { query: '开发', fields: ['title'], type: 'cross_fields' } } }, /type \[cross_fields\].*not supported/],
      [{ query: { multi_match: { query: '开发' } } }, /without \[fields\].*not supported/],
      [{ query: { bool: { must: [], nope: [] } } }, /^\[bool\] query does not support \[nope\]$/],
      [{ query: { match: { title: { query: '开发', minimum_should_match: '3<90%' } } } }, /combined minimum_should_match.*not supported/],
      [{ query: { terms: { city: { index: 'x', id: '1', path: 'city' } } } }, /terms\] lookup.*not supported/],
      [{ query: { range: { budget: { gte: 1, relation: 'within' } } } }, /relation \[within\].*not supported/],
      [{ query: { term: { city: { value: '上海', nope: true } } } }, /^\[term\] query does not support \[nope\]$/],
      [{ query: {} }, /empty clause/],
      [{ query: { match_all: {}, match_none: {} } }, /malformed query/],
      [{ aggs: { budgets: { avg: { field: 'budget' } } } }, /\[avg\] aggregation is not supported/],
      [{ aggs: { cities: { terms: { field: 'city', order: { _key: 'asc' } } } } }, /\[terms\] aggregation option \[order\].*not supported/],
      [{ aggs: { cities: { terms: { field: 'city' }, aggs: { b: { terms: { field: 'tags' } } } } } }, /sub-aggregations of \[terms\].*not supported/],
      [{ search_after: [1] }, /\[search_after\].*not supported/],
      [{ collapse: { field: 'city' } }, /\[collapse\].*not supported/],
      [{ nope: 1 }, /^Unknown key for a VALUE_NUMBER in \[nope\]\.$/],
      [{ highlight: { fields: { title: {} }, tags_schema: 'styled' } }, /\[highlight\] option \[tags_schema\].*not supported/],
      [{ highlight: { fields: { title: { nope: 1 } } } }, /unknown field \[nope\]/],
      [{ sort: [{ budget: { order: 'desc', nested: { path: 'x' } } }] }, /\[sort\] option \[nested\].*not supported/],
      [{ sort: [{ _script: { type: 'number', script: '1' } }] }, /\[_script\].*not supported/],
      [{ explain: true }, /\[explain\].*not supported/],
    ];
    for (const [body, reason] of cases) {
      const refused = await refusedSearch(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.reason, JSON.stringify(body)).toMatch(reason);
    }
  });

  it('honours the URL parameters whose meaning it implements, refuses the others it knows', async () => {
    // require_alias: the name must be an alias.
    const notAlias = await refusal(client.index({ index, id: 'ra', require_alias: true, body: { title: 'x' } }));
    expect(notAlias).toMatchObject({ status: 404, type: 'index_not_found_exception' });
    expect(notAlias.reason).toContain(`[require_alias] request flag is [true] and [${index}] is not an alias`);
    // flat_settings changes the shape of the answer.
    const flat = (await client.indices.getSettings({ index, flat_settings: true })).body as Record<string, { settings: Record<string, unknown> }>;
    expect(flat[index]?.settings).toMatchObject({ 'index.number_of_shards': '1', 'index.number_of_replicas': '0', 'index.provided_name': index });
    // expand_wildcards=none: a wildcard names nothing.
    expect((await search(`${index.slice(0, 12)}*`, { query: { match_all: {} } }, { expand_wildcards: 'none' })).hits.hits).toEqual([]);
    expect((await search(`${index.slice(0, 12)}*`, { query: { match_all: {} } })).hits.hits.length).toBeGreaterThan(0);
    for (const call of [
      client.get({ index, id: 'p1', realtime: false }),
      client.cluster.health({ level: 'shards' }),
      client.bulk({ index, _source: true, body: [{ update: { _id: 'p1' } }, { doc: { budget: 1 } }] }),
      client.indices.getSettings({ index, include_defaults: true }),
      client.index({ index, id: 'v', pipeline: 'p', body: { title: 'x' } }),
    ]) {
      const refused = await refusal(call);
      expect(refused.status).toBe(400);
      expect(refused.reason).toMatch(/not supported by the local search endpoint/);
    }
  });

  it('refuses sorting on a text field or an unmapped one as OpenSearch does', async () => {
    const text = await refusedSearch({ sort: [{ title: 'asc' }] });
    expect(text).toMatchObject({ status: 400, type: 'search_phase_execution_exception' });
    expect(text.body.error.root_cause[0]?.reason).toContain('Text fields are not optimised for operations that require per-document field data');
    const unmapped = await refusedSearch({ sort: [{ nothing: 'asc' }] });
    expect(unmapped.body.error.root_cause[0]).toMatchObject({ type: 'query_shard_exception', reason: 'No mapping found for [nothing] in order to sort on' });
    expect(ids(await search(index, { sort: [{ nothing: { order: 'asc', unmapped_type: 'long' } }], size: 1 }))).toHaveLength(1);
  });

  it('refuses a value of the wrong type for a field, a malformed body and a bad query analyzer', async () => {
    const number = await refusedSearch({ query: { term: { budget: 'many' } } });
    expect(number).toMatchObject({ status: 400, type: 'search_phase_execution_exception' });
    expect(number.body.error.root_cause[0]).toMatchObject({ type: 'query_shard_exception' });
    expect(ids(await search(index, { query: { match: { budget: { query: 'many', lenient: true } } } }))).toEqual([]);
    const analyzer = await refusedSearch({ query: { match: { title: { query: '开发', analyzer: 'ik_max_word' } } } });
    expect(analyzer.body.error.root_cause[0]?.reason).toContain('analyzer [ik_max_word] not found');
    const malformed = await refusal(client.transport.request({ method: 'POST', path: `/${index}/_search`, body: '{"query": {' }));
    expect(malformed).toMatchObject({ status: 400, type: 'x_content_parse_exception' });
  });
});

describe('Chinese', () => {
  let index: string;
  beforeAll(async () => {
    index = await projectsIndex('chinese');
    await client.bulk({
      refresh: true,
      body: [
        { index: { _index: index, _id: 'c1' } },
        { title: '招聘极客邦云的运维工程师', body: '负责云平台运维。' },
        { index: { _index: index, _id: 'c2' } },
        { title: '全栈ＡＰＰ开发外包', body: '全角字母的标题。' },
      ],
    });
  });

  const find = async (query: string, fields = ['title', 'title.bigram']) => ids(await search(index, { query: { multi_match: { query, fields } }, size: 20 }));

  it('小程序开发 finds 微信小程序的开发 and 开发小程序, first', async () => {
    const found = await find('小程序开发');
    expect(found.slice(0, 2).sort()).toEqual(['p1', 'p2']);
    // Word by word too (jieba alone), every word required.
    expect(ids(await search(index, { query: { match: { title: { query: '小程序开发', operator: 'and' } } } })).sort()).toEqual(['p1', 'p2']);
  });

  it('a made-up brand name (极客邦云) matches through the bigram sub-field, inside other text too', async () => {
    expect(await find('极客邦云')).toEqual(expect.arrayContaining(['p3', 'c1']));
    expect(ids(await search(index, { query: { match: { 'title.bigram': { query: '极客邦云', operator: 'and' } } } })).sort()).toEqual(['c1', 'p3']);
    // Part of it alone still finds it.
    expect(await find('客邦')).toEqual(expect.arrayContaining(['p3', 'c1']));
  });

  it('full-width ＡＰＰ开发 finds APP开发, and app开发 finds the full-width title', async () => {
    expect((await find('ＡＰＰ开发'))[0]).toBe('p4');
    expect(ids(await search(index, { query: { match: { title: { query: 'ＡＰＰ开发', operator: 'and' } } } })).sort()).toEqual(['c2', 'p4']);
    expect(ids(await search(index, { query: { match: { title: { query: 'app开发', operator: 'and' } } } })).sort()).toEqual(['c2', 'p4']);
  });

  it("tokenizes mixed text 'Java后端开发3年' into words, English and digits", async () => {
    const tokens = async (analyzer: string, text: string) =>
      ((await client.indices.analyze({ body: { analyzer, text } })).body.tokens ?? []).map((t: { token: string }) => t.token);
    expect(await tokens('smartcn', 'Java后端开发3年')).toEqual(['java', '后端', '开发', '3', '年']);
    expect(await tokens('cjk', 'Java后端开发3年')).toEqual(['java', '后端', '端开', '开发', '3', '年']);
    expect(await tokens('smartcn', 'ＡＰＰ开发，１２３！')).toEqual(['app', '开发', '123']);
    expect(await tokens('smartcn', '小程序开发')).toEqual(['小', '程序', '开发', '程序开发']);
    expect(ids(await search(index, { query: { match: { title: { query: 'JAVA 3年', operator: 'and' } } } }))).toEqual(['p5']);
    expect(ids(await search(index, { query: { match: { body: { query: 'spring', operator: 'and' } } } }))).toEqual(['p5']);
  });
});
