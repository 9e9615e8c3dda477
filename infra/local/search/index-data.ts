/**
 * One index: its settings, mapping and aliases, its documents as the last write left them (what GET, versions and
 * conflicts read, in real time as in OpenSearch), and its segment, the searchable view as of the last refresh. Writes
 * are visible to search after the next refresh: every `index.refresh_interval` (1s by default, `-1` never) after a
 * write, at once with `?refresh=true`, or the request waits for it with `?refresh=wait_for`.
 *
 * On disk (when the cluster has a directory): `<dir>/<index>/index.json` (settings, mapping, aliases),
 * `docs.json` (a snapshot of the documents) and `translog.ndjson` (every write since, appended before the answer).
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
  /** When a deletion happened (its version is remembered for a minute, index.gc_deletes). */
  deletedAt?: number;
  values?: FieldValues;
}

export interface WriteResult {
  status: number;
  body: Record<string, unknown>;
}

export interface WriteOptions {
  opType?: 'index' | 'create';
  ifSeqNo?: number;
  ifPrimaryTerm?: number;
}

const GC_DELETES_MS = 60_000;
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

  shardsHeader(): { total: number; successful: number; failed: number } {
    return { total: 1 + this.settings.replicas, successful: 1, failed: 0 };
  }

  get(id: string): DocRecord | undefined {
    const doc = this.docs.get(id);
    return doc && !doc.deleted ? doc : undefined;
  }

  private checkConditions(id: string, current: DocRecord | undefined, options: WriteOptions) {
    if (options.ifSeqNo === undefined && options.ifPrimaryTerm === undefined) return;
    if (options.ifSeqNo === undefined) throw validationFailed(`ifPrimaryTerm is set, but seqNo is [-2]`);
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

  private write(id: string, source: Record<string, unknown> | undefined, values: FieldValues | undefined, previous: DocRecord | undefined): DocRecord {
    const record: DocRecord = {
      id,
      source: source ?? {},
      seqNo: ++this.maxSeqNo,
      version: (previous?.version ?? 0) + 1,
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
    const previousRecord = this.docs.get(docId);
    const current = previousRecord && !previousRecord.deleted ? previousRecord : undefined;
    if (options.opType === 'create' && current) {
      throw versionConflict(this.name, this.uuid, `[${docId}]: version conflict, document already exists (current version [${current.version}])`);
    }
    this.checkConditions(docId, current, options);
    const values = this.parse(source, docId);
    const record = this.write(docId, source as Record<string, unknown>, values, previousRecord);
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
    const previousRecord = this.docs.get(id);
    const current = previousRecord && !previousRecord.deleted ? previousRecord : undefined;
    this.checkConditions(id, current, options);
    if (!current) {
      const upsert = body.doc_as_upsert === true ? body.doc : body.upsert;
      if (!isObject(upsert)) throw documentMissing(this.name, this.uuid, id);
      const values = this.parse(upsert, id);
      const record = this.write(id, upsert, values, previousRecord);
      return { ...this.result(record, 'created', 201), record };
    }
    const merged = mergeDeep(current.source, body.doc);
    if (body.detect_noop !== false && JSON.stringify(merged) === JSON.stringify(current.source)) {
      return { ...this.result(current, 'noop', 200), record: current };
    }
    const values = this.parse(merged, id);
    const record = this.write(id, merged, values, previousRecord);
    return { ...this.result(record, 'updated', 200), record };
  }

  deleteDoc(id: string, options: WriteOptions = {}): WriteResult {
    const previousRecord = this.docs.get(id);
    const current = previousRecord && !previousRecord.deleted ? previousRecord : undefined;
    this.checkConditions(id, current, options);
    const record = this.write(id, undefined, undefined, previousRecord);
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
      else if (now - (record.deletedAt ?? 0) > GC_DELETES_MS) {
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
      .filter((d) => !d.deleted || now - (d.deletedAt ?? 0) <= GC_DELETES_MS)
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
