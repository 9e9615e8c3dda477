/**
 * What the editor lets into a link or an image, decided by the one allow-list (shared/rich-text.ts) rather than by
 * a second list here: an address is kept when the sanitiser keeps it. The toolbar's 链接 is narrower still: spec §5
 * names http, https, mailto and tel only (the allow-list also keeps the site's own `#/` routes, which published
 * platform content uses and a loaded document may therefore hold).
 */
import { sanitizeRichText } from '../../../../shared/rich-text.js';

const attribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Whether the shared allow-list keeps `href` on a link. */
export const isKeptHref = (href: unknown): href is string =>
  typeof href === 'string' && href.trim() !== '' && /\shref="/.test(sanitizeRichText(`<a href="${attribute(href)}">x</a>`));

/** Whether the shared allow-list keeps an image with this `src`. */
export const isKeptImageSource = (src: unknown): src is string =>
  typeof src === 'string' && src.trim() !== '' && /<img\b/.test(sanitizeRichText(`<img src="${attribute(src)}">`));

/** Spec §5: the schemes a person may link to. */
const TYPED_LINK = /^(https?:\/\/[^\s/?#]+\S*|mailto:\S+|tel:\S+)$/i;
/** Something that looks like a host name without a scheme (`hezuo.example/a`): taken as https. */
const BARE_HOST = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+([/?#:]\S*)?$/u;

export type LinkInput = { href: string } | { refused: 'empty' | 'scheme' };

/**
 * The address a person typed into 链接, or why it is refused: only http, https, mailto and tel (spec §5); an
 * address without a scheme that looks like a host (`www.example.com`) is taken as https; anything else
 * (`javascript:`, `data:`, `ftp:`, a relative path) is refused.
 */
export const linkFromInput = (typed: string): LinkInput => {
  const text = typed.trim();
  if (text === '') return { refused: 'empty' };
  const href = TYPED_LINK.test(text) ? text : BARE_HOST.test(text) ? `https://${text}` : undefined;
  return href !== undefined && isKeptHref(href) ? { href } : { refused: 'scheme' };
};
