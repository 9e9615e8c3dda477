/** /order/logistics?id=, 物流详情: the carrier, the tracking number, the status and the trace, newest first. */
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { EmptyState } from '../../../components/empty-state.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { orderDetailPath } from '../../../config/paths.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { useLogistics } from '../api/orders.js';
import { to } from '../texts.js';
import { OrderFrame } from './order-frame.js';
import { useOrderStyles } from './styles.js';
import { CopyButton } from '../../../components/copy-button.js';

const useStyles = makeStyles({
  trace: { listStyle: 'none', margin: `${tokens.spacingVerticalL} 0 0`, padding: 0, borderLeft: `2px solid ${tokens.colorNeutralStroke2}` },
  event: { position: 'relative', padding: `0 0 ${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`, color: tokens.colorNeutralForeground3 },
  latest: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  dot: { position: 'absolute', left: '-6px', top: '4px', width: '10px', height: '10px', borderRadius: '50%', backgroundColor: tokens.colorNeutralStroke1 },
  dotLatest: { backgroundColor: tokens.colorBrandBackground },
  text: { margin: 0, overflowWrap: 'anywhere' },
});

export const LogisticsPage = ({ id }: { id: string | null }) => {
  const styles = useStyles();
  const common = useOrderStyles();
  const panel = usePanelStyles();
  const { data, error } = useLogistics(id);
  return (
    <OrderFrame title={to('od.trace.title')} narrow back={id ? { to: orderDetailPath(id), label: to('od.backToOrder') } : undefined}>
      <section className={panel.panel}>
        {!id || (error && !data) ? (
          <EmptyState title={to('od.trace.none')} />
        ) : !data ? (
          <div className={common.waiting}>
            <Spinner size="small" label={to('od.loading')} />
          </div>
        ) : (
          <>
            <dl className={common.facts} data-testid="trace-facts">
              <dt>{to('od.trace.carrier')}</dt>
              <dd>{data.carrier}</dd>
              <dt>{to('od.trace.no')}</dt>
              <dd>
                {data.trackingNo} <CopyButton text={data.trackingNo} label={to('od.trace.no')} />
              </dd>
              <dt>{to('od.trace.status')}</dt>
              <dd className={common.money}>{data.status}</dd>
            </dl>
            {data.events.length === 0 ? (
              <p className={common.muted}>{to('od.trace.empty')}</p>
            ) : (
              <ol className={styles.trace} data-testid="trace-events">
                {data.events.map((event, index) => (
                  <li key={`${event.time}-${index}`} className={`${styles.event} ${index === 0 ? styles.latest : ''}`}>
                    <span className={`${styles.dot} ${index === 0 ? styles.dotLatest : ''}`} aria-hidden="true" />
                    <p className={styles.text}>{event.text}</p>
                    <p className={`${styles.text} ${common.muted}`}>
                      {formatDateTime(event.time)}
                      {event.place ? ` · ${event.place}` : ''}
                    </p>
                  </li>
                ))}
              </ol>
            )}
            <p className={common.muted}>{to('od.trace.provider', { provider: data.provider })}</p>
          </>
        )}
      </section>
    </OrderFrame>
  );
};
