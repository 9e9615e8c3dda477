/**
 * The REST front of the local search endpoint: OpenSearch's paths, methods, URL parameters and answers for the subset
 * it implements. An unknown URL parameter is refused as OpenSearch refuses it; an endpoint or parameter OpenSearch
 * has but this one does not is refused in OpenSearch's error shape and printed to stderr, never ignored.
 *
 * Versioning: `version` and `version_type` (internal, external, external_gt, external_gte) on index, create and
 * delete, as URL parameters and in `_bulk` action metadata, and on GET; refused as OpenSearch refuses them (a create
 * with an external version, an internal version on a write, versioning with if_seq_no, any version on `_update`) with
 * its own validation messages. A `_bulk` whose items fail validation is refused whole, as BulkRequest.validate does;
 * a version conflict is that item's 409 while the others proceed.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';
import { ANALYZERS, isAnalyzerName } from './analysis.js';
import { aliasJson, type Cluster, type ResolveOptions } from './cluster.js';
import { illegalArgument, LOCAL_NODE_ID, SearchError, unsupported, validationFailed, xContentParse } from './errors.js';
import { parseVersionType, PRIMARY_TERM, readVersionProblems, writeProblems, type IndexData, type WriteOptions, type WriteResult } from './index-data.js';
import { count, filterSource, parseSearchRequest, parseSourceFilter, REFUSED_SEARCH_PARAMS, search, SEARCH_PARAMS } from './search.js';
import { refuseTarget, targetOf } from '../request-target.js';

export const OPENSEARCH_VERSION = '2.17.0';
const MAX_BODY_BYTES = 100 * 1024 * 1024;

interface Request {
  method: string;
  path: string;
  segments: string[];
  params: URLSearchParams;
  raw: Buffer;
  pathParams: { index?: string; id?: string; name?: string };
}

interface Answer {
  status: number;
  body?: unknown;
}

type Handler = (req: Request) => Answer | Promise<Answer>;

/** Parameters every endpoint takes (output format); `filter_path` is OpenSearch's too but not implemented. */
const COMMON_PARAMS = ['pretty', 'human', 'error_trace', 'source', 'source_content_type'];
const REFUSED_COMMON = ['filter_path', 'format'];

interface Route {
  method: string;
  pattern: string[];
  params: string[];
  refused?: string[];
  handler: Handler;
}

/** A path parameter the route's pattern guarantees. */
const need = (value: string | undefined): string => {
  if (value === undefined) throw new Error('route without its path parameter');
  return value;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const parseJson = (req: Request): unknown => {
  const sourceParam = req.params.get('source');
  const text = sourceParam ?? req.raw.toString('utf8');
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw xContentParse(`Failed to parse request body`, { type: 'json_parse_exception', reason: (error as Error).message });
  }
};

const requireBody = (req: Request): unknown => {
  const body = parseJson(req);
  if (body === undefined) throw new SearchError(400, { type: 'parse_exception', reason: 'request body is required' });
  return body;
};

const boolParam = (req: Request, name: string): boolean | undefined => {
  if (!req.params.has(name)) return undefined;
  const v = req.params.get(name);
  if (v === '' || v === 'true') return true;
  if (v === 'false') return false;
  throw illegalArgument(`Failed to parse value [${String(v)}] as only [true] or [false] are allowed.`);
};

const resolveOptions = (req: Request): ResolveOptions => ({
  ignoreUnavailable: boolParam(req, 'ignore_unavailable'),
  allowNoIndices: boolParam(req, 'allow_no_indices'),
  expandWildcards: req.params.get('expand_wildcards') ?? undefined,
});

/** A long of JSON or of a URL (Java's Long.parseLong): larger than JavaScript holds exactly is refused as unsupported. */
const toLong = (value: unknown, fail: () => SearchError): number => {
  let n: bigint;
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw fail();
    n = BigInt(value);
  } else {
    const text = String(value);
    if (!/^[+-]?\d+$/.test(text)) throw fail();
    n = BigInt(text);
  }
  if (n > 9_223_372_036_854_775_807n || n < -9_223_372_036_854_775_808n) throw fail();
  if (n > BigInt(Number.MAX_SAFE_INTEGER) || n < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw unsupported(`a version beyond ${Number.MAX_SAFE_INTEGER} (${String(value)})`, 'illegal_argument_exception');
  }
  return Number(n);
};

/** `version` and `version_type` of a URL (RestActions.parseVersion, VersionType.fromString) or of `_bulk` metadata. */
const versionOptions = (get: (k: string) => unknown, fromUrl: boolean): Pick<WriteOptions, 'version' | 'versionType'> => {
  const out: Pick<WriteOptions, 'version' | 'versionType'> = {};
  const version = get('version');
  if (version !== undefined && version !== null) {
    out.version = toLong(version, () =>
      fromUrl
        ? illegalArgument(`Failed to parse long parameter [version] with value [${String(version)}]`, { type: 'number_format_exception', reason: `For input string: "${String(version)}"` })
        : illegalArgument(`Cannot convert [${String(version)}] to a long`),
    );
  }
  const versionType = get('version_type');
  if (versionType !== undefined && versionType !== null) out.versionType = parseVersionType(String(versionType));
  return out;
};

const writeOptions = (params: URLSearchParams | Record<string, unknown>): WriteOptions => {
  const fromUrl = params instanceof URLSearchParams;
  const get = (k: string): unknown => (params instanceof URLSearchParams ? (params.has(k) ? params.get(k) : undefined) : params[k]);
  const num = (k: string) => {
    const v = get(k);
    if (v === undefined || v === null) return undefined;
    const n = Number(v);
    if (!Number.isInteger(n)) throw illegalArgument(`Failed to parse int parameter [${k}] with value [${String(v)}]`);
    return n;
  };
  if (get('pipeline') !== undefined) throw unsupported(`parameter [pipeline]`, 'illegal_argument_exception');
  const opType = get('op_type');
  if (opType !== undefined && opType !== 'index' && opType !== 'create') throw illegalArgument(`opType must be 'create' or 'index', found: [${String(opType)}]`);
  return { opType: opType as WriteOptions['opType'], ifSeqNo: num('if_seq_no'), ifPrimaryTerm: num('if_primary_term'), ...versionOptions(get, fromUrl) };
};

/** Refuses a write whose parameters OpenSearch's request validation refuses (action_request_validation_exception). */
const validateWrite = (kind: 'index' | 'delete' | 'update', options: WriteOptions, hasId: boolean): void => {
  const problems = writeProblems(kind, options, hasId);
  if (problems.length) throw validationFailed(...problems);
};

const UPDATE_VERSIONING = 'internal versioning can not be used for optimistic concurrency control. Please use `if_seq_no` and `if_primary_term` instead';

type RefreshPolicy = 'false' | 'true' | 'wait_for';
const refreshPolicy = (req: Request): RefreshPolicy => {
  if (!req.params.has('refresh')) return 'false';
  const v = req.params.get('refresh');
  if (v === '' || v === 'true') return 'true';
  if (v === 'false' || v === 'wait_for') return v;
  throw illegalArgument(`Unknown value for refresh: [${String(v)}].`);
};

/** Applies `?refresh` to the indices a write touched; true answers `forced_refresh`. */
const applyRefresh = async (policy: RefreshPolicy, indices: IndexData[]): Promise<boolean> => {
  if (policy === 'true') {
    for (const index of indices) index.refresh();
    return true;
  }
  if (policy === 'wait_for') await Promise.all(indices.map((index) => index.waitForRefresh()));
  return false;
};

/** `flat_settings=true`: `{ "index.number_of_shards": "1", ... }` instead of nested objects. */
const flatSettings = (req: Request, settings: Record<string, unknown>): Record<string, unknown> => {
  if (req.params.get('flat_settings') !== 'true' && req.params.get('flat_settings') !== '') return settings;
  const out: Record<string, unknown> = {};
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (isObject(value)) walk(value, `${prefix}${key}.`);
      else out[`${prefix}${key}`] = value;
    }
  };
  walk(settings, '');
  return out;
};

const settingsJson = (index: IndexData) => ({
  index: {
    creation_date: String(index.creationDate),
    number_of_shards: String(index.settings.shards),
    number_of_replicas: String(index.settings.replicas),
    ...(index.settings.refreshInterval !== '1s' ? { refresh_interval: index.settings.refreshInterval } : {}),
    ...(index.settings.gcDeletes !== undefined ? { gc_deletes: index.settings.gcDeletes } : {}),
    ...(index.settings.maxResultWindow !== 10_000 ? { max_result_window: String(index.settings.maxResultWindow) } : {}),
    uuid: index.uuid,
    version: { created: '136377827' },
    provided_name: index.name,
  },
});

const aliasesJson = (index: IndexData, filter?: (alias: string) => boolean) =>
  Object.fromEntries([...index.aliases].filter(([a]) => !filter || filter(a)).sort(([a], [b]) => (a < b ? -1 : 1)).map(([a, d]) => [a, aliasJson(d)]));

const wildcard = (pattern: string) => new RegExp(`^${pattern.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

const BULK_PARAMS = ['refresh', 'routing', 'timeout', 'wait_for_active_shards', 'require_alias'];
const WRITE_PARAMS = ['refresh', 'routing', 'timeout', 'wait_for_active_shards', 'require_alias', 'if_seq_no', 'if_primary_term', 'op_type', 'version', 'version_type'];
const WRITE_REFUSED = ['pipeline'];
const RESOLVE_PARAMS = ['ignore_unavailable', 'allow_no_indices', 'expand_wildcards', 'local', 'master_timeout', 'cluster_manager_timeout', 'flat_settings', 'include_defaults'];

export const buildRoutes = (cluster: Cluster, clusterUuid: string): Route[] => {
  /** The index a write goes to; with `require_alias` the name must be an alias, as OpenSearch checks it. */
  const writeTarget = (name: string, requireAlias: unknown): IndexData => {
    if ((requireAlias === true || requireAlias === 'true' || requireAlias === '') && !cluster.aliasTable().has(name)) {
      throw new SearchError(404, {
        type: 'index_not_found_exception',
        reason: `no such index [[require_alias] request flag is [true] and [${name}] is not an alias]`,
        index: `[require_alias] request flag is [true] and [${name}] is not an alias`,
        'resource.id': name,
        'resource.type': 'index_expression',
        index_uuid: '_na_',
      });
    }
    return cluster.writeIndex(name);
  };

  const docWrite = (opType?: 'create'): Handler => async (req) => {
    const body = requireBody(req);
    const options = writeOptions(req.params);
    if (opType) options.opType = opType;
    // POST /<index>/_doc is a create unless op_type says otherwise (RestIndexAction.AutoIdHandler).
    else if (req.pathParams.id === undefined) options.opType ??= 'create';
    validateWrite('index', options, req.pathParams.id !== undefined);
    const index = writeTarget(need(req.pathParams.index), req.params.get('require_alias') ?? undefined);
    const result = index.indexDoc(req.pathParams.id, body, options);
    return finishWrite(req, index, result);
  };

  const finishWrite = async (req: Request, index: IndexData, result: WriteResult): Promise<Answer> => {
    cluster.flush();
    if (await applyRefresh(refreshPolicy(req), [index])) result.body.forced_refresh = true;
    return { status: result.status, body: result.body };
  };

  const getDoc = (req: Request, sourceOnly = false): Answer => {
    if (req.params.has('stored_fields')) throw unsupported(`parameter [stored_fields]`, 'illegal_argument_exception');
    if (req.params.get('realtime') === 'false') throw unsupported('parameter [realtime=false]', 'illegal_argument_exception');
    const { version, versionType } = versionOptions((k) => (req.params.has(k) ? req.params.get(k) : undefined), true);
    const problems = readVersionProblems(version, versionType);
    if (problems.length) throw validationFailed(...problems);
    const index = cluster.resolveOne(need(req.pathParams.index));
    if (req.params.get('refresh') === 'true') index.refresh();
    const doc = index.get(need(req.pathParams.id));
    if (doc) index.checkReadVersion(doc, version, versionType);
    if (!doc) {
      if (sourceOnly) {
        return { status: 404, body: new SearchError(404, { type: 'resource_not_found_exception', reason: `Document not found [${index.name}]/[${req.pathParams.id}]` }).body() };
      }
      return { status: 404, body: { _index: index.name, _id: req.pathParams.id, found: false } };
    }
    let filter = parseSourceFilter(req.params.has('_source') ? req.params.get('_source') : undefined);
    if (req.params.has('_source_includes')) filter = { ...filter, enabled: true, includes: (req.params.get('_source_includes') ?? '').split(',') };
    if (req.params.has('_source_excludes')) filter = { ...filter, enabled: true, excludes: (req.params.get('_source_excludes') ?? '').split(',') };
    const source = filterSource(doc.source, filter);
    if (sourceOnly) return { status: 200, body: source ?? {} };
    return {
      status: 200,
      body: {
        _index: index.name,
        _id: doc.id,
        _version: doc.version,
        _seq_no: doc.seqNo,
        _primary_term: PRIMARY_TERM,
        found: true,
        ...(source !== undefined ? { _source: source } : {}),
      },
    };
  };

  const getAliases = (req: Request): Answer => {
    const name = req.pathParams.name;
    const names = name ? name.split(',') : undefined;
    const indices = req.pathParams.index ? cluster.resolve(req.pathParams.index, resolveOptions(req)) : [...cluster.indices.values()];
    const matches = (alias: string) => !names || names.some((n) => n === '_all' || (n.includes('*') ? wildcard(n).test(alias) : n === alias));
    const out: Record<string, unknown> = {};
    const found = new Set<string>();
    for (const index of [...indices].sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const aliases = aliasesJson(index, matches);
      for (const a of Object.keys(aliases)) found.add(a);
      if (Object.keys(aliases).length || !names) out[index.name] = { aliases };
    }
    const missing = (names ?? []).filter((n) => n !== '_all' && !n.includes('*') && !found.has(n));
    if (missing.length) {
      const error = missing.length === 1 ? `alias [${missing[0]}] missing` : `aliases [${missing.join(',')}] missing`;
      return { status: 404, body: { error, status: 404, ...out } };
    }
    return { status: 200, body: out };
  };

  const bulk: Handler = async (req) => {
    const started = performance.now();
    const text = req.raw.toString('utf8');
    if (!text.trim()) throw validationFailed('no requests added');
    if (!text.endsWith('\n')) throw illegalArgument('The bulk request must be terminated by a newline [\\n]');
    const lines = text.split('\n');
    const defaultIndex = req.pathParams.index;
    const policy = refreshPolicy(req);
    const ops: { action: string; meta: Record<string, unknown>; source?: unknown; line: number }[] = [];
    const problems: string[] = [];
    for (let i = 0; i < lines.length; i += 1) {
      const line = lines[i] ?? '';
      if (!line.trim()) continue;
      let action: unknown;
      try {
        action = JSON.parse(line);
      } catch (error) {
        throw illegalArgument(`Malformed action/metadata line [${i + 1}], expected START_OBJECT but found [VALUE_STRING]`, {
          type: 'json_parse_exception',
          reason: (error as Error).message,
        });
      }
      if (!isObject(action)) throw illegalArgument(`Malformed action/metadata line [${i + 1}], expected START_OBJECT but found [${Array.isArray(action) ? 'START_ARRAY' : 'VALUE_STRING'}]`);
      const keys = Object.keys(action);
      const name = keys[0] ?? '';
      if (keys.length !== 1) throw illegalArgument(`Malformed action/metadata line [${i + 1}], expected END_OBJECT but found [FIELD_NAME]`);
      if (!['index', 'create', 'update', 'delete'].includes(name)) {
        throw illegalArgument(`Malformed action/metadata line [${i + 1}], expected one of [create, delete, index, update] but found [${name}]`);
      }
      const meta = action[name];
      if (!isObject(meta)) throw illegalArgument(`Malformed action/metadata line [${i + 1}], expected START_OBJECT but found [${typeof meta}]`);
      for (const key of Object.keys(meta)) {
        if (['pipeline', 'dynamic_templates', '_source'].includes(key)) throw unsupported(`bulk action parameter [${key}]`, 'illegal_argument_exception');
        if (!['_index', '_id', 'if_seq_no', 'if_primary_term', 'routing', 'retry_on_conflict', 'require_alias', '_source', 'op_type', 'version', 'version_type'].includes(key)) {
          throw illegalArgument(`Action/metadata line [${i + 1}] contains an unknown parameter [${key}]`);
        }
      }
      const versioning = versionOptions((k) => meta[k], false);
      if (name === 'update' && (versioning.version !== undefined || (versioning.versionType ?? 'internal') !== 'internal')) {
        throw illegalArgument('Update requests do not support versioning. Please use `if_seq_no` and `if_primary_term` instead');
      }
      const op: (typeof ops)[number] = { action: name, meta, line: i + 1 };
      if (name !== 'delete') {
        i += 1;
        const sourceLine = lines[i];
        if (sourceLine === undefined || !sourceLine.trim()) throw validationFailed(`source is missing`);
        try {
          op.source = JSON.parse(sourceLine);
        } catch (error) {
          throw xContentParse(`[${i + 1}:1] failed to parse source`, { type: 'json_parse_exception', reason: (error as Error).message });
        }
      }
      if (meta._index === undefined && !defaultIndex) throw validationFailed('index is missing');
      if (name === 'delete' || name === 'update') if (meta._id === undefined) throw validationFailed('id is missing');
      // Versioning is checked for every item before any runs (BulkRequest.validate), the metadata's numbers as parsed.
      // (A malformed if_seq_no or op_type is still that item's own error, below.)
      const kind = name === 'delete' ? 'delete' : name === 'update' ? 'update' : 'index';
      const opType = name === 'create' || (name === 'index' && meta.op_type === 'create') ? 'create' : 'index';
      const seqNo = (k: string) => (meta[k] === undefined || meta[k] === null || !Number.isInteger(Number(meta[k])) ? undefined : Number(meta[k]));
      problems.push(...writeProblems(kind, { ...versioning, opType, ifSeqNo: seqNo('if_seq_no'), ifPrimaryTerm: seqNo('if_primary_term') }, meta._id !== undefined && meta._id !== null));
      ops.push(op);
    }
    if (problems.length) throw validationFailed(...problems);
    const touched = new Set<IndexData>();
    let errors = false;
    const items = ops.map((op) => {
      const indexName = String(op.meta._index ?? defaultIndex);
      const id = op.meta._id === undefined ? undefined : String(op.meta._id);
      try {
        const index = writeTarget(indexName, op.meta.require_alias ?? req.params.get('require_alias') ?? undefined);
        touched.add(index);
        const options = writeOptions(op.meta);
        let result: WriteResult;
        if (op.action === 'delete') result = index.deleteDoc(id as string, options);
        else if (op.action === 'update') result = index.updateDoc(id as string, op.source, options);
        else result = index.indexDoc(id, op.source, { ...options, opType: op.action === 'create' ? 'create' : options.opType });
        return { [op.action]: { ...result.body, status: result.status } };
      } catch (error) {
        if (!(error instanceof SearchError)) throw error;
        errors = true;
        if (error.unsupported) console.warn(`[search] refused in _bulk: ${error.message}`);
        const { caused_by: _c, ...cause } = error.cause_;
        return { [op.action]: { _index: indexName, _id: id ?? null, status: error.status, error: { ...cause, ...(error.cause_.caused_by ? { caused_by: error.cause_.caused_by } : {}) } } };
      }
    });
    cluster.flush();
    await applyRefresh(policy, [...touched]);
    return { status: 200, body: { took: Math.round(performance.now() - started), errors, items } };
  };

  const route = (method: string, path: string, params: string[], handler: Handler, refused: string[] = []): Route => ({
    method,
    pattern: path.split('/').filter(Boolean),
    params,
    refused,
    handler,
  });

  const searchHandler: Handler = (req) => {
    const request = parseSearchRequest(parseJson(req), req.params);
    return { status: 200, body: search(cluster, req.pathParams.index, request, resolveOptions(req)) };
  };
  const countHandler: Handler = (req) => {
    for (const k of ['q', 'df', 'analyzer', 'default_operator', 'lenient', 'min_score', 'terminate_after']) {
      if (req.params.has(k)) throw unsupported(`parameter [${k}] of _count`, 'illegal_argument_exception');
    }
    return { status: 200, body: count(cluster, req.pathParams.index, parseJson(req), resolveOptions(req)) };
  };
  const refreshHandler: Handler = (req) => {
    const indices = cluster.resolve(req.pathParams.index, resolveOptions(req));
    for (const index of indices) index.refresh();
    const total = indices.reduce((n, i) => n + 1 + i.settings.replicas, 0);
    return { status: 200, body: { _shards: { total, successful: indices.length, failed: 0 } } };
  };
  const mappingHandler: Handler = (req) => {
    const out: Record<string, unknown> = {};
    for (const index of cluster.resolve(req.pathParams.index, resolveOptions(req))) out[index.name] = { mappings: index.mapping.json };
    return { status: 200, body: out };
  };
  const putMappingHandler: Handler = (req) => {
    cluster.putMapping(need(req.pathParams.index), requireBody(req));
    return { status: 200, body: { acknowledged: true } };
  };
  const putAliasHandler: Handler = (req) => {
    const body = parseJson(req);
    const spec = isObject(body) ? body : {};
    cluster.updateAliases({ actions: [{ add: { index: req.pathParams.index, alias: req.pathParams.name, ...spec } }] });
    return { status: 200, body: { acknowledged: true } };
  };
  const deleteAliasHandler: Handler = (req) => {
    cluster.updateAliases({ actions: [{ remove: { index: req.pathParams.index, alias: req.pathParams.name } }] });
    return { status: 200, body: { acknowledged: true } };
  };
  const analyzeHandler: Handler = (req) => {
    const body = requireBody(req);
    if (!isObject(body)) throw xContentParse('[analyze_request] failed to parse');
    for (const key of Object.keys(body)) {
      if (['tokenizer', 'filter', 'char_filter', 'normalizer', 'explain', 'attributes'].includes(key)) throw unsupported(`_analyze option [${key}]`, 'illegal_argument_exception');
      if (!['analyzer', 'text', 'field'].includes(key)) throw xContentParse(`[analyze_request] unknown field [${key}]`);
    }
    let analyzer = typeof body.analyzer === 'string' ? body.analyzer : 'standard';
    if (typeof body.field === 'string') {
      if (!req.pathParams.index) throw illegalArgument('analysis by field requires an index');
      const field = cluster.resolveOne(need(req.pathParams.index)).mapping.fields.get(body.field);
      if (field) analyzer = field.analyzer;
    }
    if (!isAnalyzerName(analyzer)) throw illegalArgument(`failed to find global analyzer [${analyzer}]`);
    const texts = Array.isArray(body.text) ? body.text.map(String) : [String(body.text ?? '')];
    const tokens = texts.flatMap((text) =>
      ANALYZERS[analyzer as keyof typeof ANALYZERS](text).map((t) => ({ token: t.term, start_offset: t.start, end_offset: t.end, type: 'word', position: t.position })),
    );
    return { status: 200, body: { tokens } };
  };

  const healthHandler: Handler = (req) => {
    const level = req.params.get('level');
    if (level !== null && level !== 'cluster') throw unsupported(`cluster health [level=${level}]`, 'illegal_argument_exception');
    const indices = req.pathParams.index ? cluster.resolve(req.pathParams.index) : [...cluster.indices.values()];
    const primaries = indices.reduce((n, i) => n + i.settings.shards, 0);
    const unassigned = indices.reduce((n, i) => n + i.settings.shards * i.settings.replicas, 0);
    const status = unassigned > 0 ? 'yellow' : 'green';
    const wanted = req.params.get('wait_for_status');
    const rank = { green: 0, yellow: 1, red: 2 } as Record<string, number>;
    const timedOut = wanted !== null && wanted in rank && (rank[status] ?? 0) > (rank[wanted] ?? 0);
    return {
      status: timedOut ? 408 : 200,
      body: {
        cluster_name: 'hezuo-local',
        status,
        timed_out: timedOut,
        number_of_nodes: 1,
        number_of_data_nodes: 1,
        discovered_master: true,
        discovered_cluster_manager: true,
        active_primary_shards: primaries,
        active_shards: primaries,
        relocating_shards: 0,
        initializing_shards: 0,
        unassigned_shards: unassigned,
        delayed_unassigned_shards: 0,
        number_of_pending_tasks: 0,
        number_of_in_flight_fetch: 0,
        task_max_waiting_in_queue_millis: 0,
        active_shards_percent_as_number: primaries + unassigned === 0 ? 100 : (100 * primaries) / (primaries + unassigned),
      },
    };
  };

  const infoHandler: Handler = () => ({
    status: 200,
    body: {
      name: LOCAL_NODE_ID,
      cluster_name: 'hezuo-local',
      cluster_uuid: clusterUuid,
      version: {
        distribution: 'opensearch',
        number: OPENSEARCH_VERSION,
        build_type: 'tar',
        build_hash: 'hezuo-local-search',
        build_date: '2024-09-13T00:00:00.000000000Z',
        build_snapshot: false,
        lucene_version: '9.11.1',
        minimum_wire_compatibility_version: '7.10.0',
        minimum_index_compatibility_version: '7.0.0',
      },
      tagline: 'The OpenSearch Project: https://opensearch.org/',
    },
  });

  const getIndexHandler: Handler = (req) => {
    const out: Record<string, unknown> = {};
    for (const index of cluster.resolve(req.pathParams.index, resolveOptions(req))) {
      out[index.name] = { aliases: aliasesJson(index), mappings: index.mapping.json, settings: flatSettings(req, settingsJson(index)) };
    }
    return { status: 200, body: out };
  };

  const SEARCH = [...SEARCH_PARAMS];
  const SEARCH_REFUSED = [...REFUSED_SEARCH_PARAMS];
  const COUNT = ['ignore_unavailable', 'allow_no_indices', 'expand_wildcards', 'preference', 'routing', 'q', 'df', 'analyzer', 'default_operator', 'lenient', 'min_score', 'terminate_after', 'ignore_throttled'];
  const HEALTH = ['wait_for_status', 'timeout', 'level', 'local', 'master_timeout', 'cluster_manager_timeout', 'wait_for_active_shards', 'wait_for_nodes', 'wait_for_events', 'wait_for_no_relocating_shards', 'wait_for_no_initializing_shards', 'expand_wildcards', 'awareness_attribute'];
  const GET_DOC = ['_source', '_source_includes', '_source_excludes', 'preference', 'realtime', 'refresh', 'routing', 'stored_fields', 'version', 'version_type'];
  const ALIAS_WRITE = ['timeout', 'master_timeout', 'cluster_manager_timeout'];

  return [
    route('GET', '/', [], infoHandler),
    route('HEAD', '/', [], () => ({ status: 200 })),
    route('GET', '/_cluster/health', HEALTH, healthHandler),
    route('GET', '/_cluster/health/{index}', HEALTH, healthHandler),
    route('GET', '/_search', SEARCH, searchHandler, SEARCH_REFUSED),
    route('POST', '/_search', SEARCH, searchHandler, SEARCH_REFUSED),
    route('GET', '/{index}/_search', SEARCH, searchHandler, SEARCH_REFUSED),
    route('POST', '/{index}/_search', SEARCH, searchHandler, SEARCH_REFUSED),
    route('GET', '/_count', COUNT, countHandler),
    route('POST', '/_count', COUNT, countHandler),
    route('GET', '/{index}/_count', COUNT, countHandler),
    route('POST', '/{index}/_count', COUNT, countHandler),
    route('POST', '/_bulk', BULK_PARAMS, bulk, ['pipeline', '_source', '_source_includes', '_source_excludes']),
    route('PUT', '/_bulk', BULK_PARAMS, bulk, ['pipeline', '_source', '_source_includes', '_source_excludes']),
    route('POST', '/{index}/_bulk', BULK_PARAMS, bulk, ['pipeline', '_source', '_source_includes', '_source_excludes']),
    route('PUT', '/{index}/_bulk', BULK_PARAMS, bulk, ['pipeline', '_source', '_source_includes', '_source_excludes']),
    route('POST', '/_refresh', RESOLVE_PARAMS, refreshHandler),
    route('GET', '/_refresh', RESOLVE_PARAMS, refreshHandler),
    route('POST', '/{index}/_refresh', RESOLVE_PARAMS, refreshHandler),
    route('GET', '/{index}/_refresh', RESOLVE_PARAMS, refreshHandler),
    route('POST', '/_aliases', ALIAS_WRITE, (req) => {
      cluster.updateAliases(requireBody(req));
      return { status: 200, body: { acknowledged: true } };
    }),
    route('GET', '/_alias', RESOLVE_PARAMS, getAliases),
    route('GET', '/_alias/{name}', RESOLVE_PARAMS, getAliases),
    route('HEAD', '/_alias/{name}', RESOLVE_PARAMS, (req) => ({ status: getAliases(req).status })),
    route('GET', '/{index}/_alias', RESOLVE_PARAMS, getAliases),
    route('GET', '/{index}/_alias/{name}', RESOLVE_PARAMS, getAliases),
    route('HEAD', '/{index}/_alias/{name}', RESOLVE_PARAMS, (req) => ({ status: getAliases(req).status })),
    route('PUT', '/{index}/_alias/{name}', ALIAS_WRITE, putAliasHandler),
    route('POST', '/{index}/_alias/{name}', ALIAS_WRITE, putAliasHandler),
    route('PUT', '/{index}/_aliases/{name}', ALIAS_WRITE, putAliasHandler),
    route('POST', '/{index}/_aliases/{name}', ALIAS_WRITE, putAliasHandler),
    route('DELETE', '/{index}/_alias/{name}', ALIAS_WRITE, deleteAliasHandler),
    route('DELETE', '/{index}/_aliases/{name}', ALIAS_WRITE, deleteAliasHandler),
    route('GET', '/_mapping', RESOLVE_PARAMS, mappingHandler),
    route('GET', '/{index}/_mapping', RESOLVE_PARAMS, mappingHandler),
    route('PUT', '/{index}/_mapping', [...RESOLVE_PARAMS, 'timeout', 'write_index_only'], putMappingHandler),
    route('POST', '/{index}/_mapping', [...RESOLVE_PARAMS, 'timeout', 'write_index_only'], putMappingHandler),
    route('GET', '/{index}/_settings', RESOLVE_PARAMS, (req) => {
      const out: Record<string, unknown> = {};
      if (req.params.get('include_defaults') === 'true') throw unsupported('parameter [include_defaults]', 'illegal_argument_exception');
      for (const index of cluster.resolve(req.pathParams.index, resolveOptions(req))) out[index.name] = { settings: flatSettings(req, settingsJson(index)) };
      return { status: 200, body: out };
    }),
    route('PUT', '/{index}/_settings', [...RESOLVE_PARAMS, 'timeout', 'preserve_existing'], (req) => {
      cluster.putSettings(need(req.pathParams.index), requireBody(req));
      return { status: 200, body: { acknowledged: true } };
    }),
    route('GET', '/_analyze', [], analyzeHandler),
    route('POST', '/_analyze', [], analyzeHandler),
    route('GET', '/{index}/_analyze', [], analyzeHandler),
    route('POST', '/{index}/_analyze', [], analyzeHandler),
    route('PUT', '/{index}/_doc/{id}', WRITE_PARAMS, docWrite(), WRITE_REFUSED),
    route('POST', '/{index}/_doc/{id}', WRITE_PARAMS, docWrite(), WRITE_REFUSED),
    route('POST', '/{index}/_doc', WRITE_PARAMS, docWrite(), WRITE_REFUSED),
    route('PUT', '/{index}/_create/{id}', WRITE_PARAMS, docWrite('create'), WRITE_REFUSED),
    route('POST', '/{index}/_create/{id}', WRITE_PARAMS, docWrite('create'), WRITE_REFUSED),
    route('GET', '/{index}/_doc/{id}', GET_DOC, (req) => getDoc(req)),
    route('HEAD', '/{index}/_doc/{id}', GET_DOC, (req) => ({ status: getDoc(req).status })),
    route('GET', '/{index}/_source/{id}', GET_DOC, (req) => getDoc(req, true)),
    route('DELETE', '/{index}/_doc/{id}', ['refresh', 'routing', 'timeout', 'wait_for_active_shards', 'if_seq_no', 'if_primary_term', 'version', 'version_type'], async (req) => {
      const options = writeOptions(req.params);
      validateWrite('delete', options, true);
      const index = cluster.resolveOne(need(req.pathParams.index));
      return finishWrite(req, index, index.deleteDoc(need(req.pathParams.id), options));
    }, WRITE_REFUSED),
    route('POST', '/{index}/_update/{id}', ['refresh', 'routing', 'timeout', 'wait_for_active_shards', 'if_seq_no', 'if_primary_term', 'retry_on_conflict', 'require_alias', '_source', '_source_includes', '_source_excludes', 'version', 'version_type'], async (req) => {
      // RestUpdateAction refuses any versioning before it reads the request.
      if (req.params.has('version') || req.params.has('version_type')) throw validationFailed(UPDATE_VERSIONING);
      const options = writeOptions(req.params);
      validateWrite('update', options, true);
      const index = writeTarget(need(req.pathParams.index), req.params.get('require_alias') ?? undefined);
      const result = index.updateDoc(need(req.pathParams.id), requireBody(req), options);
      const wantSource = req.params.has('_source') || req.params.has('_source_includes') || req.params.has('_source_excludes');
      if (wantSource && result.record) {
        let filter = parseSourceFilter(req.params.has('_source') ? req.params.get('_source') : true);
        if (req.params.has('_source_includes')) filter = { ...filter, enabled: true, includes: (req.params.get('_source_includes') ?? '').split(',') };
        if (req.params.has('_source_excludes')) filter = { ...filter, enabled: true, excludes: (req.params.get('_source_excludes') ?? '').split(',') };
        const source = filterSource(result.record.source, filter);
        if (source !== undefined) result.body.get = { _seq_no: result.record.seqNo, _primary_term: PRIMARY_TERM, found: true, _source: source };
      }
      return finishWrite(req, index, result);
    }, ['lang']),
    route('PUT', '/{index}', ['wait_for_active_shards', 'timeout', 'master_timeout', 'cluster_manager_timeout'], (req) => {
      const index = cluster.createIndex(need(req.pathParams.index), parseJson(req));
      return { status: 200, body: { acknowledged: true, shards_acknowledged: true, index: index.name } };
    }, ['include_type_name']),
    route('HEAD', '/{index}', RESOLVE_PARAMS, (req) => {
      cluster.resolve(req.pathParams.index, resolveOptions(req));
      return { status: 200 };
    }),
    route('GET', '/{index}', RESOLVE_PARAMS, getIndexHandler),
    route('DELETE', '/{index}', [...RESOLVE_PARAMS, 'timeout'], (req) => {
      cluster.deleteIndices(need(req.pathParams.index), resolveOptions(req));
      return { status: 200, body: { acknowledged: true } };
    }),
  ];
};

/** The route for a path: its params bound, or which methods the path has (405), or none. */
const match = (routes: Route[], method: string, segments: string[]): { route?: Route; params: Record<string, string>; allowed: string[] } => {
  const allowed: string[] = [];
  for (const r of routes) {
    if (r.pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (const [i, s] of segments.entries()) {
      const p = r.pattern[i] ?? '';
      if (p.startsWith('{')) {
        const name = p.slice(1, -1);
        // An index name never starts with '_' (except `_all`): `/_search` is the API, not an index called _search.
        if (name === 'index' && s.startsWith('_') && s !== '_all') {
          ok = false;
          break;
        }
        params[name] = s;
      } else if (p !== s) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    if (r.method === method) return { route: r, params, allowed };
    allowed.push(r.method);
  }
  return { params: {}, allowed };
};

const send = (res: ServerResponse, method: string, status: number, body: unknown, pretty: boolean) => {
  const text = body === undefined ? '' : JSON.stringify(body, null, pretty ? 2 : undefined) + (pretty ? '\n' : '');
  res.writeHead(status, {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(method === 'HEAD' ? undefined : text);
};

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new SearchError(413, { type: 'content_too_long_exception', reason: `Request content length [${size}] exceeds the limit` }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const encoding = String(req.headers['content-encoding'] ?? '').toLowerCase();
      try {
        resolve(encoding.includes('gzip') ? gunzipSync(raw) : encoding.includes('deflate') ? inflateSync(raw) : raw);
      } catch (error) {
        reject(error);
      }
    });
    req.on('error', reject);
  });

export const createSearchServer = (cluster: Cluster): Server => {
  const routes = buildRoutes(cluster, randomUUID().replace(/-/g, '').slice(0, 22));
  return createServer((req, res) => {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = targetOf(req);
    if (!url) return refuseTarget(res);
    const pretty = url.searchParams.has('pretty') && url.searchParams.get('pretty') !== 'false';
    const fail = (error: unknown) => {
      if (error instanceof SearchError) {
        if (error.unsupported) console.warn(`[search] refused ${method} ${url.pathname}: ${error.message}`);
        send(res, method, error.status, error.body(), pretty);
        return;
      }
      console.error('[search]', error);
      const cause = { type: 'exception', reason: error instanceof Error ? error.message : String(error) };
      send(res, method, 500, { error: { root_cause: [cause], ...cause }, status: 500 }, pretty);
    };
    readBody(req)
      .then(async (raw) => {
        let segments: string[];
        try {
          segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
        } catch {
          throw illegalArgument(`unable to decode the path [${url.pathname}]`);
        }
        const found = match(routes, method, segments);
        if (!found.route) {
          if (found.allowed.length) {
            send(res, method, 405, { error: `Incorrect HTTP method for uri [${url.pathname}] and method [${method}], allowed: [${found.allowed.join(', ')}]`, status: 405 }, pretty);
            return;
          }
          throw unsupported(`the endpoint [${method} ${url.pathname}]`, 'illegal_argument_exception');
        }
        const route = found.route;
        const unknown: string[] = [];
        for (const name of new Set(url.searchParams.keys())) {
          if (route.params.includes(name) || COMMON_PARAMS.includes(name)) continue;
          if (route.refused?.includes(name) || REFUSED_COMMON.includes(name)) throw unsupported(`the parameter [${name}] of [${method} ${url.pathname}]`, 'illegal_argument_exception');
          unknown.push(name);
        }
        if (unknown.length) {
          throw illegalArgument(
            `request [${url.pathname}] contains unrecognized parameter${unknown.length > 1 ? 's' : ''}: ${unknown.map((u) => `[${u}]`).join(', ')}`,
          );
        }
        const request: Request = { method, path: url.pathname, segments, params: url.searchParams, raw, pathParams: found.params };
        const answer = await route.handler(request);
        cluster.flush();
        send(res, method, answer.status, answer.body, pretty);
      })
      .catch((error: unknown) => {
        try {
          cluster.flush();
        } catch (flushError) {
          console.error('[search] could not write the translog', flushError);
        }
        fail(error);
      });
  });
};
