/**
 * The project store (docs/data-model.md "Projects"): projects, their demand books and counters, the engagements of
 * party B with a project, invitations and applications, negotiations and their terms, categories and the backlog.
 * Every write of a project's item moves its `rev` by one under a condition on the old one: the search indexer uses
 * it as the document's version, and a concurrent change is refused (100002) rather than lost.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { mallStaffKey } from '../../shared/mall.js';
import { AUDIENCE_FILTER, WHOLE_PARTY_FILTER } from '../../shared/party-lists.js';
import { batchGet, commitSteps as commit, countAll, ddb, deleteItem, getItem, isLive, putItem, queryAll, table, updateItem, type Step } from '../lib/store/client.js';
import { fail } from '../lib/errors.js';
import type { AppError } from '../lib/errors.js';
import {
  BACKLOG_PREFIX,
  backlogKey,
  bookKey,
  countsKey,
  CUSTOM_CATEGORY_PREFIX,
  categoryCountKey,
  categoryNameKey,
  customCategoryKey,
  engagementKey,
  negotiationKey,
  partyList,
  projectKey,
  projectNameKey,
  requestKey,
  selectedCategoriesKey,
  TERMS_PREFIX,
} from './keys.js';
import type { BacklogRecord, CountsItem, CustomCategoryItem, EngagementItem, NegotiationItem, ProjectItem, RequestItem, TermsItem } from './model.js';

const T = () => table();

// ---------------------------------------------------------------- reads

export const getProject = (projectId: string, consistent = true): Promise<ProjectItem | undefined> => getItem<ProjectItem>(projectKey(projectId), { consistent });
export const getBook = async (projectId: string): Promise<string> => (await getItem<{ html: string }>(bookKey(projectId)))?.html ?? '';
export const getCounts = async (projectId: string, consistent = false): Promise<CountsItem> =>
  (await getItem<CountsItem>(countsKey(projectId), { consistent })) ?? { applyCount: 0, inviteCount: 0, talking: 0, browseNum: 0 };
export const getProjects = (projectIds: readonly string[]): Promise<ProjectItem[]> => batchGet<ProjectItem>([...new Set(projectIds)].map(projectKey));
/** Every project of a party in its lists (drafts, open, agreed, ended; a deleted one is in none): one Query of its gsi1 list. */
export const projectsOfParty = (ownerKey: string): Promise<ProjectItem[]> =>
  queryAll<ProjectItem>({ IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': partyList(ownerKey, 'PROJ') } });
export const getRequest = (id: string): Promise<RequestItem | undefined> => getItem<RequestItem>(requestKey(id), { consistent: true });
/** Several requests or negotiations by id: one BatchGet each (consistent: endings act on what they read). */
export const getRequests = (ids: readonly string[]): Promise<RequestItem[]> => batchGet<RequestItem>(ids.map(requestKey), undefined, undefined, true);
export const getNegotiations = (ids: readonly string[]): Promise<NegotiationItem[]> => batchGet<NegotiationItem>(ids.map(negotiationKey), undefined, undefined, true);
export const getNegotiation = (id: string): Promise<NegotiationItem | undefined> => getItem<NegotiationItem>(negotiationKey(id), { consistent: true });
export const getEngagement = (projectId: string, partyKey: string): Promise<EngagementItem | undefined> =>
  getItem<EngagementItem>(engagementKey(projectId, partyKey), { consistent: true });
export const getEngagements = (projectId: string, partyKeys: readonly string[]): Promise<EngagementItem[]> =>
  batchGet<EngagementItem>(partyKeys.map((k) => engagementKey(projectId, k)), undefined, undefined, true);
/** One party B's engagements with several projects (which of them it is already engaged with): one BatchGet. */
export const engagementsWith = (projectIds: readonly string[], partyKey: string): Promise<EngagementItem[]> =>
  batchGet<EngagementItem>(projectIds.map((p) => engagementKey(p, partyKey)), undefined, undefined, true);
export const engagementsOf = (projectId: string): Promise<EngagementItem[]> =>
  queryAll<EngagementItem>({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)', ExpressionAttributeValues: { ':pk': projectKey(projectId).pk, ':p': 'PARTY#' }, ConsistentRead: true });
export const termsOf = (negotiationId: string): Promise<TermsItem[]> =>
  queryAll<TermsItem>({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)', ExpressionAttributeValues: { ':pk': negotiationKey(negotiationId).pk, ':p': TERMS_PREFIX }, ConsistentRead: true });

/** Whether an owner already has a project of this name (its claim), and whose it is. */
export const nameHolder = async (ownerKey: string, name: string): Promise<string | undefined> =>
  (await getItem<{ projectId: string }>(projectNameKey(ownerKey, name), { consistent: true }))?.projectId;

// ---------------------------------------------------------------- paged lists on the GSIs

export interface PageOf<T> {
  items: T[];
  total: number;
}

/**
 * One page of an index list, newest first: reads the first `current × size` keys (lists are short: a party's projects
 * and requests) and counts the whole list with `Select: COUNT`.
 */
export const pageOf = async <T>(index: 'gsi1' | 'gsi2' | 'gsi3', pk: string, prefix: string, current: number, size: number): Promise<PageOf<T>> => {
  const hash = `${index}pk`;
  const range = `${index}sk`;
  const base: Omit<QueryCommandInput, 'TableName'> = {
    IndexName: index,
    KeyConditionExpression: prefix ? `${hash} = :pk AND begins_with(${range}, :p)` : `${hash} = :pk`,
    ExpressionAttributeValues: prefix ? { ':pk': pk, ':p': prefix } : { ':pk': pk },
  };
  const want = current * size;
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(new QueryCommand({ ...base, TableName: T(), ScanIndexForward: false, Limit: want - items.length, ExclusiveStartKey: start }));
    for (const item of out.Items ?? []) if (isLive(item)) items.push(item as T);
    start = out.LastEvaluatedKey;
  } while (start && items.length < want);
  const total = await countAll(base);
  return { items: items.slice((current - 1) * size, want), total };
};

/** How many items an index list holds (the project center's counts). */
export const countOf = (index: 'gsi1' | 'gsi2' | 'gsi3', pk: string, prefix = ''): Promise<number> =>
  countAll({
    IndexName: index,
    KeyConditionExpression: prefix ? `${index}pk = :pk AND begins_with(${index}sk, :p)` : `${index}pk = :pk`,
    ExpressionAttributeValues: prefix ? { ':pk': pk, ':p': prefix } : { ':pk': pk },
  });

/** The first `limit` items of an index list, newest first (both sides of a party's negotiations are merged from two). */
export const firstOf = async <T>(index: 'gsi1' | 'gsi2', pk: string, prefix: string, limit: number): Promise<T[]> => {
  const out = await ddb.send(
    new QueryCommand({
      TableName: T(),
      IndexName: index,
      KeyConditionExpression: `${index}pk = :pk AND begins_with(${index}sk, :p)`,
      ExpressionAttributeValues: { ':pk': pk, ':p': prefix },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []) as T[];
};

// ---------------------------------------------------------------- writes: transactions with their refusals

/** Steps of a transaction and their commit: functions/lib/store/client.ts. */
export { commitSteps as commit, type Step } from '../lib/store/client.js';

export const put = (item: Record<string, unknown>, condition?: { expression: string; values?: Record<string, unknown>; names?: Record<string, string> }, refusal?: () => AppError): Step => ({
  item: {
    Put: {
      TableName: T(),
      Item: item,
      ...(condition
        ? { ConditionExpression: condition.expression, ExpressionAttributeValues: condition.values, ExpressionAttributeNames: condition.names }
        : {}),
    },
  },
  ...(refusal ? { refusal } : {}),
});

export const update = (
  key: { pk: string; sk: string },
  expression: string,
  values: Record<string, unknown>,
  condition?: string,
  names?: Record<string, string>,
  refusal?: () => AppError,
): Step => ({
  item: {
    Update: {
      TableName: T(),
      Key: key,
      UpdateExpression: expression,
      ExpressionAttributeValues: values,
      ...(names ? { ExpressionAttributeNames: names } : {}),
      ...(condition ? { ConditionExpression: condition } : {}),
    },
  },
  ...(refusal ? { refusal } : {}),
});

export const remove = (key: { pk: string; sk: string }, condition?: string, values?: Record<string, unknown>, refusal?: () => AppError): Step => ({
  item: { Delete: { TableName: T(), Key: key, ...(condition ? { ConditionExpression: condition, ExpressionAttributeValues: values } : {}) } },
  ...(refusal ? { refusal } : {}),
});

/** A condition on an item the transaction does not write (the project still open, nobody negotiating). */
export const check = (key: { pk: string; sk: string }, expression: string, values: Record<string, unknown>, names: Record<string, string> | undefined, refusal: () => AppError): Step => ({
  item: { ConditionCheck: { TableName: T(), Key: key, ConditionExpression: expression, ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}), ...(names ? { ExpressionAttributeNames: names } : {}) } },
  refusal,
});

/** Nobody negotiating the demand at the moment of the write (an accepted request counts itself in `talking`). */
export const nobodyTalking = (projectId: string, refusal: () => AppError): Step =>
  check(countsKey(projectId), 'attribute_not_exists(talking) OR talking <= :zero', { ':zero': 0 }, undefined, refusal);

/** A project's item written over its previous revision (`rev` must still be the one read). */
export const putProject = (next: ProjectItem, previousRev: number | undefined): Step =>
  previousRev === undefined
    ? put({ ...next }, { expression: 'attribute_not_exists(pk)' })
    : put({ ...next }, { expression: 'rev = :rev', values: { ':rev': previousRev } });

/** A project name's claim (new) and the release of the old one. */
export const claimName = (ownerKey: string, name: string, projectId: string): Step =>
  put({ ...projectNameKey(ownerKey, name), projectId }, { expression: 'attribute_not_exists(pk) OR projectId = :id', values: { ':id': projectId } }, () => fail('PROJECT_NAME_TAKEN'));
export const freeName = (ownerKey: string, name: string, projectId: string): Step =>
  remove(projectNameKey(ownerKey, name), 'attribute_not_exists(pk) OR projectId = :id', { ':id': projectId });

export const putBook = (projectId: string, html: string): Step => put({ ...bookKey(projectId), html });

/** A request's counter on the project, under its cap (applications and invitations, 99 each). */
export const countRequest = (projectId: string, field: 'applyCount' | 'inviteCount', cap: number, refusal: () => AppError): Step =>
  update(countsKey(projectId), `ADD ${field} :one`, { ':one': 1, ':cap': cap }, `attribute_not_exists(${field}) OR ${field} < :cap`, undefined, refusal);

/** The project's count of running negotiations, moved with a negotiation's opening and ending. */
export const countTalking = (projectId: string, delta: 1 | -1): Step => update(countsKey(projectId), 'ADD talking :d', { ':d': delta });

/**
 * The counters item as a series of requests and negotiations leaves it, written at once: the tests' state builders
 * (test/support/states) write an object in a state without walking it there; the calls above move each counter.
 */
export const putCounts = (projectId: string, counts: Partial<CountsItem>): Step => put({ ...countsKey(projectId), ...counts });

export const addBrowse = async (projectId: string): Promise<number> =>
  (await updateItem<CountsItem>(countsKey(projectId), { expression: 'ADD browseNum :one', values: { ':one': 1 } }))?.browseNum ?? 0;

// ---------------------------------------------------------------- categories

export const customCategoriesOf = (ownerKey: string): Promise<CustomCategoryItem[]> =>
  queryAll<CustomCategoryItem>({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)', ExpressionAttributeValues: { ':pk': customCategoryKey(ownerKey, '').pk, ':p': CUSTOM_CATEGORY_PREFIX } });
export const getCustomCategory = (ownerKey: string, id: string): Promise<CustomCategoryItem | undefined> => getItem<CustomCategoryItem>(customCategoryKey(ownerKey, id));
/**
 * A new category of a party, its name claimed and its count moved in one transaction: concurrent adds never pass the
 * cap or repeat a name.
 */
export const putCustomCategory = async (item: CustomCategoryItem, cap: number): Promise<void> =>
  commit([
    put({ ...customCategoryKey(item.ownerKey, item.id), ...item }, { expression: 'attribute_not_exists(pk)' }),
    put({ ...categoryNameKey(item.ownerKey, item.name), categoryId: item.id }, { expression: 'attribute_not_exists(pk)' }, () => fail('CATEGORY_NAME_TAKEN')),
    update(categoryCountKey(item.ownerKey), 'ADD #n :one', { ':one': 1, ':cap': cap }, 'attribute_not_exists(#n) OR #n < :cap', { '#n': 'count' }, () => fail('CUSTOM_CATEGORIES_FULL')),
  ]);

/** Deletes a live category (marked, so that projects keep its name), freeing its name and its place under the cap. */
export const deleteCustomCategory = async (ownerKey: string, category: CustomCategoryItem): Promise<void> =>
  commit([
    update(customCategoryKey(ownerKey, category.id), 'SET deleted = :t', { ':t': true, ':f': false }, 'attribute_exists(pk) AND (attribute_not_exists(deleted) OR deleted = :f)', undefined, () => fail('CATEGORY_NOT_FOUND')),
    remove(categoryNameKey(ownerKey, category.name)),
    update(categoryCountKey(ownerKey), 'ADD #n :minus', { ':minus': -1 }, undefined, { '#n': 'count' }),
  ]);
export const getSelectedCategories = async (ownerKey: string): Promise<string[]> => (await getItem<{ ids: string[] }>(selectedCategoriesKey(ownerKey)))?.ids ?? [];
export const putSelectedCategories = async (ownerKey: string, ids: string[]): Promise<void> => {
  await putItem({ ...selectedCategoriesKey(ownerKey), ids });
};

// ---------------------------------------------------------------- backlog

export const putBacklog = (record: BacklogRecord): Step => put({ ...backlogKey(record.ownerKey, record.id), ...record });
export const getBacklog = (ownerKey: string, id: string): Promise<BacklogRecord | undefined> => getItem<BacklogRecord>(backlogKey(ownerKey, id), { consistent: true });
const updateBacklog = (ownerKey: string, id: string, expression: string, values: Record<string, unknown> = {}, names?: Record<string, string>): Promise<BacklogRecord | undefined> =>
  updateItem<BacklogRecord>(backlogKey(ownerKey, id), { expression, values: Object.keys(values).length ? values : undefined, names }, { expression: 'attribute_exists(pk)' });
/** The entry no longer waits (dealt with, by anyone): off the party's TODO list. */
export const settleBacklog = (ownerKey: string, id: string) => updateBacklog(ownerKey, id, 'SET todo = :f REMOVE gsi3pk, gsi3sk', { ':f': false });
/** The entry no longer counts as waiting and is read (`clear-count`). */
export const clearBacklogCount = (ownerKey: string, id: string) => updateBacklog(ownerKey, id, 'SET todo = :f, #r = :t REMOVE gsi3pk, gsi3sk', { ':f': false, ':t': true }, { '#r': 'read' });
/** The entry is read. */
export const markBacklogRead = (ownerKey: string, id: string) => updateBacklog(ownerKey, id, 'SET #r = :t', { ':t': true }, { '#r': 'read' });
export const removeBacklog = async (ownerKey: string, id: string): Promise<void> => {
  await deleteItem(backlogKey(ownerKey, id));
};

/**
 * Entries shown to one person only: an entry with an `audience` (an order's, which only the people managing the
 * unit's orders may read) is left out for anyone else of the party, and for everyone who no longer manages them
 * (`managesOrders` false: docs/projects.md "Backlog").
 */
const forViewer = (userId: string, managesOrders: boolean) =>
  managesOrders ? { FilterExpression: AUDIENCE_FILTER, values: { ':me': userId } } : { FilterExpression: WHOLE_PARTY_FILTER, values: {} };

/** A page of a party's backlog, newest first: every entry (its partition) or those waiting (the sparse TODO list). */
export const pageOfBacklog = async (ownerKey: string, userId: string, managesOrders: boolean, todoOnly: boolean, current: number, size: number): Promise<PageOf<BacklogRecord>> => {
  const viewer = forViewer(userId, managesOrders);
  const base = todoOnly
    ? { IndexName: 'gsi3', KeyConditionExpression: 'gsi3pk = :pk', FilterExpression: viewer.FilterExpression, ExpressionAttributeValues: { ':pk': partyList(ownerKey, 'TODO'), ...viewer.values } }
    : { KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)', FilterExpression: viewer.FilterExpression, ExpressionAttributeValues: { ':pk': `PARTY#${ownerKey}`, ':p': BACKLOG_PREFIX, ...viewer.values } };
  const want = current * size;
  const items: BacklogRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    // The filter applies after the limit: ask for what is missing until the page is full or the list ends.
    const out = await ddb.send(new QueryCommand({ ...base, TableName: T(), ScanIndexForward: false, Limit: Math.max(want - items.length, size), ExclusiveStartKey: start }));
    items.push(...((out.Items ?? []) as BacklogRecord[]));
    start = out.LastEvaluatedKey;
  } while (start && items.length < want);
  return { items: items.slice((current - 1) * size, want), total: await countAll(base) };
};

/** The entries still waiting (`todo`) about one object, to close them when it is dealt with (every page of the list). */
export const backlogAbout = (ownerKey: string, aboutId: string): Promise<BacklogRecord[]> =>
  queryAll<BacklogRecord>({
    IndexName: 'gsi3',
    KeyConditionExpression: 'gsi3pk = :pk',
    FilterExpression: 'aboutId = :about',
    ExpressionAttributeValues: { ':pk': partyList(ownerKey, 'TODO'), ':about': aboutId },
  });
export { BACKLOG_PREFIX };

/** The join time of the membership an organisation's member was named mall staff for, if named (the mall's item, its key published in shared/mall.ts). */
export const mallStaffSince = async (orgId: string, userId: string): Promise<number | undefined> =>
  (await getItem<{ since: number }>(mallStaffKey(orgId, userId), { consistent: true, projection: 'since' }))?.since;
