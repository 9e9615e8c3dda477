/**
 * The authorization matrix's stranger column (issue 14; docs/SECURITY.md "Authorization matrix"): every route of
 * the table has a declaration of what it names (test/support/authz/things.ts; a route without one does not compile).
 * In-process: each call is handed to the local gateway's dispatcher in this worker (test/support/transport.ts). For each thing a route names, the
 * thing is built with its owner, a stranger — a logged-in person of an allowed account type with no right to it —
 * makes the owner's call and is refused with 403 or 404, and no item of the thing's partitions, the owner's or the
 * stranger's changed; then the owner makes the same call and it succeeds, so the refusal was not bad input. A case
 * whose owner only reads (`reads`) is held to that as well: the owner's call changes no watched item either, and such
 * cases share one thing of a kind per file. The strangers are one person per account type for the whole file: a
 * refused call changes nothing of theirs (each case holds it), so each case finds them as the last one left them.
 * The anonymous and wrong-account-type columns are route-access.test.ts; the socket doors chat-socket-access.test.ts.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ACCOUNT_TYPES, type AccountType } from '../../shared/domains.js';
import { ROUTES, routeById, type RouteId } from '../../shared/routes/index.js';
import { contractRoutes, tableIdOf } from '../support/contract/routes.js';
import { ddb, table } from '../../functions/lib/store/client.js';
import { userPartition } from '../../functions/lib/store/partitions.js';
import { call } from '../support/api.js';
import { DECLARATIONS, THING_FIELD, type ThingCase } from '../support/authz/things.js';
import { canonical } from '../support/fuzz/partition.js';
import { RefusedCallers } from '../support/fuzz/refused-callers.js';
import { fieldsOf } from '../support/schema-fields.js';

/** Every item of these partitions (or these single items), strongly consistent, as canonical JSON text, keyed by what was named. */
const itemsOf = async (watched: readonly (string | { pk: string; sk: string })[]): Promise<Record<string, string[]>> => {
  const entries = await Promise.all(
    watched.map(async (what) => {
      if (typeof what !== 'string') {
        const { Item } = await ddb.send(new GetCommand({ TableName: table(), Key: what, ConsistentRead: true }));
        return [`${what.pk} ${what.sk}`, Item ? [canonical(Item)] : []] as const;
      }
      const items: string[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await ddb.send(
          new QueryCommand({ TableName: table(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': what }, ConsistentRead: true, ExclusiveStartKey: start }),
        );
        items.push(...(page.Items ?? []).map(canonical));
        start = page.LastEvaluatedKey;
      } while (start);
      return [what, items] as const;
    }),
  );
  return Object.fromEntries(entries);
};

const strangerTypeOf = (id: RouteId, declared?: AccountType): AccountType => {
  const access = routeById(id).access;
  return declared ?? (Array.isArray(access) ? (access[0] as AccountType) : 'PERSONAGE');
};

const declared = Object.entries(DECLARATIONS) as [RouteId, (typeof DECLARATIONS)[RouteId]][];
// Each route of the suites' list (the table, or the padded one: test/support/contract/routes.ts) with its declaration.
const thingCases = contractRoutes().flatMap((route) => {
  const id = tableIdOf(route.id);
  const declaration = DECLARATIONS[id];
  return declaration.names === 'thing'
    ? (declaration.cases as ThingCase[]).map((c, i) => [`${route.id} (${c.thing}${declaration.cases.length > 1 ? `, ${i + 1}` : ''})`, id, c] as const)
    : [];
});

afterAll(() => {
  const count = (names: string) => declared.filter(([, d]) => d.names === names).length;
  console.log(
    `route-strangers: ${declared.length}/${ROUTES.length} routes declared — ${count('thing')} name a thing (${thingCases.length} stranger cases, ` +
      `each refused and then made by the owner), ${count('open')} name what anyone may use, ${count('nothing')} act on the caller’s own things only`,
  );
});

describe('the declarations of what each route names', () => {
  it('cover every route of the table, and only routes of the table', () => {
    expect(ROUTES.map((r) => r.id).filter((id) => !(id in DECLARATIONS))).toEqual([]);
    expect(Object.keys(DECLARATIONS).filter((id) => !ROUTES.some((r) => r.id === id))).toEqual([]);
  });

  it('never call a route whose input names a thing one that names nothing', () => {
    const misdeclared = ROUTES.filter((r) => DECLARATIONS[r.id as RouteId].names === 'nothing')
      .map((r) => [r.id, fieldsOf(r.input).filter((field) => THING_FIELD.test(field))] as const)
      .filter(([, fields]) => fields.length > 0);
    expect(misdeclared).toEqual([]);
  });

  it('give the stranger an account type the route allows', () => {
    for (const [, id, c] of thingCases) {
      const access = routeById(id).access;
      const type = strangerTypeOf(id, c.strangerType);
      expect(ACCOUNT_TYPES).toContain(type);
      if (Array.isArray(access)) expect(access).toContain(type);
    }
  });
});

/**
 * The file's stranger of each account type: their partition is read when made and after the last case, any change
 * traced to its call (test/support/fuzz/refused-callers.ts); each case watches the thing's partitions and the owner's.
 */
const strangers = new RefusedCallers();

afterAll(async () => {
  expect(await strangers.changes(), 'a refused call wrote to its stranger').toEqual([]);
}, 600_000);

// Cases run at once: each builds its own thing and owner (a reading case may share them with the other reading ones).
describe.concurrent.each(thingCases)('%s', (_name, id, thingCase) => {
  it(`refuses a stranger with 403 or 404 and changes nothing, then does what the owner asks${thingCase.reads ? ', which changes nothing either' : ''}`, async () => {
    // Prepare: the thing and its owner, and a stranger of an account type the route allows.
    const type = strangerTypeOf(id, thingCase.strangerType);
    const [scenario, stranger] = await Promise.all([thingCase.build(), strangers.of(type)]);
    const watched = [...scenario.watch, userPartition(scenario.owner.userId)];
    const before = await itemsOf(watched);

    // Act
    const refused = await call(id, scenario.input as never, stranger.token);
    strangers.refused(type, `${id} on ${thingCase.thing}`, (token) => call(id, scenario.input as never, token));
    const after = await itemsOf(watched);
    const owners = await call(id, scenario.input as never, scenario.owner.token);
    if (thingCase.reads) expect(await itemsOf(watched), 'the owner’s call only reads').toEqual(before);

    // Assess
    expect({ status: refused.status, code: refused.body.code }, refused.body.msg).toSatisfy(
      ({ status, code }: { status: number; code: number }) => (status === 403 || status === 404) && code === status,
    );
    expect(refused.body.msg).toMatch(/\p{Script=Han}/u);
    expect(after).toEqual(before);
    expect({ status: owners.status, code: owners.body.code, msg: owners.body.msg }).toMatchObject({ status: 200, code: 200 });
  });
});
