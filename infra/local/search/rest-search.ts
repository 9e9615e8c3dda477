/**
 * `_search` and `_count` of the REST front: the request read from the body and URL parameters, answered by search.ts.
 */
import type { Cluster } from './cluster.js';
import { unsupported } from './errors.js';
import { parseJson, resolveOptions, type Handler } from './rest-request.js';
import { count, parseSearchRequest, search } from './search.js';

export const searchHandler = (cluster: Cluster): Handler => (req) => {
  const request = parseSearchRequest(parseJson(req), req.params);
  return { status: 200, body: search(cluster, req.pathParams.index, request, resolveOptions(req)) };
};
export const countHandler = (cluster: Cluster): Handler => (req) => {
  for (const k of ['q', 'df', 'analyzer', 'default_operator', 'lenient', 'min_score', 'terminate_after']) {
    if (req.params.has(k)) throw unsupported(`parameter [${k}] of _count`, 'illegal_argument_exception');
  }
  return { status: 200, body: count(cluster, req.pathParams.index, parseJson(req), resolveOptions(req)) };
};
