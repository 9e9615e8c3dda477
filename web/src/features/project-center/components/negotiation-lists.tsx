/**
 * 洽谈中的项目 (`project.negotiations` tab negotiate, with 已达成 as tab agreed) and 已终止洽谈 (tab terminated):
 * the negotiations of the party, as party A or party B, latest change first; a card opens the negotiation. An agreed
 * one offers 开始合作 to party A (then 查看合作 to both) in its foot.
 */
import { Badge, Tab, TabList } from '@fluentui/react-components';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatFen } from '../../../../../shared/money.js';
import type { NegotiationCard, NegotiationTab } from '../../../../../shared/schemas/project.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { negotiateDetailsPath } from '../../../config/paths.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { useNegotiations } from '../api/negotiations.js';
import { tp } from '../texts.js';
import { CooperationEntry } from './cooperation-entry.js';
import { PagedList } from './list-states.js';
import { PartyName } from './party-name.js';
import { stateColour, useCenterStyles } from './styles.js';

export const NegotiationItem = ({ item }: { item: NegotiationCard }) => {
  const agreed = item.state === 'AGREED';
  const styles = useCenterStyles();
  const navigate = useNavigate();
  const to = negotiateDetailsPath(item.id);
  return (
    <li
      className={`${styles.card} ${styles.clickable}`}
      data-testid="negotiation-card"
      onClick={(event) => {
        // Not from a button or link of its own, nor from a dialog it opened (a portal: outside it in the page).
        if (!event.currentTarget.contains(event.target as Node) || (event.target as HTMLElement).closest('a, button')) return;
        void navigate(to);
      }}
    >
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>
          <Link className={styles.titleLink} to={to}>
            {item.project.name}
          </Link>
        </h2>
        <div className={styles.badges}>
          <Badge appearance="tint" color={stateColour(item.state)} data-testid="negotiation-state">
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
          <dt>{tp('pc.negotiation.version', { version: item.version })}</dt>
          <dd className={styles.factValue}>
            {tp('pc.total.label')} <span className={styles.money} data-testid="negotiation-total">{formatFen(item.total)}</span>
          </dd>
        </div>
        {item.reason && (
          <div className={styles.fact}>
            <dt>{tp('pc.terminated.reason')}</dt>
            <dd className={styles.factValue}>{item.reason}</dd>
          </div>
        )}
      </dl>
      <div className={styles.cardFoot}>
        <span className={styles.time}>
          {tp('pc.updateTime')} {formatDateTime(item.updateTime)}
        </span>
        {agreed && <CooperationEntry projectId={item.project.projectId} size="small" />}
      </div>
    </li>
  );
};

const NegotiationList = ({ tab, empty }: { tab: NegotiationTab; empty: { title: string; text?: string } }) => {
  const styles = useCenterStyles();
  const [current, setCurrent] = useState(1);
  const { data, error, mutate } = useNegotiations(tab, current);
  return (
    <PagedList data={data} error={error} retry={() => void mutate()} onPage={setCurrent} empty={empty}>
      {(records) => (
        <ul className={styles.list} data-testid={`negotiations-${tab}`}>
          {records.map((item) => (
            <NegotiationItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </PagedList>
  );
};

export const NegotiatingProjects = () => {
  const panel = usePanelStyles();
  const styles = useCenterStyles();
  const [tab, setTab] = useState<'negotiate' | 'agreed'>('negotiate');
  return (
    <section className={panel.panel}>
      <title>{`${tp('pc.negotiate.title')} - ${tp('pc.tabs')}`}</title>
      <h1 className={panel.heading}>{tp('pc.negotiate.title')}</h1>
      <TabList className={styles.filters} aria-label={tp('pc.negotiate.filter')} selectedValue={tab} onTabSelect={(_event, data) => setTab(data.value as 'negotiate' | 'agreed')}>
        <Tab value="negotiate">{tp('pc.negotiate.talking')}</Tab>
        <Tab value="agreed">{tp('pc.negotiate.agreed')}</Tab>
      </TabList>
      <NegotiationList
        key={tab}
        tab={tab}
        empty={tab === 'negotiate' ? { title: tp('pc.negotiate.empty'), text: tp('pc.negotiate.emptyText') } : { title: tp('pc.negotiate.emptyAgreed') }}
      />
    </section>
  );
};

export const TerminatedNegotiations = () => {
  const panel = usePanelStyles();
  return (
    <section className={panel.panel}>
      <title>{`${tp('pc.terminated.title')} - ${tp('pc.tabs')}`}</title>
      <h1 className={panel.heading}>{tp('pc.terminated.title')}</h1>
      <NegotiationList tab="terminated" empty={{ title: tp('pc.terminated.empty') }} />
    </section>
  );
};
