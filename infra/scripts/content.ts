/**
 * Publishes a content folder (infra/content/README.md) to the environment the functions are configured for:
 * the local cloud on start and `npm run ops -- content [folder]`, or a deployed stage. Idempotent.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { marked } from 'marked';

export const DEFAULT_CONTENT_DIR = resolve(import.meta.dirname, '..', 'content');

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** `---` front matter of `key: value` lines, then the body. */
export const parseFrontMatter = (text: string): { fields: Record<string, string>; body: string } => {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return { fields: {}, body: text };
  const fields: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) fields[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { fields, body: match[2] ?? '' };
};

export interface PublishReport {
  notices: { id: string; created: boolean; pushed: number }[];
}

export const publishContent = async (dir = DEFAULT_CONTENT_DIR): Promise<PublishReport> => {
  // Imported here: the functions read their configuration from the environment when loaded.
  const { publishNotice } = await import('../../functions/content/publish.js');
  const report: PublishReport = { notices: [] };
  const noticeDir = join(dir, 'notices');
  const files = readdirSync(noticeDir).filter((f) => f.endsWith('.md')).sort();
  for (const file of files) {
    const id = basename(file, '.md');
    if (!ID.test(id)) throw new Error(`${file}: the file name is the notice id (letters, digits, - and _)`);
    const { fields, body } = parseFrontMatter(readFileSync(join(noticeDir, file), 'utf8'));
    if (!fields.title) throw new Error(`${file}: title is required`);
    const date = fields.date ? Date.parse(fields.date) : undefined;
    if (date !== undefined && Number.isNaN(date)) throw new Error(`${file}: date is not an ISO 8601 time`);
    const result = await publishNotice({
      id,
      title: fields.title,
      picUrls: fields.pictures ? fields.pictures.split(',').map((p) => p.trim()).filter(Boolean) : [],
      context: await marked.parse(body, { gfm: true, breaks: false }),
      ...(date !== undefined ? { createTime: date } : {}),
    });
    report.notices.push({ id, ...result });
  }
  return report;
};
