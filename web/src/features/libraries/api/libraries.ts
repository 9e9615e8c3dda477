/**
 * The libraries' calls (docs/cooperation.md "Materials and literature"): reads through SWR, keyed
 * `[LIBRARY_KEY + name, input]` so that a change revalidates every read of that library at once; changes through
 * `callRoute`, silent where the dialog shows the refusal itself.
 */
import useSWR, { mutate } from 'swr';
import { libraryRoute } from '../../../../../shared/routes/libraries.js';
import type { LibraryFolderPage, LibraryName, LibrarySearchResult, LiteratureKind, LiteratureKindOption, AssistInstructions } from '../../../../../shared/schemas/libraries.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute, type InputOf } from '../../../api/route-call.js';

const ROUTES = {
  material: {
    list: libraryRoute('project.materialList'),
    save: libraryRoute('project.materialSave'),
    search: libraryRoute('project.materialSearch'),
    remove: libraryRoute('project.materialRemove'),
    move: libraryRoute('project.materialMove'),
  },
  literature: {
    list: libraryRoute('project.literatureList'),
    save: libraryRoute('project.literatureSave'),
    search: libraryRoute('project.literatureSearch'),
    remove: libraryRoute('project.literatureRemove'),
    move: libraryRoute('project.literatureMove'),
  },
} as const;

const LIBRARY_KEY = 'library:';
const keyOf = (library: LibraryName, name: string, input: Readonly<Record<string, unknown>>) => [`${LIBRARY_KEY}${library}:${name}`, input] as const;

/** Revalidates every read of one library (after a change). */
export const refreshLibrary = (library: LibraryName): Promise<unknown> =>
  mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(`${LIBRARY_KEY}${library}:`));

/** One page of a folder (the root when `parentId` is undefined). */
export const useFolder = (library: LibraryName, parentId: string | undefined, current: number, size?: number) =>
  useSWR<LibraryFolderPage, HttpError>(keyOf(library, 'list', { parentId, current, size }), () =>
    callRoute(ROUTES[library].list, { ...(parentId ? { parentId } : {}), current, ...(size ? { size } : {}) }),
  );

/** A search of the library (nothing while there is no keyword). */
export const useLibrarySearch = (library: LibraryName, keyword: string, kind: LiteratureKind | undefined) =>
  useSWR<LibrarySearchResult, HttpError>(keyword ? keyOf(library, 'search', { keyword, kind }) : null, () =>
    library === 'literature'
      ? callRoute(ROUTES.literature.search, { keyword, ...(kind ? { kind } : {}) })
      : callRoute(ROUTES.material.search, { keyword }),
  );

export const useLiteratureKinds = () =>
  useSWR<LiteratureKindOption[], HttpError>(`${LIBRARY_KEY}literature:kinds`, () => callRoute(libraryRoute('project.literatureKinds'), {}), { revalidateOnFocus: false });

export type SaveInput = InputOf<(typeof ROUTES)['literature']['save']>;

/** Adds or changes an entry; refusals come back to the dialog (silent), which shows them. */
export const saveEntry = (library: LibraryName, input: SaveInput) =>
  library === 'literature'
    ? callRoute(ROUTES.literature.save, input, { silent: true })
    : callRoute(ROUTES.material.save, { ...input, literature: undefined } as InputOf<(typeof ROUTES)['material']['save']>, { silent: true });

export const moveEntry = (library: LibraryName, id: string, parentId: string | undefined) =>
  callRoute(ROUTES[library].move, { id, ...(parentId ? { parentId } : {}) }, { silent: true });

export const removeEntry = (library: LibraryName, id: string) => callRoute(ROUTES[library].remove, { id });

export const useAssistInstructions = () =>
  useSWR<AssistInstructions, HttpError>(`${LIBRARY_KEY}assist`, () => callRoute(libraryRoute('project.assist'), {}));

export const saveAssistInstructions = async (content: string): Promise<AssistInstructions> => {
  const saved = await callRoute(libraryRoute('project.assistUpdate'), { content });
  await mutate(`${LIBRARY_KEY}assist`, saved, { revalidate: false });
  return saved;
};
