/**
 * /desk/disputes, 纠纷处理: the service desk's open disputes (`project.desk.disputes`, docs/cooperation.md "Disputes"),
 * escalated first then by the time asked, paged as the route pages: each its project, kind, state, who asked and when,
 * the evidence deadline, opening its case. The desk's push (NEED_RADIO `kind: 'desk'`) reads the list again by itself.
 */
import { Badge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { DeskDisputeRow } from '../../../../../shared/schemas/cooperation-dispute.js';
import { LinkButton } from '../../../components/link-button.js';
import { usePanelStyles, PANEL_HEAD } from '../../../components/page-styles.js';
import { TextLink } from '../../../components/text-link.js';
import { deskDisputePath } from '../../../config/paths.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { useDeskDisputes } from '../api/desk.js';
import { tdi } from '../dispute-texts.js';
import { tdk } from '../desk-texts.js';
import { PagedList } from './list-states.js';
import { useCenterStyles } from './styles.js';

const useStyles = makeStyles({
  head: PANEL_HEAD,
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  intro: { margin: `0 0 ${tokens.spacingVerticalL}`, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase300 },
  total: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  escalated: { borderLeft: `3px solid ${tokens.colorPaletteRedBorder2}` },
});

const sideText = (side: 'partyA' | 'partyB'): string => tdi(`di.side.${side}`);

/** A dispute's state badge: waiting for the desk (待受理, 待裁决) stands out, evidence time is informative. */
const stateColour = (state: string) => (state === 'EVIDENCE' ? 'informative' : 'warning');

export const DeskDisputeCard = ({ row }: { row: DeskDisputeRow }) => {
  const center = useCenterStyles();
  const styles = useStyles();
  const to = deskDisputePath(row.projectId, row.id);
  return (
    <li className={mergeClasses(center.card, row.escalated && styles.escalated)} data-testid="desk-dispute" data-escalated={row.escalated ? 'true' : undefined}>
      <div className={center.cardHead}>
        <h2 className={center.cardTitle}>
          <TextLink to={to} className={center.titleLink}>
            {row.projectName}
          </TextLink>
        </h2>
        <span className={center.badges}>
          {row.escalated && (
            <Badge appearance="filled" color="danger" data-testid="desk-dispute-escalated">
              {tdk('dk.escalated')}
            </Badge>
          )}
          <Badge appearance="tint" color={stateColour(row.state)} data-testid="desk-dispute-state">
            {row.stateLabel}
          </Badge>
        </span>
      </div>
      <p className={center.facts}>
        <span className={center.fact}>{row.kindLabel}</span>
        <span className={center.fact}>{tdk('dk.openedBy', { side: sideText(row.openedBy), time: formatDateTime(row.openTime) })}</span>
        {row.evidenceDue !== undefined && <span className={center.fact}>{tdk('dk.evidenceDue', { time: formatDateTime(row.evidenceDue) })}</span>}
      </p>
      <div className={center.cardFoot}>
        <span className={center.time}>{formatDateTime(row.openTime)}</span>
        <LinkButton to={to} appearance="primary" size="small">
          {tdk('dk.open')}
        </LinkButton>
      </div>
    </li>
  );
};

export const DeskDisputes = () => {
  const panel = usePanelStyles();
  const center = useCenterStyles();
  const styles = useStyles();
  const [current, setCurrent] = useState(1);
  const { data, error, mutate } = useDeskDisputes(current);
  return (
    <section className={panel.panel} aria-labelledby="desk-title">
      <div className={styles.head}>
        <h1 id="desk-title" className={styles.heading}>
          {tdk('dk.title')}
        </h1>
        {data && (
          <span className={styles.total} data-testid="desk-total">
            {tdk('dk.total', { total: data.total })}
          </span>
        )}
      </div>
      <p className={styles.intro}>{tdk('dk.intro')}</p>
      <PagedList data={data} error={error} retry={() => void mutate()} empty={{ title: tdk('dk.empty'), text: tdk('dk.emptyText') }} onPage={setCurrent}>
        {(records) => (
          <ul className={center.list}>
            {records.map((row) => (
              <DeskDisputeCard key={row.id} row={row} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
};
