/**
 * Which files a resume may show (docs/SECURITY.md "Resumes"): each picture and file a save names is one the writer
 * uploaded of the kind the section takes, or one the resume already shows in a file field. So nobody puts another person's upload on
 * their resume, and no private upload (a chat file, another company's licence) is ever named by a public one.
 */
import type { OwnedUploadKind } from '../../shared/limits.js';
import { notYoursField } from '../lib/errors.js';
import { isOwnUpload } from '../lib/s3/private-files.js';

/** One URL a save names: the field's path, its value and the upload kind it must be. */
export interface NamedFile {
  path: string;
  url: string | undefined;
  kind: OwnedUploadKind;
}

/**
 * The files a saved resume shows: the URLs in its file fields only (the same fields a save names), never any text that
 * looks like a URL — a work's link, an address or a description takes any URL, and must not make a stranger's upload
 * (or another company's licence) pass as a picture the resume already shows (found by the outside probe of issue 31).
 */
export const shownFiles = (files: readonly NamedFile[]): Set<string> => new Set(files.flatMap((f) => (f.url ? [f.url] : [])));

/** Refuses (403, naming the field) the first file that is neither the writer's own upload of its kind nor already shown. */
export const requireOwnFiles = (files: readonly NamedFile[], writer: string, shown: ReadonlySet<string>): void => {
  for (const { path, url, kind } of files) {
    if (!url || shown.has(url) || isOwnUpload(url, kind, writer)) continue;
    throw notYoursField(path, '文件地址不正确，请重新上传');
  }
};

/** The files of rows' `field`, each with its path (`certificates.2.picture`). */
export const rowFiles = (section: string, rows: readonly { [key: string]: unknown }[], field: string, kind: OwnedUploadKind): NamedFile[] =>
  rows.map((row, index) => ({ path: `${section}.${index}.${field}`, url: typeof row[field] === 'string' ? (row[field] as string) : undefined, kind }));
