/**
 * A phase a demand change is removing keeps its documents read-only (docs/cooperation.md "Demand change"), also for a
 * directory write that read the phase a moment before the change marked it: the write's own transaction holds the
 * phase unmarked. The directory's calls run in the test worker here, and the change's mark is written between their
 * reads and their write — at the DynamoDB client, just before the write goes out (a middleware on the functions' own
 * client, as test/support/ddb-commands.ts counts commands), as a change proposed at that instant would.
 */
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ERRORS } from '../../shared/errors.js';
import { authenticate } from '../../functions/lib/auth/session.js';
import { ddb, table } from '../../functions/lib/store/client.js';
import { phaseKey } from '../../functions/project/cooperation/model.js';
import { cooperateDoc, setPermission, stopDoc } from '../../functions/project/documents/directory.js';
import { getTask } from '../../functions/project/documents/store.js';
import { addNode } from '../support/documents.js';
import { fundedCooperation } from '../support/cooperation.js';

/** The writes a directory call commits with: the change's mark is written just before the first of them goes out. */
const WRITES = new Set(['TransactWriteCommand', 'TransactWriteItemsCommand', 'PutCommand', 'UpdateCommand', 'DeleteCommand']);

/** Runs `work` with `before` written once, right before its first write reaches DynamoDB (after all its reads). */
const beforeItsWrite = async <T>(before: () => Promise<void>, work: () => Promise<T>): Promise<T> => {
  const name = `between-${randomUUID()}`;
  let pending: (() => Promise<void>) | undefined = before;
  ddb.middlewareStack.add(
    (next, context) => async (args) => {
      const run = pending;
      if (run && WRITES.has(context.commandName ?? '')) {
        pending = undefined;
        await run();
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    return await work();
  } finally {
    ddb.middlewareStack.remove(name);
  }
};

const PHASES = [
  { name: '设计', amount: 120_000, days: 5, deliverables: '设计稿' },
  { name: '开发', amount: 180_000, days: 10, deliverables: '源码' },
];

/** A change proposed at this instant marks phase 2 for removal (changes.ts proposeChange's phase write). */
const markRemoval = (projectId: string) => async () => {
  await ddb.send(new UpdateCommand({ TableName: table(), Key: phaseKey(projectId, 2), UpdateExpression: 'SET removal = :r, rev = rev + :one', ExpressionAttributeValues: { ':r': { changeId: '01HZZZZZZZZZZZZZZZZZZZZZZZ', since: Date.now() }, ':one': 1 } }));
};

describe('a directory write racing a demand change that removes its phase', () => {
  it('is refused (102129) when the change marked the phase between the write’s read and its commit: a new node, a stop, a permission', { timeout: 90_000 }, async () => {
    const c = await fundedCooperation({ phases: PHASES, via: 'items' });
    const claims = (await authenticate(c.partyB.token))!;
    const node = await addNode(c, { title: '接口说明', assignee: c.partyB.userId, phase: 2 });
    const code = (p: Promise<unknown>) => p.then(() => 200, (error: { code?: number }) => error.code);

    const created = await code(beforeItsWrite(markRemoval(c.projectId), () => cooperateDoc(claims, { projectId: c.projectId, phase: 2, title: '新文档' })));
    // The mark stays: the stop and the permission read a removed phase unless their read is the one before it.
    await ddb.send(new UpdateCommand({ TableName: table(), Key: phaseKey(c.projectId, 2), UpdateExpression: 'REMOVE removal' }));
    const stopped = await code(beforeItsWrite(markRemoval(c.projectId), () => stopDoc(claims, { projectId: c.projectId, taskId: node.taskId })));
    await ddb.send(new UpdateCommand({ TableName: table(), Key: phaseKey(c.projectId, 2), UpdateExpression: 'REMOVE removal' }));
    const permitted = await code(beforeItsWrite(markRemoval(c.projectId), () => setPermission(claims, { projectId: c.projectId, taskId: node.taskId, readers: [], writers: [] })));

    expect({ created, stopped, permitted }).toEqual({ created: ERRORS.CHANGE_PHASE_REMOVED.code, stopped: ERRORS.CHANGE_PHASE_REMOVED.code, permitted: ERRORS.CHANGE_PHASE_REMOVED.code });
    expect((await getTask(c.projectId, 2, node.taskId))!.state).toBe('ASSIGNED');
  });
});
