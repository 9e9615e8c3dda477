/** An order's lines as bought: cover, name and specification, unit price × quantity, the line's amount. */
import type { ReactNode } from 'react';
import { formatFen } from '../../../../../shared/money.js';
import type { OrderLine } from '../../../../../shared/schemas/order.js';
import { to } from '../texts.js';
import { useOrderStyles } from './styles.js';

export const Cover = ({ url, name }: { url: string; name: string }) => {
  const styles = useOrderStyles();
  return url ? <img className={styles.cover} src={url} alt={name} loading="lazy" /> : <span className={styles.cover} role="img" aria-label={name} />;
};

export const OrderLines = ({ lines, extra }: { lines: readonly OrderLine[]; extra?: (line: OrderLine) => ReactNode }) => {
  const styles = useOrderStyles();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {lines.map((line) => (
        <li key={line.goodsId} className={styles.line} data-testid="order-line">
          <Cover url={line.cover} name={line.name} />
          <div>
            <p className={styles.lineName}>{line.name}</p>
            <p className={styles.lineMeta}>{[line.specification, `${formatFen(line.unitPrice)} × ${line.quantity}${line.unit}`].filter(Boolean).join(' · ')}</p>
            {extra?.(line)}
          </div>
          <span className={styles.lineMoney} aria-label={to('od.line.amount')}>
            {formatFen(line.amount)}
          </span>
        </li>
      ))}
    </ul>
  );
};
