/**
 * One index: its settings, mapping and aliases, its documents as the last write left them (what GET, versions and
 * conflicts read, in real time as in OpenSearch), and its segment, the searchable view as of the last refresh. Writes
 * are visible to search after the next refresh: every `index.refresh_interval` (1s by default, `-1` never) after a
 * write, at once with `?refresh=true`, or the request waits for it with `?refresh=wait_for`.
 *
 * Versioning is OpenSearch's (its VersionType and InternalEngine rules): `internal` counts 1, 2, 3 ...; `external`
 * writes only a version strictly greater than the stored one and `external_gte` one greater or equal, the version
 * given becoming the document's `_version`. A delete leaves a tombstone (the deleted record, with its version and
 * time) that versioning reads as the document's current version for `index.gc_deletes` (60s by default), so a stale
 * external write cannot bring a deleted document back within that window; a delete of a missing document leaves
 * one too, as in OpenSearch. The request-level rules (which combinations are refused) are `writeProblems`.
 *
 * On disk (when the cluster has a directory): `<dir>/<index>/index.json` (settings, mapping, aliases),
 * `docs.json` (a snapshot of the documents and of the tombstones still within gc_deletes) and `translog.ndjson`
 * (every write since, appended before the answer), so tombstones survive a restart.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentMissing, illegalArgument, mapperParsing, unsupported, validationFailed, versionConflict, xContentParse } from './errors.js';
import { compileMapping, parseDocument, type CompiledMapping, type FieldValues, type MappingJson } from './mapping.js';
import { Segment } from './segment.js';

export const PRIMARY_TERM = 1;

export interface IndexSettings {
  shards: number;
  replicas: number;
  /** The setting as given ('1s', '500ms', '-1'). */
  refreshInterval: string;
  maxResultWindow: number;
  /** `index.gc_deletes` as given ('60s', '0s', '-1'); absent is OpenSearch's default, 60s. */
  gcDeletes?: string;
}

export interface AliasDef {
  isWriteIndex?: boolean;
}

export interface DocRecord {
  id: string;
  source: Record<string, unknown>;
  seqNo: number;
  version: number;
  deleted: boolean;
  /** When a deletion happened (its version is remembered for index.gc_deletes, a minute by default). */
  deletedAt?: number;
  values?: FieldValues;
}

export interface WriteResult {
  status: number;
  body: Record<string, unknown>;
}

export type VersionType = 'internal' | 'external' | 'external_gte';

export interface WriteOptions {
  opType?: 'index' | 'create';
  ifSeqNo?: number;
  ifPrimaryTerm?: number;
  /** The request's `version`; absent is OpenSearch's Versions.MATCH_ANY (or MATCH_DELETED for a create). */
  version?: number;
  versionType?: VersionType;
}

// OpenSearch's Versions and SequenceNumbers constants, as its messages print them.
export const MATCH_ANY = -3;
export const MATCH_DELETED = -4;
export const NOT_FOUND = -1;
const UNASSIGNED_SEQ_NO = -2;
const UNASSIGNED_PRIMARY_TERM = 0;
const DEFAULT_GC_DELETES = '60s';

/** `version_type` as OpenSearch's VersionType.fromString reads it (`external_gt` is `external`). */
export const parseVersionType = (value: string): VersionType => {
  if (value === 'internal' || value === 'external' || value === 'external_gte') return value;
  if (value === 'external_gt') return 'external';
  throw illegalArgument(`No version type match [${value}]`);
};

const versionTypeName = (type: VersionType) => type.toUpperCase();

/** OpenSearch's VersionType, rule for rule. */
const VERSIONING = {
  conflictForWrites(type: VersionType, current: number, expected: number, deleted: boolean): boolean {
    if (type === 'internal') {
      if (expected === MATCH_ANY) return false;
      if (expected === MATCH_DELETED) return !deleted;
      return current !== expected;
    }
    if (current === NOT_FOUND) return false;
    if (expected === MATCH_ANY) return true;
    return type === 'external' ? current >= expected : current > expected;
  },
  explainForWrites(type: VersionType, current: number, expected: number): string {
    if (type === 'external') return `current version [${current}] is higher or equal to the one provided [${expected}]`;
    if (type === 'external_gte') return `current version [${current}] is higher than the one provided [${expected}]`;
    if (expected === MATCH_DELETED) return `document already exists (current version [${current}])`;
    if (current === NOT_FOUND) return `document does not exist (expected version [${expected}])`;
    return `current version [${current}] is different than the one provided [${expected}]`;
  },
  conflictForReads(type: VersionType, current: number, expected: number): boolean {
    if (expected === MATCH_ANY) return false;
    if (type === 'internal' && expected === MATCH_DELETED) return true;
    if (type !== 'internal' && current === NOT_FOUND) return true;
    return current !== expected;
  },
  explainForReads(current: number, expected: number): string {
    if (current === NOT_FOUND) return `document does not exist (expected version [${expected}])`;
    return `current version [${current}] is different than the one provided [${expected}]`;
  },
  updateVersion(type: VersionType, current: number, expected: number): number {
    if (type === 'internal') return current === NOT_FOUND ? 1 : current + 1;
    return expected;
  },
  validForWrites(type: VersionType, version: number): boolean {
    return type === 'internal' ? version > 0 || version === MATCH_ANY || version === MATCH_DELETED : version >= 0;
  },
  validForReads(type: VersionType, version: number): boolean {
    return type === 'internal' ? version > 0 || version === MATCH_ANY : version >= 0 || version === MATCH_ANY;
  },
};

/**
 * What OpenSearch's request validation says of a write's versioning and compare-and-set parameters (IndexRequest,
 * DeleteRequest and UpdateRequest.validate with DocWriteRequest.validateSeqNoBasedCASParams), in its order; empty
 * when the request is valid. The caller answers them as one action_request_validation_exception (a `_bulk` gathers
 * every item's into one refusal of the whole request, as BulkRequest.validate does).
 */
export const writeProblems = (kind: 'index' | 'delete' | 'update', options: WriteOptions, hasId: boolean): string[] => {
  const problems: string[] = [];
  const type = options.versionType ?? 'internal';
  const create = kind === 'index' && options.opType === 'create';
  const version = options.version ?? (create ? MATCH_DELETED : MATCH_ANY);
  const ifSeqNo = options.ifSeqNo ?? UNASSIGNED_SEQ_NO;
  const ifPrimaryTerm = options.ifPrimaryTerm ?? UNASSIGNED_PRIMARY_TERM;
  if (create) {
    if (type !== 'internal') return ['create operations only support internal versioning. use index instead'];
    if (version !== MATCH_DELETED) return ['create operations do not support explicit versions. use index instead'];
    if (ifSeqNo !== UNASSIGNED_SEQ_NO || ifPrimaryTerm !== UNASSIGNED_PRIMARY_TERM) return ['create operations do not support compare and set. use index instead'];
  }
  if (kind === 'index' && !hasId && (type !== 'internal' || (version !== MATCH_DELETED && version !== MATCH_ANY))) {
    problems.push('an id must be provided if version type or value are set');
  }
  if (!VERSIONING.validForWrites(type, version)) problems.push(`illegal version value [${version}] for version type [${versionTypeName(type)}]`);
  if (type === 'internal' && version !== MATCH_ANY && version !== MATCH_DELETED) {
    problems.push('internal versioning can not be used for optimistic concurrency control. Please use `if_seq_no` and `if_primary_term` instead');
  }
  if (ifSeqNo !== UNASSIGNED_SEQ_NO && (type !== 'internal' || version !== MATCH_ANY)) problems.push('compare and write operations can not use versioning');
  if (ifPrimaryTerm === UNASSIGNED_PRIMARY_TERM && ifSeqNo !== UNASSIGNED_SEQ_NO) problems.push('ifSeqNo is set, but primary term is [0]');
  if (ifPrimaryTerm !== UNASSIGNED_PRIMARY_TERM && ifSeqNo === UNASSIGNED_SEQ_NO) problems.push(`ifSeqNo is unassigned, but primary term is [${ifPrimaryTerm}]`);
  return problems;
};

/** GetRequest.validate's check of `version` for its type. */
export const readVersionProblems = (version: number | undefined, type: VersionType = 'internal'): string[] =>
  VERSIONING.validForReads(type, version ?? MATCH_ANY) ? [] : [`illegal version value [${version ?? MATCH_ANY}] for version type [${versionTypeName(type)}]`];
const COMPACT_AFTER_OPS = 5000;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const flatten = (raw: Record<string, unknown>, prefix = ''): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isObject(value)) Object.assign(out, flatten(value, path));
    else out[path] = value;
  }
  return out;
};

/** A time value of settings ('1s', '250ms', '2m', '-1') in milliseconds; -1 is never. */
export const parseInterval = (value: string, setting: string): number => {
  if (value === '-1') return -1;
  if (value === '0') return 0;
  const m = /^(\d+)(ms|s|m|h|d)$/.exec(value);
  if (!m) {
    throw illegalArgument(`failed to parse setting [${setting}] with value [${value}] as a time value: unit is missing or unrecognized`);
  }
  return Number(m[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] as 'ms' | 's' | 'm' | 'h' | 'd'];
};

const positiveInt = (value: unknown, setting: string, min: number): number => {
  const n = Number(value);
  if (!Number.isInteger(n)) throw illegalArgument(`Failed to parse value [${String(value)}] for setting [${setting}]`);
  if (n < min) throw illegalArgument(`Failed to parse value [${String(value)}] for setting [${setting}] must be >= ${min}`);
  return n;
};

/** `settings` of index creation (nested or flat, with or without `index.`), checked as OpenSearch checks them. */
export const parseSettings = (raw: unknown, current?: IndexSettings): IndexSettings => {
  const settings: IndexSettings = current ? { ...current } : { shards: 1, replicas: 1, refreshInterval: '1s', maxResultWindow: 10_000 };
  if (raw === undefined || raw === null) return settings;
  if (!isObject(raw)) throw illegalArgument('settings must be an object');
  for (const [key, value] of Object.entries(flatten(raw))) {
    const name = key.startsWith('index.') ? key : `index.${key}`;
    if (name.startsWith('index.analysis.')) throw unsupported(`custom analysis (setting [${name}]); the analyzers are smartcn, cjk, standard, simple, whitespace and keyword`, 'illegal_argument_exception');
    switch (name) {
      case 'index.number_of_shards':
        if (current) throw illegalArgument(`final index setting [index.number_of_shards], not updateable`);
        settings.shards = positiveInt(value, name, 1);
        break;
      case 'index.number_of_replicas':
        settings.replicas = positiveInt(value, name, 0);
        break;
      case 'index.refresh_interval':
        parseInterval(String(value), name);
        settings.refreshInterval = String(value);
        break;
      case 'index.max_result_window':
        settings.maxResultWindow = positiveInt(value, name, 1);
        break;
      case 'index.gc_deletes':
        parseInterval(String(value), name);
        settings.gcDeletes = String(value);
        break;
      case 'index.auto_expand_replicas':
      case 'index.codec':
        break;
      default:
        if (/^index\.(knn|sort|similarity|routing|blocks|translog|merge|search|query|highlight|mapping)\b/.test(name)) {
          throw unsupported(`index setting [${name}]`, 'illegal_argument_exception');
        }
        throw illegalArgument(
          `unknown setting [${name}] please check that any required plugins are installed, or check the breaking changes documentation for removed settings`,
        );
    }
  }
  return settings;
};

/** A document id like OpenSearch's generated ones (20 URL-safe characters). */
const newId = () => randomBytes(15).toString('base64url');

export class IndexData {
  readonly docs = new Map<string, DocRecord>();
  segment = new Segment();
  maxSeqNo = -1;
  private readonly pending = new Set<string>();
  /** Ids whose last write was a deletion, forgotten after index.gc_deletes. */
  private readonly tombstones = new Set<string>();
  private waiters: (() => void)[] = [];
  private timer: NodeJS.Timeout | undefined;
  private unwritten: string[] = [];
  private translogOps = 0;
  private closed = false;

  constructor(
    readonly name: string,
    readonly uuid: string,
    readonly creationDate: number,
    public settings: IndexSettings,
    public mapping: CompiledMapping,
    readonly aliases: Map<string, AliasDef>,
    private readonly dir?: string,
  ) {}

  static create(name: string, settings: IndexSettings, mapping: CompiledMapping, aliases: Map<string, AliasDef>, root?: string): IndexData {
    const index = new IndexData(name, randomUUID().replace(/-/g, '').slice(0, 22), Date.now(), settings, mapping, aliases, root && join(root, name));
    if (index.dir) {
      rmSync(index.dir, { recursive: true, force: true });
      mkdirSync(index.dir, { recursive: true });
      index.writeSnapshot();
      index.saveMeta();
    }
    return index;
  }

  /** An index as it was left on disk: its last snapshot and every write of the translog after it. */
  static load(dir: string, name: string): IndexData {
    const meta = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as {
      uuid: string;
      creationDate: number;
      settings: IndexSettings;
      mappings: MappingJson;
      aliases: Record<string, AliasDef>;
    };
    const index = new IndexData(name, meta.uuid, meta.creationDate, meta.settings, compileMapping(meta.mappings), new Map(Object.entries(meta.aliases)), dir);
    const snapshotFile = join(dir, 'docs.json');
    if (existsSync(snapshotFile)) {
      const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8')) as { maxSeqNo: number; docs: DocRecord[] };
      index.maxSeqNo = snapshot.maxSeqNo;
      for (const doc of snapshot.docs) index.docs.set(doc.id, doc);
    }
    const translog = join(dir, 'translog.ndjson');
    const snapshotMaxSeqNo = index.maxSeqNo;
    if (existsSync(translog)) {
      for (const line of readFileSync(translog, 'utf8').split('\n')) {
        if (!line.trim()) continue;
        let op: DocRecord;
        try {
          op = JSON.parse(line) as DocRecord;
        } catch {
          break; // a line cut short by a crash: the writes before it are kept
        }
        // A crash between writing a snapshot and emptying the translog leaves operations the snapshot already holds.
        if (op.seqNo <= snapshotMaxSeqNo) continue;
        index.docs.set(op.id, op);
        index.maxSeqNo = Math.max(index.maxSeqNo, op.seqNo);
      }
    }
    for (const doc of index.docs.values()) {
      if (doc.deleted) {
        index.tombstones.add(doc.id);
        continue;
      }
      doc.values = parseDocument(index.mapping, doc.source, doc.id).values;
      index.segment.add(doc as Required<DocRecord>, index.mapping);
    }
    index.writeSnapshot();
    return index;
  }

  get refreshIntervalMs(): number {
    return parseInterval(this.settings.refreshInterval, 'index.refresh_interval');
  }

  /** How long a deletion's version is remembered (`index.gc_deletes`); -1 forgets it at once. */
  get gcDeletesMs(): number {
    return parseInterval(this.settings.gcDeletes ?? DEFAULT_GC_DELETES, 'index.gc_deletes');
  }

  /** A tombstone older than index.gc_deletes: versioning no longer sees it (InternalEngine.resolveDocVersion). */
  private expired(record: DocRecord, now = Date.now()): boolean {
    return record.deleted && now - (record.deletedAt ?? 0) > this.gcDeletesMs;
  }

  shardsHeader(): { total: number; successful: number; failed: number } {
    return { total: 1 + this.settings.replicas, successful: 1, failed: 0 };
  }

  get(id: string): DocRecord | undefined {
    const doc = this.docs.get(id);
    return doc && !doc.deleted ? doc : undefined;
  }

  /**
   * The document as versioning sees it: its live record, and its current version (a tombstone's within gc_deletes,
   * NOT_FOUND when there is neither).
   */
  private versionState(id: string): { live?: DocRecord; version: number; deleted: boolean } {
    const record = this.docs.get(id);
    if (!record || this.expired(record)) return { version: NOT_FOUND, deleted: true };
    return { live: record.deleted ? undefined : record, version: record.version, deleted: record.deleted };
  }

  /** The version check of a write (`version`/`version_type`, a create's "must not exist"); answers the new version. */
  private checkVersion(id: string, state: { version: number; deleted: boolean }, options: WriteOptions, create = false): number {
    const type = options.versionType ?? 'internal';
    const expected = options.version ?? (create ? MATCH_DELETED : MATCH_ANY);
    if (VERSIONING.conflictForWrites(type, state.version, expected, state.deleted)) {
      throw versionConflict(this.name, this.uuid, `[${id}]: version conflict, ${VERSIONING.explainForWrites(type, state.version, expected)}`);
    }
    return VERSIONING.updateVersion(type, state.version, expected);
  }

  /** A GET's `version`/`version_type` against the live document (a conflict is 409, as a real-time get answers). */
  checkReadVersion(doc: DocRecord, version: number | undefined, type: VersionType = 'internal'): void {
    const expected = version ?? MATCH_ANY;
    if (VERSIONING.conflictForReads(type, doc.version, expected)) {
      throw versionConflict(this.name, this.uuid, `[${doc.id}]: version conflict, ${VERSIONING.explainForReads(doc.version, expected)}`);
    }
  }

  private checkConditions(id: string, current: DocRecord | undefined, options: WriteOptions) {
    if (options.ifSeqNo === undefined && options.ifPrimaryTerm === undefined) return;
    // writeProblems has refused these already; kept for a caller of the engine without the REST layer.
    if (options.ifSeqNo === undefined) throw validationFailed(`ifSeqNo is unassigned, but primary term is [${options.ifPrimaryTerm}]`);
    if (options.ifPrimaryTerm === undefined) throw validationFailed(`ifSeqNo is set, but primary term is [0]`);
    if (!current) {
      throw versionConflict(this.name, this.uuid, `[${id}]: version conflict, required seqNo [${options.ifSeqNo}], primary term [${options.ifPrimaryTerm}]. but no document was found`);
    }
    if (current.seqNo !== options.ifSeqNo || options.ifPrimaryTerm !== PRIMARY_TERM) {
      throw versionConflict(
        this.name,
        this.uuid,
        `[${id}]: version conflict, required seqNo [${options.ifSeqNo}], primary term [${options.ifPrimaryTerm}]. current document has seqNo [${current.seqNo}] and primary term [${PRIMARY_TERM}]`,
      );
    }
  }

  private write(id: string, source: Record<string, unknown> | undefined, values: FieldValues | undefined, version: number): DocRecord {
    const record: DocRecord = {
      id,
      source: source ?? {},
      seqNo: ++this.maxSeqNo,
      version,
      deleted: source === undefined,
      ...(source === undefined ? { deletedAt: Date.now() } : {}),
    };
    this.unwritten.push(JSON.stringify(record));
    this.translogOps += 1;
    if (values) record.values = values;
    this.docs.set(id, record);
    if (record.deleted) this.tombstones.add(id);
    else this.tombstones.delete(id);
    this.pending.add(id);
    this.scheduleRefresh();
    return record;
  }

  private result(record: DocRecord, result: string, status: number): WriteResult {
    return {
      status,
      body: {
        _index: this.name,
        _id: record.id,
        _version: record.version,
        result,
        _shards: this.shardsHeader(),
        _seq_no: record.seqNo,
        _primary_term: PRIMARY_TERM,
      },
    };
  }

  /** Parses a source against the mapping; a field added dynamically is kept in the mapping (and saved). */
  private parse(source: unknown, id: string): FieldValues {
    const parsed = parseDocument(this.mapping, source, id);
    if (parsed.mapping) {
      this.mapping = parsed.mapping;
      this.saveMeta();
    }
    return parsed.values;
  }

  indexDoc(id: string | undefined, source: unknown, options: WriteOptions = {}): WriteResult {
    const docId = id ?? newId();
    if (docId.length > 512) throw illegalArgument(`id [${docId}] is too long, must be no longer than 512 bytes but was: ${Buffer.byteLength(docId)}`);
    // OpenSearch parses the document (and applies a dynamic mapping update) before the engine checks versions.
    const values = this.parse(source, docId);
    const state = this.versionState(docId);
    const current = state.live;
    this.checkConditions(docId, current, options);
    const version = this.checkVersion(docId, state, options, options.opType === 'create');
    const record = this.write(docId, source as Record<string, unknown>, values, version);
    return current ? this.result(record, 'updated', 200) : this.result(record, 'created', 201);
  }

  /** `_update`: a partial document merged into the current one (`doc`), or created when missing (`doc_as_upsert`, `upsert`). */
  updateDoc(id: string, body: unknown, options: WriteOptions = {}): WriteResult & { record?: DocRecord } {
    if (!isObject(body)) throw mapperParsing('failed to parse, document is empty');
    for (const key of Object.keys(body)) {
      if (['script', 'scripted_upsert', 'upsert_script', 'params', 'lang'].includes(key)) throw unsupported(`[_update] with [${key}]`, 'x_content_parse_exception');
      if (!['doc', 'doc_as_upsert', 'upsert', 'detect_noop', '_source'].includes(key)) {
        throw xContentParse(`[UpdateRequest] unknown field [${key}]`);
      }
    }
    if (body.doc !== undefined && !isObject(body.doc)) throw mapperParsing('failed to parse, document is empty');
    if (body.upsert !== undefined && !isObject(body.upsert)) throw mapperParsing('failed to parse, document is empty');
    if (body.doc === undefined) {
      throw validationFailed('script or doc is missing');
    }
    const state = this.versionState(id);
    const current = state.live;
    this.checkConditions(id, current, options);
    if (!current) {
      const upsert = body.doc_as_upsert === true ? body.doc : body.upsert;
      if (!isObject(upsert)) throw documentMissing(this.name, this.uuid, id);
      const values = this.parse(upsert, id);
      // An upsert is a create (UpdateHelper.prepareUpsert): after a tombstone within gc_deletes, its version + 1.
      const record = this.write(id, upsert, values, this.checkVersion(id, state, {}, true));
      return { ...this.result(record, 'created', 201), record };
    }
    const merged = mergeDeep(current.source, body.doc);
    if (body.detect_noop !== false && JSON.stringify(merged) === JSON.stringify(current.source)) {
      return { ...this.result(current, 'noop', 200), record: current };
    }
    const values = this.parse(merged, id);
    const record = this.write(id, merged, values, current.version + 1);
    return { ...this.result(record, 'updated', 200), record };
  }

  /** A delete; of a missing document too, which answers not_found (404) and still leaves a tombstone of its version. */
  deleteDoc(id: string, options: WriteOptions = {}): WriteResult {
    const state = this.versionState(id);
    const current = state.live;
    this.checkConditions(id, current, options);
    const record = this.write(id, undefined, undefined, this.checkVersion(id, state, options));
    return current ? this.result(record, 'deleted', 200) : this.result(record, 'not_found', 404);
  }

  private scheduleRefresh() {
    if (this.timer || this.closed) return;
    const interval = this.refreshIntervalMs;
    if (interval < 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.refresh();
    }, interval);
    this.timer.unref();
  }

  /** Makes every write so far visible to search. */
  refresh(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    const now = Date.now();
    for (const id of this.pending) {
      const record = this.docs.get(id);
      if (!record || record.deleted) {
        this.segment.remove(id);
        continue;
      }
      record.values ??= parseDocument(this.mapping, record.source, id).values;
      this.segment.add(record as Required<DocRecord>, this.mapping);
    }
    this.pending.clear();
    for (const id of this.tombstones) {
      const record = this.docs.get(id);
      if (!record?.deleted) this.tombstones.delete(id);
      else if (this.expired(record, now)) {
        this.docs.delete(id);
        this.tombstones.delete(id);
      }
    }
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  /** Resolves once the writes so far are visible (`refresh=wait_for`). */
  waitForRefresh(): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Appends this request's writes to the translog (before the answer goes out); compacts it now and then. */
  flush(): void {
    if (!this.dir || this.unwritten.length === 0) {
      this.unwritten = [];
      return;
    }
    appendFileSync(join(this.dir, 'translog.ndjson'), `${this.unwritten.join('\n')}\n`);
    this.unwritten = [];
    if (this.translogOps > COMPACT_AFTER_OPS) this.writeSnapshot();
  }

  /** Writes every document to a new snapshot, then empties the translog (a crash between the two replays nothing twice). */
  writeSnapshot(): void {
    if (!this.dir) return;
    const now = Date.now();
    const docs = [...this.docs.values()]
      .filter((d) => !this.expired(d, now))
      .map(({ values: _values, ...d }) => d);
    const file = join(this.dir, 'docs.json');
    writeFileSync(`${file}.tmp`, JSON.stringify({ maxSeqNo: this.maxSeqNo, docs }));
    renameSync(`${file}.tmp`, file);
    writeFileSync(join(this.dir, 'translog.ndjson'), '');
    this.translogOps = 0;
  }

  saveMeta(): void {
    if (!this.dir) return;
    const file = join(this.dir, 'index.json');
    const meta = {
      uuid: this.uuid,
      creationDate: this.creationDate,
      settings: this.settings,
      mappings: this.mapping.json,
      aliases: Object.fromEntries(this.aliases),
    };
    writeFileSync(`${file}.tmp`, JSON.stringify(meta, null, 2));
    renameSync(`${file}.tmp`, file);
  }

  /** Stops the refresh timer; `keep` false (the index was deleted) leaves nothing to write. */
  close(keep = true): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (keep) {
      this.flush();
      this.writeSnapshot();
    }
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  get directory(): string | undefined {
    return this.dir;
  }
}

/** An update's partial document merged as OpenSearch merges it: objects key by key, anything else replaced. */
export const mergeDeep = (target: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    const existing = out[key];
    out[key] = isObject(existing) && isObject(value) ? mergeDeep(existing, value) : value;
  }
  return out;
};
