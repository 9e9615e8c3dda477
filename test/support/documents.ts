/**
 * Documents of a cooperation through the HTTP routes (test/integration/cooperation-documents.test.ts, the
 * authorization matrix, the e2e test): a funded cooperation whose party B is a team with a member, and document
 * tasks its leader assigns.
 */
import { DOCUMENT_LIMITS } from '../../shared/limits.js';
import type { DocumentNode } from '../../shared/schemas/documents.js';
import { call } from './api.js';
import { fundedCooperation, type Via } from './cooperation.js';
import { joinTeam } from './org.js';
import { login, newPerson, type TestPerson } from './people.js';
import { ok } from './projects.js';

export const ONE_PHASE = [{ name: '需求分析', amount: 300_000, days: 10, deliverables: '需求说明书' }];

/** A person logged in as the team they joined (a member acts for the team in its TEAM session). */
export const asTeam = async (person: TestPerson): Promise<TestPerson> => {
  const answer = await login(person.phone, person.password, 'TEAM');
  if (answer.body.code !== 200) throw new Error(`login as team: ${JSON.stringify(answer.body)}`);
  return { ...person, token: answer.body.data };
};

/**
 * A funded cooperation (its first phase 编写中) whose party B is a team: `partyB` is its administrator (party B's
 * leader) and `members` people who joined it, each logged in as the team.
 */
export const teamCooperation = async (options: { members?: number; phases?: typeof ONE_PHASE } & Via = {}) => {
  const partyB = await newPerson('TEAM');
  const people = await Promise.all(Array.from({ length: options.members ?? 1 }, () => newPerson()));
  for (const person of people) await joinTeam(partyB, person);
  const members = await Promise.all(people.map(asTeam));
  const c = await fundedCooperation({ partyB, phases: options.phases ?? ONE_PHASE, via: options.via, payPassword: options.payPassword });
  return { ...c, members };
};

/** A node of the phase's directory made by party B's leader: a document task when `assignee` is named. */
export const addNode = async (c: { projectId: string; partyB: TestPerson }, fields: { title: string; assignee?: string; parentId?: string; phase?: number }): Promise<DocumentNode> =>
  ok<DocumentNode>(await call('project.docCooperate', { projectId: c.projectId, phase: fields.phase ?? 1, title: fields.title, ...(fields.assignee ? { assignee: fields.assignee } : {}), ...(fields.parentId ? { parentId: fields.parentId } : {}) }, c.partyB.token), 'cooperate_doc');

/** A funded cooperation with one document task assigned to a team member (`writer`), optionally locked by them. */
export const teamDocument = async (options: { locked?: boolean; members?: number } & Via = {}) => {
  const c = await teamCooperation({ members: options.members ?? 1, via: options.via, payPassword: options.payPassword });
  const writer = c.members[0]!;
  const node = await addNode(c, { title: '需求说明', assignee: writer.userId });
  if (options.locked) ok(await call('project.docRequestEdit', { projectId: c.projectId, taskId: node.taskId }, writer.token), 'request_edit');
  return { ...c, writer, taskId: node.taskId, watch: [`PROJECT#${c.projectId}`, `DOC#${node.taskId}`] };
};

/** A funded cooperation whose party B is a person (its own leader and writer), with one task assigned to itself. */
export const personDocument = async (options: { locked?: boolean } & Via = {}) => {
  const c = await fundedCooperation({ phases: ONE_PHASE, via: options.via, payPassword: options.payPassword });
  const node = await addNode(c, { title: '需求说明', assignee: c.partyB.userId });
  if (options.locked) ok(await call('project.docRequestEdit', { projectId: c.projectId, taskId: node.taskId }, c.partyB.token), 'request_edit');
  return { ...c, taskId: node.taskId, watch: [`PROJECT#${c.projectId}`, `DOC#${node.taskId}`] };
};

/**
 * A document task left untouched for `days` (DOCUMENT_LIMITS.takeOverIdleDays and one by default): its assignment, its
 * last edit and its lock, if any, moved back through the table, as if its writer had gone quiet (docs/cooperation.md
 * "Take-over").
 */
export const quietTask = async (projectId: string, taskId: string, days: number = DOCUMENT_LIMITS.takeOverIdleDays + 1, phase = 1): Promise<void> => {
  const [{ UpdateCommand }, { ddb, table }, { taskKey }] = await Promise.all([
    import('@aws-sdk/lib-dynamodb'),
    import('../../functions/lib/store/client.js'),
    import('../../functions/project/cooperation/model.js'),
  ]);
  const past = Date.now() - days * 86_400_000;
  const Key = taskKey(projectId, phase, taskId);
  await ddb.send(new UpdateCommand({ TableName: table(), Key, UpdateExpression: 'SET createTime = :past, assignTime = :past, editTime = :past', ExpressionAttributeValues: { ':past': past } }));
  await ddb
    .send(
      new UpdateCommand({
        TableName: table(),
        Key,
        UpdateExpression: 'SET #lock.#until = :past, #lock.#since = :past',
        ConditionExpression: 'attribute_exists(#lock)',
        ExpressionAttributeNames: { '#lock': 'lock', '#until': 'until', '#since': 'since' },
        ExpressionAttributeValues: { ':past': past },
      }),
    )
    .catch((error: Error) => {
      if (error.name !== 'ConditionalCheckFailedException') throw error;
    });
};
