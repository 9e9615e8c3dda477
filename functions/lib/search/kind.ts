/**
 * How a domain declares a kind of search document (docs/search.md "Declaring a kind"): its index settings and
 * mapping, which fields keywords search (and how much each counts), the filters, ranges and sorts a query may name,
 * who may read a document, and how a table item becomes a document. The module does the rest: index creation,
 * versioned writes from the stream, queries with highlights, reindexing.
 */
import type { API, Types } from '@opensearch-project/opensearch';
import type { SearchKind } from '../../../shared/search.js';

/** A field's mapping and an index's settings, as the OpenSearch client's published types define them. */
export type FieldMapping = Types.Common_Mapping.Property;
export type IndexSettings = Types.Indices_Common.IndexSettings;

/** Who reads: `*` (everyone, visitors included) or a principal such as `user:<id>`, `org:<id>`. */
export type Reader = string;
export const EVERYONE: Reader = '*';
export const userReader = (userId: string): Reader => `user:${userId}`;
export const orgReader = (orgId: string): Reader => `org:${orgId}`;

/** The one who searches: a visitor (undefined) or a logged-in person acting for themselves or an organisation. */
export interface Viewer {
  userId: string;
  orgId?: string;
}

/** The principals whose documents a viewer may see. */
export const readersOf = (viewer: Viewer | undefined): Reader[] =>
  viewer ? [EVERYONE, userReader(viewer.userId), ...(viewer.orgId ? [orgReader(viewer.orgId)] : [])] : [EVERYONE];

/** The field every document carries with its readers (a keyword, filtered on by every query). */
export const READERS_FIELD = 'readers';

export interface SortClause {
  field: string;
  order: Types.Common.SortOrder;
}

/** A document as the module writes it (its id is the item's pk after the kind's prefix): its fields and readers. */
export interface Indexed<Doc> {
  doc: Doc;
  readers: Reader[];
}

export interface SearchKindSpec<Item, Doc extends object> {
  kind: SearchKind;
  /** Index settings (analysis, shards); the module adds nothing to them. */
  settings: IndexSettings;
  /** The mapping's properties; `readers` is added by the module. */
  properties: Record<string, FieldMapping>;
  /** Text fields keywords search, with their boosts; each has a `bigram` sub-field (chineseText). */
  text: Record<string, number>;
  /** The text fields whose matched words come back highlighted. */
  highlight: readonly string[];
  /** Filter names a query may use → the keyword field they match (one value or any of several). */
  filters: Record<string, string>;
  /** Range names → the numeric or date field they bound. */
  ranges: Record<string, string>;
  /** Sort names → clauses; `relevance` (the score, with keywords) is always offered and is the default. */
  sorts: Record<string, readonly SortClause[]>;
  /** The last clause of every sort, so that paging is stable when everything else is equal. */
  tieBreaker: SortClause;
  /** The item's version: a number that grows with every write of the item (its `rev`). */
  version(item: Item): number;
  /**
   * The document of an item and who may read it, or undefined when the item is not to be found by anyone (a draft,
   * a deleted or closed project): the module then deletes its document.
   */
  toDocument(item: Item): Indexed<Doc> | undefined;
}

export type AnyKindSpec = SearchKindSpec<never, object>;

/** Declares a kind; the spec is returned as given, typed. */
export const defineSearchKind = <Item, Doc extends object>(spec: SearchKindSpec<Item, Doc>): SearchKindSpec<Item, Doc> => spec;

/**
 * A Chinese text field: words by the `smartcn` analyzer (Amazon OpenSearch's Smart Chinese plugin; jieba on one
 * machine), and a `bigram` sub-field by `cjk` (overlapping two-character grams) that finds words no dictionary
 * knows, such as a rare brand name. Term vectors with offsets let one highlighter mark the matches of both.
 */
export const chineseText = (): Types.Common_Mapping.TextProperty => ({
  type: 'text',
  analyzer: 'smartcn',
  term_vector: 'with_positions_offsets',
  fields: { bigram: { type: 'text', analyzer: 'cjk', term_vector: 'with_positions_offsets' } },
});

export const keyword = (): Types.Common_Mapping.KeywordProperty => ({ type: 'keyword' });
export const long = (): Types.Common_Mapping.LongNumberProperty => ({ type: 'long' });
export const integer = (): Types.Common_Mapping.IntegerNumberProperty => ({ type: 'integer' });
/** Epoch milliseconds, as every time of the product (docs/conventions.md). */
export const epochDate = (): Types.Common_Mapping.DateProperty => ({ type: 'date', format: 'epoch_millis' });

/** The index body of a kind: its settings and its mapping (strict: a field the declaration lacks is refused). */
/**
 * Every text field of a document in one (the kind's `text` fields joined, written by the module): a query's words
 * may stand in different fields — 日语翻译 with 日语 in the title and 翻译 only in the category — and still all be
 * required, which per-field matching cannot do. It ranks below a match within one field and is never returned.
 */
export const ALL_TEXT_FIELD = 'allText';

/** The text of a document's `ALL_TEXT_FIELD`: its text fields in their declared order. */
export const allTextOf = (spec: Pick<AnyKindSpec, 'text'>, doc: Record<string, unknown>): string =>
  Object.keys(spec.text)
    .map((field) => doc[field])
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .join('\n');

export const indexBody = (spec: AnyKindSpec): API.Indices_Create_RequestBody => ({
  settings: spec.settings,
  mappings: {
    dynamic: 'strict',
    properties: {
      ...spec.properties,
      [READERS_FIELD]: keyword(),
      [ALL_TEXT_FIELD]: { type: 'text', analyzer: 'smartcn', fields: { bigram: { type: 'text', analyzer: 'cjk' } } },
    },
  },
});
