/**
 * The searchable view of an index as of its last refresh: per field an inverted index (term → document → term
 * frequency) with the statistics BM25 needs (documents with the field, summed lengths), and per non-text field the
 * values of each document (range, sort, exists). Documents get increasing internal numbers, a changed document a new
 * one (as Lucene appends it), which is the order of ties.
 */
import { ANALYZERS } from './analysis.js';
import type { CompiledMapping, FieldDef } from './mapping.js';
import type { FieldValues } from './parse-document.js';

export interface LiveDoc {
  id: string;
  source: Record<string, unknown>;
  seqNo: number;
  version: number;
  values: FieldValues;
  /** Per indexed field, its terms and their frequencies in this document (to take it out again). */
  terms: Map<string, Map<string, number>>;
  /** Per text field, its length as BM25 reads it: positions, through Lucene's one-byte norm. */
  lengths: Map<string, number>;
  /** Per field, how many tokens it added to the field's total (what BM25's average length is made of). */
  tokens: Map<string, number>;
}

export interface FieldStats {
  /** Documents with at least one term in the field. */
  docCount: number;
  /** Every token of the field in every document (Lucene's sumTotalTermFreq). */
  sumLength: number;
}

// Lucene's SmallFloat.intToByte4/byte4ToInt: a document's length is kept in one byte, exact below 24, then with a
// 4-bit mantissa, so BM25 here sees the lengths OpenSearch sees.
const longToInt4 = (i: number): number => {
  const numBits = 32 - Math.clz32(i);
  if (numBits < 4) return i;
  const shift = numBits - 4;
  return ((i >>> shift) & 0x07) | ((shift + 1) << 3);
};
const int4ToLong = (i: number): number => {
  const bits = i & 0x07;
  const shift = (i >>> 3) - 1;
  return shift === -1 ? bits : (bits | 0x08) * 2 ** shift;
};
const NUM_FREE_VALUES = 255 - longToInt4(2 ** 31 - 1);
/** A length as it comes back from Lucene's norm byte. */
export const normLength = (length: number): number => {
  const byte = length < NUM_FREE_VALUES ? length : NUM_FREE_VALUES + longToInt4(length - NUM_FREE_VALUES);
  return byte < NUM_FREE_VALUES ? byte : NUM_FREE_VALUES + int4ToLong(byte - NUM_FREE_VALUES);
};

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

  add(doc: Omit<LiveDoc, 'terms' | 'lengths' | 'tokens'>, mapping: CompiledMapping): void {
    this.remove(doc.id);
    const docNum = this.nextDoc++;
    const live: LiveDoc = { ...doc, terms: new Map(), lengths: new Map(), tokens: new Map() };
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
    let tokenCount = 0;
    if (field.type === 'text') {
      if (!field.indexed) return;
      const analyze = ANALYZERS[field.analyzer];
      let length = 0;
      for (const value of values) {
        const tokens = analyze(String(value));
        const positions = new Set<number>();
        for (const t of tokens) {
          terms.set(t.term, (terms.get(t.term) ?? 0) + 1);
          positions.add(t.position);
        }
        tokenCount += tokens.length;
        // Tokens sharing a position (search mode's inner words) do not lengthen the field (Lucene's discountOverlaps).
        length += positions.size;
      }
      live.lengths.set(field.path, normLength(length));
    } else {
      let byDoc = this.values.get(field.path);
      if (!byDoc) this.values.set(field.path, (byDoc = new Map()));
      byDoc.set(docNum, values);
      if (field.indexed) for (const value of values) terms.set(termKey(value), 1);
      tokenCount = terms.size;
    }
    if (terms.size === 0) return;
    live.terms.set(field.path, terms);
    live.tokens.set(field.path, tokenCount);
    let fieldPostings = this.postings.get(field.path);
    if (!fieldPostings) this.postings.set(field.path, (fieldPostings = new Map()));
    for (const [term, tf] of terms) {
      let list = fieldPostings.get(term);
      if (!list) fieldPostings.set(term, (list = new Map()));
      list.set(docNum, tf);
    }
    const stats = this.stats.get(field.path) ?? { docCount: 0, sumLength: 0 };
    stats.docCount += 1;
    stats.sumLength += tokenCount;
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
        stats.sumLength -= live.tokens.get(path) ?? 0;
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
