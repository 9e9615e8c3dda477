/**
 * /otherRule?tagName= (spec §2.1, public): one rule outside the rule center's two sets (用户协议, 隐私政策 …), its
 * title, update date and body. An unknown or missing name shows a 404 page with the way to the rule center.
 */
import { Button, makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../components/link-button.js';
import { StatusPage } from '../../components/status-page.js';
import { TextLink } from '../../components/text-link.js';
import { ruleCenterPath } from '../../config/paths.js';
import { isMissingRule, useOtherRule } from '../../features/content/api/rules.js';
import { NARROW_MEDIA, usePageStyles } from '../../components/page-styles.js';
import { RuleArticle } from '../../features/content/components/rule-tabs.js';
import { t } from '../../lib/i18n.js';
import { tRules } from '../../features/content/rules-texts.js';

const useStyles = makeStyles({
  crumbs: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    listStyle: 'none',
    margin: `0 0 ${tokens.spacingVerticalM}`,
    padding: 0,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  current: {
    color: tokens.colorNeutralForeground2,
    '::before': { content: '"/"', marginRight: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground4 },
  },
  panel: {
    maxWidth: '960px',
    marginInline: 'auto',
    minHeight: '420px',
    padding: `40px 56px 56px`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    boxSizing: 'border-box',
    [NARROW_MEDIA]: { minHeight: 0, padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}` },
  },
  state: { display: 'flex', alignItems: 'center', justifyContent: 'center' },
  body: { maxWidth: '960px', marginInline: 'auto' },
});

export const Component = () => {
  const styles = useStyles();
  const page = usePageStyles();
  const [params] = useSearchParams();
  const tagName = (params.get('tagName') ?? '').trim();
  const { data, error, isLoading, mutate } = useOtherRule(tagName);
  const missing = !tagName || (error !== undefined && isMissingRule(error));
  const title = missing ? tRules('rules.otherMissing') : data?.title || tagName;

  const content = isLoading ? (
    <div className={mergeClasses(styles.panel, styles.state)}>
      <Spinner label={t('app.loading')} />
    </div>
  ) : missing ? (
    // Without StatusPage's big pale "404": axe (so Lighthouse) fails its contrast although it is aria-hidden.
    <StatusPage
      title={tRules('rules.otherMissing')}
      text={tagName ? tRules('rules.otherMissingText', { name: tagName }) : tRules('rules.otherNoName')}
      actions={
        <LinkButton appearance="primary" to={ruleCenterPath('rule')}>
          {tRules('rules.toCenter')}
        </LinkButton>
      }
    />
  ) : error || !data ? (
    <StatusPage
      title={tRules('rules.failed')}
      text={(error as { msg?: string } | undefined)?.msg || tRules('rules.failedText')}
      actions={
        <Button appearance="primary" onClick={() => void mutate()}>
          {tRules('rules.retry')}
        </Button>
      }
    />
  ) : (
    <article className={styles.panel} aria-labelledby="other-rule-title" data-testid="other-rule">
      <RuleArticle title={data.title} updateTime={data.updateTime} html={data.content} headingLevel={1} headingId="other-rule-title" />
    </article>
  );

  return (
    <div className={page.page}>
      <title>{`${title} - ${t('app.name')}`}</title>
      <nav aria-label={tRules('rules.breadcrumb')} className={styles.body}>
        <ol className={styles.crumbs}>
          <li>
            <TextLink to={ruleCenterPath('rule')}>{tRules('rules.ruleTitle')}</TextLink>
          </li>
          <li className={styles.current} aria-current="page">
            {data?.title || tagName || t('rules.other')}
          </li>
        </ol>
      </nav>
      {content}
    </div>
  );
};
