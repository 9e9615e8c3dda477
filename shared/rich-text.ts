/**
 * Rich text of platform content (rules, FAQ, notices, how-to-use): sanitised when it is published and again
 * before it is shown, by one allow-list. Only formatting tags survive; links keep http, https, mailto and tel
 * (spec §5) and open in a new tab without an opener; images keep http(s) sources; the only style properties are
 * text alignment, colours, weight and the line heights of RICH_TEXT_LINE_HEIGHTS. Anything else — scripts,
 * event handlers, `javascript:` URLs, iframes, forms — is removed with its content where it could run.
 */
import { FilterXSS, type IFilterXSSOptions } from 'xss';
import { RICH_TEXT_LINE_HEIGHTS } from './limits.js';

/** spec §5's link schemes, and the SPA's own hash routes (`#/ruleCenter?...`). */
const LINK = /^(https?:\/\/|mailto:|tel:|#\/)/i;
const IMAGE = /^(https?:\/\/|\/files\/)/i;

const TEXT_TAGS = ['p', 'br', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sub', 'sup', 'blockquote', 'pre', 'code', 'hr', 'div'];
const BLOCK_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption'];

const allowList: NonNullable<IFilterXSSOptions['whiteList']> = {
  ...Object.fromEntries([...TEXT_TAGS, ...BLOCK_TAGS].map((tag) => [tag, ['style']])),
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'style'],
  video: ['src', 'controls', 'width', 'height', 'poster'],
  td: ['style', 'colspan', 'rowspan'],
  th: ['style', 'colspan', 'rowspan'],
};

const STYLE_PROPERTIES: Record<string, (value: string) => boolean> = {
  'line-height': (value) => RICH_TEXT_LINE_HEIGHTS.includes(value.trim()),
  'text-align': (value) => /^(left|right|center|justify)$/.test(value.trim()),
  color: (value) => /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i.test(value.trim()),
  'background-color': (value) => /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i.test(value.trim()),
  'font-weight': (value) => /^(normal|bold|[1-9]00)$/.test(value.trim()),
  'font-style': (value) => /^(normal|italic)$/.test(value.trim()),
  'text-decoration': (value) => /^(none|underline|line-through)$/.test(value.trim()),
  'text-indent': (value) => /^\d{1,3}(\.\d+)?(em|px)$/.test(value.trim()),
  'padding-left': (value) => /^\d{1,3}(\.\d+)?(em|px)$/.test(value.trim()),
};

/** Keeps the allowed declarations of a style attribute, in order. */
const cleanStyle = (style: string): string =>
  style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return '';
      const name = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      return STYLE_PROPERTIES[name]?.(value) ? `${name}: ${value}` : '';
    })
    .filter(Boolean)
    .join('; ');

const filter = new FilterXSS({
  whiteList: allowList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'form', 'noscript', 'template', 'svg', 'math'],
  allowCommentTag: false,
  css: false,
  onTagAttr: (tag, name, value) => {
    const unquoted = value.replace(/&quot;/g, '"').trim();
    if (name === 'style') {
      const style = cleanStyle(unquoted);
      return style ? `style="${style.replace(/"/g, '&quot;')}"` : '';
    }
    if (tag === 'a' && name === 'href') return LINK.test(unquoted) ? `href="${unquoted.replace(/"/g, '%22')}"` : '';
    if (tag === 'a' && name === 'target') return 'target="_blank"';
    if (tag === 'a' && name === 'rel') return 'rel="noopener noreferrer"';
    if ((tag === 'img' || tag === 'video') && (name === 'src' || name === 'poster')) return IMAGE.test(unquoted) ? `${name}="${unquoted.replace(/"/g, '%22')}"` : '';
    // Always quoted, an empty one too (the library writes a bare `alt`, which the next pass would double).
    if (tag === 'img' && name === 'alt') return `alt="${unquoted.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}"`;
    return undefined;
  },

});

/** The rich text with everything outside the allow-list removed. */
export const sanitizeRichText = (html: string): string => {
  const clean = filter
    .process(html)
    // An image whose address was refused goes whole; a kept one without a text alternative is marked decorative
    // (alt=""), so a screen reader does not read its file name (axe image-alt, test/deep/e2e/walk.test.ts).
    .replace(/<img\b([^>]*?)(\s*\/)?>/gi, (_whole, attributes: string, slash: string | undefined) =>
      /\ssrc="/.test(attributes) ? `<img${attributes}${/\salt="/.test(attributes) ? '' : ' alt=""'}${slash ?? ''}>` : '',
    );
  // Links out open in a new tab without access to this page (the site's own routes stay in it).
  return clean.replace(/<a\b([^>]*)>/gi, (_whole, attributes: string) => {
    const kept = attributes.replace(/\s(target|rel)="[^"]*"/gi, '');
    return /\shref="#\//.test(kept) ? `<a${kept}>` : `<a${kept} target="_blank" rel="noopener noreferrer">`;
  });
};

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' };

/**
 * Plain text of rich text (for summaries, counters and search), tags removed, blocks and line breaks apart by a
 * space, the entities the sanitiser writes read back as characters (`a&amp;b` is `a&b`, three characters), and
 * whitespace collapsed. It is text, never HTML: whoever shows it escapes it.
 */
export const richTextToPlain = (html: string): string =>
  new FilterXSS({ whiteList: {}, stripIgnoreTag: true, stripIgnoreTagBody: ['script', 'style'] })
    .process(html.replace(/<\/(p|div|li|h[1-6]|blockquote|pre|tr|td|th)>|<br\s*\/?>/gi, (tag) => `${tag} `))
    .replace(/&(amp|lt|gt|quot|nbsp|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
