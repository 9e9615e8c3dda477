/**
 * The indices behind a kind's aliases (docs/search.md "Indices and aliases"): queries read through the alias
 * (`projects`), writes go through the write alias (`projects-write`); both name one concrete index,
 * `projects-v<version>-<stamp>`, whose settings and mapping are the kind's declaration at that version. A reindex
 * builds a new index, moves the write alias to it first (the stream's writes land there from then on), copies the
 * table into it, and then moves the read alias in one atomic `_aliases` call: no moment without an index, no
 * document lost, and external versions (the item's `rev`) keep a copy from overwriting a newer write of the stream.
 */
import { SEARCH_KINDS, indexName } from '../../../shared/search.js';
import { logger } from '../logger.js';
import { searchClient, SearchResponseError } from './client.js';
import { indexBody, type AnyKindSpec } from './kind.js';

export const readAlias = (spec: Pick<AnyKindSpec, 'kind'>): string => SEARCH_KINDS[spec.kind].alias;
export const writeAlias = (spec: Pick<AnyKindSpec, 'kind'>): string => `${SEARCH_KINDS[spec.kind].alias}-write`;

/** OpenSearch's error type of a failed call, when it answered one (its error shape: `{ error: { type, reason, … }, status }`). */
export const errorType = (error: unknown): string | undefined => (error instanceof SearchResponseError ? error.type : undefined);

const created = new Set<string>();

/**
 * Makes sure the kind's aliases name an index, creating the first one (`-0`, the same name for every caller, so
 * that two functions starting at once create one index, not two behind the alias). Cached per warm function.
 */
export const ensureIndex = async (spec: AnyKindSpec): Promise<void> => {
  const alias = readAlias(spec);
  if (created.has(alias)) return;
  const client = searchClient();
  if (!(await client.indices.existsAlias({ name: alias }))) {
    try {
      await client.indices.create({
        index: `${indexName(spec.kind)}-0`,
        body: { ...indexBody(spec), aliases: { [alias]: {}, [writeAlias(spec)]: {} } },
      });
      logger.info('search index created', { alias });
    } catch (error) {
      if (errorType(error) !== 'resource_already_exists_exception') throw error;
    }
  }
  created.add(alias);
};

/** The concrete indices an alias names now. */
export const indicesOf = async (alias: string): Promise<string[]> => {
  try {
    return Object.keys(await searchClient().indices.getAlias({ name: alias }));
  } catch (error) {
    if (error instanceof SearchResponseError && error.statusCode === 404) return [];
    throw error;
  }
};

/**
 * The version of the index the kind's alias names (from its name, `projects-v2-…`), or undefined without one. An
 * index older than the declaration needs `npm run ops -- reindex <kind>` (the local cloud runs it at start).
 */
export const aliasVersion = async (spec: Pick<AnyKindSpec, 'kind'>): Promise<number | undefined> => {
  const versions = (await indicesOf(readAlias(spec))).map((name) => Number(/-v(\d+)-/.exec(name)?.[1]));
  return versions.length > 0 ? Math.min(...versions) : undefined;
};

/** Creates a fresh index of the kind's current version, named for now; returns its name. */
export const createFreshIndex = async (spec: AnyKindSpec): Promise<string> => {
  const name = `${indexName(spec.kind)}-${Date.now().toString(36)}`;
  await searchClient().indices.create({ index: name, body: indexBody(spec) });
  return name;
};

/** Points `alias` at `index` alone, in one atomic `_aliases` call. */
export const moveAlias = async (alias: string, index: string): Promise<void> => {
  const from = (await indicesOf(alias)).filter((name) => name !== index);
  await searchClient().indices.updateAliases({
    body: { actions: [...from.map((name) => ({ remove: { index: name, alias } })), { add: { index, alias } }] },
  });
};

/** Forgets that this function made sure of the indices (after a test or an operator dropped them). */
export const forgetEnsuredIndices = (): void => created.clear();
