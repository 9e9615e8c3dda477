/**
 * Keys of the libraries (docs/data-model.md "Materials and literature"). Everything of one party's libraries lives in
 * the party's partition `PARTY#<TYPE>:<id>`, beside its categories and backlog, so that one Query reads a folder, all
 * folders or all files of one library, and nothing of another party:
 *
 * - `LIBDIR#<lib>#<id>` a folder, `LIBFILE#<lib>#<id>` a file (the entry, found by its id);
 * - `LIBIN#<lib>#<parentId>#<0|1>#<name>` the entry's place in its folder: listed folders first (0), then files (1),
 *   each by name; it also claims the name within the folder (names compared by `nameKey`);
 * - `LIBHEAD#<lib>` the library's count of entries (under LIBRARY_LIMITS.entries);
 * - `ASSIST` the party's assist instructions.
 *
 * `<lib>` is `MAT` (资料库) or `LIT` (文献库); the root folder's id is `ROOT` (no ULID is).
 */
import { createHash } from 'node:crypto';
import type { LibraryEntryType, LibraryName } from '../../../shared/schemas/libraries.js';
import { nameKey } from '../../../shared/schemas/project.js';

export type LibraryCode = 'MAT' | 'LIT';
export const LIBRARY_CODES: Readonly<Record<LibraryName, LibraryCode>> = { material: 'MAT', literature: 'LIT' };

/** The root folder's id in keys (a client leaves `parentId` out). */
export const ROOT = 'ROOT';

const partyPk = (partyKey: string): string => `PARTY#${partyKey}`;

export const folderKey = (partyKey: string, lib: string, id: string) => ({ pk: partyPk(partyKey), sk: `LIBDIR#${lib}#${id}` });
export const fileKey = (partyKey: string, lib: string, id: string) => ({ pk: partyPk(partyKey), sk: `LIBFILE#${lib}#${id}` });
export const entryKey = (partyKey: string, lib: string, type: LibraryEntryType, id: string) => (type === 'FOLDER' ? folderKey(partyKey, lib, id) : fileKey(partyKey, lib, id));

/**
 * An entry's order within its folder: folders (0) before files (1), then by name. A name of many characters whose
 * NFKC form grows long keeps its first 200 code points and a hash of the whole (a sort key holds 1,024 bytes).
 */
export const entryOrder = (type: LibraryEntryType, name: string): string => {
  const key = nameKey(name);
  const points = Array.from(key);
  const part = points.length <= 200 ? key : `${points.slice(0, 200).join('')}~${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
  return `${type === 'FOLDER' ? 0 : 1}#${part}`;
};

/** An entry's place in its folder (see `entryOrder`). */
export const listingKey = (partyKey: string, lib: string, parentId: string, order: string) => ({ pk: partyPk(partyKey), sk: `LIBIN#${lib}#${parentId}#${order}` });
/** The prefix of one folder's listing. */
export const listingPrefix = (lib: string, parentId: string): string => `LIBIN#${lib}#${parentId}#`;
/** The prefix of every folder's listing of a library (the erasure of a person's library takes them all). */
export const listingsPrefix = (lib: string): string => `LIBIN#${lib}#`;
export const folderPrefix = (lib: string): string => `LIBDIR#${lib}#`;
export const filePrefix = (lib: string): string => `LIBFILE#${lib}#`;

export const libraryHeadKey = (partyKey: string, lib: string) => ({ pk: partyPk(partyKey), sk: `LIBHEAD#${lib}` });
export const assistKey = (partyKey: string) => ({ pk: partyPk(partyKey), sk: 'ASSIST' });
export const partyPartition = partyPk;
