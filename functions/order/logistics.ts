/**
 * Logistics traces (`order.logistics`; docs/orders.md "Logistics"). A provider answers a parcel's trace as a
 * carrier's API reports it: events newest first, and the status they amount to (已揽收, 运输中, 派送中, 已签收).
 *
 * The one provider today is the sandbox: its trace is a pure function of the delivery time, the tracking number and
 * the present — the same parcel reads the same at the same moment, and moves on with time: picked up an hour after
 * delivery, a few city hops (chosen by the tracking number) a day or so apart, out for delivery, signed for. A real
 * carrier's adapter (快递100, 菜鸟, a carrier's own API) is a drop-in: a module implementing `LogisticsProvider`
 * (its key in Secrets Manager, its answers mapped to these events), chosen in `logisticsProvider()`.
 */
import type { LogisticsTrace } from '../../shared/schemas/order.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';
import { mustBeSide } from './parties.js';
import { getOrder } from './store.js';

export interface Parcel {
  carrier: string;
  trackingNo: string;
  /** When the seller shipped it (epoch ms). */
  shippedAt: number;
  /** The delivery address's region, where the parcel ends (浙江省 杭州市 西湖区). */
  destination: string;
}

export interface LogisticsProvider {
  /** Shown in the answer (`provider`). */
  readonly name: string;
  trace(parcel: Parcel, now: number): Promise<Omit<LogisticsTrace, 'provider'>>;
}

const HOUR = 60 * 60 * 1000;
const HUBS = ['上海', '广州', '深圳', '北京', '武汉', '成都', '郑州', '西安', '南京', '长沙', '济南', '沈阳'];

/** A small, stable hash of the tracking number (FNV-1a): the parcel's route and pace. */
const seedOf = (text: string): number => {
  let h = 0x811c9dc5;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return h;
};

/** The sandbox's events of a parcel, oldest first, each at its time; those after `now` have not happened yet. */
export const sandboxEvents = (parcel: Parcel, now: number): LogisticsTrace['events'] => {
  const seed = seedOf(parcel.trackingNo);
  const hops = 2 + (seed % 3);
  const gap = (18 + (seed % 13)) * HOUR;
  const origin = HUBS[seed % HUBS.length]!;
  const city = parcel.destination.split(/\s+/).filter(Boolean).slice(-2).join('') || '目的地';
  const all: LogisticsTrace['events'] = [{ time: parcel.shippedAt + HOUR, text: `【${origin}】快件已由${parcel.carrier}揽收`, place: origin }];
  for (let i = 1; i <= hops; i += 1) {
    const hub = HUBS[(seed >>> (i * 3)) % HUBS.length]!;
    all.push({ time: parcel.shippedAt + HOUR + i * gap, text: `快件已到达【${hub}转运中心】，正发往下一站`, place: hub });
  }
  const arrive = parcel.shippedAt + HOUR + (hops + 1) * gap;
  all.push({ time: arrive, text: `快件正在派送中，派送员将尽快为您送达（${city}）`, place: city });
  all.push({ time: arrive + 6 * HOUR, text: '快件已签收，感谢使用', place: city });
  return all.filter((e) => e.time <= now);
};

const statusOf = (events: readonly { text: string }[]): string => {
  const last = events[events.length - 1]?.text ?? '';
  if (!events.length) return '待揽收';
  if (last.includes('签收')) return '已签收';
  if (last.includes('派送')) return '派送中';
  return events.length === 1 ? '已揽收' : '运输中';
};

export const sandboxLogistics: LogisticsProvider = {
  name: '沙箱物流',
  trace: async (parcel, now) => {
    const events = sandboxEvents(parcel, now);
    return { carrier: parcel.carrier, trackingNo: parcel.trackingNo, status: statusOf(events), events: [...events].reverse() };
  },
};

/** The provider of this stage: the sandbox until a carrier's adapter is configured. */
export const logisticsProvider = (): LogisticsProvider => sandboxLogistics;

/** The trace of a shipped order, for its buyer and its seller. */
export const orderLogistics = async (claims: TokenClaims, orderId: string, now = Date.now()): Promise<LogisticsTrace> => {
  const { order } = await mustBeSide(claims, await getOrder(orderId));
  if (!order.deliverTime) throw fail('PROCESS_WRONG_STATE', '订单尚未发货');
  const provider = logisticsProvider();
  const trace = await provider.trace({ carrier: order.carrier, trackingNo: order.trackingNo, shippedAt: order.deliverTime, destination: order.address.regionLabel }, now);
  return { ...trace, provider: provider.name };
};
