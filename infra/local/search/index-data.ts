/**
 * One index: its settings, mapping and aliases, its documents as the last write left them (what GET, versions and
 * conflicts read, in real time as in OpenSearch), and its segment, the searchable view as of the last refresh. Writes
 * are visible to search after the next refresh: every `index.refresh_interval` (1s by default, `-1` never) after a
 * write, at once with `?refresh=true`, or the request waits for it with `?refresh=wait_for`.
 *
 * Versioning (versioning.ts) is applied here as OpenSearch's InternalEngine applies it. A delete leaves a tombstone
 * (the deleted record, with its version and time) that versioning reads as the document's current version for
 * `index.gc_deletes` (60s by default), so a stale external write cannot bring a deleted document back within that
 * window; a delete of a missing document leaves one too, as in OpenSearch. Settings are index-settings.ts; the files
 * on disk are index-files.ts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { documentMissing, illegalArgument, mapperParsing, unsupported, validationFailed, versionConflict, xContentParse } from './errors.js';
import { appendTranslog, readDocs, readMeta, writeMeta, writeSnapshotFile } from './index-files.js';
import { parseInterval, type IndexSettings } from './index-settings.js';
import { compileMapping, type CompiledMapping } from './mapping.js';
import { parseDocument, type FieldValues } from './parse-document.js';
import { Segment } from './segment.js';
import { MATCH_ANY, MATCH_DELETED, NOT_FOUND, VERSIONING, type VersionType, type WriteOptions } from './versioning.js';

export const PRIMARY_TERM = 1;

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

const DEFAULT_GC_DELETES = '60s';
const COMPACT_AFTER_OPS = 5000;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

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
    const meta = readMeta(dir);
    const index = new IndexData(name, meta.uuid, meta.creationDate, meta.settings, compileMapping(meta.mappings), new Map(Object.entries(meta.aliases)), dir);
    const stored = readDocs(dir);
    index.maxSeqNo = stored.maxSeqNo;
    for (const [id, doc] of stored.docs) index.docs.set(id, doc);
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
    appendTranslog(this.dir, this.unwritten);
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
    writeSnapshotFile(this.dir, this.maxSeqNo, docs);
    this.translogOps = 0;
  }

  saveMeta(): void {
    if (!this.dir) return;
    writeMeta(this.dir, {
      uuid: this.uuid,
      creationDate: this.creationDate,
      settings: this.settings,
      mappings: this.mapping.json,
      aliases: Object.fromEntries(this.aliases),
    });
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
