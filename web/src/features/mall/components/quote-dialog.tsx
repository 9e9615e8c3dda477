/**
 * 报价 on a purchase intent's detail (docs/mall.md "Quotes"): a supplier picks one of its own supplier goods on sale
 * (`mall.goods.mine`, kind 1, the session's account's) and may write a note; 发送报价 asks whom to answer
 * (`mall.goods.contact`), sends the goods card into that conversation (`chat.recommendGoods`) and opens the chat there,
 * which sends the note after it. Without supplier goods on sale the dialog says so and leads to 发布商品.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { GOODS_LIMITS, type Goods } from '../../../../../shared/schemas/mall-goods.js';
import { EmptyState } from '../../../components/empty-state.js';
import { LinkButton } from '../../../components/link-button.js';
import { goodsCreatePath } from '../../../config/paths.js';
import { openChat } from '../../../lib/chat-open.js';
import { toast } from '../../../lib/notify.js';
import { goodsContact, sendQuoteCard, useQuoteGoods } from '../api/goods.js';
import { priceText } from '../model/goods-view.js';
import { tm } from '../texts.js';
import { ListSkeleton } from './list-skeleton.js';
import { OwnGoodsList } from './own-goods-list.js';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  intro: { margin: 0, color: tokens.colorNeutralForeground3 },
  heading: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
});

/** The purchase intent a quote answers: its id, name and who listed it (the page's listing). */
export type QuotedIntent = Pick<Goods, 'id' | 'name'>;

export const QuoteDialog = ({ intent, onClose }: { intent: QuotedIntent; onClose: () => void }) => {
  const styles = useStyles();
  const [current, setCurrent] = useState(1);
  const { data, error, isLoading } = useQuoteGoods(current);
  const [chosen, setChosen] = useState<Goods>();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  // One card id per dialog and goods: a retried 发送报价 stores the card once.
  const cardIds = useRef(new Map<string, string>());
  const records = data?.records ?? [];
  const notManager = error?.status === 403;

  const send = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const to = await goodsContact(intent.id);
      const messageId = cardIds.current.get(chosen.id) ?? crypto.randomUUID();
      cardIds.current.set(chosen.id, messageId);
      await sendQuoteCard(to.joinUserId, chosen, messageId);
      toast({ intent: 'success', text: tm('mall.quote.sent') });
      onClose();
      openChat({ joinUserId: to.joinUserId, title: to.title, ...(note.trim() ? { note: note.trim() } : {}) });
    } catch {
      // The HTTP helper said why (one's own listing, nobody to reach, sending too fast …).
    } finally {
      setBusy(false);
    }
  };

  const body = () => {
    if (notManager) return <EmptyState title={tm('mall.notManager')} />;
    if (isLoading && !data) return <ListSkeleton rows={2} />;
    if (records.length === 0 && current === 1)
      return (
        <EmptyState
          title={tm('mall.quote.empty')}
          text={tm('mall.quote.emptyText')}
          actions={
            <LinkButton appearance="primary" to={goodsCreatePath({ goodsType: 1 })}>
              {tm('mall.quote.create')}
            </LinkButton>
          }
        />
      );
    return (
      <>
        <p className={styles.heading} id="quote-goods">
          {tm('mall.quote.goods')}
        </p>
        <OwnGoodsList
          records={records}
          meta={(goods) => [goods.specification, goods.brand, priceText(goods)].filter(Boolean).join(' · ')}
          chosenId={chosen?.id ?? null}
          onPick={setChosen}
          testId="quote-goods"
          labelledBy="quote-goods"
        />
        {(data?.pages ?? 1) > 1 && (
          <div className={styles.pager}>
            <Button size="small" disabled={current <= 1} onClick={() => setCurrent(current - 1)}>
              {tm('mall.quote.prev')}
            </Button>
            <span>{tm('mall.quote.page', { current, pages: data?.pages ?? 1 })}</span>
            <Button size="small" disabled={current >= (data?.pages ?? 1)} onClick={() => setCurrent(current + 1)}>
              {tm('mall.quote.next')}
            </Button>
          </div>
        )}
        <Field label={tm('mall.quote.note')} hint={`${note.length}/${GOODS_LIMITS.quoteNote}`}>
          <Textarea
            value={note}
            maxLength={GOODS_LIMITS.quoteNote}
            resize="vertical"
            placeholder={tm('mall.quote.notePlaceholder')}
            onChange={(_event, input) => setNote(input.value.slice(0, GOODS_LIMITS.quoteNote))}
            data-testid="quote-note"
          />
        </Field>
      </>
    );
  };

  const canSend = !notManager && records.length > 0;
  return (
    <Dialog open onOpenChange={(_event, state) => !state.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{tm('mall.quote.title', { name: intent.name })}</DialogTitle>
          <DialogContent className={styles.content}>
            <p className={styles.intro}>{tm('mall.quote.intro')}</p>
            {body()}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{tm('mall.cancel')}</Button>
            {canSend && (
              <Button appearance="primary" disabled={busy || !chosen} onClick={() => void send()} data-testid="quote-send">
                {tm('mall.quote.send')}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};

export default QuoteDialog;
