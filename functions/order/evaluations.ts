/**
 * Evaluations (docs/orders.md "Evaluations"): the buyer of a completed order evaluates each line once within
 * ORDER_TIMING.evaluateDays of completion (stars, words, public pictures), counted on the listing (its evaluation
 * count and star sum, the mall's item) in the same transaction; the seller replies once; anyone reads a listing's or a
 * seller's evaluations, the buyer's name masked.
 */
import { createHash } from 'node:crypto';
import type { Page } from '../../shared/envelope.js';
import { ORDER_TIMING } from '../../shared/mall.js';
import { maskName } from '../../shared/masking.js';
import type { Evaluation } from '../../shared/schemas/order.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { config } from '../lib/config.js';
import { fail, fieldError, notYoursField } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { isOwnOpaqueUpload } from '../lib/s3/upload-owner.js';
import { evaluationItem } from '../mall/public.js';
import type { EvaluationItem, OrderItem } from './model.js';
import { tell } from './notify.js';
import { mustBeSide } from './parties.js';
import { retrying } from './retry.js';
import { commit, countSteps, evaluationsPage, evaluationStep, getEvaluation, getOrder, orderStep, replyStep } from './store.js';

const DAY = 24 * 60 * 60 * 1000;

export const evaluateOrder = async (claims: TokenClaims, input: { orderId: string; goodsId?: string | undefined; star: number; content: string; pictures?: string[] | undefined }): Promise<void> => {
  const { role } = await mustBeSide(claims, await getOrder(input.orderId));
  if (role !== 'buyer') throw fail('PROCESS_WRONG_ACTOR');
  for (const [index, key] of (input.pictures ?? []).entries()) {
    if (!(await isOwnOpaqueUpload(`${config.filesBaseUrl}/${key}`, 'evaluation-image', claims.userId))) throw notYoursField(`pictures.${index}`, '评价图片不是您上传的图片，请重新上传');
  }
  const done = await retrying(async () => {
    const order = (await getOrder(input.orderId))!;
    if (order.state !== 'COMPLETED') throw fail('PROCESS_WRONG_STATE', '订单完成后才能评价');
    const now = Date.now();
    if (now > order.completeTime + ORDER_TIMING.evaluateDays * DAY) throw fail('PROCESS_WRONG_STATE', `订单完成${ORDER_TIMING.evaluateDays}天后不能再评价`);
    const lines = input.goodsId ? order.lines.filter((l) => l.goodsId === input.goodsId) : order.lines.filter((l) => !l.evaluated);
    if (input.goodsId && !lines.length) throw fieldError('goodsId', '该订单没有这件商品');
    if (!lines.length || lines.some((l) => l.evaluated)) throw fail('ORDER_EVALUATED');
    const chosen = new Set(lines.map((l) => l.goodsId));
    const next: OrderItem = { ...order, lines: order.lines.map((l) => (chosen.has(l.goodsId) ? { ...l, evaluated: true } : l)), rev: order.rev + 1, updateTime: now };
    const allDone = next.lines.every((l) => l.evaluated);
    await commit([
      orderStep(next, order.rev),
      ...lines.flatMap((l) => {
        const e: EvaluationItem = {
          id: newId(),
          orderId: order.id,
          goodsId: l.goodsId,
          goodsName: l.name,
          sellerId: order.seller.accountId,
          buyerId: order.buyer.accountId,
          buyerName: order.buyer.name,
          star: input.star,
          content: input.content,
          pictures: input.pictures ?? [],
          reply: '',
          createTime: now,
          replyTime: 0,
        };
        return [evaluationStep(e), { item: evaluationItem(l.goodsId, input.star) }];
      }),
      ...(allDone ? countSteps([{ accountId: order.buyer.accountId, delta: { bWaitEvaluate: -1 } }]) : []),
    ]);
    return next;
  });
  await tell(done, 'evaluated', { seller: '买家评价了订单' });
};

export const replyEvaluation = async (claims: TokenClaims, input: { orderId: string; goodsId: string; content: string }): Promise<void> => {
  const { order, role } = await mustBeSide(claims, await getOrder(input.orderId));
  if (role !== 'seller') throw fail('PROCESS_WRONG_ACTOR');
  const evaluation = await getEvaluation(input.orderId, input.goodsId);
  if (!evaluation) throw fail('NOT_FOUND', '评价不存在');
  if (evaluation.reply) throw fail('EVALUATION_REPLIED');
  await commit([replyStep(input.orderId, input.goodsId, input.content, Date.now())]);
  await tell(order, 'evaluated', { buyer: '卖家回复了您的评价' });
};

/** An evaluation kept before it had an id: one derived from its key that does not give the order's away. */
const keptId = (e: EvaluationItem): string => e.id ?? createHash('sha256').update(`${e.orderId}#${e.goodsId}`).digest('base64url').slice(0, 26);

export const toEvaluation = (e: EvaluationItem): Evaluation => ({
  id: keptId(e),
  goodsId: e.goodsId,
  goodsName: e.goodsName,
  buyerName: maskName(e.buyerName),
  star: e.star,
  content: e.content,
  pictureUrls: e.pictures.map((key) => `${config.filesBaseUrl}/${key}`),
  reply: e.reply,
  createTime: e.createTime,
  replyTime: e.replyTime,
});

/** A listing's or a seller's evaluations, newest first (public). */
export const listEvaluations = async (input: { goodsId?: string | undefined; sellerId?: string | undefined; current: number; size: number }): Promise<Page<Evaluation>> => {
  if (!input.goodsId && !input.sellerId) throw fieldError('goodsId', '请指定商品或卖家');
  const page = await evaluationsPage(input.goodsId ? { goodsId: input.goodsId } : { sellerId: input.sellerId! }, input.current, input.size);
  return { ...page, records: page.records.map(toEvaluation) };
};
