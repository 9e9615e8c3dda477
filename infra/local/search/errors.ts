/**
 * OpenSearch's error shapes: `{ error: { root_cause: [...], type, reason, ... }, status }`. Every refusal of the local
 * search endpoint is one of these, with the type and status OpenSearch 2.x answers for the same request. What OpenSearch
 * would accept but this endpoint does not implement is refused too (never silently ignored), marked `unsupported` so the
 * server also prints it to stderr, and its reason says so.
 */

export interface ErrorCause {
  type: string;
  reason: string;
  caused_by?: ErrorCause;
  [key: string]: unknown;
}

export class SearchError extends Error {
  constructor(
    readonly status: number,
    readonly cause_: ErrorCause,
    readonly options: { rootCauses?: ErrorCause[]; unsupported?: boolean; rawBody?: unknown } = {},
  ) {
    super(cause_.reason);
  }

  get unsupported(): boolean {
    return Boolean(this.options.unsupported);
  }

  body(): unknown {
    if (this.options.rawBody !== undefined) return this.options.rawBody;
    const rootCauses = this.options.rootCauses ?? [deepestCause(this.cause_)];
    return { error: { root_cause: rootCauses.map(withoutCausedBy), ...this.cause_ }, status: this.status };
  }
}

const deepestCause = (cause: ErrorCause): ErrorCause => (cause.caused_by ? deepestCause(cause.caused_by) : cause);
const withoutCausedBy = ({ caused_by: _ignored, ...rest }: ErrorCause): ErrorCause => rest;

const NOT_LOCAL = 'is not supported by the local search endpoint (infra/local/search)';

const indexFields = (index: string, uuid = '_na_') => ({ index, 'resource.id': index, 'resource.type': 'index_or_alias', index_uuid: uuid });

export const indexNotFound = (index: string): SearchError =>
  new SearchError(404, { type: 'index_not_found_exception', reason: `no such index [${index}]`, ...indexFields(index) });

export const resourceAlreadyExists = (index: string, uuid: string): SearchError =>
  new SearchError(400, { type: 'resource_already_exists_exception', reason: `index [${index}/${uuid}] already exists`, index_uuid: uuid, index });

export const invalidIndexName = (index: string, why: string): SearchError =>
  new SearchError(400, { type: 'invalid_index_name_exception', reason: `Invalid index name [${index}], ${why}`, index_uuid: '_na_', index });

export const illegalArgument = (reason: string, causedBy?: ErrorCause): SearchError =>
  new SearchError(400, { type: 'illegal_argument_exception', reason, ...(causedBy ? { caused_by: causedBy } : {}) });

export const parsingError = (reason: string): SearchError => new SearchError(400, { type: 'parsing_exception', reason });

export const xContentParse = (reason: string, causedBy?: ErrorCause): SearchError =>
  new SearchError(400, { type: 'x_content_parse_exception', reason, ...(causedBy ? { caused_by: causedBy } : {}) });

export const mapperParsing = (reason: string, causedBy?: ErrorCause): SearchError =>
  new SearchError(400, { type: 'mapper_parsing_exception', reason, ...(causedBy ? { caused_by: causedBy } : {}) });

export const strictDynamicMapping = (field: string, within: string): SearchError =>
  new SearchError(400, {
    type: 'strict_dynamic_mapping_exception',
    reason: `mapping set to strict, dynamic introduction of [${field}] within [${within}] is not allowed`,
  });

export const versionConflict = (index: string, uuid: string, reason: string): SearchError =>
  new SearchError(409, { type: 'version_conflict_engine_exception', reason, index, shard: '0', index_uuid: uuid });

export const documentMissing = (index: string, uuid: string, id: string): SearchError =>
  new SearchError(404, { type: 'document_missing_exception', reason: `[${id}]: document missing`, index, shard: '0', index_uuid: uuid });

export const validationFailed = (...problems: string[]): SearchError =>
  new SearchError(400, {
    type: 'action_request_validation_exception',
    reason: `Validation Failed: ${problems.map((p, i) => `${i + 1}: ${p};`).join('')}`,
  });

export const aliasesNotFound = (names: string[]): SearchError =>
  new SearchError(404, {
    type: 'aliases_not_found_exception',
    reason: `aliases [${names.join(',')}] missing`,
    'resource.id': names.join(','),
    'resource.type': 'aliases',
  });

/** Something OpenSearch accepts but this endpoint does not implement: refused loudly in the given error type. */
export const unsupported = (what: string, type = 'parsing_exception', status = 400): SearchError =>
  new SearchError(status, { type, reason: `${what} ${NOT_LOCAL}` }, { unsupported: true });

/**
 * A failure while running a search on an index: OpenSearch wraps it as a failed shard of a
 * search_phase_execution_exception, the root cause being the shard's own error.
 */
export const searchPhaseFailure = (index: string, uuid: string, inner: SearchError): SearchError => {
  if (inner.cause_.type === 'search_phase_execution_exception') return inner;
  const cause = { ...inner.cause_, index_uuid: uuid, index };
  return new SearchError(
    inner.status,
    {
      type: 'search_phase_execution_exception',
      reason: 'all shards failed',
      phase: 'query',
      grouped: true,
      failed_shards: [{ shard: 0, index, node: LOCAL_NODE_ID, reason: cause }],
      caused_by: inner.cause_,
    },
    { rootCauses: [cause], unsupported: inner.unsupported },
  );
};

/** Failure to build the query for an index (bad value for the field's type, unknown analyzer ...). */
export const queryShardError = (index: string, uuid: string, reason: string, causedBy?: ErrorCause): SearchError =>
  new SearchError(400, { type: 'query_shard_exception', reason, index, index_uuid: uuid, ...(causedBy ? { caused_by: causedBy } : {}) });

export const LOCAL_NODE_ID = 'hezuo-local-search-node';
