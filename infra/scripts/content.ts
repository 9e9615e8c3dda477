/**
 * Publishes a content folder (infra/content/README.md) to the environment the functions are configured for:
 * the local cloud on start and `npm run ops -- content [folder]`, or a deployed stage. Idempotent.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { marked } from 'marked';
import { RULE_KEYS, type Banner, type Category, type PictureList } from '../../shared/schemas/content.js';

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
  rules?: Record<string, string[]>;
  otherRules?: string[];
  home?: { banners: number; pictureLists: number; categories: number };
  /** The years whose official holiday schedule was published (workdays/<year>.json). */
  workdays?: string[];
}

const IMAGE_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp' };

/** A content image (a file next to the JSON that names it) in the upload bucket, keyed by its content; its public URL. */
const publishImage = async (file: string): Promise<string> => {
  const type = IMAGE_TYPES[extname(file).toLowerCase()];
  if (!type) throw new Error(`${file}: images are ${Object.keys(IMAGE_TYPES).join(', ')}`);
  const body = readFileSync(file);
  const key = `content/${createHash('sha256').update(body).digest('hex').slice(0, 16)}${extname(file).toLowerCase()}`;
  const [{ PutObjectCommand }, { s3 }, { config }] = await Promise.all([import('@aws-sdk/client-s3'), import('../../functions/lib/s3/client.js'), import('../../functions/lib/config.js')]);
  // Keyed by content: a changed picture gets a new URL, so caches never serve the old one.
  await s3.send(new PutObjectCommand({ Bucket: config.uploadBucket, Key: key, Body: body, ContentType: type, CacheControl: 'public, max-age=31536000, immutable' }));
  return `${config.filesBaseUrl}/${key}`;
};

/** An image reference: an http(s) URL as it is, a file name published from `dir`. */
const imageUrl = async (dir: string, image: string | undefined): Promise<string> => {
  if (!image) return '';
  if (/^https?:\/\//.test(image)) return image;
  return publishImage(join(dir, image));
};

const readJson = <T>(file: string): T | undefined => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined);

const markdown = async (text: string): Promise<string> => marked.parse(text, { gfm: true, breaks: false });

/** `rules/<key>/<sort>-<slug>.md` (front matter `name`) per set, `rules/other/<tagName>.md` (front matter `title`). */
const publishRules = async (dir: string, report: PublishReport): Promise<void> => {
  const { publishOtherRule, publishRuleSet } = await import('../../functions/content/publish.js');
  report.rules = {};
  for (const key of RULE_KEYS) {
    const folder = join(dir, 'rules', key);
    if (!existsSync(folder)) continue;
    const drafts = [];
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.md')).sort()) {
      const match = /^(\d+)-([A-Za-z0-9_-]+)\.md$/.exec(file);
      if (!match) throw new Error(`rules/${key}/${file}: name files <sort>-<slug>.md`);
      const { fields, body } = parseFrontMatter(readFileSync(join(folder, file), 'utf8'));
      if (!fields.name) throw new Error(`rules/${key}/${file}: name (the tab's name) is required`);
      drafts.push({ slug: match[2]!, sort: Number(match[1]), name: fields.name, content: await markdown(body) });
    }
    report.rules[key] = await publishRuleSet(key, drafts);
  }
  const other = join(dir, 'rules', 'other');
  if (existsSync(other)) {
    report.otherRules = [];
    for (const file of readdirSync(other).filter((f) => f.endsWith('.md')).sort()) {
      const tagName = basename(file, '.md');
      const { fields, body } = parseFrontMatter(readFileSync(join(other, file), 'utf8'));
      await publishOtherRule(tagName, fields.title ?? tagName, await markdown(body));
      report.otherRules.push(tagName);
    }
  }
};

/**
 * how-to-use.md, site.json, home/banners.json, home/pictures.json (images next to them), categories.json; each
 * only when its file is in the folder (a folder of notices alone leaves the rest as it was).
 */
const publishSingles = async (dir: string, report: PublishReport): Promise<void> => {
  const publish = await import('../../functions/content/publish.js');
  if (existsSync(join(dir, 'how-to-use.md'))) await publish.publishHowToUse(await markdown(readFileSync(join(dir, 'how-to-use.md'), 'utf8')));
  const site = readJson<Parameters<typeof publish.publishSite>[0]>(join(dir, 'site.json'));
  if (site) await publish.publishSite(site);
  const home = join(dir, 'home');
  const banners = readJson<(Omit<Banner, 'imgUrl'> & { image?: string })[]>(join(home, 'banners.json'));
  if (banners) {
    await publish.publishBanners(await Promise.all(banners.map(async ({ image, ...b }) => ({ ...b, subtitle: b.subtitle ?? '', jumpUrl: b.jumpUrl ?? '', imgUrl: await imageUrl(home, image) }))));
  }
  type ListFile = Omit<PictureList, 'items'> & { items: (Omit<PictureList['items'][number], 'imgUrl'> & { image?: string })[] };
  const lists = readJson<ListFile[]>(join(home, 'pictures.json'));
  if (lists) {
    await publish.publishPictureLists(
      await Promise.all(
        lists.map(async (list) => ({
          ...list,
          items: await Promise.all(list.items.map(async ({ image, ...item }) => ({ ...item, description: item.description ?? '', jumpUrl: item.jumpUrl ?? '', imgUrl: await imageUrl(home, image) }))),
        })),
      ),
    );
  }
  const tree = readJson<Category[]>(join(dir, 'categories.json'));
  if (tree) await publish.publishCategories(tree);
  if (banners || lists || tree) report.home = { banners: banners?.length ?? 0, pictureLists: lists?.length ?? 0, categories: tree?.length ?? 0 };
  // The official holiday schedules of years the data set lacks: workdays/<year>.json, { holidays, workdays }.
  const workdaysDir = join(dir, 'workdays');
  const years = existsSync(workdaysDir) ? readdirSync(workdaysDir).filter((f) => /^\d{4}\.json$/.test(f)) : [];
  if (years.length) {
    await publish.publishWorkdays(Object.fromEntries(years.map((f) => [f.slice(0, 4), readJson<{ holidays: string[]; workdays: string[] }>(join(workdaysDir, f))!])));
    report.workdays = years.map((f) => f.slice(0, 4)).sort();
  }
};

export const publishContent = async (dir = DEFAULT_CONTENT_DIR): Promise<PublishReport> => {
  // Imported here: the functions read their configuration from the environment when loaded.
  const { publishNotice } = await import('../../functions/content/publish.js');
  const report: PublishReport = { notices: [] };
  const noticeDir = join(dir, 'notices');
  const files = existsSync(noticeDir) ? readdirSync(noticeDir).filter((f) => f.endsWith('.md')).sort() : [];
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
      context: await markdown(body),
      ...(date !== undefined ? { createTime: date } : {}),
    });
    report.notices.push({ id, ...result });
  }
  await publishRules(dir, report);
  await publishSingles(dir, report);
  return report;
};
