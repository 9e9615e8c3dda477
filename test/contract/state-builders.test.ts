/**
 * The state builders (test/support/states) against the walks they stand for (issue 26 "State without long walks"):
 * for each state a builder makes, the same moves are told in memory and written by the builder, and walked through
 * the API (test/support/states/walk.ts); the items each leaves in the object's partitions — the project's (its
 * counters, engagement, cooperation, phases, records, timers), its phases' timers, the request's, the negotiation's
 * with its versions, the name's claim, both parties' (backlog entries, monthly figures), the escrow account and both
 * wallets with their ledger entries — are the same once ids, times, revisions and index shards are normalised. A
 * builder that writes what no walk leaves, or leaves out what a walk writes, fails here.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, table } from '../../functions/lib/store/client.js';
import { phaseTimerPk } from '../../functions/project/cooperation/model.js';
import { negotiationKey, projectKey, projectNameKey, requestKey } from '../../functions/project/keys.js';
import { keyOfParty } from '../../functions/project/model.js';
import { getProject } from '../../functions/project/store.js';
import { escrowAccountId, walletAccountId } from '../../functions/wallet/public.js';
import { canonical } from '../support/fuzz/partition.js';
import { demandFields } from '../support/projects.js';
import {
  APPLICATION_WAYS,
  build,
  INVITATION_WAYS,
  NEGOTIATION_WAYS,
  PHASE_WAYS,
  PROJECT_WAYS,
  sideOf,
  type Built,
  type Move,
  type Phase,
  type StateOptions,
} from '../support/states/index.js';
import { walk } from '../support/states/walk.js';

const TWO_PHASES: Phase[] = [
  { name: '设计', amount: 120_000, days: 5, deliverables: '设计稿' },
  { name: '开发', amount: 180_000, days: 10, deliverables: '源码' },
];

/** Every partition of a built or walked object, by what it is. */
const partitionsOf = async (w: Built): Promise<Record<string, string>> => {
  const [a, b, project] = await Promise.all([sideOf(w.partyA), sideOf(w.partyB), getProject(w.projectId)]);
  if (!project) throw new Error(`no project ${w.projectId}`);
  return {
    project: projectKey(w.projectId).pk,
    'phase timers': phaseTimerPk(w.projectId),
    ...(w.requestId ? { request: requestKey(w.requestId).pk } : {}),
    ...(w.negotiationId ? { negotiation: negotiationKey(w.negotiationId).pk } : {}),
    'name claim': projectNameKey(keyOfParty(a.party), project.name).pk,
    'party A': `PARTY#${keyOfParty(a.party)}`,
    'party B': `PARTY#${keyOfParty(b.party)}`,
    escrow: `ACCT#${escrowAccountId(w.projectId)}`,
    'party A’s wallet': `ACCT#${walletAccountId(a.party.type, a.party.id)}`,
    'party B’s wallet': `ACCT#${walletAccountId(b.party.type, b.party.id)}`,
  };
};

const itemsOf = async (pk: string): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(new QueryCommand({ TableName: table(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true, ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
};

/**
 * An object's items as comparable text: its own ids and its people's named (`<project>`, `<A>`, …), every other id,
 * time and requestId a placeholder, `rev` too (a walk's counts its writes, a builder writes each item once), and the
 * shards chosen by hashing an id (timers' due-time index, the search kinds, the platform's accounts) left out.
 */
const comparable = async (w: Built): Promise<Record<string, string[]>> => {
  const project = await getProject(w.projectId);
  const names: [string, string][] = [
    [w.projectId, '<project>'],
    ...(w.requestId ? ([[w.requestId, '<request>']] as [string, string][]) : []),
    ...(w.negotiationId ? ([[w.negotiationId, '<negotiation>']] as [string, string][]) : []),
    [w.partyA.userId, '<A>'],
    [w.partyB.userId, '<B>'],
    [project!.name, '<name>'],
    [w.partyA.nickname, '<A’s name>'],
    [w.partyB.nickname, '<B’s name>'],
  ];
  const partitions = await partitionsOf(w);
  const out: Record<string, string[]> = {};
  for (const [what, pk] of Object.entries(partitions)) {
    out[what] = (await itemsOf(pk))
      .map((item) => {
        let text = canonical(item);
        for (const [value, name] of names) text = text.split(value).join(name);
        return text
          .replace(/[0-9A-HJKMNP-TV-Z]{26}/g, '<id>')
          .replace(/t-[0-9a-f-]{36}/g, '<requestId>')
          .replace(/\b1\d{12}\b/g, '<time>')
          .replace(/"rev":\d+/g, '"rev":"<rev>"')
          .replace(/TIMERS#([a-z]+#)?\d+/g, 'TIMERS#$1<shard>')
          .replace(/"project#\d+"/g, '"project#<shard>"')
          .replace(/platform:(fees|world|transit):\d+/g, 'platform:$1:<shard>');
      })
      .sort();
  }
  return out;
};

type Case = [label: string, moves: () => Move[], options: StateOptions, state?: string];

const ways = (process: string, table: Record<string, (o: StateOptions, p: Phase[]) => Move[]>, options: StateOptions, phases: Phase[], skip: string[] = []): Case[] =>
  Object.entries(table)
    .filter(([state]) => !skip.includes(state))
    .map(([state, way]) => [`${process} ${state}`, () => way(options, phases), options, state]);

/** demandFields' three phases, the builders' and the walks' by default. */
const THREE: Phase[] = demandFields().phases;

const CASES: Case[] = [
  ...ways('project', PROJECT_WAYS, {}, THREE),
  ['project COMPLETED, its escrow paid all at once', () => PROJECT_WAYS.COMPLETED({ escrowPlan: 'ALL_AT_ONCE', phases: TWO_PHASES }, TWO_PHASES), { escrowPlan: 'ALL_AT_ONCE', phases: TWO_PHASES }],
  ...ways('invitation', INVITATION_WAYS, {}, THREE),
  // An accepted application is the project's NEGOTIATING way, an agreed or a just-opened negotiation its AGREED's and NEGOTIATING's.
  ...ways('application', APPLICATION_WAYS, {}, THREE, ['ACCEPTED']),
  ...ways('negotiation', NEGOTIATION_WAYS, {}, THREE, ['A_PROPOSED', 'AGREED']),
  // A phase PENDING is the second of a cooperation whose first is UNFUNDED: the same way.
  ...ways('phase', PHASE_WAYS, { phases: TWO_PHASES }, TWO_PHASES, ['PENDING']),
];

afterAll(() => console.log(`state-builders: ${CASES.length} builders checked against their walks`));

describe.concurrent.each(CASES)('the %s builder', (_label, movesOf, options, state) => {
  it('writes what the walk through the API leaves', { timeout: 120_000 }, async () => {
    const moves = movesOf();
    const built = await build(moves, options, state);
    const walked = await walk(moves, { ...options, wallet: built.spent }, state);
    const [fromItems, fromApi] = await Promise.all([comparable(built), comparable(walked)]);
    // The walk left its project (a test whose two sides read nothing would prove nothing).
    expect(fromApi.project!.some((item) => item.includes('"sk":"PROJECT"'))).toBe(true);
    expect(Object.keys(fromItems)).toEqual(Object.keys(fromApi));
    for (const what of Object.keys(fromApi)) expect(fromItems[what], what).toEqual(fromApi[what]);
  });
});
