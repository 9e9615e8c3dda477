/**
 * The materials (资料库) and literature (文献库) libraries (docs/cooperation.md "Materials and literature"): each party's
 * own folders and files, kept across projects, and its assist instructions. An entry is a folder or a file; its name
 * is unique within its folder (folders and files together, compared as project names are: ＡＢＣ is ABC). Files are
 * the caller's own uploads of the `library-file` kind; answers carry them as signed URLs that work for a while.
 */
import { array, object, type z } from 'zod';
import type { Page } from '../envelope.js';
import { LIBRARY_LIMITS as L } from '../limits.js';
import { fileUrl, input, num, oneOf, pageInput, text, ulid } from '../validation/zod.js';
import { VISIBLE_NAME } from './project.js';

/** The two libraries; their routes differ only in the name of the call (`get_material_list`, `get_literature_list` …). */
export const LIBRARIES = ['material', 'literature'] as const;
export type LibraryName = (typeof LIBRARIES)[number];

export const LIBRARY_ENTRY_TYPES = ['FOLDER', 'FILE'] as const;
export type LibraryEntryType = (typeof LIBRARY_ENTRY_TYPES)[number];

/** The kinds of literature (`get_literature_enum_list`), in the order the pages offer them. */
export const LITERATURE_KINDS = ['STANDARD', 'PAPER', 'PATENT', 'BOOK', 'REPORT', 'OTHER'] as const;
export type LiteratureKind = (typeof LITERATURE_KINDS)[number];
export const LITERATURE_KIND_LABELS: Readonly<Record<LiteratureKind, string>> = {
  STANDARD: '标准规范',
  PAPER: '论文',
  PATENT: '专利',
  BOOK: '图书',
  REPORT: '报告',
  OTHER: '其他',
};

export interface LiteratureKindOption {
  value: LiteratureKind;
  label: string;
}

/** A literature file's description (a folder has none). */
export interface LiteratureMeta {
  kind: LiteratureKind;
  kindLabel: string;
  authors: string;
  /** The year it was published, when known. */
  year?: number;
  source: string;
  keywords: string[];
}

/** One folder on the way from the library's root to an entry (the root itself is not listed). */
export interface LibraryCrumb {
  id: string;
  name: string;
}

export interface LibraryEntry {
  id: string;
  type: LibraryEntryType;
  name: string;
  /** The folder it is in; absent at the root. */
  parentId?: string;
  createTime: number;
  updateTime: number;
  /** A file's: where it is read (signed, valid for an hour), its size in bytes and its extension (lower case). */
  url?: string;
  size?: number;
  ext?: string;
  /** A literature file's description. */
  literature?: LiteratureMeta;
}

/** One page of a folder: its folders first, then its files, each by name. */
export interface LibraryFolderPage extends Page<LibraryEntry> {
  /** The folder listed (absent: the root), and the folders from the root down to it. */
  folder?: LibraryEntry;
  path: LibraryCrumb[];
  /** Whether the caller may change the library (a person; a team's or company's administrator and project leaders). */
  canEdit: boolean;
  /** Folders and files in the whole library, and how many it may hold. */
  entries: number;
  capacity: number;
}

/** A search's find: the entry and the folders it is in. */
export interface LibraryHit extends LibraryEntry {
  path: LibraryCrumb[];
}

export interface LibrarySearchResult {
  records: LibraryHit[];
  /** Every match; `records` holds the most recently changed ones, at most LIBRARY_LIMITS.searchResults. */
  total: number;
}

export interface AssistInstructions {
  content: string;
  /** When it was last changed (absent: never written). */
  updateTime?: number;
  canEdit: boolean;
}

// ---------------------------------------------------------------- inputs

const entryName = text('名称', { max: L.name, pattern: [VISIBLE_NAME, '名称含有不可见或控制字符'] }).refine((name) => !/[\\/]/.test(name), '名称不能包含 / 或 \\');
const folderId = ulid('文件夹');
const entryId = ulid('文件或文件夹');

export const libraryListInput = input({ parentId: folderId.optional(), ...pageInput(L.pageSize) });
export type LibraryListInput = z.output<typeof libraryListInput>;

export const libraryExistsInput = input({
  parentId: folderId.optional(),
  name: entryName,
  /** The entry being renamed: its own name does not count. */
  id: entryId.optional(),
});

/** What both libraries' add-or-change calls take; `id` present: a change (name, file, metadata), else an addition. */
const entryFields = {
  id: entryId.optional(),
  parentId: folderId.optional(),
  type: oneOf('类型', LIBRARY_ENTRY_TYPES).optional(),
  name: entryName,
  /** A file's upload (`library-file`, the caller's own); on a change, a new upload replaces the file. */
  fileUrl: fileUrl('文件').optional(),
};

interface IssueSink {
  addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void;
}

const additionRules = (value: { id?: string; type?: LibraryEntryType; fileUrl?: string }, ctx: IssueSink) => {
  if (value.id) return;
  if (!value.type) ctx.addIssue({ code: 'custom', path: ['type'], message: '请选择类型' });
  else if (value.type === 'FILE' && !value.fileUrl) ctx.addIssue({ code: 'custom', path: ['fileUrl'], message: '请上传文件' });
  else if (value.type === 'FOLDER' && value.fileUrl) ctx.addIssue({ code: 'custom', path: ['fileUrl'], message: '文件夹不能带文件' });
};

export const materialEntryInput = input(entryFields).superRefine(additionRules);
export type MaterialEntryInput = z.output<typeof materialEntryInput>;

const thisYear = new Date().getUTCFullYear();

/** A literature file's description, whole: on a change it replaces the old one (left out: the old one stays). */
export const literatureMetaInput = object({
  kind: oneOf('文献类型', LITERATURE_KINDS),
  authors: text('作者', { min: 0, max: L.authors }).default(''),
  /** Left out: not known. */
  year: num('年份', { min: 1000, max: thisYear + 1 }).optional(),
  source: text('来源', { min: 0, max: L.source }).default(''),
  keywords: array(text('关键词', { max: L.keyword }), { error: '关键词格式不正确' }).max(L.keywords, `关键词最多${L.keywords}个`).default([]),
}, { error: '请填写文献信息' });
export type LiteratureMetaInput = z.output<typeof literatureMetaInput>;

export const literatureEntryInput = input({ ...entryFields, literature: literatureMetaInput.optional() }).superRefine((value, ctx) => {
  additionRules(value, ctx);
  if (!value.id && value.type === 'FILE' && !value.literature) ctx.addIssue({ code: 'custom', path: ['literature', 'kind'], message: '请选择文献类型' });
});
export type LiteratureEntryInput = z.output<typeof literatureEntryInput>;

export const libraryEntryIdInput = input({ id: entryId });

/** Moves an entry into a folder (`parentId` left out: the root). */
export const libraryMoveInput = input({ id: entryId, parentId: folderId.optional() });

export const librarySearchInput = input({ keyword: text('搜索内容', { max: L.searchText }) });
export const literatureSearchInput = input({ keyword: text('搜索内容', { max: L.searchText }), kind: oneOf('文献类型', LITERATURE_KINDS).optional() });

export const assistInstructionsInput = input({ content: text('协助说明', { min: 0, max: L.assistInstructions }) });
