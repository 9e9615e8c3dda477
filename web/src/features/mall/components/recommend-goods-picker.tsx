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
import { coverOf, priceText } from '../model/goods-view.js';
import { tm } from '../texts.js';
import { ListSkeleton } from './list-skeleton.js';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxHeight: '50vh', overflowY: 'auto' },
  item: {
    display: 'flex',
    width: '100%',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    textAlign: 'left',
    cursor: 'pointer',
    fontFamily: 'inherit',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  thumb: { width: '40px', height: '40px', flexShrink: 0, objectFit: 'cover', borderRadius: tokens.borderRadiusSmall, backgroundColor: tokens.colorNeutralBackground3 },
  body: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
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
              <ul className={styles.list} data-testid="recommend-goods">
                {data.records.map((goods) => {
                  const cover = coverOf(goods);
                  return (
                    <li key={goods.id}>
                      <button type="button" className={styles.item} onClick={() => onPick(goods)}>
                        {cover ? <img className={styles.thumb} src={cover} alt="" /> : <span className={styles.thumb} />}
                        <span className={styles.body}>
                          <span className={styles.name}>{goods.name}</span>
                          <span className={styles.meta}>
                            {kindName(goods.goodsType)} · {priceText(goods)}
                          </span>
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
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
