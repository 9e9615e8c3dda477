/**
 * One line of the flow (交易记录, and the wallet's 最近交易): its type and time, the amount signed and coloured as
 * Chinese finance apps do (money in red, money out green), the balance after it; a hold (a withdrawal's amount
 * moved from available to frozen, the balance unchanged) shows 冻结 ¥x instead, amber. The line leads to the
 * entry's details.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { formatFen } from '../../../../../shared/money.js';
import type { FlowEntry } from '../../../../../shared/schemas/wallet.js';
import { flowDetailsPath } from '../../../config/paths.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { flowDirection, flowTypeName, signedFen, type FlowDirection } from '../model/money-view.js';
import { tw } from '../texts.js';
import { WalletIcon, type WalletIconName } from './wallet-icons.js';
import { useMoneyStyles } from './wallet-styles.js';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  icon: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusCircular,
  },
  inIcon: { backgroundColor: tokens.colorPaletteRedBackground1 },
  outIcon: { backgroundColor: tokens.colorPaletteGreenBackground1 },
  holdIcon: { backgroundColor: tokens.colorPaletteMarigoldBackground1 },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  name: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  meta: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  side: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: tokens.spacingVerticalXXS },
  amount: { fontSize: tokens.fontSizeBase400 },
  after: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});

const ICONS: Readonly<Record<FlowDirection, WalletIconName>> = { in: 'arrowDown', out: 'arrowUp', hold: 'lock', release: 'swap', none: 'swap' };

/** The entry's main figure: the signed amount, or what the hold moved. */
export const flowFigure = (entry: FlowEntry): string => {
  const direction = flowDirection(entry);
  if (direction === 'hold') return tw('flow.held', { amount: formatFen(entry.frozen) });
  if (direction === 'release') return tw('flow.released', { amount: formatFen(-entry.frozen) });
  return signedFen(entry.amount);
};

export const FlowRow = ({ entry }: { entry: FlowEntry }) => {
  const styles = useStyles();
  const money = useMoneyStyles();
  const direction = flowDirection(entry);
  const name = flowTypeName(entry);
  const iconTone = direction === 'in' ? styles.inIcon : direction === 'out' ? styles.outIcon : styles.holdIcon;
  return (
    <Link to={flowDetailsPath(entry.id)} className={styles.row} data-testid="flow-row">
      <span className={mergeClasses(styles.icon, iconTone, money[direction])}>
        <WalletIcon name={ICONS[direction]} size={20} weight={2} />
      </span>
      <span className={styles.main}>
        <span className={styles.name}>{entry.title && entry.title !== name ? `${name} · ${entry.title}` : name}</span>
        <span className={styles.meta}>{formatDateTime(entry.createTime)}</span>
      </span>
      <span className={styles.side}>
        <span className={mergeClasses(money.figure, styles.amount, money[direction])} data-testid="flow-amount">
          {flowFigure(entry)}
        </span>
        <span className={styles.after}>{tw('flow.balanceAfter', { amount: formatFen(entry.balanceAfter) })}</span>
      </span>
    </Link>
  );
};
