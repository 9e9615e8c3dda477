/**
 * A unit's management home (单位首页 /company/comSystem, 团队首页 /team/teamSystem; docs/projects.md "A unit's pages"):
 * the unit (name, avatar, kind, administrator, the caller's roles), its figures — cooperations, demands, requests and
 * the backlog from the center count, staff from `org.home`, the on-time rate from 业绩统计 — the wallet's balance for
 * its operators, and the management pages the caller may open. Plain staff read a note of what is theirs to do. A
 * project push reads the figures again, a change of roles (REFRESH_PRIVILEGES) the unit's seat.
 */
import { Avatar, Badge, Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatFen } from '../../../../../shared/money.js';
import type { UserInfo } from '../../../../../shared/schemas/account.js';
import type { OrgHome } from '../../../../../shared/schemas/org-home.js';
import { EmptyState } from '../../../components/empty-state.js';
import { LinkButton } from '../../../components/link-button.js';
import { usePageStyles, usePanelStyles } from '../../../components/page-styles.js';
import { paths } from '../../../config/paths.js';
import { formatDate } from '../../../lib/format-time.js';
import { t } from '../../../lib/i18n.js';
import { onRadio } from '../../../lib/radio-events.js';
import { useCenterCount } from '../../content/public.js';
import { percentOf, usePartyPerformance } from '../../performance/public.js';
import { useProjectRadio } from '../../project-center/public.js';
import { useWalletInfo } from '../../wallet/public.js';
import { useOrgHome } from '../api/org-home.js';
import { homeLinks, type UnitKind } from '../model/links.js';
import { toh, type OrgHomeTextKey } from '../texts.js';
import { useOrgHomeStyles } from './styles.js';

const projectsPath = (kind: UnitKind, query: string) => `${kind === 'company' ? paths.comProject : paths.teamProject}?${query}`;

const UnitCard = ({ kind, home }: { kind: UnitKind; home: OrgHome }) => {
  const panel = usePanelStyles();
  const styles = useOrgHomeStyles();
  const roles: OrgHomeTextKey[] = [
    home.me.role === 'ADMIN' ? 'oh.role.admin' : kind === 'company' ? 'oh.role.staff.company' : 'oh.role.staff.team',
    ...(home.me.certigier ? (['oh.role.certigier'] as const) : []),
    ...(home.me.projectLeader && home.me.role !== 'ADMIN' ? (['oh.role.leader'] as const) : []),
  ];
  return (
    <section className={`${panel.panel} ${styles.unit}`} aria-labelledby="org-home-name">
      <Avatar size={72} shape="square" name={home.name} color="colorful" {...(home.headPortrait ? { image: { src: home.headPortrait, alt: '' } } : {})} />
      <div className={styles.unitText}>
        <h1 id="org-home-name" className={styles.unitName}>
          <span data-testid="org-home-name">{home.name}</span>
          <Badge appearance="tint" color={kind === 'company' ? 'brand' : 'success'}>
            {toh(kind === 'company' ? 'oh.kind.company' : 'oh.kind.team')}
          </Badge>
        </h1>
        <div className={styles.roles} aria-label={toh('oh.myRoles')} role="group" data-testid="org-home-roles">
          {roles.map((role) => (
            <Badge key={role} appearance="outline" color="informative">
              {toh(role)}
            </Badge>
          ))}
        </div>
        <dl className={styles.meta}>
          <div className={styles.metaItem}>
            <dt>{toh('oh.admin')}</dt>
            <dd>{home.admin.nickname}</dd>
          </div>
          {home.me.role === 'ADMIN' && (
            <div className={styles.metaItem} data-testid="org-home-certigier">
              <dt>{toh('oh.certigierIs')}</dt>
              <dd>{home.certigier?.nickname ?? toh('oh.certigierNone')}</dd>
            </div>
          )}
          <div className={styles.metaItem}>
            <dd>{toh('oh.created', { date: formatDate(home.createTime) })}</dd>
          </div>
          {home.me.role !== 'ADMIN' && (
            <div className={styles.metaItem}>
              <dd>{toh('oh.joined', { date: formatDate(home.me.joinTime) })}</dd>
            </div>
          )}
        </dl>
      </div>
    </section>
  );
};

interface Figure {
  id: string;
  label: string;
  value: string;
  text: string;
  to?: string;
}

const Tile = ({ figure }: { figure: Figure }) => {
  const styles = useOrgHomeStyles();
  const body: ReactNode = (
    <>
      <span className={styles.tileLabel}>{figure.label}</span>
      <span className={styles.tileValue}>{figure.value}</span>
      <span className={styles.tileText}>{figure.text}</span>
    </>
  );
  return (
    <li data-testid={`org-home-${figure.id}`}>
      {figure.to ? (
        <Link className={styles.tile} to={figure.to}>
          {body}
        </Link>
      ) : (
        <div className={styles.tile}>{body}</div>
      )}
    </li>
  );
};

const Figures = ({ kind, home, info }: { kind: UnitKind; home: OrgHome; info: UserInfo }) => {
  const panel = usePanelStyles();
  const styles = useOrgHomeStyles();
  const { data: count } = useCenterCount();
  const { data: performance } = usePartyPerformance();
  const n = (value: number | undefined) => (value === undefined ? '—' : String(value));
  const company = kind === 'company';
  const figures: Figure[] = [
    { id: 'ongoing', label: toh('oh.fig.ongoing'), value: n(count?.onGoingPhaseProject), text: toh('oh.fig.ongoingText', { count: n(count?.completeProject) }), to: projectsPath(kind, 'state=ongoing') },
    { id: 'released', label: toh('oh.fig.released'), value: n(count?.releaseProject), text: toh('oh.fig.releasedText', { count: n(count?.negotiateProject) }), to: projectsPath(kind, 'side=partyA&state=OPEN') },
    {
      id: 'requests',
      label: toh('oh.fig.requests'),
      value: count ? String(count.receiveInvite + count.receiveApply) : '—',
      text: toh('oh.fig.requestsText', { invites: n(count?.receiveInvite), applies: n(count?.receiveApply) }),
      to: paths.receiveApply,
    },
    { id: 'backlog', label: toh('oh.fig.backlog'), value: n(count?.backlog), text: toh('oh.fig.backlogText', { count: n(count?.notice) }), to: paths.backlog },
    {
      id: 'staff',
      label: toh(company ? 'oh.fig.staff.company' : 'oh.fig.staff.team'),
      value: String(home.staff.active),
      text: toh('oh.fig.staffText', { leaders: home.staff.leaders, resigned: home.staff.resigned }),
      // A company's staff list is its administrator's page.
      ...(!company || info.isAdmin ? { to: company ? paths.comStaff : paths.teamStaff } : {}),
    },
    {
      id: 'on-time',
      label: toh('oh.fig.onTime'),
      value: performance ? percentOf(performance.onTimeRate) : '—',
      text: toh('oh.fig.onTimeText', { onTime: performance?.onTime ?? 0, phases: performance?.phases ?? 0 }),
      to: company ? paths.comPerformance : paths.teamPerformance,
    },
  ];
  return (
    <section className={panel.panel} aria-labelledby="org-home-figures">
      <h2 id="org-home-figures" className={styles.sectionTitle}>
        {toh('oh.figures')}
      </h2>
      <ul className={styles.tiles}>
        {figures.map((figure) => (
          <Tile key={figure.id} figure={figure} />
        ))}
      </ul>
    </section>
  );
};

/** The wallet's balance: read only by its operators (anyone else's call would be refused). */
const WalletCard = ({ kind }: { kind: UnitKind }) => {
  const panel = usePanelStyles();
  const styles = useOrgHomeStyles();
  const { data } = useWalletInfo();
  return (
    <section className={`${panel.panel} ${styles.wallet}`} aria-labelledby="org-home-wallet" data-testid="org-home-wallet">
      <div className={styles.walletAmount}>
        <h2 id="org-home-wallet" className={styles.sectionTitle}>
          {toh(kind === 'company' ? 'oh.wallet.company' : 'oh.wallet.team')}
        </h2>
        <span className={styles.tileLabel}>{toh('oh.wallet.balance')}</span>
        <span className={styles.tileValue}>{data ? formatFen(data.balance) : '—'}</span>
        {data && <span className={styles.tileText}>{toh('oh.wallet.available', { available: formatFen(data.available), frozen: formatFen(data.frozen) })}</span>}
      </div>
      <LinkButton appearance="primary" to={kind === 'company' ? paths.comWallet : paths.wallet}>
        {toh('oh.wallet.open')}
      </LinkButton>
    </section>
  );
};

const Links = ({ kind, info }: { kind: UnitKind; info: UserInfo }) => {
  const panel = usePanelStyles();
  const styles = useOrgHomeStyles();
  return (
    <nav className={panel.panel} aria-labelledby="org-home-links">
      <h2 id="org-home-links" className={styles.sectionTitle}>
        {toh('oh.manage')}
      </h2>
      <ul className={styles.links} data-testid="org-home-links">
        {homeLinks(kind, info).map((link) => (
          <li key={link.id}>
            <Link className={styles.tile} to={link.to} data-testid={`org-home-link-${link.id}`}>
              <span className={styles.linkTitle}>{toh(link.title)}</span>
              <span className={styles.tileText}>{toh(link.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};

export const OrgHomePage = ({ kind, info }: { kind: UnitKind; info: UserInfo }) => {
  const page = usePageStyles();
  const styles = useOrgHomeStyles();
  const { data: home, error, mutate } = useOrgHome();
  // A project push reads the figures again; a role given or taken (REFRESH_PRIVILEGES) the unit's seat.
  useProjectRadio();
  useEffect(() => onRadio('REFRESH_PRIVILEGES', () => void mutate()), [mutate]);
  const title = toh(kind === 'company' ? 'oh.title.company' : 'oh.title.team');
  return (
    <div className={page.page}>
      <title>{`${title} - ${t('app.name')}`}</title>
      {home ? (
        <div className={styles.stack}>
          <UnitCard kind={kind} home={home} />
          {home.me.role !== 'ADMIN' && !home.me.projectLeader && !home.me.certigier && (
            <MessageBar intent="info" data-testid="org-home-staff-note">
              <MessageBarBody>{toh(kind === 'company' ? 'oh.staffNote.company' : 'oh.staffNote.team')}</MessageBarBody>
            </MessageBar>
          )}
          <Figures kind={kind} home={home} info={info} />
          {info.walletOperator && <WalletCard kind={kind} />}
          <Links kind={kind} info={info} />
        </div>
      ) : error ? (
        <EmptyState
          title={toh('oh.loadFailed')}
          actions={
            <Button appearance="secondary" onClick={() => void mutate()}>
              {toh('oh.retry')}
            </Button>
          }
        />
      ) : (
        <div className={styles.waiting}>
          <Spinner size="small" label={toh('oh.loading')} />
        </div>
      )}
    </div>
  );
};
