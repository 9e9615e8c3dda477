/**
 * The index and cluster administration APIs of the REST front: create, get, check and delete indices, their
 * settings and mappings, aliases, `_refresh`, `_analyze`, `_cluster/health` and the root's node information.
 */
import { ANALYZERS, isAnalyzerName } from './analysis.js';
import { aliasJson, type Cluster } from './cluster.js';
import { illegalArgument, LOCAL_NODE_ID, unsupported, xContentParse } from './errors.js';
import type { IndexData } from './index-data.js';
import { isObject, need, parseJson, requireBody, resolveOptions, type Answer, type Handler, type Request } from './rest-request.js';

export const OPENSEARCH_VERSION = '2.17.0';

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

/** The handlers of the administration APIs, over one cluster. */
export const adminHandlers = (cluster: Cluster, clusterUuid: string) => {
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
  const updateAliasesHandler: Handler = (req) => {
    cluster.updateAliases(requireBody(req));
    return { status: 200, body: { acknowledged: true } };
  };
  const getSettingsHandler: Handler = (req) => {
    const out: Record<string, unknown> = {};
    if (req.params.get('include_defaults') === 'true') throw unsupported('parameter [include_defaults]', 'illegal_argument_exception');
    for (const index of cluster.resolve(req.pathParams.index, resolveOptions(req))) out[index.name] = { settings: flatSettings(req, settingsJson(index)) };
    return { status: 200, body: out };
  };
  const putSettingsHandler: Handler = (req) => {
    cluster.putSettings(need(req.pathParams.index), requireBody(req));
    return { status: 200, body: { acknowledged: true } };
  };
  const createIndexHandler: Handler = (req) => {
    const index = cluster.createIndex(need(req.pathParams.index), parseJson(req));
    return { status: 200, body: { acknowledged: true, shards_acknowledged: true, index: index.name } };
  };
  const headIndexHandler: Handler = (req) => {
    cluster.resolve(req.pathParams.index, resolveOptions(req));
    return { status: 200 };
  };
  const deleteIndexHandler: Handler = (req) => {
    cluster.deleteIndices(need(req.pathParams.index), resolveOptions(req));
    return { status: 200, body: { acknowledged: true } };
  };

  return {
    infoHandler,
    healthHandler,
    refreshHandler,
    updateAliasesHandler,
    getAliases,
    putAliasHandler,
    deleteAliasHandler,
    mappingHandler,
    putMappingHandler,
    getSettingsHandler,
    putSettingsHandler,
    analyzeHandler,
    createIndexHandler,
    headIndexHandler,
    getIndexHandler,
    deleteIndexHandler,
  };
};
