/**
 * The process engine serving a second domain (docs/processes.md "Versions", "Effects and timers", "Timers"): the mall's
 * throwaway order process of the tests (test/support/mall-orders.ts: buyer, seller and platform; two versions with
 * different rules and timers), run through the real engine and the real timer store and sweeps against the test
 * cloud's DynamoDB Local. Orders created on version 1 end on version 1's rules while new ones take version 2; each
 * one's timers fire at its version's times with its version's effects; the project domain's sweep never fires or
 * deletes the mall's timers, nor the mall's the project's; a timer a domain does not know is logged and left.
 *
 * Time runs in 1970 (T0): a whole domain's sweep at a 1970 moment reads only the timers these tests wrote.
 */
import { newId } from '../../functions/lib/ids.js';
import { logger } from '../../functions/lib/logger.js';
import { implementationGaps } from '../../functions/lib/process/implementations.js';
import { legacyTimerPartition } from '../../functions/lib/store/partitions.js';
import { getItem, putItem } from '../../functions/lib/store/client.js';
import { sweepDomain } from '../../functions/lib/timers/sweep.js';
import { timerKey } from '../../functions/lib/timers/store.js';
import { requestKey } from '../../functions/project/keys.js';
import { sweepTimers } from '../../functions/project/timers.js';
import { ERRORS } from '../../shared/errors.js';
import { clearTimers, DAY, factKey, MALL, MALL_BEFORE, mallImplementations, MINUTE, moveOrder, orderKey, placeOrder, plantTimer, readOrder, T0, timersBeside } from '../support/mall-orders.js';

/** Every object partition a test wrote timers into: cleared after each test. */
const written: string[] = [];
const track = (pk: string): string => {
  written.push(pk);
  return pk;
};
const newOrderId = (): string => {
  const id = newId();
  track(orderKey(id).pk);
  return id;
};
afterEach(async () => {
  await clearTimers(written.splice(0));
  vi.restoreAllMocks();
});

const sweepMall = (now: number) => sweepDomain(mallImplementations, now);
const stateOf = async (id: string) => (await readOrder(id))?.state;
const refusal = (move: Promise<unknown>) => move.then(() => 200, (error: { code?: number }) => error.code);

it('implements every effect and timer of both versions of the mall’s order, and nothing else', () => {
  expect(implementationGaps(mallImplementations)).toEqual({ missing: [], unused: [] });
});

it('keeps orders created on version 1 on version 1’s rules while new orders take version 2, timers and effects too', async () => {
  // Before the new rules were deployed: two orders on version 1.
  const [oldUnpaid, oldShipped] = [newOrderId(), newOrderId()];
  await placeOrder(oldUnpaid, T0, MALL_BEFORE);
  await placeOrder(oldShipped, T0, MALL_BEFORE);
  // After: new orders on version 2, the old ones still on 1.
  const [newUnpaid, newShipped, newRefused] = [newOrderId(), newOrderId(), newOrderId()];
  for (const id of [newUnpaid, newShipped, newRefused]) await placeOrder(id, T0);
  expect((await readOrder(oldUnpaid))?.processVersion).toBe(1);
  expect((await readOrder(newUnpaid))?.processVersion).toBe(2);
  expect(MALL.of('order', await readOrder(oldUnpaid)).version).toBe(1);

  // The seller may cancel only under version 2, and refuse a paid order only under version 2.
  expect(await refusal(moveOrder(oldUnpaid, 'cancel', ['seller'], T0 + MINUTE))).toBe(ERRORS.PROCESS_WRONG_ACTOR.code);
  await moveOrder(oldShipped, 'pay', ['buyer'], T0 + MINUTE);
  await moveOrder(newShipped, 'pay', ['buyer'], T0 + MINUTE);
  await moveOrder(newRefused, 'pay', ['buyer'], T0 + MINUTE);
  expect(await refusal(moveOrder(oldShipped, 'refuse', ['seller'], T0 + 2 * MINUTE))).toBe(ERRORS.NOT_FOUND.code);
  await moveOrder(newRefused, 'refuse', ['seller'], T0 + 2 * MINUTE);
  expect(await stateOf(newRefused)).toBe('CANCELLED');
  expect(await getItem(factKey(newRefused, 'refund'))).toMatchObject({ effect: 'refund', processVersion: 2 });
  expect(await getItem(factKey(oldShipped, 'recordPayment'))).toMatchObject({ effect: 'recordPayment', processVersion: 1 });

  // Unpaid: version 2's expire after 15 minutes, version 1's after 30.
  await sweepMall(T0 + 20 * MINUTE);
  expect([await stateOf(newUnpaid), await stateOf(oldUnpaid)]).toEqual(['CANCELLED', 'PLACED']);
  await sweepMall(T0 + 31 * MINUTE);
  expect(await stateOf(oldUnpaid)).toBe('CANCELLED');

  // Shipped: received automatically after 7 days on version 2, after 10 on version 1, each settled by its effect.
  await moveOrder(oldShipped, 'ship', ['seller'], T0 + DAY);
  await moveOrder(newShipped, 'ship', ['seller'], T0 + DAY);
  const [oldTimer] = await timersBeside(orderKey(oldShipped).pk);
  expect(oldTimer).toMatchObject({ domain: 'mall', process: 'order', transition: 'autoReceive', due: T0 + 11 * DAY });
  expect(String(oldTimer!.gsi3pk)).toMatch(/^TIMERS#mall#[0-3]$/);
  const early = await sweepMall(T0 + 9 * DAY);
  expect(early).toMatchObject({ failed: 0, unknown: 0 });
  expect([await stateOf(newShipped), await stateOf(oldShipped)]).toEqual(['RECEIVED', 'SHIPPED']);
  await sweepMall(T0 + 12 * DAY);
  expect(await stateOf(oldShipped)).toBe('RECEIVED');
  expect(await getItem(factKey(oldShipped, 'settle'))).toMatchObject({ state: 'RECEIVED', processVersion: 1 });
  expect(await getItem(factKey(newShipped, 'settle'))).toMatchObject({ state: 'RECEIVED', processVersion: 2 });
  // A timer fires once: nothing is left beside the orders, and a later sweep finds nothing of theirs.
  for (const id of [oldUnpaid, oldShipped, newUnpaid, newShipped, newRefused]) expect(await timersBeside(orderKey(id).pk)).toEqual([]);
});

it('sweeps each domain’s own partitions only: the project’s sweep never fires the mall’s timers, nor the mall’s the project’s', async () => {
  const order = newOrderId();
  await placeOrder(order, T0);
  // A project timer due first: an invitation's expiry (of an invitation that is not there: its firing finds nothing).
  const invitationId = newId();
  const invitationPk = track(requestKey(invitationId).pk);
  await plantTimer('project', invitationPk, { process: 'invitation', transition: 'expire', objectId: invitationId, due: T0 + MINUTE });
  // One written before timers had domains: in the old partitions, no domain said (the project's).
  const legacyId = newId();
  const legacyPk = track(requestKey(legacyId).pk);
  await putItem({ ...timerKey(legacyPk, 'expire'), process: 'invitation', transition: 'expire', objectId: legacyId, due: T0 + MINUTE, gsi3pk: legacyTimerPartition(0), gsi3sk: `${String(T0 + MINUTE).padStart(13, '0')}#${legacyPk}#expire` });
  expect(String((await timersBeside(invitationPk))[0]!.gsi3pk)).toMatch(/^TIMERS#project#[0-3]$/);

  // The mall's sweep when the project's timers are due, not yet its own: it touches neither.
  expect(await sweepMall(T0 + 10 * MINUTE)).toEqual({ fired: 0, failed: 0, unknown: 0 });
  expect(await timersBeside(invitationPk)).toHaveLength(1);
  expect(await timersBeside(legacyPk)).toHaveLength(1);

  // The project's sweep when both domains' timers are due: it fires its own (the legacy one too), and leaves the mall's.
  const projectSwept = await sweepTimers(T0 + 20 * MINUTE);
  expect(projectSwept).toEqual({ fired: 2, failed: 0 });
  expect(await timersBeside(invitationPk)).toEqual([]);
  expect(await timersBeside(legacyPk)).toEqual([]);
  expect(await timersBeside(orderKey(order).pk)).toHaveLength(1);
  expect(await stateOf(order)).toBe('PLACED');
  // Nor does its sweep of named objects reach them: it reads the project's partitions of those ids.
  expect(await sweepTimers(T0 + 20 * MINUTE, [order])).toEqual({ fired: 0, failed: 0 });
  expect(await timersBeside(orderKey(order).pk)).toHaveLength(1);

  // The mall's own sweep fires it.
  expect(await sweepMall(T0 + 20 * MINUTE)).toEqual({ fired: 1, failed: 0, unknown: 0 });
  expect(await stateOf(order)).toBe('CANCELLED');
});

it('logs a timer its domain does not know and leaves it, and still deletes a known one whose object moved on', async () => {
  const warn = vi.spyOn(logger, 'warn');
  // Unknown to the mall: a transition no version of the order times, and a process it does not have.
  const unknownOrder = newOrderId();
  const parcelPk = track(`TESTPARCEL#${newId()}`);
  await plantTimer('mall', orderKey(unknownOrder).pk, { process: 'order', transition: 'refundDeadline', objectId: unknownOrder, due: T0 + MINUTE });
  await plantTimer('mall', parcelPk, { process: 'parcel', transition: 'lost', objectId: parcelPk, due: T0 + MINUTE });
  // Unknown to the project: a process it does not have, in its own partitions.
  const strayId = newId();
  const strayPk = track(`PROJECT#${strayId}`);
  await plantTimer('project', strayPk, { process: 'order', transition: 'expire', objectId: strayId, due: T0 + MINUTE });
  // Known, but its order moved on (paid after the timer was read): its firing does nothing and it is deleted.
  const paid = newOrderId();
  await placeOrder(paid, T0);
  await moveOrder(paid, 'pay', ['buyer'], T0 + MINUTE);
  await plantTimer('mall', orderKey(paid).pk, { process: 'order', transition: 'expire', objectId: paid, due: T0 + 15 * MINUTE });

  expect(await sweepMall(T0 + 20 * MINUTE)).toEqual({ fired: 1, failed: 0, unknown: 2 });
  expect(await sweepTimers(T0 + 20 * MINUTE)).toEqual({ fired: 0, failed: 0 });
  expect(await stateOf(paid)).toBe('PAID');
  expect(await timersBeside(orderKey(paid).pk)).toEqual([]);
  for (const pk of [orderKey(unknownOrder).pk, parcelPk, strayPk]) expect(await timersBeside(pk), pk).toHaveLength(1);

  const left = warn.mock.calls.filter(([message]) => message === 'timer left: its domain knows no such timer').map(([, details]) => details);
  expect(left).toEqual(
    expect.arrayContaining([
      { domain: 'mall', process: 'order', transition: 'refundDeadline', objectId: unknownOrder, due: T0 + MINUTE },
      { domain: 'mall', process: 'parcel', transition: 'lost', objectId: parcelPk, due: T0 + MINUTE },
      { domain: 'project', process: 'order', transition: 'expire', objectId: strayId, due: T0 + MINUTE },
    ]),
  );
  // Left for the code that knows them: the next sweep finds them again, and leaves them again.
  expect(await sweepMall(T0 + DAY)).toMatchObject({ unknown: 2 });
  expect(await timersBeside(parcelPk)).toHaveLength(1);
});
