/** A cooperation's disputes through the HTTP routes, as a client would (test/integration/cooperation-disputes.test.ts). */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { negotiationFeeOf } from '../../shared/limits.js';
import type { DisputeView } from '../../shared/schemas/cooperation-dispute.js';
import { call } from './api.js';
import { newPerson, type TestPerson } from './people.js';
import { ok } from './projects.js';

const TWO_PHASES = [
  { name: '设计', amount: 120_000, days: 5, deliverables: '设计稿' },
  { name: '开发', amount: 180_000, days: 10, deliverables: '源码' },
];

export interface Disputable {
  partyA: TestPerson;
  partyB: TestPerson;
  projectId: string;
}

/**
 * A cooperation of two phases whose phase 1 party A refused at acceptance twice (the acceptance window open), built as
 * the walk through the API leaves it (test/support/states): funded, delivered, refused, confirmed, delivered, refused.
 */
export const twiceRefused = async (options: { phases?: typeof TWO_PHASES } = {}): Promise<Disputable & { phases: typeof TWO_PHASES }> => {
  const { build, PHASE_WAYS } = await import('./states/index.js');
  const phases = options.phases ?? TWO_PHASES;
  const total = phases.reduce((s, p) => s + p.amount, 0);
  const stateOptions = { phases, wallet: negotiationFeeOf(total) + total };
  const built = await build(
    [...PHASE_WAYS.REJECTED(stateOptions, phases), { do: 'move', name: 'ensureNoPass' }, { do: 'deliver' }, { do: 'move', name: 'acceptanceNoPass', reason: '仍不符合要求' }],
    stateOptions,
  );
  return { partyA: built.partyA, partyB: built.partyB, projectId: built.projectId, phases };
};

/** A side opens an acceptance dispute of the cooperation. */
export const openAcceptanceDispute = async (c: Disputable, by: 'partyA' | 'partyB' = 'partyB', extra: Record<string, unknown> = {}): Promise<DisputeView> =>
  ok<DisputeView>(await call('project.dispute.open', { projectId: c.projectId, kind: 'ACCEPTANCE', claim: '甲方两次验收不通过，理由与约定的交付物不符', ...extra }, c[by].token), 'open dispute');

/** A person with the service desk's SERVICE role (granted in the table, as the seed does: no route grants it). */
export const deskStaff = async (): Promise<TestPerson> => {
  const [person, { ddb, table }, { personKey }] = await Promise.all([newPerson(), import('../../functions/lib/store/client.js'), import('../../functions/account/keys.js')]);
  await ddb.send(new UpdateCommand({ TableName: table(), Key: personKey(person.userId), UpdateExpression: 'SET #roles = :roles', ExpressionAttributeNames: { '#roles': 'roles' }, ExpressionAttributeValues: { ':roles': ['SERVICE'] } }));
  return person;
};

/** The desk takes a dispute: both sides are asked for evidence. */
export const takeDispute = async (staff: TestPerson, c: Disputable, disputeId: string): Promise<DisputeView> =>
  ok<DisputeView>(await call('project.desk.take', { projectId: c.projectId, disputeId }, staff.token), 'take dispute');
