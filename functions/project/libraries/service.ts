/**
 * The materials (资料库) and literature (文献库) libraries and the assist instructions (docs/cooperation.md "Materials and
 * literature"). A library belongs to the party the session acts for (functions/project/parties.ts): a person's own; a
 * team's or company's read by its active staff and changed by its administrator and project leaders (403
 * NOT_PROJECT_LEADER for other staff, 403 for a session whose person is no longer a member). Whatever a call names is
 * looked for in the caller's own party's library only, so another party's folder or file is simply not found (404).
 */
import { LIBRARY_LIMITS as L, fileExtension } from '../../../shared/limits.js';
import {
  LITERATURE_KIND_LABELS,
  LITERATURE_KINDS,
  type AssistInstructions,
  type LibraryCrumb,
  type LibraryEntry,
  type LibraryEntryType,
  type LibraryFolderPage,
  type LibraryHit,
  type LibraryListInput,
  type LibraryName,
  type LibrarySearchResult,
  type LiteratureEntryInput,
  type LiteratureKind,
  type LiteratureKindOption,
  type MaterialEntryInput,
} from '../../../shared/schemas/libraries.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { fail, fieldError, notYoursField } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { isOwnUpload } from '../../lib/s3/private-files.js';
import { readableFileUrl, uploadedSize } from '../../lib/s3/private-file-reads.js';
import { keyOfParty } from '../model.js';
import { partyOf, standingIn } from '../parties.js';
import { entryKey, entryOrder, LIBRARY_CODES, ROOT, type LibraryCode } from './keys.js';
import {
  addEntryStep,
  changeEntryStep,
  claimPlaceSteps,
  commitSteps,
  entriesMatching,
  filesOf,
  folderCountStep,
  folderPage,
  foldersOf,
  folderStaysStep,
  getAssist,
  getEntry,
  getFolder,
  leavePlaceStep,
  libraryTotal,
  placeHolder,
  putAssist,
  removeEntryStep,
  rewritePlaceStep,
  totalStep,
  type EntryItem,
  type ListingItem,
} from './store.js';
import type { Step } from '../store.js';

// ---------------------------------------------------------------- who may

interface Seat {
  partyKey: string;
  canEdit: boolean;
}

/** The caller's party and whether they may change its libraries; 403 when they are not (or no longer) of it. */
const seatOf = async (claims: TokenClaims): Promise<Seat> => {
  const party = partyOf(claims);
  const standing = await standingIn(claims, party);
  if (standing === 'none') throw fail('FORBIDDEN');
  return { partyKey: keyOfParty(party), canEdit: standing === 'lead' };
};

/** The caller's party, when they may change its libraries (staff who are not project leaders may not). */
const writerOf = async (claims: TokenClaims): Promise<string> => {
  const seat = await seatOf(claims);
  if (!seat.canEdit) throw fail('NOT_PROJECT_LEADER');
  return seat.partyKey;
};

// ---------------------------------------------------------------- the folder tree

type Tree = ReadonlyMap<string, EntryItem>;

const treeOf = (folders: readonly EntryItem[]): Tree => new Map(folders.map((f) => [f.id, f]));

/** The folders from the root down to `id`, itself included (none for the root). */
const chainOf = (tree: Tree, id: string): EntryItem[] => {
  const chain: EntryItem[] = [];
  for (let at = tree.get(id); at && chain.length <= L.depth * 4; at = at.parentId === ROOT ? undefined : tree.get(at.parentId)) chain.unshift(at);
  return chain;
};

const crumbsOf = (tree: Tree, id: string): LibraryCrumb[] => chainOf(tree, id).map((f) => ({ id: f.id, name: f.name }));

const subfoldersOf = (folders: readonly EntryItem[]): Map<string, EntryItem[]> => {
  const below = new Map<string, EntryItem[]>();
  for (const folder of folders) below.set(folder.parentId, [...(below.get(folder.parentId) ?? []), folder]);
  return below;
};

/** How many levels a folder and its subfolders take (1: no subfolder). */
const heightOf = (below: ReadonlyMap<string, EntryItem[]>, id: string, guard = 0): number =>
  guard > L.depth * 4 ? guard : 1 + Math.max(0, ...(below.get(id) ?? []).map((f) => heightOf(below, f.id, guard + 1)));

/** A folder's subfolders, deepest first, and the folder itself last. */
const deepestFirst = (below: ReadonlyMap<string, EntryItem[]>, folder: EntryItem, guard = 0): EntryItem[] =>
  guard > L.depth * 4 ? [folder] : [...(below.get(folder.id) ?? []).flatMap((f) => deepestFirst(below, f, guard + 1)), folder];

// ---------------------------------------------------------------- views

const searchTextOf = (parts: readonly (string | undefined)[]): string =>
  parts
    .filter((p): p is string => Boolean(p))
    .join('\n')
    .normalize('NFKC')
    .toLowerCase();

/** A search's words: at most five, lower case, NFKC. */
const wordsOf = (keyword: string): string[] => [...new Set(keyword.normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 5);

const viewOf = async (entry: ListingItem | EntryItem): Promise<LibraryEntry> => ({
  id: entry.id,
  type: entry.type,
  name: entry.name,
  ...(entry.parentId !== ROOT ? { parentId: entry.parentId } : {}),
  createTime: entry.createTime,
  updateTime: entry.updateTime,
  ...(entry.type === 'FILE' && entry.url ? { url: await readableFileUrl(entry.url), size: entry.size ?? 0, ext: entry.ext ?? '' } : {}),
  ...(entry.lib === 'LIT' && entry.type === 'FILE' && entry.kind
    ? {
        literature: {
          kind: entry.kind,
          kindLabel: LITERATURE_KIND_LABELS[entry.kind],
          authors: entry.authors ?? '',
          ...(entry.year ? { year: entry.year } : {}),
          source: entry.source ?? '',
          keywords: entry.keywords ?? [],
        },
      }
    : {}),
});

// ---------------------------------------------------------------- reads

/** A page of one folder (the root when none is named): folders first, then files, by name; with the way down to it. */
export const libraryList = async (claims: TokenClaims, library: LibraryName, input: LibraryListInput): Promise<LibraryFolderPage> => {
  const { partyKey, canEdit } = await seatOf(claims);
  const lib = LIBRARY_CODES[library];
  const parentId = input.parentId ?? ROOT;
  const [folders, page, entries] = await Promise.all([
    parentId === ROOT ? Promise.resolve([]) : foldersOf(partyKey, lib),
    folderPage(partyKey, lib, parentId, input.current, input.size),
    libraryTotal(partyKey, lib),
  ]);
  const tree = treeOf(folders);
  const folder = parentId === ROOT ? undefined : tree.get(parentId);
  if (parentId !== ROOT && !folder) throw fail('LIBRARY_FOLDER_NOT_FOUND');
  return {
    records: await Promise.all(page.items.map(viewOf)),
    total: page.total,
    pages: Math.ceil(page.total / input.size),
    current: input.current,
    size: input.size,
    ...(folder ? { folder: await viewOf(folder) } : {}),
    path: folder ? crumbsOf(tree, folder.id) : [],
    canEdit,
    entries,
    capacity: L.entries,
  };
};

/** Whether a folder (the root when none is named) already holds an entry of this name, other than `id`. */
export const libraryNameExists = async (claims: TokenClaims, library: LibraryName, input: { parentId?: string; name: string; id?: string }): Promise<{ exists: boolean }> => {
  const { partyKey } = await seatOf(claims);
  const lib = LIBRARY_CODES[library];
  const parentId = input.parentId ?? ROOT;
  const [folder, asFolder, asFile] = await Promise.all([
    parentId === ROOT ? Promise.resolve(undefined) : getFolder(partyKey, lib, parentId),
    placeHolder(partyKey, lib, parentId, entryOrder('FOLDER', input.name)),
    placeHolder(partyKey, lib, parentId, entryOrder('FILE', input.name)),
  ]);
  if (parentId !== ROOT && !folder) throw fail('LIBRARY_FOLDER_NOT_FOUND');
  return { exists: [asFolder, asFile].some((holder) => holder !== undefined && holder !== input.id) };
};

/** Entries whose name (and for literature its authors, source and keywords) hold every word, most recently changed first. */
export const librarySearch = async (claims: TokenClaims, library: LibraryName, input: { keyword: string; kind?: LiteratureKind }): Promise<LibrarySearchResult> => {
  const { partyKey } = await seatOf(claims);
  const lib = LIBRARY_CODES[library];
  const words = wordsOf(input.keyword);
  if (words.length === 0) throw fieldError('keyword', '请填写搜索内容');
  const [found, folders] = await Promise.all([entriesMatching(partyKey, lib, words, library === 'literature' ? input.kind : undefined), foldersOf(partyKey, lib)]);
  const tree = treeOf(folders);
  const newest = [...found].sort((a, b) => b.updateTime - a.updateTime || a.name.localeCompare(b.name)).slice(0, L.searchResults);
  const records: LibraryHit[] = await Promise.all(newest.map(async (entry) => ({ ...(await viewOf(entry)), path: entry.parentId === ROOT ? [] : crumbsOf(tree, entry.parentId) })));
  return { records, total: found.length };
};

export const literatureKinds = (): LiteratureKindOption[] => LITERATURE_KINDS.map((value) => ({ value, label: LITERATURE_KIND_LABELS[value] }));

// ---------------------------------------------------------------- writes

/** A file named by its upload: the caller's own `library-file`, uploaded; its size is what storage holds. */
const ownFile = async (claims: TokenClaims, url: string): Promise<{ url: string; size: number; ext: string }> => {
  if (!isOwnUpload(url, 'library-file', claims.userId)) throw notYoursField('fileUrl', '文件须为本人上传的文件');
  const size = await uploadedSize(url);
  if (size === undefined) throw fieldError('fileUrl', '文件尚未上传完成，请重新上传');
  return { url, size, ext: fileExtension(url.slice(url.lastIndexOf('/') + 1)) };
};

type EntryInput = MaterialEntryInput & Partial<Pick<LiteratureEntryInput, 'literature'>>;

/** A literature file's description: the one the input gives, whole, else the one it had. */
const literatureOf = (input: EntryInput, previous?: EntryItem): Pick<EntryItem, 'kind' | 'authors' | 'year' | 'source' | 'keywords'> => {
  const given = input.literature;
  const kind = given?.kind ?? previous?.kind;
  const year = given ? given.year : previous?.year;
  return {
    ...(kind ? { kind } : {}),
    authors: given ? given.authors : (previous?.authors ?? ''),
    ...(year ? { year } : {}),
    source: given ? given.source : (previous?.source ?? ''),
    keywords: [...new Set((given ? given.keywords : (previous?.keywords ?? [])).filter(Boolean))],
  };
};

const searchOf = (item: Pick<EntryItem, 'name' | 'authors' | 'source' | 'keywords'>): string => searchTextOf([item.name, item.authors, item.source, ...(item.keywords ?? [])]);

/**
 * The folder an entry goes into, with the steps that hold it there: the folder's count moved (which also refuses a
 * folder that is gone), and for a folder going in, the folders above staying where they are (the depth and the
 * absence of cycles were judged on them).
 */
const intoFolder = (partyKey: string, lib: LibraryCode, tree: Tree, folderId: string, delta: number, leaving?: { id: string; delta: number }): (Step | undefined)[] => {
  if (folderId === ROOT) return [];
  const chain = chainOf(tree, folderId);
  const target = chain.at(-1);
  return [
    folderCountStep(partyKey, lib, folderId, delta, target?.parentId),
    ...chain.slice(0, -1).map((ancestor) =>
      leaving?.id === ancestor.id ? folderCountStep(partyKey, lib, ancestor.id, leaving.delta, ancestor.parentId) : folderStaysStep(partyKey, lib, ancestor),
    ),
  ];
};

/** Adds a folder or a file, or changes one (`id`): its name, its file (a new upload), a literature file's description. */
export const librarySave = async (claims: TokenClaims, library: LibraryName, input: EntryInput): Promise<LibraryEntry> => {
  const partyKey = await writerOf(claims);
  const lib = LIBRARY_CODES[library];
  return input.id ? changeEntry(claims, partyKey, lib, input.id, input) : addEntry(claims, partyKey, lib, input);
};

const addEntry = async (claims: TokenClaims, partyKey: string, lib: LibraryCode, input: EntryInput): Promise<LibraryEntry> => {
  const type: LibraryEntryType = input.type ?? 'FOLDER';
  const parentId = input.parentId ?? ROOT;
  const file = type === 'FILE' && input.fileUrl ? await ownFile(claims, input.fileUrl) : undefined;
  // A folder's depth is judged on the folders above it, which its transaction holds in place.
  const tree = type === 'FOLDER' && parentId !== ROOT ? treeOf(await foldersOf(partyKey, lib)) : new Map<string, EntryItem>();
  if (type === 'FOLDER' && parentId !== ROOT) {
    if (!tree.has(parentId)) throw fail('LIBRARY_FOLDER_NOT_FOUND');
    if (chainOf(tree, parentId).length + 1 > L.depth) throw fail('LIBRARY_TOO_DEEP');
  }
  const now = Date.now();
  const id = newId();
  const described = lib === 'LIT' && type === 'FILE' ? literatureOf(input) : {};
  const item: EntryItem = {
    ...entryKey(partyKey, lib, type, id),
    lib,
    id,
    type,
    name: input.name,
    order: entryOrder(type, input.name),
    parentId,
    ...(file ?? {}),
    ...(type === 'FOLDER' ? { children: 0 } : {}),
    ...described,
    search: searchOf({ name: input.name, ...described }),
    createTime: now,
    updateTime: now,
    by: claims.userId,
    rev: 1,
  };
  const into = type === 'FOLDER' ? intoFolder(partyKey, lib, tree, parentId, 1) : [folderCountStep(partyKey, lib, parentId, 1)];
  await commitSteps([addEntryStep(item), ...claimPlaceSteps(item), ...into, totalStep(partyKey, lib, 1)]);
  return viewOf(item);
};

const changeEntry = async (claims: TokenClaims, partyKey: string, lib: LibraryCode, id: string, input: EntryInput): Promise<LibraryEntry> => {
  const entry = await getEntry(partyKey, lib, id);
  if (!entry) throw fail('LIBRARY_ENTRY_NOT_FOUND');
  if (input.type && input.type !== entry.type) throw fieldError('type', entry.type === 'FOLDER' ? '这是一个文件夹，不能改为文件' : '这是一个文件，不能改为文件夹');
  if (entry.type === 'FOLDER' && input.fileUrl) throw fieldError('fileUrl', '文件夹不能带文件');
  const file = entry.type === 'FILE' && input.fileUrl && input.fileUrl !== entry.url ? await ownFile(claims, input.fileUrl) : undefined;
  const described = lib === 'LIT' && entry.type === 'FILE' ? literatureOf(input, entry) : {};
  const { kind: _kind, authors: _authors, year: _year, source: _source, keywords: _keywords, ...rest } = entry;
  const next: EntryItem = {
    ...rest,
    name: input.name,
    order: entryOrder(entry.type, input.name),
    ...(file ?? {}),
    ...described,
    search: searchOf({ name: input.name, ...described }),
    updateTime: Date.now(),
    by: claims.userId,
    rev: entry.rev + 1,
  };
  const place = next.order === entry.order ? [rewritePlaceStep(next)] : [leavePlaceStep(entry), ...claimPlaceSteps(next)];
  await commitSteps([changeEntryStep(next, entry), ...place]);
  return viewOf(next);
};

/** Moves an entry into another folder (the root when none is named); a folder never into itself or below itself. */
export const libraryMove = async (claims: TokenClaims, library: LibraryName, input: { id: string; parentId?: string }): Promise<LibraryEntry> => {
  const partyKey = await writerOf(claims);
  const lib = LIBRARY_CODES[library];
  const target = input.parentId ?? ROOT;
  const entry = await getEntry(partyKey, lib, input.id);
  if (!entry) throw fail('LIBRARY_ENTRY_NOT_FOUND');
  if (target === entry.id) throw fail('LIBRARY_MOVE_CYCLE');
  if (target === entry.parentId) return viewOf(entry);
  const next: EntryItem = { ...entry, parentId: target, updateTime: Date.now(), by: claims.userId, rev: entry.rev + 1 };
  let into: (Step | undefined)[];
  let from: Step | undefined;
  if (entry.type === 'FOLDER') {
    const folders = await foldersOf(partyKey, lib);
    const tree = treeOf(folders);
    if (target !== ROOT) {
      const chain = chainOf(tree, target);
      if (chain.length === 0) throw fail('LIBRARY_FOLDER_NOT_FOUND');
      if (chain.some((f) => f.id === entry.id)) throw fail('LIBRARY_MOVE_CYCLE');
      if (chain.length + heightOf(subfoldersOf(folders), entry.id) > L.depth) throw fail('LIBRARY_TOO_DEEP');
    }
    // The folder it leaves may be one of those above the target: one step then moves its count and holds it in place.
    const leavingAbove = target !== ROOT && chainOf(tree, target).some((f) => f.id === entry.parentId);
    into = intoFolder(partyKey, lib, tree, target, 1, leavingAbove ? { id: entry.parentId, delta: -1 } : undefined);
    from = leavingAbove ? undefined : folderCountStep(partyKey, lib, entry.parentId, -1);
  } else {
    into = [folderCountStep(partyKey, lib, target, 1)];
    from = folderCountStep(partyKey, lib, entry.parentId, -1);
  }
  await commitSteps([changeEntryStep(next, entry), leavePlaceStep(entry), ...claimPlaceSteps(next), from, ...into]);
  return viewOf(next);
};

/** Files removed in one transaction: each file and its place (2 items), with its folder's and the library's count. */
const FILES_PER_TRANSACTION = 45;

/**
 * Removes a file, or a folder with everything in it: its subfolders deepest first, each one's files in transactions
 * of up to 45, then the folder itself, which is removed only while empty. Every transaction leaves the library whole
 * (each entry in a folder that exists, every count exact); when something is added into a folder being removed, the
 * removal stops there with 100002 and what was added stays, with the folders above it.
 */
export const libraryRemove = async (claims: TokenClaims, library: LibraryName, id: string): Promise<{ removed: number }> => {
  const partyKey = await writerOf(claims);
  const lib = LIBRARY_CODES[library];
  const entry = await getEntry(partyKey, lib, id);
  if (!entry) throw fail('LIBRARY_ENTRY_NOT_FOUND');
  const gone = (item: EntryItem): Step[] => [removeEntryStep(item), leavePlaceStep(item)];
  if (entry.type === 'FILE') {
    await commitSteps([...gone(entry), folderCountStep(partyKey, lib, entry.parentId, -1), totalStep(partyKey, lib, -1)]);
    return { removed: 1 };
  }
  const [folders, files] = await Promise.all([foldersOf(partyKey, lib), filesOf(partyKey, lib)]);
  const folder = folders.find((f) => f.id === entry.id) ?? entry;
  const filesIn = new Map<string, EntryItem[]>();
  for (const file of files) filesIn.set(file.parentId, [...(filesIn.get(file.parentId) ?? []), file]);
  let removed = 0;
  for (const each of deepestFirst(subfoldersOf(folders), folder)) {
    const inside = filesIn.get(each.id) ?? [];
    for (let i = 0; i < inside.length; i += FILES_PER_TRANSACTION) {
      const batch = inside.slice(i, i + FILES_PER_TRANSACTION);
      await commitSteps([...batch.flatMap(gone), folderCountStep(partyKey, lib, each.id, -batch.length), totalStep(partyKey, lib, -batch.length)]);
      removed += batch.length;
    }
    await commitSteps([...gone(each), folderCountStep(partyKey, lib, each.parentId, -1), totalStep(partyKey, lib, -1)]);
    removed += 1;
  }
  return { removed };
};

// ---------------------------------------------------------------- assist instructions

export const assistInstructions = async (claims: TokenClaims): Promise<AssistInstructions> => {
  const { partyKey, canEdit } = await seatOf(claims);
  const item = await getAssist(partyKey);
  return { content: item?.content ?? '', ...(item ? { updateTime: item.updateTime } : {}), canEdit };
};

export const updateAssistInstructions = async (claims: TokenClaims, content: string): Promise<AssistInstructions> => {
  const partyKey = await writerOf(claims);
  const updateTime = Date.now();
  await putAssist(partyKey, { content, updateTime, by: claims.userId });
  return { content, updateTime, canEdit: true };
};
