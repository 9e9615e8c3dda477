/**
 * Every registered process against its domain's implementations (docs/processes.md "Effects and timers"): an effect or
 * a timer that any version of any registered declaration names without an implementation fails here, and so does an
 * implementation of a name no declaration uses. The check itself is shown to catch both on a process of two versions.
 */
import type { Domain } from '../../shared/domains.js';
import { PROCESS_REGISTRIES } from '../../shared/process/registries.js';
import { defineRegistry } from '../../shared/process/registry.js';
import { defineProcess } from '../../shared/process/types.js';
import { effectsOf, implementationGaps, implementProcesses, timerFireOf, type DomainImplementations } from '../../functions/lib/process/implementations.js';
import { accountImplementations } from '../../functions/account/cancellation.js';
import { projectImplementations } from '../../functions/project/process-implementations.js';
import { orderImplementations } from '../../functions/order/process-implementations.js';

/** Each domain's implementations: a domain whose registry is listed without them fails here. */
const IMPLEMENTATIONS: Partial<Record<Domain, DomainImplementations>> = { project: projectImplementations, account: accountImplementations, order: orderImplementations };

describe.each(PROCESS_REGISTRIES.map((registry) => [registry.domain, registry] as const))('the %s domain', (domain, registry) => {
  const impl = IMPLEMENTATIONS[domain];

  it('has the implementations of its registry’s processes', () => {
    expect(impl?.registry).toBe(registry);
  });

  it('implements every effect and timer its declarations name, in every version, and nothing they do not', () => {
    expect(implementationGaps(impl!)).toEqual({ missing: [], unused: [] });
  });

  it('implements each with a function', () => {
    for (const [name, own] of Object.entries(impl!.processes)) {
      for (const [effect, fn] of Object.entries(own.effects)) expect(typeof fn, `${name}.effects.${effect}`).toBe('function');
      for (const [timer, fn] of Object.entries(own.timers)) expect(typeof fn, `${name}.timers.${timer}`).toBe('function');
    }
  });
});

describe('the implementations check', () => {
  const base = {
    name: 'order',
    domain: 'mall',
    label: '订单',
    actors: { buyer: '买家', seller: '卖家', platform: '平台' },
    initial: 'PLACED',
    states: { PLACED: { label: '待付款' }, PAID: { label: '已付款', final: true }, CANCELLED: { label: '已取消', final: true } },
    guards: {},
  } as const;
  const v1 = defineProcess({
    ...base,
    version: 1,
    transitions: [
      { name: 'pay', label: '付款', actors: ['buyer'], from: ['PLACED'], to: 'PAID', effects: ['reserve'] },
      { name: 'expire', label: '超时取消', actors: ['platform'], from: ['PLACED'], to: 'CANCELLED', timer: { after: 60_000, label: '1分钟未付款自动取消' } },
    ],
    effects: { reserve: '锁定库存' },
  });
  // Version 2 tells the seller of a payment and reminds the buyer before the order is cancelled.
  const v2 = defineProcess({
    ...base,
    version: 2,
    transitions: [
      { name: 'pay', label: '付款', actors: ['buyer'], from: ['PLACED'], to: 'PAID', effects: ['reserve', 'notifySeller'] },
      { name: 'remind', label: '付款提醒', actors: ['platform'], from: ['PLACED'], timer: { after: 30_000, label: '取消前提醒买家' } },
      { name: 'expire', label: '超时取消', actors: ['platform'], from: ['PLACED'], to: 'CANCELLED', timer: { after: 60_000, label: '1分钟未付款自动取消' } },
    ],
    effects: { reserve: '锁定库存', notifySeller: '通知卖家发货' },
  });
  const registry = defineRegistry('mall', { order: [v1, v2] });
  const fire = async () => undefined;

  it('finds an effect or a timer of any version that has no implementation', () => {
    const impl = implementProcesses(registry, { order: { effects: { reserve: () => [] }, timers: { expire: fire } } });
    expect(implementationGaps(impl)).toEqual({ missing: ['order.effects.notifySeller', 'order.timers.remind'], unused: [] });
  });

  it('finds an implementation of a name no version declares', () => {
    const impl = implementProcesses(registry, { order: { effects: { reserve: () => [], notifySeller: () => [], refund: () => [] }, timers: { expire: fire, remind: fire, pay: fire } } });
    expect(implementationGaps(impl)).toEqual({ missing: [], unused: ['order.effects.refund', 'order.timers.pay'] });
  });

  it('knows a timer only by its own process and timed transition', () => {
    const impl = implementProcesses(registry, { order: { effects: { reserve: () => [], notifySeller: () => [] }, timers: { expire: fire, remind: fire } } });
    expect(timerFireOf(impl, { process: 'order', transition: 'expire' })).toBe(fire);
    expect(timerFireOf(impl, { process: 'order', transition: 'refund' })).toBeUndefined();
    expect(timerFireOf(impl, { process: 'refund', transition: 'expire' })).toBeUndefined();
    expect(timerFireOf(impl, { process: 'constructor', transition: 'name' })).toBeUndefined();
    expect(timerFireOf(impl, { process: 'order', transition: 'toString' })).toBeUndefined();
  });

  it('gives a transition’s effects by name, in their declared order', () => {
    const reserve = () => ['reserve'];
    const notifySeller = () => ['notifySeller'];
    const impl = implementProcesses(registry, { order: { effects: { notifySeller, reserve }, timers: { expire: fire, remind: fire } } });
    expect(effectsOf(impl, 'order', registry.of('order', { processVersion: 2 }).transitions[0]!)).toEqual([reserve, notifySeller]);
    expect(effectsOf(impl, 'order', registry.of('order', {}).transitions[0]!)).toEqual([reserve]);
    expect(() => effectsOf(impl, 'order', { name: 'pay', effects: ['refund'] })).toThrow(/no implementation of order's effect refund/);
  });
});
