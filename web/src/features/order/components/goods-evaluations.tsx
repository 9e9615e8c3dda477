/**
 * A listing's evaluations for its detail page, or a seller's for their supplier page (public: order.evaluations by
 * goodsId or sellerId, newest first): the masked buyer, the stars (and the goods, on the seller's), the words, the
 * pictures and the seller's reply. The mall's pages show it (order/public.ts); `empty` stands when there is none.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format-time.js';
import { useEvaluations, useSellerEvaluations } from '../api/after-sale.js';
import { to } from '../texts.js';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '12px' },
  item: { borderTop: `1px solid ${tokens.colorNeutralStroke2}`, paddingTop: '12px', display: 'flex', flexDirection: 'column', gap: '4px' },
  head: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'baseline', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  stars: { color: tokens.colorPaletteMarigoldForeground1, fontSize: tokens.fontSizeBase300 },
  text: { margin: 0, overflowWrap: 'anywhere' },
  pictures: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  picture: { width: '72px', height: '72px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
  reply: { margin: 0, padding: '8px 12px', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium, overflowWrap: 'anywhere' },
});

export const GoodsEvaluations = ({ goodsId, sellerId, empty = null }: { goodsId?: string; sellerId?: string; empty?: ReactNode }) => {
  const styles = useStyles();
  const byGoods = useEvaluations(goodsId ?? null);
  const bySeller = useSellerEvaluations(goodsId ? null : (sellerId ?? null));
  const data = goodsId ? byGoods.data : bySeller.data;
  if (!data) return null;
  if (data.records.length === 0) return <>{empty}</>;
  return (
    <ul className={styles.list} data-testid="goods-evaluations">
      {data.records.map((evaluation) => (
        <li key={evaluation.id} className={styles.item} data-testid="goods-evaluation">
          <div className={styles.head}>
            <strong>{evaluation.buyerName}</strong>
            {!goodsId && <span>{evaluation.goodsName}</span>}
            <span className={styles.stars} role="img" aria-label={to('od.evaluate.stars', { star: evaluation.star })}>
              {'★'.repeat(evaluation.star)}
              {'☆'.repeat(5 - evaluation.star)}
            </span>
            <span>{formatDateTime(evaluation.createTime)}</span>
          </div>
          <p className={styles.text}>{evaluation.content || to('od.reply.noContent')}</p>
          {evaluation.pictureUrls.length > 0 && (
            <div className={styles.pictures}>
              {evaluation.pictureUrls.map((url) => (
                <img key={url} className={styles.picture} src={url} alt="" loading="lazy" />
              ))}
            </div>
          )}
          {evaluation.reply && <p className={styles.reply} data-testid="goods-evaluation-reply">{to('od.evals.reply', { reply: evaluation.reply })}</p>}
        </li>
      ))}
    </ul>
  );
};
