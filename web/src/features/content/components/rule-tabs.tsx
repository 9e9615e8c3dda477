/**
 * The rule center's board (spec §2.1 /ruleCenter): the tab names of one set as a vertical Fluent TabList on the
 * left and the chosen tab's body on the right, a tab panel labelled by its tab. Under 768px the tabs run across
 * above the body and scroll sideways.
 */
import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useEffect, type ReactNode } from 'react';
import type { RuleTab } from '../../../../../shared/schemas/content.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { useNarrow } from '../../../hooks/use-narrow.js';
import { RichText } from '../../../components/rich-text.js';
import { formatDate } from '../../../lib/format-time.js';
import { tRules } from '../rules-texts.js';


const useStyles = makeStyles({
  board: {
    display: 'grid',
    gridTemplateColumns: '260px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  },
  nav: {
    position: 'sticky',
    top: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    [NARROW_MEDIA]: { position: 'static', padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXS}` },
  },
  list: {
    width: '100%',
    [NARROW_MEDIA]: { overflowX: 'auto', scrollbarWidth: 'thin' },
  },
  tab: {
    justifyContent: 'flex-start',
    width: '100%',
    minHeight: '40px',
    textAlign: 'left',
    [NARROW_MEDIA]: { width: 'auto', flexShrink: 0 },
  },
  tabText: { whiteSpace: 'normal', overflowWrap: 'anywhere', [NARROW_MEDIA]: { whiteSpace: 'nowrap' } },
  aside: {
    marginTop: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalXS}`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  asideCard: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  panel: {
    minWidth: 0,
    minHeight: '420px',
    padding: `${tokens.spacingVerticalXXL} 40px 40px`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    boxSizing: 'border-box',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    [NARROW_MEDIA]: { minHeight: 0, padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXL}` },
  },
  panelHead: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalL,
    marginBottom: tokens.spacingVerticalL,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  name: { margin: 0, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  time: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  body: {
    fontSize: tokens.fontSizeBase300,
    lineHeight: '1.85',
    '& p': { margin: `0 0 ${tokens.spacingVerticalM}` },
    '& h1, & h2, & h3, & h4': {
      margin: `${tokens.spacingVerticalL} 0 ${tokens.spacingVerticalS}`,
      fontSize: tokens.fontSizeBase400,
      lineHeight: tokens.lineHeightBase400,
      fontWeight: tokens.fontWeightSemibold,
    },
    '& li': { marginBottom: tokens.spacingVerticalXS },
    '& table': { width: '100%', margin: `0 0 ${tokens.spacingVerticalL}`, lineHeight: tokens.lineHeightBase300 },
    '& td, & th': { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, textAlign: 'left', verticalAlign: 'top' },
    '& th': { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
    '& blockquote': {
      margin: `0 0 ${tokens.spacingVerticalM}`,
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
      borderLeft: `3px solid ${tokens.colorBrandStroke2}`,
      backgroundColor: tokens.colorNeutralBackground2,
      color: tokens.colorNeutralForeground2,
    },
  },
});

/** The body of a rule, with its heading and update date (shared with /otherRule's article). */
export const RuleArticle = ({ title, updateTime, html, headingLevel = 2, headingId }: { title: string; updateTime: number; html: string; headingLevel?: 1 | 2; headingId?: string }) => {
  const styles = useStyles();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <>
      <header className={styles.panelHead}>
        <Heading id={headingId} className={styles.name}>
          {title}
        </Heading>
        <time className={styles.time} dateTime={new Date(updateTime).toISOString()} data-testid="rule-updated">
          {tRules('rules.updated', { date: formatDate(updateTime) })}
        </time>
      </header>
      <RichText html={html} className={styles.body} />
    </>
  );
};

export interface RuleTabsProps {
  tabs: readonly RuleTab[];
  /** The chosen tab's name (one of `tabs`). */
  active: string;
  onSelect: (name: string) => void;
  /** The tab list's accessible name (`平台规则目录`). */
  label: string;
  /** Shown under the tabs (links to the other rules). */
  aside?: ReactNode;
}

const tabId = (index: number): string => `rule-tab-${index}`;
const PANEL_ID = 'rule-panel';

export const RuleTabs = ({ tabs, active, onSelect, label, aside }: RuleTabsProps) => {
  const styles = useStyles();
  const narrow = useNarrow();
  const index = Math.max(
    tabs.findIndex((tab) => tab.name === active),
    0,
  );
  const chosen = tabs[index];
  // Across a phone the tabs scroll sideways: keep the chosen one in sight (a link can open on the last tab).
  useEffect(() => {
    if (!narrow) return;
    const element = document.getElementById(tabId(index));
    if (typeof element?.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [narrow, index]);
  return (
    <div className={styles.board}>
      <div className={styles.nav}>
        <TabList
          className={styles.list}
          vertical={!narrow}
          appearance="subtle"
          selectedValue={chosen?.name}
          onTabSelect={(_event, data) => onSelect(String(data.value))}
          aria-label={label}
        >
          {tabs.map((tab, i) => (
            <Tab key={tab.id} id={tabId(i)} value={tab.name} aria-controls={PANEL_ID} className={styles.tab} content={{ className: styles.tabText }}>
              {tab.name}
            </Tab>
          ))}
        </TabList>
        {aside && !narrow && <div className={styles.aside}>{aside}</div>}
      </div>
      {chosen && (
        <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(index)} tabIndex={0} className={styles.panel} data-testid="rule-body">
          <article>
            <RuleArticle title={chosen.name} updateTime={chosen.updateTime} html={chosen.content} />
          </article>
        </div>
      )}
      {aside && narrow && <div className={styles.asideCard}>{aside}</div>}
    </div>
  );
};
