/**
 * /mall/create: 发布商品, or with `?id=` 修改商品 (one's own listing, read with `mall.goods.one`); `?goodsType=` picks
 * the kind of a new one. 返回广告帖 leads to the ad-post page of the session's account.
 */
import { Button } from '@fluentui/react-components';
import type { GoodsType } from '../../../../../shared/schemas/mall-goods.js';
import { EmptyState } from '../../../components/empty-state.js';
import { LinkButton } from '../../../components/link-button.js';
import { usePageStyles, usePanelStyles } from '../../../components/page-styles.js';
import { t } from '../../../lib/i18n.js';
import { useOwnGoods } from '../api/goods.js';
import { tm } from '../texts.js';
import { GoodsForm } from './goods-form.js';
import { ListSkeleton } from './list-skeleton.js';
import { useMallStyles } from './styles.js';

export const CreatePage = ({ id, goodsType, backTo }: { id: string | undefined; goodsType: GoodsType; backTo: string }) => {
  const page = usePageStyles();
  const panel = usePanelStyles();
  const styles = useMallStyles();
  const { data, error, isLoading, mutate } = useOwnGoods(id);
  const title = id ? tm('mall.create.editTitle') : tm('mall.create.title');
  return (
    <div className={page.page}>
      <title>{`${title} - ${t('app.name')}`}</title>
      <section className={panel.panel}>
        <div className={styles.head}>
          <h1 className={styles.title}>{title}</h1>
          <LinkButton appearance="secondary" size="small" to={backTo}>
            {tm('mall.create.back')}
          </LinkButton>
        </div>
        {!id ? (
          <GoodsForm goodsType={goodsType} />
        ) : data ? (
          <GoodsForm key={data.id} goods={data} goodsType={data.goodsType} />
        ) : isLoading ? (
          <ListSkeleton rows={2} />
        ) : error && error.code !== 404 && error.code !== 403 && error.code !== 400 ? (
          <EmptyState
            title={tm('mall.loadFailed')}
            actions={
              <Button size="small" onClick={() => void mutate()}>
                {tm('mall.retry')}
              </Button>
            }
          />
        ) : (
          <EmptyState title={tm('mall.create.notFound')} />
        )}
      </section>
    </div>
  );
};
