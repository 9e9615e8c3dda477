/**
 * A person's page (/userInfo?userId=, spec §2.1; issue 31), or a team's or company's (`&type=`): their public resume
 * (the resume feature's ResumeView of `user-personage/resume/{a}/{b}`: a stranger's name masked, a licence number
 * masked, never a phone nor a licence photo), their demands being published in public, their goods on sale, and 收藏,
 * 关注 and — for a person — 添加好友 or, with a friend, 发消息. Nothing is offered on one's own page. Every read is a
 * public view: no private field of the person reaches this page.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import type { AccountType } from '../../../../../shared/domains.js';
import { formatFen } from '../../../../../shared/money.js';
import { EmptyState } from '../../../components/empty-state.js';
import { LinkButton } from '../../../components/link-button.js';
import { usePageStyles, usePanelStyles } from '../../../components/page-styles.js';
import { goodsDetailPath, projectFindDetailsPath, supplierInfoPath } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { useUserInfo } from '../../account/public.js';
import { FriendActions } from '../../chat/public.js';
import { CollectButton, FollowButton } from '../../collect/public.js';
import { ResumeView, usePublicResume } from '../../resume/public.js';
import { usePartyDemands, usePartyGoods } from '../api/people.js';
import { tp } from '../texts.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center', marginBottom: tokens.spacingVerticalL },
  self: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  list: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    minWidth: 0,
  },
  rowName: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForegroundLink, overflowWrap: 'anywhere', minWidth: 0 },
  rowMeta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  more: { marginTop: tokens.spacingVerticalM, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export const ACCOUNT_TYPES_SHOWN: readonly AccountType[] = ['PERSONAGE', 'TEAM', 'COMPANY'];

const Demands = ({ id, type }: { id: string; type: AccountType }) => {
  const styles = useStyles();
  const panel = usePanelStyles();
  const { data } = usePartyDemands(id, type);
  if (!data) return null;
  return (
    <section className={panel.panel} aria-labelledby="people-demands">
      <h2 id="people-demands" className={panel.heading}>
        {tp('people.demands')}
      </h2>
      {data.records.length === 0 ? (
        <p className={styles.rowMeta}>{tp('people.noDemands')}</p>
      ) : (
        <ul className={styles.list} data-testid="people-demands">
          {data.records.map((p) => (
            <li key={p.projectId} className={styles.row}>
              <Link className={styles.rowName} to={projectFindDetailsPath(p.projectId)}>
                {p.name}
              </Link>
              <span className={styles.rowMeta}>
                {p.stateLabel} · {tp('people.budget', { amount: formatFen(p.budget) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {data.total > data.records.length && <p className={styles.more}>{tp('people.moreDemands', { total: data.total })}</p>}
    </section>
  );
};

const Goods = ({ id }: { id: string }) => {
  const styles = useStyles();
  const panel = usePanelStyles();
  const { data } = usePartyGoods(id);
  // A person who sells nothing shows no goods section at all.
  if (!data || data.records.length === 0) return null;
  return (
    <section className={panel.panel} aria-labelledby="people-goods">
      <h2 id="people-goods" className={panel.heading}>
        {tp('people.goods')}
      </h2>
      <ul className={styles.list} data-testid="people-goods">
        {data.records.map((g) => (
          <li key={g.id} className={styles.row}>
            <Link className={styles.rowName} to={goodsDetailPath(g.id)}>
              {g.name}
            </Link>
            <span className={styles.rowMeta}>{formatFen(g.price)}</span>
          </li>
        ))}
      </ul>
      {data.total > data.records.length && (
        <div className={styles.more}>
          <LinkButton appearance="secondary" size="small" to={supplierInfoPath(id)}>
            {tp('people.moreGoods')}
          </LinkButton>
        </div>
      )}
    </section>
  );
};

export const UserInfoPage = ({ userId, type = 'PERSONAGE' }: { userId: string | undefined; type?: AccountType }) => {
  const styles = useStyles();
  const page = usePageStyles();
  const panel = usePanelStyles();
  const { data: me } = useUserInfo();
  const { data: resume } = usePublicResume(userId, type);
  const title = type === 'PERSONAGE' ? tp('people.title') : tp('people.unitTitle');
  if (!userId)
    return (
      <div className={page.page}>
        <section className={panel.panel}>
          <EmptyState title={tp('people.missing')} text={tp('people.missingText')} />
        </section>
      </div>
    );
  // One's own: the person themself, or the team or company the session acts for.
  const self = type === 'PERSONAGE' ? me?.id === userId : (type === 'TEAM' ? me?.teamId : me?.companyId) === userId;
  return (
    <div className={page.page}>
      <title>{`${resume?.owner.name ?? title} - ${t('app.name')}`}</title>
      <div className={styles.root}>
        <section className={panel.panel} aria-label={title}>
          <div className={styles.actions} role="group" aria-label={tp('people.actions')}>
            {self ? (
              <span className={styles.self}>{tp('people.self')}</span>
            ) : (
              me && (
                <>
                  <CollectButton targetType={type} targetId={userId} size="small" />
                  <FollowButton targetType={type} targetId={userId} />
                  {type === 'PERSONAGE' && <FriendActions userId={userId} self={self} />}
                </>
              )
            )}
          </div>
          {resume && <ResumeView resume={resume} />}
        </section>
        <Demands id={userId} type={type} />
        <Goods id={userId} />
      </div>
    </div>
  );
};
