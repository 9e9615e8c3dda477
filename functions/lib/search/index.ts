/**
 * The search module (docs/search.md): every search of the product goes through it. A domain declares its kind of
 * document (`defineSearchKind`), writes `kindKeys` and a growing `rev` with its items, and queries with
 * `searchDocuments`; the indexer (functions/search) keeps the index in step with the table's stream.
 */
export {
  createSearchClient,
  searchClient,
  searchEndpoint,
  SearchConnectionError,
  SearchDeserializationError,
  SearchResponseError,
  type Exchange,
  type SearchClient,
} from './client.js';
export {
  chineseText,
  defineSearchKind,
  epochDate,
  EVERYONE,
  indexBody,
  integer,
  keyword,
  long,
  orgReader,
  readersOf,
  userReader,
  type AnyKindSpec,
  type Indexed,
  type SearchKindSpec,
  type Viewer,
} from './kind.js';
export { aliasVersion, createFreshIndex, ensureIndex, forgetEnsuredIndices, indicesOf, moveAlias, readAlias, writeAlias } from './indices.js';
export { currentItems, itemsOfKind, kindKeys, KIND_SHARDS } from './listing-store.js';
export { normaliseKeywords, searchDocuments, type SearchHit, type SearchPage, type SearchRequest } from './query.js';
export { documentId, versionOf, writeStates, type ItemState, type WriteOutcome } from './write.js';
