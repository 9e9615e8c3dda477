/**
 * The search domain's reads and writes around resumes (docs/search.md "Resumes"): who a batch of resumes is of, read
 * now (one strongly consistent BatchGet: the people's profiles `USER#<u>` / `PROFILE` or the organisations `ORG#<id>` /
 * `ORG`, only what a document may show or be found by); and a viewer's once-only view of a team's or company's resume.
 * The account domain's keys are spelt here because the search domain reads its items without its code.
 */
import { batchGet, getItem, table, transactRetrying } from '../lib/store/client.js';
import { userPartition } from '../lib/store/partitions.js';
import { unitBrowseKey, unitResumeKey } from './keys.js';

/** A resume's owner as search reads it: a person's status, nickname, avatar and sex; an organisation's type, status, name, avatar. */
export interface ResumeOwner {
  status?: string;
  nickname?: string;
  headPortrait?: string;
  sex?: string;
  type?: string;
  name?: string;
}

type Item = Record<string, unknown>;
const personKey = (userId: string) => ({ pk: userPartition(userId), sk: 'PROFILE' });
const orgKey = (orgId: string) => ({ pk: `ORG#${orgId}`, sk: 'ORG' });
const memberKey = (orgId: string, userId: string) => ({ pk: `ORG#${orgId}`, sk: `MEMBER#${userId}` });
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The owners of resumes, by id: people for `talent`, organisations for `unit`; one BatchGet. */
export const resumeOwners = async (kind: 'talent' | 'unit', ownerIds: readonly string[]): Promise<Map<string, ResumeOwner>> => {
  const ids = [...new Set(ownerIds)].filter(Boolean);
  if (ids.length === 0) return new Map();
  if (kind === 'talent') {
    const people = await batchGet<Item>(ids.map(personKey), 'userId, #status, nickname, headPortrait, sex', { '#status': 'status' }, true);
    return new Map(people.map((p) => [String(p.userId), { status: text(p.status), nickname: text(p.nickname), headPortrait: text(p.headPortrait), sex: text(p.sex) }]));
  }
  const orgs = await batchGet<Item>(ids.map(orgKey), 'orgId, #type, #status, #name, headPortrait', { '#type': 'type', '#status': 'status', '#name': 'name' }, true);
  return new Map(orgs.map((o) => [String(o.orgId), { type: text(o.type), status: text(o.status), name: text(o.name), headPortrait: text(o.headPortrait) }]));
};

/** Whether the person is an active member of the team or company now (its own people, whatever session they view from). */
export const isActiveMember = async (orgId: string, userId: string): Promise<boolean> =>
  (await getItem<{ status?: string }>(memberKey(orgId, userId), { consistent: true, projection: '#status', names: { '#status': 'status' } }))?.status === 'ACTIVE';

/** A team's or company's resume's views (0 without a resume). */
export const unitViews = async (type: 'TEAM' | 'COMPANY', orgId: string): Promise<number> =>
  (await getItem<{ browseNum?: number }>(unitResumeKey(type, orgId), { consistent: true, projection: 'browseNum' }))?.browseNum ?? 0;

/**
 * Counts a person's view of a team's or company's resume, once ever: the mark (absent before) and one more view and
 * `rev` on the resume (present) in one transaction. False when the mark was there or the resume is not.
 */
export const countUnitView = async (type: 'TEAM' | 'COMPANY', orgId: string, userId: string): Promise<boolean> => {
  const refused = new Error('not counted');
  try {
    await transactRetrying(
      [
        { Put: { TableName: table(), Item: { ...unitBrowseKey(type, orgId, userId), userId, createTime: Date.now() }, ConditionExpression: 'attribute_not_exists(pk)' } },
        { Update: { TableName: table(), Key: unitResumeKey(type, orgId), UpdateExpression: 'ADD browseNum :one, rev :one', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':one': 1 } } },
      ],
      () => refused,
    );
    return true;
  } catch (error) {
    if (error === refused) return false;
    throw error;
  }
};
