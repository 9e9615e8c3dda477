/** 搜索资源 › 供应商品 (goodsType 1) and 采购商品 (goodsType 0), spec §2.4: the goods finder under its heading. */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { GoodsType } from '../../../../../shared/schemas/mall-goods.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { t } from '../../../lib/i18n.js';
import { tg } from '../texts.js';
import { GoodsFinder } from './goods-finder.js';

const useStyles = makeStyles({
  heading: { marginBottom: tokens.spacingVerticalXS },
  lead: { margin: `0 0 ${tokens.spacingVerticalL}`, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase300 },
});

const GoodsSearchPage = ({ goodsType, kind }: { goodsType: GoodsType; kind: 'supplier' | 'purchase' }) => {
  const panel = usePanelStyles();
  const styles = useStyles();
  const title = tg(`gs.${kind}.title`);
  return (
    <section className={panel.panel} aria-labelledby={`goods-search-${kind}`}>
      <title>{`${title} - ${t('app.name')}`}</title>
      <h1 id={`goods-search-${kind}`} className={mergeClasses(panel.heading, styles.heading)}>
        {title}
      </h1>
      <p className={styles.lead}>{tg(`gs.${kind}.intro`)}</p>
      <GoodsFinder goodsType={goodsType} />
    </section>
  );
};

export const SupplierGoodsPage = () => <GoodsSearchPage goodsType={1} kind="supplier" />;
export const PurchaseGoodsPage = () => <GoodsSearchPage goodsType={0} kind="purchase" />;
