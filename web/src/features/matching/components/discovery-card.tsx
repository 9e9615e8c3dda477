/** A person, team or company found on /search's 人才 and 单位 tabs: avatar, name (as strangers see a person), type, tags, summary, region. */
import { Avatar, Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { DiscoveryCard } from '../../../../../shared/schemas/discovery.js';
import { HighlightText } from '../../../components/highlight-text.js';
import { lineClamp } from '../../../components/line-clamp.js';
import { tm, type MatchingTextKey } from '../texts.js';

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    height: '100%',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  name: { margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  tags: { margin: 0, color: tokens.colorBrandForeground1, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  summary: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, ...lineClamp(), overflowWrap: 'anywhere' },
  region: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export const DiscoveryResultCard = ({ card }: { card: DiscoveryCard }) => {
  const styles = useStyles();
  return (
    <article className={styles.card} data-testid="discovery-card" data-party-id={card.id}>
      <Avatar name={card.name} image={card.headPortrait ? { src: card.headPortrait } : undefined} size={48} aria-hidden />
      <div className={styles.main}>
        <h3 className={styles.name}>
          <HighlightText highlighted={card.highlight?.name} text={card.name} />
          <Badge appearance="outline" shape="rounded" size="small">
            {tm(`mt.type.${card.type}` as MatchingTextKey)}
          </Badge>
        </h3>
        {card.tags.length > 0 && <p className={styles.tags}>{card.tags.join(' · ')}</p>}
        {card.summary && (
          <p className={styles.summary}>
            <HighlightText highlighted={card.highlight?.summary} text={card.summary} />
          </p>
        )}
        {card.regionLabel && <p className={styles.region}>{card.regionLabel}</p>}
      </div>
    </article>
  );
};
