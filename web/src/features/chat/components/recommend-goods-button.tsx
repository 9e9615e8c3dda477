/**
 * 推荐商品 in the chat's input tools: the mall's picker of one's own goods on sale (its own chunk, fetched on the first
 * click); the chosen one is sent into this conversation as a goods card (RECOMMEND_GOODS).
 */
import { Button, Tooltip } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import type { ChatType } from '../../../../../shared/realtime.js';
import { LineIcon } from '../../../components/line-icon.js';
import { toast } from '../../../lib/notify.js';
import { loadRecommendGoodsPicker, type Goods } from '../../mall/public.js';
import { recommendGoods } from '../api/messages.js';
import { tc } from '../texts.js';

const Picker = lazy(loadRecommendGoodsPicker);

export const RecommendGoodsButton = ({ messageType, joinUserId }: { messageType: ChatType; joinUserId: string }) => {
  const [open, setOpen] = useState(false);
  const send = (goods: Goods) => {
    setOpen(false);
    const card = { goodsId: goods.id, name: goods.name, goodsCategory: goods.goodsCategory, goodsType: goods.goodsType };
    void recommendGoods(messageType, joinUserId, card, crypto.randomUUID()).catch((error: unknown) =>
      toast({ intent: 'error', text: (error as { msg?: string }).msg ?? tc('chat.failed') }),
    );
  };
  return (
    <>
      <Tooltip content={tc('chat.recommendGoods')} relationship="label">
        <Button appearance="subtle" size="small" onClick={() => setOpen(true)} data-testid="recommend-goods-button">
          <LineIcon name="goods" />
        </Button>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <Picker onPick={send} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
