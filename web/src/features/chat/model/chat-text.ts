/**
 * What the chat panel shows of names, counts, files and links (spec §3, §5, §9): titles cut at a text width of 20,
 * badges capped at 99, non-friends as 张先生 / 李女士, file sizes in B/KB/MB/GB, links only for safe schemes.
 */
import { LIST_LIMITS } from '../../../../../shared/limits.js';
import { strangerName } from '../../../../../shared/masking.js';
import { LINK_PATTERN } from '../../../../../shared/schemas/chat-messages.js';
import { cutToWidth } from '../../../lib/text-width.js';

export { formatFileSize } from '../../../../../shared/limits.js';

/** The title cut at 20 of text width (spec §9: a character above code 127 counts 2, so 10 Chinese ones) with an ellipsis. */
export const truncateTitle = (title: string, max: number = LIST_LIMITS.titleTruncate): string => cutToWidth(title, max);

/**
 * How many characters of a paste the input cannot take: the text with `pasted` replacing the selection
 * [`start`, `end`) beyond `limit` (the browser keeps what fits, silently; the panel says so).
 */
export const pasteOverflow = (text: string, start: number, end: number, pasted: string, limit: number): number =>
  Math.max(0, text.length - (end - start) + pasted.length - limit);

/** A badge's text: nothing for 0, the number up to 99, then 99+. */
export const badgeText = (count: number | undefined, max: number = LIST_LIMITS.badgeMax): string => {
  if (!count || count <= 0) return '';
  return count > max ? `${max}+` : String(count);
};

export interface NamedPerson {
  nickname: string;
  friendRemark?: string;
  isFriend?: boolean;
  sex?: string;
}

/**
 * How a person is named in chat (spec §5): friends by their remark or nickname, anyone else as the first
 * character of the nickname with 先生 / 女士. The server already masks strangers; masking again changes nothing.
 */
export const displayName = (person: NamedPerson, self = false): string => {
  if (self || person.isFriend) return person.friendRemark?.trim() || person.nickname;
  if (!person.nickname) return '';
  return strangerName(person.nickname, person.sex === '女' ? '女' : person.sex === '男' ? '男' : undefined);
};

/** The file of an IMG or FILE message (spec §3 "File"); an image may be its bare URL. */
export interface ChatFile {
  name: string;
  url: string;
  size?: number;
  type?: string;
  oldName?: string;
}

const SAFE_URL = /^(https?:\/\/|\/)/i;

export const parseFileContent = (content: string): ChatFile | undefined => {
  const trimmed = content.trim();
  if (/^https?:\/\/\S+$/i.test(trimmed)) return { name: trimmed.split('/').pop() ?? trimmed, url: trimmed };
  try {
    const value = JSON.parse(trimmed) as Partial<ChatFile> | null;
    if (!value || typeof value !== 'object' || typeof value.url !== 'string' || !SAFE_URL.test(value.url)) return undefined;
    const name = value.oldName || value.name || value.url.split('/').pop() || '';
    return { name, url: value.url, size: typeof value.size === 'number' ? value.size : Number(value.size) || undefined, type: value.type, oldName: value.oldName };
  } catch {
    return undefined;
  }
};

/** A card's JSON object (persons, projects, goods, invitations), or undefined. */
export const parseCard = (content: string): Record<string, unknown> | undefined => {
  try {
    const value = JSON.parse(content) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/** The link's address if it may be followed (spec §5: http, https, mailto, tel), else undefined. */
export const safeLink = (content: string): string | undefined => {
  const trimmed = content.trim();
  return LINK_PATTERN.test(trimmed) ? trimmed : undefined;
};

/** Whether a joinUserId from a query is unusable (spec §4: missing, null or the string 'undefined'). */
export const missingId = (value: string | null | undefined): boolean =>
  value === null || value === undefined || value.trim() === '' || value === 'null' || value === 'undefined';

const EMOJI_ONLY = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Emoji_Component}|\u200d|\ufe0f|\s)+$/u;

/** Whether a text is made of emoji only (sent as EMOJI rather than TEXT). */
export const isEmojiOnly = (text: string): boolean => text.trim() !== '' && !/^[\d#*\s]+$/.test(text) && EMOJI_ONLY.test(text);
