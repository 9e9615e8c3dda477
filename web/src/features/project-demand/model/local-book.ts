/**
 * The demand book a visitor writes without logging in (/no-login-demand-book): kept in this browser's localStorage
 * until a new demand carrying it is saved on the server, and only then removed (a failed save loses nothing).
 */
import { sanitizeRichText } from '../../../../../shared/rich-text.js';

const KEY = 'hezuo.noLoginDemandBook';

export interface LocalBook {
  /** The project name the visitor typed, if any. */
  name: string;
  /** The book, as the editor gives it (sanitised HTML). */
  bookHtml: string;
  savedAt: number;
}

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage refused (a private window with storage off): nothing is kept.
    return undefined;
  }
};

/** The kept book, or undefined when there is none (or it is empty). */
export const readLocalBook = (): LocalBook | undefined => {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { name, bookHtml, savedAt } = value as Partial<LocalBook>;
    if (typeof bookHtml !== 'string' || typeof savedAt !== 'number') return undefined;
    const book = { name: typeof name === 'string' ? name : '', bookHtml: sanitizeRichText(bookHtml), savedAt };
    return book.bookHtml === '' && book.name.trim() === '' ? undefined : book;
  } catch {
    return undefined;
  }
};

/** Keeps the book (an empty one is removed); answers when it was kept, or undefined if the browser refused. */
export const writeLocalBook = (name: string, bookHtml: string, now = Date.now()): number | undefined => {
  const store = storage();
  if (!store) return undefined;
  try {
    if (bookHtml === '' && name.trim() === '') store.removeItem(KEY);
    else store.setItem(KEY, JSON.stringify({ name, bookHtml, savedAt: now } satisfies LocalBook));
    return now;
  } catch {
    // Full or refused: the page says nothing was kept by showing no time.
    return undefined;
  }
};

export const clearLocalBook = (): void => {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
};
