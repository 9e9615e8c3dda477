/**
 * The searchable view of an index as of its last refresh: per field an inverted index (term → document → term
 * frequency) with the statistics BM25 needs (documents with the field, summed lengths), and per non-text field the
 * values of each document (range, sort, exists). Documents get increasing internal numbers, a changed document a new
 * one (as Lucene appends it), which is the order of ties.
 */
import { ANALYZERS } from './analysis.js';
import type { CompiledMapping, FieldDef, FieldValues } from './mapping.js';

export interface LiveDoc {
  id: string;
  source: Record<string, unknown>;
  seqNo: number;
  version: number;
  values: FieldValues;
  /** Per indexed field, its terms and their frequencies in this document (to take it out again). */
  terms: Map<string, Map<string, number>>;
  /** Per text field, its length in positions (BM25's document length). */
  lengths: Map<string, number>;
}

export interface FieldStats {
  docCount: number;
  sumLength: number;
}

/** A term of a non-text field, as it is kept in the inverted index. */
export const termKey = (value: string | number): string => (typeof value === 'number' ? `#${value}` : value);

export class Segment {
  private nextDoc = 0;
  readonly byId = new Map<string, number>();
  readonly docs = new Map<number, LiveDoc>();
  readonly postings = new Map<string, Map<string, Map<number, number>>>();
  readonly stats = new Map<string, FieldStats>();
  /** Values of each non-text field per document. */
  readonly values = new Map<string, Map<number, (string | number)[]>>();
  /** Documents having each field (exists). */
  readonly fieldDocs = new Map<string, Set<number>>();

  add(doc: Omit<LiveDoc, 'terms' | 'lengths'>, mapping: CompiledMapping): void {
    this.remove(doc.id);
    const docNum = this.nextDoc++;
    const live: LiveDoc = { ...doc, terms: new Map(), lengths: new Map() };
    for (const [path, values] of doc.values) {
      const field = mapping.fields.get(path);
      if (!field) continue;
      this.indexField(docNum, live, field, values);
    }
    this.byId.set(doc.id, docNum);
    this.docs.set(docNum, live);
  }

  private indexField(docNum: number, live: LiveDoc, field: FieldDef, values: (string | number)[]) {
    if (values.length === 0) return;
    let docs = this.fieldDocs.get(field.path);
    if (!docs) this.fieldDocs.set(field.path, (docs = new Set()));
    docs.add(docNum);
    const terms = new Map<string, number>();
    let length = 0;
    if (field.type === 'text') {
      if (!field.indexed) return;
      const analyze = ANALYZERS[field.analyzer];
      for (const value of values) {
        const tokens = analyze(String(value));
        const positions = new Set<number>();
        for (const t of tokens) {
          terms.set(t.term, (terms.get(t.term) ?? 0) + 1);
          positions.add(t.position);
        }
        // Tokens sharing a position (search mode's inner words) do not lengthen the field (Lucene's discountOverlaps).
        length += positions.size;
      }
      live.lengths.set(field.path, length);
    } else {
      let byDoc = this.values.get(field.path);
      if (!byDoc) this.values.set(field.path, (byDoc = new Map()));
      byDoc.set(docNum, values);
      if (field.indexed) for (const value of values) terms.set(termKey(value), 1);
      length = 1;
    }
    if (terms.size === 0) return;
    live.terms.set(field.path, terms);
    let fieldPostings = this.postings.get(field.path);
    if (!fieldPostings) this.postings.set(field.path, (fieldPostings = new Map()));
    for (const [term, tf] of terms) {
      let list = fieldPostings.get(term);
      if (!list) fieldPostings.set(term, (list = new Map()));
      list.set(docNum, tf);
    }
    const stats = this.stats.get(field.path) ?? { docCount: 0, sumLength: 0 };
    stats.docCount += 1;
    stats.sumLength += length;
    this.stats.set(field.path, stats);
  }

  remove(id: string): void {
    const docNum = this.byId.get(id);
    if (docNum === undefined) return;
    const live = this.docs.get(docNum);
    this.byId.delete(id);
    this.docs.delete(docNum);
    if (!live) return;
    for (const [path, terms] of live.terms) {
      const fieldPostings = this.postings.get(path);
      for (const term of terms.keys()) {
        const list = fieldPostings?.get(term);
        list?.delete(docNum);
        if (list?.size === 0) fieldPostings?.delete(term);
      }
      const stats = this.stats.get(path);
      if (stats) {
        stats.docCount -= 1;
        stats.sumLength -= live.lengths.get(path) ?? 1;
      }
    }
    for (const path of live.values.keys()) {
      this.values.get(path)?.delete(docNum);
      this.fieldDocs.get(path)?.delete(docNum);
    }
  }

  get size(): number {
    return this.docs.size;
  }
}
