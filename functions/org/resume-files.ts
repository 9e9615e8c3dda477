/**
 * Which files a resume may show (docs/SECURITY.md "Resumes"): each picture and file a save names is one the writer
 * uploaded of the kind the section takes, or one the resume already shows. So nobody puts another person's upload on
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

/** Every URL of a resume's sections (to know what it already shows). */
export const urlsIn = (value: unknown, into = new Set<string>()): Set<string> => {
  if (typeof value === 'string' && /^https?:\/\//.test(value)) into.add(value);
  else if (Array.isArray(value)) for (const entry of value) urlsIn(entry, into);
  else if (value && typeof value === 'object') for (const entry of Object.values(value)) urlsIn(entry, into);
  return into;
};

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
