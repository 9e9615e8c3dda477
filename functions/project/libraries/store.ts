/**
 * The libraries' items (./keys.ts) and their writes. An entry and its place in its folder are always written together,
 * in one transaction with the counts they change: the folder's `children` (the entries directly in it) and the
 * library's `total`. A change of an entry is conditioned on its `rev` as read; a name's place on being free; a folder
 * written into on existing (and, for a folder moved, its new ancestors on staying where they were): of two concurrent
 * changes one wins and the other is refused (100002 or the rule's code), never lost, never half-written.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { LIBRARY_LIMITS } from '../../../shared/limits.js';
import type { LibraryEntryType, LiteratureKind } from '../../../shared/schemas/libraries.js';
import { fail, type AppError } from '../../lib/errors.js';
import { batchGet, commitSteps as commitAll, countAll, ddb, getItem, isLive, keysUnder, putItem, queryAll, table, type Key } from '../../lib/store/client.js';
import { check, put, update, type Step } from '../store.js';
import {
  assistKey,
  fileKey,
  filePrefix,
  folderKey,
  folderPrefix,
  libraryHeadKey,
  LIBRARY_CODES,
  listingKey,
  listingPrefix,
  listingsPrefix,
  partyPartition,
  ROOT,
  type LibraryCode,
} from './keys.js';

/** A folder or a file (`LIBDIR#` / `LIBFILE#`). */
export interface EntryItem {
  pk: string;
  sk: string;
  lib: LibraryCode;
  id: string;
  type: LibraryEntryType;
  name: string;
  /** Its place in its folder: `entryOrder(type, name)`. */
  order: string;
  /** Its folder's id, `ROOT` at the root. */
  parentId: string;
  /** A file's canonical upload URL, size and extension. */
  url?: string;
  size?: number;
  ext?: string;
  /** A folder's count of entries directly in it (moved in the transaction that adds, moves or removes one). */
  children?: number;
  /** A literature file's description. */
  kind?: LiteratureKind;
  authors?: string;
  year?: number;
  source?: string;
  keywords?: string[];
  /** Lower-case NFKC text that a search's words are matched against. */
  search: string;
  createTime: number;
  updateTime: number;
  /** Who added or last changed it. */
  by: string;
  rev: number;
}

/** An entry's place in its folder (`LIBIN#`): the entry as lists show it. */
export type ListingItem = Omit<EntryItem, 'children' | 'search'>;

export interface FolderNode {
  id: string;
  name: string;
  parentId: string;
}

const T = () => table();

// ---------------------------------------------------------------- reads

/** One entry by id, folder or file: one BatchGet of both keys (consistent: writes act on what they read). */
export const getEntry = async (partyKey: string, lib: LibraryCode, id: string): Promise<EntryItem | undefined> =>
  (await batchGet<EntryItem>([folderKey(partyKey, lib, id), fileKey(partyKey, lib, id)], undefined, undefined, true))[0];

export const getFolder = (partyKey: string, lib: LibraryCode, id: string): Promise<EntryItem | undefined> => getItem<EntryItem>(folderKey(partyKey, lib, id), { consistent: true });

/** Every folder of a library (where each is: breadcrumbs, depth, cycles, a folder's subtree): one Query. */
export const foldersOf = async (partyKey: string, lib: LibraryCode): Promise<EntryItem[]> =>
  queryAll<EntryItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': partyPartition(partyKey), ':p': folderPrefix(lib) },
    ConsistentRead: true,
  });

/** Every file of a library (a folder's removal takes those of its subtree): one Query. */
export const filesOf = (partyKey: string, lib: LibraryCode): Promise<EntryItem[]> =>
  queryAll<EntryItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': partyPartition(partyKey), ':p': filePrefix(lib) },
    ConsistentRead: true,
  });

/** One page of a folder's listing (folders first, then files, by name) and its size. */
export const folderPage = async (partyKey: string, lib: LibraryCode, parentId: string, current: number, size: number): Promise<{ items: ListingItem[]; total: number }> => {
  const base: Omit<QueryCommandInput, 'TableName'> = {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': partyPartition(partyKey), ':p': listingPrefix(lib, parentId) },
    ConsistentRead: true,
  };
  const want = current * size;
  const items: ListingItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(new QueryCommand({ ...base, TableName: T(), Limit: want - items.length, ExclusiveStartKey: start }));
    for (const item of out.Items ?? []) if (isLive(item)) items.push(item as ListingItem);
    start = out.LastEvaluatedKey;
  } while (start && items.length < want);
  return { items: items.slice((current - 1) * size, want), total: await countAll(base) };
};

/** Whether a name's place in a folder is taken, and by which entry. */
export const placeHolder = async (partyKey: string, lib: LibraryCode, parentId: string, order: string): Promise<string | undefined> =>
  (await getItem<ListingItem>(listingKey(partyKey, lib, parentId, order), { consistent: true }))?.id;

/**
 * The entries whose search text holds every word (a Query of the party's partition per kind of entry, with a filter:
 * one party's library, never a Scan), optionally of one literature kind.
 */
export const entriesMatching = async (partyKey: string, lib: LibraryCode, words: readonly string[], kind?: LiteratureKind): Promise<EntryItem[]> => {
  const values: Record<string, unknown> = { ':pk': partyPartition(partyKey) };
  const filters = words.map((word, i) => {
    values[`:w${i}`] = word;
    return `contains(#search, :w${i})`;
  });
  if (kind) {
    values[':kind'] = kind;
    filters.push('#kind = :kind');
  }
  const names = { '#search': 'search', ...(kind ? { '#kind': 'kind' } : {}) };
  const query = (prefix: string) =>
    queryAll<EntryItem>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      FilterExpression: filters.join(' AND '),
      ExpressionAttributeValues: { ...values, ':p': prefix },
      ExpressionAttributeNames: names,
    });
  const [folders, files] = await Promise.all([kind ? Promise.resolve([]) : query(folderPrefix(lib)), query(filePrefix(lib))]);
  return [...folders, ...files];
};

/** How many entries a library holds. */
/** The upload URLs of every file of a party's two libraries (which of a person's uploads a team still uses). */
export const libraryFileUrls = async (partyKey: string): Promise<string[]> =>
  (await Promise.all(Object.values(LIBRARY_CODES).map((lib) => filesOf(partyKey, lib)))).flat().flatMap((file) => (file.url ? [file.url] : []));

/**
 * Up to `limit` files of a party's two libraries, with the keys of each file's entry and place (the erasure of a
 * person's libraries takes them a batch at a time: their stored files, then these items).
 */
export const someLibraryFiles = async (partyKey: string, limit: number): Promise<{ url?: string; keys: Key[] }[]> => {
  const found: EntryItem[] = [];
  for (const lib of Object.values(LIBRARY_CODES)) {
    if (found.length >= limit) break;
    const page = await ddb.send(
      new QueryCommand({
        TableName: T(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': partyPartition(partyKey), ':p': filePrefix(lib) },
        ConsistentRead: true,
        Limit: limit - found.length,
      }),
    );
    found.push(...((page.Items ?? []) as EntryItem[]));
  }
  return found.map((file) => ({ ...(file.url ? { url: file.url } : {}), keys: [{ pk: file.pk, sk: file.sk }, listingKey(partyKey, file.lib, file.parentId, file.order)] }));
};

/** The keys of everything of a party's two libraries and its assist instructions (the erasure of a person's). */
export const libraryItemKeys = async (partyKey: string): Promise<Key[]> => {
  const prefixes = Object.values(LIBRARY_CODES).flatMap((lib) => [folderPrefix(lib), filePrefix(lib), listingsPrefix(lib)]);
  const found = await Promise.all(prefixes.map((prefix) => keysUnder(partyPartition(partyKey), prefix)));
  return [...found.flat(), ...Object.values(LIBRARY_CODES).map((lib) => libraryHeadKey(partyKey, lib)), assistKey(partyKey)];
};

export const libraryTotal = async (partyKey: string, lib: LibraryCode): Promise<number> => (await getItem<{ total?: number }>(libraryHeadKey(partyKey, lib)))?.total ?? 0;

export interface AssistItem {
  content: string;
  updateTime: number;
  by: string;
}

export const getAssist = (partyKey: string): Promise<AssistItem | undefined> => getItem<AssistItem>(assistKey(partyKey));

/** The assist instructions, whole (one item: the last save wins, as a text field's save does). */
export const putAssist = async (partyKey: string, item: AssistItem): Promise<void> => {
  await putItem({ ...assistKey(partyKey), ...item });
};

// ---------------------------------------------------------------- the steps of a write

const REV = { '#rev': 'rev' };

/** A conditional delete (every attribute named through placeholders). */
const removeStep = (key: { pk: string; sk: string }, condition: string, values: Record<string, unknown>, names: Record<string, string>, refusal?: () => AppError): Step => ({
  item: { Delete: { TableName: T(), Key: key, ConditionExpression: condition, ExpressionAttributeValues: values, ExpressionAttributeNames: names } },
  ...(refusal ? { refusal } : {}),
});

/** A new entry. */
export const addEntryStep = (item: EntryItem): Step => put({ ...item }, { expression: 'attribute_not_exists(pk)' });

/** Attributes an entry's change never writes: its key, and its folder's count (moved by its entries' own writes). */
const KEPT = new Set(['pk', 'sk', 'children', 'rev']);

/**
 * An entry changed over the revision read: every attribute of `next` set, those it no longer has removed, `rev` one
 * more. An update, not a put, so that a folder's count moved meanwhile by an entry added into it is kept.
 */
export const changeEntryStep = (next: EntryItem, previous: EntryItem): Step => {
  const names: Record<string, string> = { '#rev': 'rev' };
  const values: Record<string, unknown> = { ':rev': previous.rev, ':next': previous.rev + 1 };
  const sets = ['#rev = :next'];
  const removes: string[] = [];
  let i = 0;
  for (const [field, value] of Object.entries(next)) {
    if (KEPT.has(field) || value === undefined) continue;
    names[`#f${i}`] = field;
    values[`:f${i}`] = value;
    sets.push(`#f${i} = :f${i}`);
    i += 1;
  }
  for (const field of Object.keys(previous)) {
    if (KEPT.has(field) || (next as unknown as Record<string, unknown>)[field] !== undefined) continue;
    names[`#f${i}`] = field;
    removes.push(`#f${i}`);
    i += 1;
  }
  const expression = `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`;
  return update({ pk: previous.pk, sk: previous.sk }, expression, values, '#rev = :rev', names, () => fail('STALE_DATA'));
};

/** An entry removed as read (a folder also only while empty: whatever was added meanwhile stays, with its folder). */
export const removeEntryStep = (entry: EntryItem): Step =>
  entry.type === 'FOLDER'
    ? removeStep({ pk: entry.pk, sk: entry.sk }, '#rev = :rev AND (attribute_not_exists(#children) OR #children = :zero)', { ':rev': entry.rev, ':zero': 0 }, { ...REV, '#children': 'children' })
    : removeStep({ pk: entry.pk, sk: entry.sk }, '#rev = :rev', { ':rev': entry.rev }, REV);

const listingOf = (entry: EntryItem): ListingItem => {
  const { children: _children, search: _search, ...shown } = entry;
  return { ...shown, ...listingKey(partyKeyOfPk(entry.pk), entry.lib, entry.parentId, entry.order) };
};

const partyKeyOfPk = (pk: string): string => pk.slice('PARTY#'.length);

/** An entry's place in its folder, claimed: refused when the name is taken there (by a folder or a file). */
export const claimPlaceSteps = (entry: EntryItem): Step[] => {
  const partyKey = partyKeyOfPk(entry.pk);
  const twin = `${entry.order.startsWith('0#') ? 1 : 0}${entry.order.slice(1)}`;
  const taken = () => fail('LIBRARY_NAME_TAKEN');
  return [
    put({ ...listingOf(entry) }, { expression: 'attribute_not_exists(pk)' }, taken),
    { item: { ConditionCheck: { TableName: T(), Key: listingKey(partyKey, entry.lib, entry.parentId, twin), ConditionExpression: 'attribute_not_exists(pk)' } }, refusal: taken },
  ];
};

/** An entry's place written again where it is (its name's place unchanged: the shown copy follows the entry). */
export const rewritePlaceStep = (entry: EntryItem): Step => put({ ...listingOf(entry) }, { expression: '#id = :id', values: { ':id': entry.id }, names: { '#id': 'id' } });

/** An entry's old place given up. */
export const leavePlaceStep = (entry: EntryItem): Step =>
  removeStep(listingKey(partyKeyOfPk(entry.pk), entry.lib, entry.parentId, entry.order), '#id = :id', { ':id': entry.id }, { '#id': 'id' });

/**
 * A folder's count of entries moved by `delta` (nothing for the root); the folder must exist, and when `where` is given
 * still be in that folder (a folder moved keeps its new ancestors where they were read).
 */
export const folderCountStep = (partyKey: string, lib: LibraryCode, folderId: string, delta: number, where?: string): Step | undefined => {
  if (folderId === ROOT) return undefined;
  const condition = where === undefined ? 'attribute_exists(pk)' : 'attribute_exists(pk) AND #parent = :where';
  return update(
    folderKey(partyKey, lib, folderId),
    'ADD #children :d',
    { ':d': delta, ...(where === undefined ? {} : { ':where': where }) },
    condition,
    { '#children': 'children', ...(where === undefined ? {} : { '#parent': 'parentId' }) },
    () => (where === undefined ? fail('LIBRARY_FOLDER_NOT_FOUND') : fail('STALE_DATA')),
  );
};

/** A folder still where it was read (an ancestor of the folder a folder moves into). */
export const folderStaysStep = (partyKey: string, lib: LibraryCode, folder: FolderNode): Step =>
  check(folderKey(partyKey, lib, folder.id), '#parent = :where', { ':where': folder.parentId }, { '#parent': 'parentId' }, () => fail('STALE_DATA'));

/** The library's count of entries moved by `delta`; an addition only under the cap. */
export const totalStep = (partyKey: string, lib: LibraryCode, delta: number): Step =>
  delta > 0
    ? update(libraryHeadKey(partyKey, lib), 'ADD #total :d', { ':d': delta, ':cap': LIBRARY_LIMITS.entries - delta + 1 }, 'attribute_not_exists(#total) OR #total < :cap', { '#total': 'total' }, () => fail('LIBRARY_FULL'))
    : update(libraryHeadKey(partyKey, lib), 'ADD #total :d', { ':d': delta }, undefined, { '#total': 'total' });

// ---------------------------------------------------------------- committing


/** Writes the steps (those given) in one transaction, a mere collision tried again (lib/store/client.ts `commitSteps`). */
export const commitSteps = (steps: readonly (Step | undefined)[]): Promise<void> => commitAll(steps.filter((s): s is Step => s !== undefined));
