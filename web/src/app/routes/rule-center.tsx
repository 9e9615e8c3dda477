/**
 * /ruleCenter (spec §2.1, public): `key=rule` shows the platform rules (规则中心), `key=difficult` the FAQ
 * (常见问题). The chosen tab is `activeTwoName` in the URL: the first tab when it is missing or unknown. The two
 * sets are links (a new `key`), the tabs a vertical tab list beside the body. Logged in with incomplete basic
 * information, the session gate keeps this page behind its dialog (guard-rule.ts).
 */
import { Button, makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';
import { Link, useSearchParams } from 'react-router-dom';
import type { RuleKey } from '../../../../shared/schemas/content.js';
import { EmptyState } from '../../components/empty-state.js';
import { TextLink } from '../../components/text-link.js';
import { otherRulePath, ruleCenterPath } from '../../config/paths.js';
import { openChat } from '../../lib/chat-open.js';
import { OTHER_RULE_NAMES, ruleKeyOf, useRuleTabs } from '../../features/content/api/rules.js';
import { NARROW_MEDIA, usePageStyles } from '../../components/page-styles.js';
import { RuleTabs } from '../../features/content/components/rule-tabs.js';
import { t } from '../../lib/i18n.js';
import { tRules, type RulesTextKey } from '../../features/content/rules-texts.js';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, [NARROW_MEDIA]: { gap: tokens.spacingVerticalM } },
  hero: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalXL,
    padding: `${tokens.spacingVerticalXXL} 40px`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    backgroundImage: `linear-gradient(110deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground1} 72%)`,
    boxShadow: tokens.shadow2,
    [NARROW_MEDIA]: { flexDirection: 'column', alignItems: 'stretch', gap: tokens.spacingVerticalL, padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}` },
  },
  title: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  intro: { margin: `${tokens.spacingVerticalS} 0 0`, maxWidth: '560px', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  switch: {
    display: 'inline-flex',
    flexShrink: 0,
    padding: '3px',
    gap: '2px',
    borderRadius: tokens.borderRadiusCircular,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    [NARROW_MEDIA]: { display: 'flex' },
  },
  setLink: {
    flexGrow: 1,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusCircular,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'center',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  setLinkOn: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover, color: tokens.colorNeutralForegroundOnBrand },
  },
  state: {
    minHeight: '420px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    [NARROW_MEDIA]: { minHeight: '240px' },
  },
  relatedTitle: { margin: `0 0 ${tokens.spacingVerticalXS}`, fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground3 },
  relatedList: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, fontSize: tokens.fontSizeBase300 },
});

const SETS: readonly { key: RuleKey; label: RulesTextKey }[] = [
  { key: 'rule', label: 'rules.ruleSet' },
  { key: 'difficult', label: 'rules.faqSet' },
];

const TEXTS = {
  rule: { title: 'rules.ruleTitle', intro: 'rules.ruleIntro', set: 'rules.ruleSet', empty: 'rules.ruleEmpty' },
  difficult: { title: 'rules.faqTitle', intro: 'rules.faqIntro', set: 'rules.faqSet', empty: 'rules.faqEmpty' },
} as const satisfies Record<RuleKey, Record<string, RulesTextKey>>;

const RelatedRules = () => {
  const styles = useStyles();
  return (
    <section aria-labelledby="rules-related">
      <h2 id="rules-related" className={styles.relatedTitle}>
        {tRules('rules.related')}
      </h2>
      <ul className={styles.relatedList}>
        {OTHER_RULE_NAMES.map((name) => (
          <li key={name}>
            <TextLink to={otherRulePath(name)}>{`《${name}》`}</TextLink>
          </li>
        ))}
      </ul>
    </section>
  );
};

export const Component = () => {
  const styles = useStyles();
  const page = usePageStyles();
  const [params, setParams] = useSearchParams();
  const key = ruleKeyOf(params.get('key'));
  const texts = TEXTS[key];
  const { data, error, isLoading, mutate } = useRuleTabs(key);
  const wanted = params.get('activeTwoName');
  const active = data?.find((tab) => tab.name === wanted) ?? data?.[0];
  const heading = tRules(texts.title);

  const board = isLoading ? (
    <div className={styles.state}>
      <Spinner label={t('app.loading')} />
    </div>
  ) : error ? (
    <div className={styles.state}>
      <EmptyState
        title={tRules('rules.failed')}
        text={(error as { msg?: string }).msg || tRules('rules.failedText')}
        actions={
          <Button appearance="primary" onClick={() => void mutate()}>
            {tRules('rules.retry')}
          </Button>
        }
      />
    </div>
  ) : !data || data.length === 0 || !active ? (
    <div className={styles.state}>
      <EmptyState title={tRules(texts.empty)} text={tRules('rules.emptyText')} />
    </div>
  ) : (
    <RuleTabs
      tabs={data}
      active={active.name}
      onSelect={(name) => setParams({ key, activeTwoName: name })}
      label={tRules('rules.tabs', { set: tRules(texts.set) })}
      aside={<RelatedRules />}
    />
  );

  return (
    <div className={mergeClasses(page.page, styles.stack)}>
      <title>{`${active ? `${active.name} - ` : ''}${heading} - ${t('app.name')}`}</title>
      <header className={styles.hero}>
        <div>
          <h1 className={styles.title}>{heading}</h1>
          <p className={styles.intro}>{tRules(texts.intro)}</p>
          {key === 'difficult' && (
            <Button appearance="primary" size="small" style={{ marginTop: tokens.spacingVerticalS }} onClick={() => openChat('service')} data-testid="faq-service">
              {tRules('rules.contactService')}
            </Button>
          )}
        </div>
        <nav aria-label={tRules('rules.sets')} className={styles.switch}>
          {SETS.map((set) => (
            <Link
              key={set.key}
              to={ruleCenterPath(set.key)}
              className={mergeClasses(styles.setLink, set.key === key && styles.setLinkOn)}
              aria-current={set.key === key ? 'page' : undefined}
            >
              {tRules(set.label)}
            </Link>
          ))}
        </nav>
      </header>
      {board}
    </div>
  );
};
