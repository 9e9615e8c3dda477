/** A party's materials (资料库) and literature (文献库) libraries (docs/cooperation.md "Materials and literature"). */
export const LIBRARY_LIMITS = {
  /** An entry's (folder's or file's) name, unique within its folder. */
  name: 100,
  /** Entries (folders and files together) of one party's library. */
  entries: 5_000,
  /** How deep folders nest: a folder at the root is at depth 1. */
  depth: 8,
  /** A folder's page, and the most a search answers. */
  pageSize: 20,
  searchResults: 50,
  /** A search's words. */
  searchText: 50,
  /** A literature entry's metadata. */
  authors: 200,
  source: 200,
  keywords: 10,
  keyword: 20,
  /** A party's assist instructions (协助说明) shown on its cooperation pages. */
  assistInstructions: 2_000,
} as const;
