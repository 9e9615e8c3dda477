/**
 * A search highlight (a project's `highlight.name` and `highlight.summary`, a listing's `highlight.name`: docs/search.md
 * "Queries"): the server's text HTML-escaped, with the matched words between `<em>` and `</em>`. It is never put into the page as HTML: it is split on those two marks alone and each
 * piece's entities are decoded back into plain text, which React then shows as text. Whatever else looks like markup
 * (a `<script>` a publisher typed into a name) stays visible text.
 */

export interface HighlightPiece {
  text: string;
  /** A matched word. */
  mark: boolean;
}

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Plain text from HTML-escaped text: the named entities an HTML encoder writes, and numeric ones. */
export const decodeEntities = (escaped: string): string =>
  escaped.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, body: string) => {
    if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? whole;
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
  });

/** The pieces of a highlight, marked and not, as plain text; adjacent pieces of one kind are joined. */
export const highlightPieces = (highlighted: string): HighlightPiece[] => {
  const pieces: HighlightPiece[] = [];
  let mark = false;
  for (const part of highlighted.split(/(<em>|<\/em>)/)) {
    if (part === '<em>') mark = true;
    else if (part === '</em>') mark = false;
    else if (part !== '') {
      const text = decodeEntities(part);
      const last = pieces.at(-1);
      if (last && last.mark === mark) last.text += text;
      else pieces.push({ text, mark });
    }
  }
  return pieces;
};
