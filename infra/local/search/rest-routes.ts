/**
 * The route table of the REST front: every path and method of OpenSearch's API that the local endpoint implements,
 * the URL parameters each takes, those it refuses as unsupported, and the handler that answers it.
 */
import type { Cluster } from './cluster.js';
import { adminHandlers } from './rest-admin.js';
import { bulkHandler } from './rest-bulk.js';
import { documentHandlers } from './rest-documents.js';
import type { Handler } from './rest-request.js';
import { countHandler, searchHandler } from './rest-search.js';
import { REFUSED_SEARCH_PARAMS, SEARCH_PARAMS } from './search.js';

export interface Route {
  method: string;
  pattern: string[];
  params: string[];
  refused?: string[];
  handler: Handler;
}

const route = (method: string, path: string, params: string[], handler: Handler, refused: string[] = []): Route => ({
  method,
  pattern: path.split('/').filter(Boolean),
  params,
  refused,
  handler,
});

const BULK_PARAMS = ['refresh', 'routing', 'timeout', 'wait_for_active_shards', 'require_alias'];
const WRITE_PARAMS = ['refresh', 'routing', 'timeout', 'wait_for_active_shards', 'require_alias', 'if_seq_no', 'if_primary_term', 'op_type', 'version', 'version_type'];
const WRITE_REFUSED = ['pipeline'];
const RESOLVE_PARAMS = ['ignore_unavailable', 'allow_no_indices', 'expand_wildcards', 'local', 'master_timeout', 'cluster_manager_timeout', 'flat_settings', 'include_defaults'];

export const buildRoutes = (cluster: Cluster, clusterUuid: string): Route[] => {
  const admin = adminHandlers(cluster, clusterUuid);
  const { docWrite, getDoc, deleteDoc, updateDoc } = documentHandlers(cluster);
  const bulk = bulkHandler(cluster);
  const search = searchHandler(cluster);
  const count = countHandler(cluster);

  const SEARCH = [...SEARCH_PARAMS];
  const SEARCH_REFUSED = [...REFUSED_SEARCH_PARAMS];
  const COUNT = ['ignore_unavailable', 'allow_no_indices', 'expand_wildcards', 'preference', 'routing', 'q', 'df', 'analyzer', 'default_operator', 'lenient', 'min_score', 'terminate_after', 'ignore_throttled'];
  const HEALTH = ['wait_for_status', 'timeout', 'level', 'local', 'master_timeout', 'cluster_manager_timeout', 'wait_for_active_shards', 'wait_for_nodes', 'wait_for_events', 'wait_for_no_relocating_shards', 'wait_for_no_initializing_shards', 'expand_wildcards', 'awareness_attribute'];
  const GET_DOC = ['_source', '_source_includes', '_source_excludes', 'preference', 'realtime', 'refresh', 'routing', 'stored_fields', 'version', 'version_type'];
  const ALIAS_WRITE = ['timeout', 'master_timeout', 'cluster_manager_timeout'];

  return [
    route('GET', '/', [], admin.infoHandler),
    route('HEAD', '/', [], () => ({ status: 200 })),
    route('GET', '/_cluster/health', HEALTH, admin.healthHandler),
    route('GET', '/_cluster/health/{index}', HEALTH, admin.healthHandler),
    route('GET', '/_search', SEARCH, search, SEARCH_REFUSED),
    route('POST', '/_search', SEARCH, search, SEARCH_REFUSED),
    route('GET', '/{index}/_search', SEARCH, search, SEARCH_REFUSED),
    route('POST', '/{index}/_search', SEARCH, search, SEARCH_REFUSED),
    route('GET', '/_count', COUNT, count),
    route('POST', '/_count', COUNT, count),
    route('GET', '/{index}/_count', COUNT, count),
    route('POST', '/{index}/_count', COUNT, count),
    route('POST', '/_bulk', BULK_PARAMS, bulk, ['pipeline', '_source', '_source_includes', '_source_excludes']),
    route('PUT', '/_bulk', BULK_PARAMS, bulk, ['pipeline', '_source', '_source_includes', '_source_excludes']),
    route('POST', '/{index}/_bulk', BULK_PARAMS, bulk, ['pipeline', '_source', '_source_includes', '_source_excludes']),
    route('PUT', '/{index}/_bulk', BULK_PARAMS, bulk, ['pipeline', '_source', '_source_includes', '_source_excludes']),
    route('POST', '/_refresh', RESOLVE_PARAMS, admin.refreshHandler),
    route('GET', '/_refresh', RESOLVE_PARAMS, admin.refreshHandler),
    route('POST', '/{index}/_refresh', RESOLVE_PARAMS, admin.refreshHandler),
    route('GET', '/{index}/_refresh', RESOLVE_PARAMS, admin.refreshHandler),
    route('POST', '/_aliases', ALIAS_WRITE, admin.updateAliasesHandler),
    route('GET', '/_alias', RESOLVE_PARAMS, admin.getAliases),
    route('GET', '/_alias/{name}', RESOLVE_PARAMS, admin.getAliases),
    route('HEAD', '/_alias/{name}', RESOLVE_PARAMS, (req) => ({ status: admin.getAliases(req).status })),
    route('GET', '/{index}/_alias', RESOLVE_PARAMS, admin.getAliases),
    route('GET', '/{index}/_alias/{name}', RESOLVE_PARAMS, admin.getAliases),
    route('HEAD', '/{index}/_alias/{name}', RESOLVE_PARAMS, (req) => ({ status: admin.getAliases(req).status })),
    route('PUT', '/{index}/_alias/{name}', ALIAS_WRITE, admin.putAliasHandler),
    route('POST', '/{index}/_alias/{name}', ALIAS_WRITE, admin.putAliasHandler),
    route('PUT', '/{index}/_aliases/{name}', ALIAS_WRITE, admin.putAliasHandler),
    route('POST', '/{index}/_aliases/{name}', ALIAS_WRITE, admin.putAliasHandler),
    route('DELETE', '/{index}/_alias/{name}', ALIAS_WRITE, admin.deleteAliasHandler),
    route('DELETE', '/{index}/_aliases/{name}', ALIAS_WRITE, admin.deleteAliasHandler),
    route('GET', '/_mapping', RESOLVE_PARAMS, admin.mappingHandler),
    route('GET', '/{index}/_mapping', RESOLVE_PARAMS, admin.mappingHandler),
    route('PUT', '/{index}/_mapping', [...RESOLVE_PARAMS, 'timeout', 'write_index_only'], admin.putMappingHandler),
    route('POST', '/{index}/_mapping', [...RESOLVE_PARAMS, 'timeout', 'write_index_only'], admin.putMappingHandler),
    route('GET', '/{index}/_settings', RESOLVE_PARAMS, admin.getSettingsHandler),
    route('PUT', '/{index}/_settings', [...RESOLVE_PARAMS, 'timeout', 'preserve_existing'], admin.putSettingsHandler),
    route('GET', '/_analyze', [], admin.analyzeHandler),
    route('POST', '/_analyze', [], admin.analyzeHandler),
    route('GET', '/{index}/_analyze', [], admin.analyzeHandler),
    route('POST', '/{index}/_analyze', [], admin.analyzeHandler),
    route('PUT', '/{index}/_doc/{id}', WRITE_PARAMS, docWrite(), WRITE_REFUSED),
    route('POST', '/{index}/_doc/{id}', WRITE_PARAMS, docWrite(), WRITE_REFUSED),
    route('POST', '/{index}/_doc', WRITE_PARAMS, docWrite(), WRITE_REFUSED),
    route('PUT', '/{index}/_create/{id}', WRITE_PARAMS, docWrite('create'), WRITE_REFUSED),
    route('POST', '/{index}/_create/{id}', WRITE_PARAMS, docWrite('create'), WRITE_REFUSED),
    route('GET', '/{index}/_doc/{id}', GET_DOC, (req) => getDoc(req)),
    route('HEAD', '/{index}/_doc/{id}', GET_DOC, (req) => ({ status: getDoc(req).status })),
    route('GET', '/{index}/_source/{id}', GET_DOC, (req) => getDoc(req, true)),
    route('DELETE', '/{index}/_doc/{id}', ['refresh', 'routing', 'timeout', 'wait_for_active_shards', 'if_seq_no', 'if_primary_term', 'version', 'version_type'], deleteDoc, WRITE_REFUSED),
    route('POST', '/{index}/_update/{id}', ['refresh', 'routing', 'timeout', 'wait_for_active_shards', 'if_seq_no', 'if_primary_term', 'retry_on_conflict', 'require_alias', '_source', '_source_includes', '_source_excludes', 'version', 'version_type'], updateDoc, ['lang']),
    route('PUT', '/{index}', ['wait_for_active_shards', 'timeout', 'master_timeout', 'cluster_manager_timeout'], admin.createIndexHandler, ['include_type_name']),
    route('HEAD', '/{index}', RESOLVE_PARAMS, admin.headIndexHandler),
    route('GET', '/{index}', RESOLVE_PARAMS, admin.getIndexHandler),
    route('DELETE', '/{index}', [...RESOLVE_PARAMS, 'timeout'], admin.deleteIndexHandler),
  ];
};
