/**
 * One person, team or company found (人才, 单位): avatar, name, tags and summary (the matched words marked), region,
 * views and record. The whole card opens the public resume (`<tab>/resume?type=&id=`, ./resume-page.tsx).
 */
import { Avatar, makeStyles, Tag, TagGroup, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import type { DiscoveryCard as Card } from '../../../../../shared/schemas/discovery.js';
import { HighlightText } from '../../../components/highlight-text.js';
import { td } from '../texts.js';
import { resumeHref, type DiscoveryTab } from '../model/resume-link.js';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    height: '100%',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: 'inherit',
    textDecoration: 'none',
    boxSizing: 'border-box',
    ':hover': { boxShadow: tokens.shadow8 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  name: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  type: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  summary: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
  tags: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXXS },
  foot: { marginTop: 'auto', display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** The tags with the highlighted ones marked: the highlight of the tags' text names the matched words. */
const marked = (highlight: string | undefined): Set<string> => new Set([...(highlight ?? '').matchAll(/<em>(.*?)<\/em>/g)].map((m) => m[1] ?? ''));

export const DiscoveryCard = ({ card, tab }: { card: Card; tab: DiscoveryTab }) => {
  const styles = useStyles();
  const hits = marked(card.highlight?.tags);
  return (
    <Link className={styles.card} to={resumeHref(tab, card.type, card.id)} aria-label={td('ds.card.view', { name: card.name })} data-testid="discovery-card" data-party-id={card.id}>
      <div className={styles.head}>
        <Avatar name={card.name} image={card.headPortrait ? { src: card.headPortrait } : undefined} size={40} />
        <div>
          <h3 className={styles.name}>
            <HighlightText highlighted={card.highlight?.name} text={card.name} />
          </h3>
          <span className={styles.type}>
            {td(`ds.type.${card.type}`)}
            {card.staff ? ` · ${td('ds.card.staff', { count: card.staff })}` : ''}
          </span>
        </div>
      </div>
      {card.tags.length > 0 && (
        <TagGroup className={styles.tags} aria-label={td(tab === 'talent' ? 'ds.tags.talent' : 'ds.tags.unit')}>
          {card.tags.map((tag) => (
            <Tag key={tag} size="small" appearance={[...hits].some((hit) => hit && tag.includes(hit)) ? 'brand' : 'outline'}>
              {tag}
            </Tag>
          ))}
        </TagGroup>
      )}
      {card.summary && (
        <p className={styles.summary}>
          <HighlightText highlighted={card.highlight?.summary} text={card.summary} />
        </p>
      )}
      <div className={styles.foot}>
        <span>{card.regionLabel}</span>
        <span>
          {td('ds.card.record', { count: card.record })}
          {card.type !== 'PERSONAGE' ? ` · ${td('ds.card.browse', { count: card.browseNum })}` : ''}
        </span>
      </div>
    </Link>
  );
};
