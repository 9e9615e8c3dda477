/**
 * The document APIs of the REST front: index and create (`_doc`, `_create`), GET and HEAD of a document and of its
 * `_source`, delete and `_update`; a write's `?refresh` is applied before it answers.
 */
import type { Cluster } from './cluster.js';
import { SearchError, unsupported, validationFailed } from './errors.js';
import { PRIMARY_TERM, type IndexData, type WriteResult } from './index-data.js';
import { applyRefresh, need, refreshPolicy, requireBody, validateWrite, versionOptions, writeOptions, type Answer, type Handler, type Request } from './rest-request.js';
import { filterSource, parseSourceFilter } from './search.js';
import { readVersionProblems } from './versioning.js';

const UPDATE_VERSIONING = 'internal versioning can not be used for optimistic concurrency control. Please use `if_seq_no` and `if_primary_term` instead';

/** The index a write goes to; with `require_alias` the name must be an alias, as OpenSearch checks it. */
export const writeTarget = (cluster: Cluster, name: string, requireAlias: unknown): IndexData => {
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

/** The handlers of the document APIs, over one cluster. */
export const documentHandlers = (cluster: Cluster) => {
  const docWrite = (opType?: 'create'): Handler => async (req) => {
    const body = requireBody(req);
    const options = writeOptions(req.params);
    if (opType) options.opType = opType;
    // POST /<index>/_doc is a create unless op_type says otherwise (RestIndexAction.AutoIdHandler).
    else if (req.pathParams.id === undefined) options.opType ??= 'create';
    validateWrite('index', options, req.pathParams.id !== undefined);
    const index = writeTarget(cluster, need(req.pathParams.index), req.params.get('require_alias') ?? undefined);
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

  const deleteDoc: Handler = async (req) => {
    const options = writeOptions(req.params);
    validateWrite('delete', options, true);
    const index = cluster.resolveOne(need(req.pathParams.index));
    return finishWrite(req, index, index.deleteDoc(need(req.pathParams.id), options));
  };

  const updateDoc: Handler = async (req) => {
    // RestUpdateAction refuses any versioning before it reads the request.
    if (req.params.has('version') || req.params.has('version_type')) throw validationFailed(UPDATE_VERSIONING);
    const options = writeOptions(req.params);
    validateWrite('update', options, true);
    const index = writeTarget(cluster, need(req.pathParams.index), req.params.get('require_alias') ?? undefined);
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
  };

  return { docWrite, getDoc, deleteDoc, updateDoc };
};
