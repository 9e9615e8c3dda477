/**
 * Checkout's lines, one panel per seller (one order each): cover, name and specification, unit price × quantity, the
 * line's amount, a refusal or a changed price under its line, and the seller's subtotal.
 */
import { formatFen } from '../../../../../shared/money.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { lineAmount, type CheckoutGroup } from '../model/checkout.js';
import { to } from '../texts.js';
import { Cover } from './order-lines.js';
import { useOrderStyles } from './styles.js';

export interface CheckoutGroupsProps {
  groups: readonly CheckoutGroup[];
  /** A refusal under a line (库存不足 …), by goods id. */
  notes: Readonly<Record<string, string>>;
  /** The price a line had before the server said it changed, by goods id. */
  changed: Readonly<Record<string, number>>;
}

export const CheckoutGroups = ({ groups, notes, changed }: CheckoutGroupsProps) => {
  const panel = usePanelStyles();
  const styles = useOrderStyles();
  return (
    <>
      {groups.map((group) => (
        <section key={group.seller.sellerId} className={panel.panel} aria-label={group.seller.name} data-testid="checkout-group">
          <h2 className={styles.sectionTitle} data-testid="checkout-seller">
            {group.seller.name}
          </h2>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {group.lines.map((line) => {
              const before = changed[line.goodsId];
              return (
                <li key={line.goodsId} className={styles.line} data-testid="checkout-line">
                  <Cover url={line.cover} name={line.name} />
                  <div>
                    <p className={styles.lineName}>{line.name}</p>
                    <p className={styles.lineMeta}>
                      {[line.specification, `${formatFen(line.unitPrice)} × ${line.quantity}${line.unit}`].filter(Boolean).join(' · ')}
                    </p>
                    {before !== undefined && before !== line.unitPrice && (
                      <p className={styles.warn} role="alert" data-testid="price-changed">
                        {to('od.submit.priceChanged', { before: formatFen(before), now: formatFen(line.unitPrice) })}
                      </p>
                    )}
                    {notes[line.goodsId] && (
                      <p className={styles.warn} role="alert" data-testid="line-refusal">
                        {notes[line.goodsId]}
                      </p>
                    )}
                  </div>
                  <span className={styles.lineMoney} data-testid="line-amount">
                    {formatFen(lineAmount(line))}
                  </span>
                </li>
              );
            })}
          </ul>
          <p className={styles.between} style={{ justifyContent: 'flex-end', margin: 0 }}>
            <span>
              {to('od.submit.subtotal')} <span className={styles.money} data-testid="group-amount">{formatFen(group.amount)}</span>
            </span>
          </p>
        </section>
      ))}
    </>
  );
};
