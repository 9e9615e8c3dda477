/**
 * A highlighted search result's text (找项目's cards, the goods tabs' cards): the matched words marked with <mark>,
 * everything else plain text. The server's highlight is split on its <em> marks (lib/highlight.ts), never put into the
 * page as HTML.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { highlightPieces } from '../lib/highlight.js';

const useStyles = makeStyles({
  mark: {
    backgroundColor: 'transparent',
    color: tokens.colorPaletteRedForeground1,
    fontWeight: 'inherit',
  },
});

export interface HighlightTextProps {
  /** The server's highlight (HTML-escaped, `<em>` marks); the plain text is shown when there is none. */
  highlighted?: string | undefined;
  text: string;
}

export const HighlightText = ({ highlighted, text }: HighlightTextProps) => {
  const styles = useStyles();
  if (!highlighted) return <>{text}</>;
  return (
    <>
      {highlightPieces(highlighted).map((piece, index) =>
        piece.mark ? (
          <mark key={index} className={styles.mark}>
            {piece.text}
          </mark>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </>
  );
};
