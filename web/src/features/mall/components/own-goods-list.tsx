/**
 * A list of one's own goods to pick one from: the chat's 推荐商品 (./recommend-goods-picker.tsx) and 报价 on a purchase
 * intent (./quote-dialog.tsx). Each row is a button with the cover, the name and a line of what tells the goods apart;
 * the one chosen, if the caller keeps one, is marked and pressed.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Goods } from '../../../../../shared/schemas/mall-goods.js';
import { coverOf } from '../model/goods-view.js';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxHeight: '45vh', overflowY: 'auto' },
  item: {
    display: 'flex',
    width: '100%',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    textAlign: 'left',
    cursor: 'pointer',
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  chosen: { border: `2px solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  thumb: { width: '40px', height: '40px', flexShrink: 0, objectFit: 'cover', borderRadius: tokens.borderRadiusSmall, backgroundColor: tokens.colorNeutralBackground3 },
  body: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
});

export const OwnGoodsList = ({
  records,
  meta,
  onPick,
  chosenId,
  testId,
  labelledBy,
}: {
  records: readonly Goods[];
  /** The row's second line. */
  meta: (goods: Goods) => string;
  onPick: (goods: Goods) => void;
  /** Given when the caller keeps a choice: that row is marked, and every row is a toggle (aria-pressed). */
  chosenId?: string | null;
  testId: string;
  labelledBy?: string;
}) => {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-labelledby={labelledBy} data-testid={testId}>
      {records.map((goods) => {
        const cover = coverOf(goods);
        const picked = chosenId === goods.id;
        return (
          <li key={goods.id}>
            <button
              type="button"
              className={mergeClasses(styles.item, picked && styles.chosen)}
              {...(chosenId !== undefined ? { 'aria-pressed': picked } : {})}
              onClick={() => onPick(goods)}
            >
              {cover ? <img className={styles.thumb} src={cover} alt="" /> : <span className={styles.thumb} />}
              <span className={styles.body}>
                <span className={styles.name}>{goods.name}</span>
                <span className={styles.meta}>{meta(goods)}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
};
