/**
 * What every handler of the REST front reads from a request: its body (JSON, or the `source` URL parameter), boolean
 * and index-resolution parameters, the options of a write, and the `refresh` policy applied after one.
 *
 * Versioning: `version` and `version_type` (internal, external, external_gt, external_gte) on index, create and
 * delete, as URL parameters and in `_bulk` action metadata, and on GET; refused as OpenSearch refuses them (a create
 * with an external version, an internal version on a write, versioning with if_seq_no, any version on `_update`) with
 * its own validation messages. A `_bulk` whose items fail validation is refused whole, as BulkRequest.validate does;
 * a version conflict is that item's 409 while the others proceed.
 */
import type { ResolveOptions } from './cluster.js';
import { illegalArgument, SearchError, unsupported, validationFailed, xContentParse } from './errors.js';
import type { IndexData } from './index-data.js';
import { parseVersionType, writeProblems, type WriteOptions } from './versioning.js';

export interface Request {
  method: string;
  path: string;
  segments: string[];
  params: URLSearchParams;
  raw: Buffer;
  pathParams: { index?: string; id?: string; name?: string };
}

export interface Answer {
  status: number;
  body?: unknown;
}

export type Handler = (req: Request) => Answer | Promise<Answer>;

/** A path parameter the route's pattern guarantees. */
export const need = (value: string | undefined): string => {
  if (value === undefined) throw new Error('route without its path parameter');
  return value;
};

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const parseJson = (req: Request): unknown => {
  const sourceParam = req.params.get('source');
  const text = sourceParam ?? req.raw.toString('utf8');
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw xContentParse(`Failed to parse request body`, { type: 'json_parse_exception', reason: (error as Error).message });
  }
};

export const requireBody = (req: Request): unknown => {
  const body = parseJson(req);
  if (body === undefined) throw new SearchError(400, { type: 'parse_exception', reason: 'request body is required' });
  return body;
};

export const boolParam = (req: Request, name: string): boolean | undefined => {
  if (!req.params.has(name)) return undefined;
  const v = req.params.get(name);
  if (v === '' || v === 'true') return true;
  if (v === 'false') return false;
  throw illegalArgument(`Failed to parse value [${String(v)}] as only [true] or [false] are allowed.`);
};

export const resolveOptions = (req: Request): ResolveOptions => ({
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
export const versionOptions = (get: (k: string) => unknown, fromUrl: boolean): Pick<WriteOptions, 'version' | 'versionType'> => {
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

export const writeOptions = (params: URLSearchParams | Record<string, unknown>): WriteOptions => {
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
export const validateWrite = (kind: 'index' | 'delete' | 'update', options: WriteOptions, hasId: boolean): void => {
  const problems = writeProblems(kind, options, hasId);
  if (problems.length) throw validationFailed(...problems);
};

type RefreshPolicy = 'false' | 'true' | 'wait_for';
export const refreshPolicy = (req: Request): RefreshPolicy => {
  if (!req.params.has('refresh')) return 'false';
  const v = req.params.get('refresh');
  if (v === '' || v === 'true') return 'true';
  if (v === 'false' || v === 'wait_for') return v;
  throw illegalArgument(`Unknown value for refresh: [${String(v)}].`);
};

/** Applies `?refresh` to the indices a write touched; true answers `forced_refresh`. */
export const applyRefresh = async (policy: RefreshPolicy, indices: IndexData[]): Promise<boolean> => {
  if (policy === 'true') {
    for (const index of indices) index.refresh();
    return true;
  }
  if (policy === 'wait_for') await Promise.all(indices.map((index) => index.waitForRefresh()));
  return false;
};
