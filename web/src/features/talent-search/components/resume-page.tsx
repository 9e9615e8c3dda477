/**
 * The public resume a card of 人才 or 单位 opens (`/work/search/<tab>/resume?type=&id=`): the resume feature's own public
 * view (`user-personage/resume/{a}/{b}`: the licence number masked, never a licence photo nor a phone). A team's or
 * company's counts one view (`search.unitBrowse`: once per logged-in viewer, visitors not counted).
 */
import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ACCOUNT_TYPES, type AccountType } from '../../../../../shared/domains.js';
import { EmptyState } from '../../../components/empty-state.js';
import { LinkButton } from '../../../components/link-button.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { t } from '../../../lib/i18n.js';
import { ResumeView, usePublicResume } from '../../resume/public.js';
import { browseUnit } from '../api/discovery.js';
import { tabPath, type DiscoveryTab } from '../model/resume-link.js';
import { td } from '../texts.js';

const useStyles = makeStyles({
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalL },
});

export const DiscoveryResumePage = ({ tab }: { tab: DiscoveryTab }) => {
  const panel = usePanelStyles();
  const styles = useStyles();
  const [query] = useSearchParams();
  const id = query.get('id') ?? undefined;
  const typed = query.get('type') ?? '';
  const type = (ACCOUNT_TYPES as readonly string[]).includes(typed) ? (typed as AccountType) : undefined;
  const { data, error, mutate } = usePublicResume(type ? id : undefined, type ?? 'PERSONAGE');
  useEffect(() => {
    // One view of a team's or company's resume; the count answers nothing the page shows.
    if (id && (type === 'TEAM' || type === 'COMPANY')) browseUnit(type, id).catch(() => undefined);
  }, [id, type]);
  return (
    <section className={panel.panel} aria-labelledby="discovery-resume-title">
      <title>{`${data?.owner.name ?? td('ds.resume.title')} - ${t('app.name')}`}</title>
      <div className={styles.head}>
        <h1 id="discovery-resume-title" className={panel.heading}>
          {td('ds.resume.title')}
        </h1>
        <LinkButton appearance="secondary" size="small" to={tabPath(tab)} data-testid="discovery-resume-back">
          {td('ds.resume.back')}
        </LinkButton>
      </div>
      {!id || !type || error?.status === 404 ? (
        <EmptyState title={td('ds.resume.missing')} />
      ) : error ? (
        <EmptyState title={td('ds.resume.failed')} actions={<Button onClick={() => void mutate()}>{td('ds.resume.retry')}</Button>} />
      ) : !data ? (
        <Spinner size="small" />
      ) : (
        <ResumeView resume={data} />
      )}
    </section>
  );
};
