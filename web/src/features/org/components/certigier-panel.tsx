/**
 * /company/setCertigier and /team/setTeamCertigier, 设置授权人 (the unit's administrator): who runs the unit's wallet
 * with the administrator; `kind` says whose (its routes, its staff or members, its texts and links).
 * Shows the current 授权人 (取消授权, asked first), and the company's active staff to choose one from (设为授权人,
 * asked first; a new one replaces the old). 授权人须为本企业在职员工 (a staff member who left meanwhile) is said
 * beside the choice.
 */
import { Avatar, Badge, Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { StaffMember } from '../../../../../shared/schemas/account.js';
import { isHttpError } from '../../../api/http-error.js';
import { EmptyState } from '../../../components/empty-state.js';
import { FormError } from '../../../components/form-error.js';
import { LinkButton } from '../../../components/link-button.js';
import { NARROW_MEDIA, usePanelStyles } from '../../../components/page-styles.js';
import { Pager } from '../../../components/pager.js';
import { TextLink } from '../../../components/text-link.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { formatDate, formatDateTime } from '../../../lib/format-time.js';
import { modal, toast } from '../../../lib/notify.js';
import { removeCertigier, setCertigier, useCertigier, useReloadCertigier, type CertigierKind } from '../api/certigier.js';
import { useStaffList } from '../api/get-staff-list.js';
import { to, type OrgTextKey } from '../texts.js';
import { ChoiceCard } from '../../../components/choice-card.js';

/** Staff are chosen from pages of this many (the administrator and those who left are not offered). */
const PAGE = 50;

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalL },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  org: { margin: `${tokens.spacingVerticalXXS} 0 0`, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  section: { marginTop: tokens.spacingVerticalXL },
  sectionTitle: { margin: `0 0 ${tokens.spacingVerticalM}`, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  current: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorBrandBackground2,
    [NARROW_MEDIA]: { gridTemplateColumns: 'auto minmax(0, 1fr)', padding: tokens.spacingHorizontalL },
  },
  currentActions: { [NARROW_MEDIA]: { gridColumn: '1 / 3' } },
  none: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`, borderRadius: tokens.borderRadiusXLarge, backgroundColor: tokens.colorNeutralBackground2, color: tokens.colorNeutralForeground2 },
  noneTitle: { margin: 0, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  noneText: { margin: `${tokens.spacingVerticalXXS} 0 0`, fontSize: tokens.fontSizeBase200 },
  who: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  name: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  list: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: tokens.spacingHorizontalM, margin: 0, padding: 0, border: 'none', minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalL },
  waiting: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXL },
});

type Someone = { nickname: string; headPortrait: string; phone: string };

const PersonAvatar = ({ member }: { member: Someone }) => (
  <Avatar size={40} name={member.nickname} color="colorful" {...(member.headPortrait ? { image: { src: member.headPortrait, alt: '' } } : {})} />
);

/** A person's name and a line about them. */
const Who = ({ member, meta }: { member: Someone; meta: string }) => {
  const styles = useStyles();
  return (
    <>
      <span className={styles.name}>{member.nickname}</span>
      <span className={styles.meta}>{meta}</span>
    </>
  );
};

const Person = ({ member, meta }: { member: Someone; meta: string }) => {
  const styles = useStyles();
  return (
    <>
      <PersonAvatar member={member} />
      <span className={styles.who}>
        <Who member={member} meta={meta} />
      </span>
    </>
  );
};

/** What differs between a company's page and a team's: its texts, its staff page and its wallet. */
const KINDS = {
  company: { text: (key: string) => `certigier.${key}`, staff: paths.comStaff, staffTitle: 'staff.title', wallet: paths.comWallet },
  team: { text: (key: string) => `certigier.team.${key}`, staff: paths.teamStaff, staffTitle: 'team.title', wallet: paths.wallet },
} as const;

export const CertigierPanel = ({ companyName, kind = 'company' }: { companyName: string; kind?: CertigierKind }) => {
  const styles = useStyles();
  const panel = usePanelStyles();
  const { data: certigier, mutate } = useCertigier(kind);
  const reload = useReloadCertigier(kind);
  const [current, setCurrent] = useState(1);
  const { data: staff } = useStaffList(current, kind, PAGE);
  const of = KINDS[kind];
  /** A text that says 员工 for a company and 成员 for a team. */
  const own = (key: 'intro' | 'chooseHint' | 'pick' | 'noStaff' | 'noStaffText' | 'toStaff' | 'toWallet'): string => to(of.text(key) as OrgTextKey);
  const [chosen, setChosen] = useState<string>();
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const eligible = (staff?.records ?? []).filter((member) => member.role !== 'ADMIN' && member.userStatus === '');
  const choice = eligible.find((member) => member.userId === chosen);

  const apply = async (member: StaffMember) => {
    setSending(true);
    setError(undefined);
    try {
      await setCertigier(kind, member.userId);
      toast({ intent: 'success', text: to('certigier.done', { name: member.nickname }) });
      setChosen(undefined);
      await reload();
    } catch (failure) {
      if (isHttpError(failure) && failure.kind === 'business') setError(failure.msg);
    } finally {
      setSending(false);
    }
  };

  const confirmSet = () => {
    if (!choice) {
      setError(own('pick'));
      return;
    }
    modal({
      title: t('notice.title'),
      text: certigier ? to('certigier.replaceConfirm', { name: choice.nickname, old: certigier.nickname }) : to('certigier.setConfirm', { name: choice.nickname }),
      actions: [{ label: t('notice.confirm'), primary: true, run: () => void apply(choice) }, { label: t('notice.cancel') }],
    });
  };

  const confirmCancel = () => {
    if (!certigier) return;
    modal({
      title: t('notice.title'),
      text: to('certigier.cancelConfirm', { name: certigier.nickname }),
      actions: [
        {
          label: t('notice.confirm'),
          primary: true,
          run: () =>
            void removeCertigier(kind).then(
              () => {
                toast({ intent: 'success', text: to('certigier.cancelled') });
                return mutate(null, { revalidate: true });
              },
              () => undefined,
            ),
        },
        { label: t('notice.cancel') },
      ],
    });
  };

  return (
    <section className={panel.panel}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{to('certigier.title')}</h1>
          <p className={styles.org}>{companyName}</p>
        </div>
        <LinkButton appearance="secondary" to={of.wallet}>
          {own('toWallet')}
        </LinkButton>
      </div>
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>{own('intro')}</MessageBarBody>
      </MessageBar>

      <section className={styles.section} aria-labelledby="certigier-current">
        <h2 id="certigier-current" className={styles.sectionTitle}>
          {to('certigier.current')}
        </h2>
        {certigier === undefined ? (
          <div className={styles.waiting}>
            <Spinner size="small" label={t('app.loading')} />
          </div>
        ) : certigier === null ? (
          <div className={styles.none} data-testid="certigier-none">
            <p className={styles.noneTitle}>{to('certigier.none')}</p>
            <p className={styles.noneText}>{to('certigier.noneText')}</p>
          </div>
        ) : (
          <div className={styles.current} data-testid="certigier-current">
            <Person member={certigier} meta={`${certigier.phone} · ${to('certigier.setTime', { time: formatDateTime(certigier.setTime) })}`} />
            <div className={styles.currentActions}>
              <Button appearance="secondary" onClick={confirmCancel}>
                {to('certigier.cancel')}
              </Button>
            </div>
          </div>
        )}
      </section>

      <section className={styles.section} aria-labelledby="certigier-choose">
        <h2 id="certigier-choose" className={styles.sectionTitle}>
          {certigier ? to('certigier.replace') : to('certigier.choose')}
        </h2>
        {!staff ? (
          <div className={styles.waiting}>
            <Spinner size="small" label={t('app.loading')} />
          </div>
        ) : eligible.length === 0 && staff.pages <= 1 ? (
          <EmptyState
            title={own('noStaff')}
            text={own('noStaffText')}
            actions={
              <LinkButton appearance="primary" to={of.staff}>
                {own('toStaff')}
              </LinkButton>
            }
          />
        ) : (
          <>
            <fieldset className={styles.list} aria-label={own('chooseHint')}>
              {eligible.map((member) => {
                const isCurrent = member.userId === certigier?.userId;
                const on = member.userId === chosen;
                return (
                  <ChoiceCard
                    key={member.userId}
                    name="certigier"
                    value={member.userId}
                    checked={on}
                    disabled={isCurrent}
                    onChange={() => {
                      setChosen(member.userId);
                      setError(undefined);
                    }}
                    trailing={
                      isCurrent ? (
                        <Badge appearance="tint" color="brand">
                          {to('certigier.isCurrent')}
                        </Badge>
                      ) : (
                        <span />
                      )
                    }
                    leading={<PersonAvatar member={member} />}
                  >
                    <Who member={member} meta={`${member.phone} · ${formatDate(member.joinTime)}`} />
                  </ChoiceCard>
                );
              })}
            </fieldset>
            {staff.pages > 1 && <Pager current={current} pages={staff.pages} onChange={setCurrent} />}
            <FormError message={error} />
            <div className={styles.actions}>
              <Button appearance="primary" disabled={sending} onClick={confirmSet}>
                {certigier ? to('certigier.replace') : to('certigier.set')}
              </Button>
              <TextLink to={of.staff}>{to(of.staffTitle)}</TextLink>
            </div>
          </>
        )}
      </section>
    </section>
  );
};
