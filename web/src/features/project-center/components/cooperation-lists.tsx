/**
 * 进行中的项目, 已完成的项目 and 已终止合作 (`project.coop.list` tabs ongoing, completed and terminated): the party's cooperations, as party A or party
 * B, latest change first; a card shows the parties, the total, the running phase and its state, and opens the
 * cooperation's page.
 */
import { Badge } from '@fluentui/react-components';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatFen } from '../../../../../shared/money.js';
import type { CooperationCard, CooperationTab } from '../../../../../shared/schemas/cooperation.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { cooperatePath } from '../../../config/paths.js';
import { formatDate, formatDateTime } from '../../../lib/format-time.js';
import { useCooperations } from '../api/cooperation.js';
import { tco } from '../cooperation-texts.js';
import { tp } from '../texts.js';
import { tte } from '../termination-texts.js';
import { PagedList } from './list-states.js';
import { PartyName } from './party-name.js';
import { phaseColour } from './phase-timeline.js';
import { useCenterStyles } from './styles.js';

export const CooperationItem = ({ item }: { item: CooperationCard }) => {
  const styles = useCenterStyles();
  const navigate = useNavigate();
  const to = cooperatePath(item.projectId);
  // Ended (completed or terminated): no running phase to show.
  const completed = item.state === 'COMPLETED' || item.state === 'TERMINATED';
  return (
    <li
      className={`${styles.card} ${styles.clickable}`}
      data-testid="cooperation-card"
      onClick={(event) => {
        // Not from a button or link of its own, nor from a dialog it opened (a portal: outside it in the page).
        if (!event.currentTarget.contains(event.target as Node) || (event.target as HTMLElement).closest('a, button')) return;
        void navigate(to);
      }}
    >
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>
          <Link className={styles.titleLink} to={to}>
            {item.name}
          </Link>
        </h2>
        <div className={styles.badges}>
          {!completed && item.phaseStateLabel && (
            <Badge appearance="tint" color={phaseColour(item.phaseState)} data-testid="cooperation-phase-state">
              {item.phaseStateLabel}
            </Badge>
          )}
          <Badge appearance="tint" color={item.state === 'TERMINATED' ? 'danger' : completed ? 'success' : 'brand'} data-testid="cooperation-state">
            {item.stateLabel}
          </Badge>
        </div>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{tp('pc.partyA')}</dt>
          <dd className={styles.factValue}>
            <PartyName party={item.partyA} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{tp('pc.partyB')}</dt>
          <dd className={styles.factValue}>
            <PartyName party={item.partyB} />
          </dd>
        </div>
      </dl>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{tco('co.list.total')}</dt>
          <dd className={`${styles.factValue} ${styles.money}`} data-testid="cooperation-total">
            {formatFen(item.total)}
          </dd>
        </div>
        {!completed && item.phaseName && (
          <div className={styles.fact}>
            <dt>{tco('co.current')}</dt>
            <dd className={styles.factValue} data-testid="cooperation-phase">
              {tco('co.list.phase', { current: item.current, count: item.phaseCount, name: item.phaseName })}
            </dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt>{tco('co.list.startTime')}</dt>
          <dd className={styles.factValue}>{formatDate(item.startTime)}</dd>
        </div>
        {item.endTime !== undefined && (
          <div className={styles.fact}>
            <dt>{tco('co.ended')}</dt>
            <dd className={styles.factValue}>{formatDate(item.endTime)}</dd>
          </div>
        )}
      </dl>
      {item.terminationReason && (
        <p className={styles.message} data-testid="cooperation-termination-reason">
          {tte('te.list.reason')}：{item.terminationReason}
        </p>
      )}
      <div className={styles.cardFoot}>
        <span className={styles.time}>
          {tp('pc.updateTime')} {formatDateTime(item.updateTime)}
        </span>
      </div>
    </li>
  );
};

const CooperationList = ({ tab, title, empty }: { tab: CooperationTab; title: string; empty: { title: string; text: string } }) => {
  const panel = usePanelStyles();
  const styles = useCenterStyles();
  const [current, setCurrent] = useState(1);
  const { data, error, mutate } = useCooperations(tab, current);
  return (
    <section className={panel.panel}>
      <title>{`${title} - ${tp('pc.tabs')}`}</title>
      <h1 className={panel.heading}>{title}</h1>
      <PagedList data={data} error={error} retry={() => void mutate()} onPage={setCurrent} empty={empty}>
        {(records) => (
          <ul className={styles.list} data-testid={`cooperations-${tab}`}>
            {records.map((item) => (
              <CooperationItem key={item.projectId} item={item} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
};

export const OngoingCooperations = () => (
  <CooperationList tab="ongoing" title={tco('co.list.ongoing')} empty={{ title: tco('co.list.emptyOngoing'), text: tco('co.list.emptyOngoingText') }} />
);

export const CompletedCooperations = () => (
  <CooperationList tab="completed" title={tco('co.list.completed')} empty={{ title: tco('co.list.emptyCompleted'), text: tco('co.list.emptyCompletedText') }} />
);

/** 已终止合作 (`/work/project-center/terminated-project-cooperate`): the party's cooperations ended before their last phase. */
export const TerminatedCooperations = () => (
  <CooperationList tab="terminated" title={tte('te.list.terminated')} empty={{ title: tte('te.list.empty'), text: tte('te.list.emptyText') }} />
);
