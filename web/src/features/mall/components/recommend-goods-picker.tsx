/**
 * The chat's 推荐商品: one's own goods on sale (`mall.goods.recommend`), found by a word of their name; choosing one
 * sends its goods card into the conversation (the chat does the sending).
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { Goods } from '../../../../../shared/schemas/mall-goods.js';
import { EmptyState } from '../../../components/empty-state.js';
import { useRecommendGoods } from '../api/goods.js';
import { kindName } from '../model/goods-fields.js';
import { priceText } from '../model/goods-view.js';
import { tm } from '../texts.js';
import { ListSkeleton } from './list-skeleton.js';
import { OwnGoodsList } from './own-goods-list.js';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export const RecommendGoodsPicker = ({ onPick, onClose }: { onPick: (goods: Goods) => void; onClose: () => void }) => {
  const styles = useStyles();
  const [keyword, setKeyword] = useState('');
  const { data, isLoading } = useRecommendGoods(keyword.trim());
  return (
    <Dialog open onOpenChange={(_event, state) => !state.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{tm('mall.recommend.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Input value={keyword} placeholder={tm('mall.recommend.search')} aria-label={tm('mall.recommend.search')} onChange={(_event, input) => setKeyword(input.value)} />
            {isLoading && !data ? (
              <ListSkeleton rows={2} />
            ) : !data || data.records.length === 0 ? (
              <EmptyState title={tm('mall.recommend.empty')} text={tm('mall.recommend.emptyText')} />
            ) : (
              <OwnGoodsList records={data.records} meta={(goods) => `${kindName(goods.goodsType)} · ${priceText(goods)}`} onPick={onPick} testId="recommend-goods" />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{tm('mall.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};

export default RecommendGoodsPicker;
