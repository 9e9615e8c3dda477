/**
 * An index on disk (when the cluster has a directory): `<dir>/<index>/index.json` (settings, mapping, aliases),
 * `docs.json` (a snapshot of the documents and of the tombstones still within gc_deletes) and `translog.ndjson`
 * (every write since, appended before the answer), so tombstones survive a restart. Each file is written to a
 * `.tmp` sibling and renamed over the old one.
 */
import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AliasDef, DocRecord } from './index-data.js';
import type { IndexSettings } from './index-settings.js';
import type { MappingJson } from './mapping.js';

/** What `index.json` holds. */
export interface IndexMeta {
  uuid: string;
  creationDate: number;
  settings: IndexSettings;
  mappings: MappingJson;
  aliases: Record<string, AliasDef>;
}

export const readMeta = (dir: string): IndexMeta => JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as IndexMeta;

export const writeMeta = (dir: string, meta: IndexMeta): void => {
  const file = join(dir, 'index.json');
  writeFileSync(`${file}.tmp`, JSON.stringify(meta, null, 2));
  renameSync(`${file}.tmp`, file);
};

/** The documents as they were left: the last snapshot and every write of the translog after it, in that order. */
export const readDocs = (dir: string): { maxSeqNo: number; docs: Map<string, DocRecord> } => {
  const docs = new Map<string, DocRecord>();
  let maxSeqNo = -1;
  const snapshotFile = join(dir, 'docs.json');
  if (existsSync(snapshotFile)) {
    const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8')) as { maxSeqNo: number; docs: DocRecord[] };
    maxSeqNo = snapshot.maxSeqNo;
    for (const doc of snapshot.docs) docs.set(doc.id, doc);
  }
  const translog = join(dir, 'translog.ndjson');
  const snapshotMaxSeqNo = maxSeqNo;
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
      docs.set(op.id, op);
      maxSeqNo = Math.max(maxSeqNo, op.seqNo);
    }
  }
  return { maxSeqNo, docs };
};

/** Appends writes (one JSON record a line) to the translog. */
export const appendTranslog = (dir: string, lines: string[]): void => {
  appendFileSync(join(dir, 'translog.ndjson'), `${lines.join('\n')}\n`);
};

/** Writes a new snapshot, then empties the translog (a crash between the two replays nothing twice). */
export const writeSnapshotFile = (dir: string, maxSeqNo: number, docs: Omit<DocRecord, 'values'>[]): void => {
  const file = join(dir, 'docs.json');
  writeFileSync(`${file}.tmp`, JSON.stringify({ maxSeqNo, docs }));
  renameSync(`${file}.tmp`, file);
  writeFileSync(join(dir, 'translog.ndjson'), '');
};
