/**
 * `_bulk`: its newline-delimited actions parsed and validated as OpenSearch's BulkRequest does (a malformed line or
 * an item failing validation refuses the whole request), then run item by item, each failure that item's own error.
 */
import { performance } from 'node:perf_hooks';
import type { Cluster } from './cluster.js';
import { illegalArgument, SearchError, unsupported, validationFailed, xContentParse } from './errors.js';
import type { IndexData, WriteResult } from './index-data.js';
import { writeTarget } from './rest-documents.js';
import { applyRefresh, isObject, refreshPolicy, versionOptions, writeOptions, type Handler } from './rest-request.js';
import { writeProblems } from './versioning.js';

export const bulkHandler = (cluster: Cluster): Handler => async (req) => {
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
      const index = writeTarget(cluster, indexName, op.meta.require_alias ?? req.params.get('require_alias') ?? undefined);
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
