/**
 * /negotiate/details?id= (`project.negotiation`): the two parties, the state, the current version's terms (what
 * changed from the previous version highlighted), the negotiation fee, and the history of versions. The buttons are
 * the negotiation's `actions`: 提出新条款 opens the terms editor, 确认条款 (party B) confirms at once, 确认并支付洽谈费
 * and 支付洽谈费 (party A) lead to the fee page of the session's account type, 终止洽谈 asks for a reason. A version
 * that moved on meanwhile (100002) reloads the negotiation. An agreed one leads on to its cooperation (开始合作 for
 * party A, then 查看合作).
 */
import { Badge, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatFen } from '../../../../../shared/money.js';
import type { ProcessAction } from '../../../../../shared/process/types.js';
import type { NegotiationDetail, Terms } from '../../../../../shared/schemas/project.js';
import { isHttpError } from '../../../api/http-error.js';
import { EmptyState } from '../../../components/empty-state.js';
import { NARROW_MEDIA, usePageStyles, usePanelStyles } from '../../../components/page-styles.js';
import { TextLink } from '../../../components/text-link.js';
import { paths, projectDetailsPath } from '../../../config/paths.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { t } from '../../../lib/i18n.js';
import { toast } from '../../../lib/notify.js';
import { useUserInfo } from '../../account/public.js';
import { confirmByB, propose, STALE_CODE, terminate, useNegotiation } from '../api/negotiations.js';
import { useProjectRadio } from '../hooks/use-project-radio.js';
import { useRefreshCenter } from '../hooks/use-refresh-center.js';
import { negotiateFeePath } from '../model/fee-path.js';
import { tp } from '../texts.js';
import { ActionButtons } from './action-buttons.js';
import { CooperationEntry } from './cooperation-entry.js';
import { PartyName } from './party-name.js';
import { stateColour, useCenterStyles } from './styles.js';
import { TermsEditor } from './terms-editor.js';
import { TermsTable, VersionHistory } from './terms-view.js';

const useStyles = makeStyles({
  wrap: { maxWidth: '1000px', marginInline: 'auto', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  back: { fontSize: tokens.fontSizeBase200 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  title: { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  sub: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  parties: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    marginTop: tokens.spacingVerticalL,
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  party: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground2, minWidth: 0 },
  partyLabel: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  partyValue: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  section: { margin: `0 0 ${tokens.spacingVerticalM}`, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  sectionSub: { fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground3 },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalL,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  status: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  ended: { margin: `${tokens.spacingVerticalM} 0 0`, padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorPaletteRedBackground1, color: tokens.colorPaletteRedForeground1 },
  agreedRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalM },
  agreed: { flexGrow: 1, margin: 0, padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorPaletteGreenBackground1, color: tokens.colorPaletteGreenForeground1 },
  due: { margin: `${tokens.spacingVerticalS} 0 0`, color: tokens.colorPaletteMarigoldForeground1, fontSize: tokens.fontSizeBase200 },
  fee: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}` },
  feeAmount: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums' },
});

const statusLine = (detail: NegotiationDetail): string | undefined => {
  if (detail.state === 'AGREED') return tp('pc.nego.agreed');
  if (detail.actions.length > 0) return undefined;
  if (detail.state === 'TERMINATED' || detail.state === 'CLOSED') return undefined;
  return tp('pc.nego.waiting');
};

const Negotiation = ({ detail, reload }: { detail: NegotiationDetail; reload: () => Promise<unknown> }) => {
  const panel = usePanelStyles();
  const styles = useStyles();
  const center = useCenterStyles();
  const navigate = useNavigate();
  const refresh = useRefreshCenter();
  const { data: info } = useUserInfo();
  const [editing, setEditing] = useState(false);
  const ordered = [...detail.versions].sort((a, b) => a.version - b.version);
  const current = ordered.find((v) => v.version === detail.version) ?? ordered.at(-1);
  const previous = current ? ordered.filter((v) => v.version < current.version).at(-1) : undefined;
  const mine = detail.relation === 'partyA' || detail.relation === 'partyAStaff' ? 'partyA' : 'partyB';

  /** After a move: the lists and counts, and this page (its answer, or read again when the version moved on). */
  const after = async (move: () => Promise<NegotiationDetail>, done?: string) => {
    try {
      await move();
      if (done) toast({ intent: 'success', text: done });
      await reload();
    } catch (error) {
      if (isHttpError(error) && error.code === STALE_CODE) {
        toast({ intent: 'warning', text: tp('pc.nego.stale') });
        setEditing(false);
        await reload();
      }
      throw error;
    } finally {
      void refresh();
    }
  };

  const run = (action: ProcessAction, reason?: string): Promise<unknown> => {
    if (action.name === 'confirmByB') return after(() => confirmByB(detail.id, detail.version), tp('pc.nego.confirmed'));
    if (action.name === 'terminate') return after(() => terminate(detail.id, reason ?? ''), tp('pc.nego.terminated'));
    return Promise.resolve();
  };
  const press = (action: ProcessAction): boolean => {
    if (action.name === 'proposeByA' || action.name === 'proposeByB') {
      setEditing(true);
      return true;
    }
    if (action.name === 'confirmByA' || action.name === 'payFee') {
      void navigate(negotiateFeePath(info?.userType, detail.id));
      return true;
    }
    return false;
  };
  const submitTerms = async (terms: Terms) => {
    try {
      await after(() => propose(detail.id, detail.version, terms), tp('pc.nego.proposed'));
      setEditing(false);
    } catch {
      // Told above or by the HTTP helper; the editor stays open with what was typed unless the version moved on.
    }
  };
  const status = statusLine(detail);

  return (
    <>
      <section className={panel.panel} aria-labelledby="nego-title">
        <div className={styles.head}>
          <div className={styles.titles}>
            <h1 id="nego-title" className={styles.title}>
              <Link to={projectDetailsPath(detail.project.projectId)} className={center.titleLink}>
                {detail.project.name}
              </Link>
            </h1>
            <p className={styles.sub}>
              {tp('pc.nego.title')} · {tp('pc.createTime')} {formatDateTime(detail.createTime)} · {tp('pc.updateTime')} {formatDateTime(detail.updateTime)}
            </p>
          </div>
          <Badge size="large" appearance="tint" color={stateColour(detail.state)} data-testid="negotiation-state">
            {detail.stateLabel}
          </Badge>
        </div>
        <div className={styles.parties}>
          <div className={styles.party}>
            <span className={styles.partyLabel}>{tp('pc.partyA')}</span>
            <span className={styles.partyValue}>
              <PartyName party={detail.partyA} me={mine === 'partyA'} />
            </span>
          </div>
          <div className={styles.party}>
            <span className={styles.partyLabel}>{tp('pc.partyB')}</span>
            <span className={styles.partyValue}>
              <PartyName party={detail.partyB} me={mine === 'partyB'} />
            </span>
          </div>
          <div className={styles.party}>
            <span className={styles.partyLabel}>{tp('pc.nego.fee')}</span>
            <span className={styles.partyValue} data-testid="negotiation-fee">
              {formatFen(detail.fee.amount)} · {detail.fee.paid && detail.fee.payTime ? tp('pc.nego.feePaid', { time: formatDateTime(detail.fee.payTime) }) : tp('pc.nego.feeUnpaid')}
            </span>
          </div>
        </div>
        {detail.feeDue && !detail.fee.paid && <p className={styles.due}>{tp('pc.nego.feeDue', { time: formatDateTime(detail.feeDue) })}</p>}
        {(detail.state === 'TERMINATED' || detail.state === 'CLOSED') && (
          <p className={styles.ended} role="note">
            {detail.terminatedBy ? tp(`pc.nego.terminatedBy.${detail.terminatedBy}`) : detail.stateLabel}
            {detail.reason ? `：${detail.reason}` : ''}
          </p>
        )}
        {detail.state === 'AGREED' && (
          <div className={styles.agreedRow}>
            <p className={styles.agreed} role="note">
              {tp('pc.nego.agreed')}
            </p>
            <CooperationEntry projectId={detail.project.projectId} />
          </div>
        )}
      </section>

      <section className={panel.panel} aria-labelledby="terms-title">
        <h2 id="terms-title" className={styles.section}>
          {editing ? tp('pc.terms.editTitle') : tp('pc.nego.current')}
          {current && !editing && (
            <span className={styles.sectionSub} data-testid="current-version">
              {tp('pc.nego.currentVersion', { version: current.version, who: current.proposedBy === 'partyA' ? tp('pc.partyA') : tp('pc.partyB') })}
            </span>
          )}
        </h2>
        {editing ? (
          <TermsEditor detail={detail} onSubmit={submitTerms} onCancel={() => setEditing(false)} />
        ) : (
          <>
            {current && <TermsTable terms={current.terms} previous={previous?.terms} />}
            <div className={styles.bar}>
              {status ? <p className={styles.status}>{status}</p> : <span />}
              <ActionButtons actions={detail.actions} onRun={run} onPress={press} reasonRequired={(action) => action.name === 'terminate'} />
            </div>
          </>
        )}
      </section>

      <section className={panel.panel} aria-labelledby="history-title">
        <h2 id="history-title" className={styles.section}>
          {tp('pc.nego.history')}
        </h2>
        <VersionHistory versions={detail.versions} partyA={detail.partyA} partyB={detail.partyB} />
      </section>
    </>
  );
};

export const NegotiationDetails = ({ id }: { id: string | null }) => {
  const page = usePageStyles();
  const panel = usePanelStyles();
  const styles = useStyles();
  const center = useCenterStyles();
  useProjectRadio();
  const { data, error, mutate } = useNegotiation(id);
  return (
    <div className={page.page}>
      <div className={styles.wrap}>
        <title>{`${tp('pc.nego.title')} - ${t('app.name')}`}</title>
        <TextLink to={paths.negotiateProject} className={styles.back}>
          ‹ {tp('pc.backToCenter')}
        </TextLink>
        {!id || (error && !data) ? (
          <section className={panel.panel}>
            <EmptyState title={tp('pc.nego.notFound')} />
          </section>
        ) : !data ? (
          <div className={center.waiting}>
            <Spinner size="small" label={tp('pc.loading')} />
          </div>
        ) : (
          <Negotiation detail={data} reload={() => mutate()} />
        )}
      </div>
    </div>
  );
};
