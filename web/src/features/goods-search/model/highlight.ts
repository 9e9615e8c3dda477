/**
 * A search highlight (`highlight.name`): the server's text HTML-escaped with the matched words between `<em>` and
 * `</em>`. Never put into the page as HTML: split on those two marks alone, each piece's entities decoded back into
 * plain text, which React shows as text (the same reading as the project finder's, features/project-find).
 */

export interface HighlightPiece {
  text: string;
  mark: boolean;
}

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

const decodeEntities = (escaped: string): string =>
  escaped.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, body: string) => {
    if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? whole;
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
  });

export const highlightPieces = (highlighted: string): HighlightPiece[] => {
  const pieces: HighlightPiece[] = [];
  let mark = false;
  for (const part of highlighted.split(/(<em>|<\/em>)/)) {
    if (part === '<em>') mark = true;
    else if (part === '</em>') mark = false;
    else if (part !== '') pieces.push({ text: decodeEntities(part), mark });
  }
  return pieces;
};
