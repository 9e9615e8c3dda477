/** A listing as a card in a grid (供应商主页): cover, name, price; the whole card leads to its detail. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import type { Goods } from '../../../../../shared/schemas/mall-goods.js';
import { goodsDetailPath } from '../../../config/paths.js';
import { categoryName, coverOf, priceText } from '../model/goods-view.js';
import { tm } from '../texts.js';

const useStyles = makeStyles({
  grid: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: tokens.spacingHorizontalM },
  card: {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    textDecoration: 'none',
    color: 'inherit',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
    ':hover': { boxShadow: tokens.shadow8 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  cover: { width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', backgroundColor: tokens.colorNeutralBackground3, display: 'flex', alignItems: 'center', justifyContent: 'center', color: tokens.colorNeutralForeground3 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, padding: tokens.spacingVerticalS },
  name: { fontWeight: tokens.fontWeightSemibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  price: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

export const GoodsGrid = ({ goods }: { goods: readonly Goods[] }) => {
  const styles = useStyles();
  return (
    <ul className={styles.grid} data-testid="goods-grid">
      {goods.map((item) => {
        const cover = coverOf(item);
        return (
          <li key={item.id}>
            <Link className={styles.card} to={goodsDetailPath(item.id)}>
              {cover ? <img className={styles.cover} src={cover} alt="" loading="lazy" /> : <span className={styles.cover}>{tm('mall.detail.noPicture')}</span>}
              <span className={styles.body}>
                <span className={styles.name} title={item.name}>
                  {item.name}
                </span>
                <span className={styles.meta}>{categoryName(item)}</span>
                <span className={styles.price}>{priceText(item)}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
};
