/**
 * The search module fed by the table's stream on the local cloud (docs/search.md): a project item written to
 * DynamoDB Local is found through the module once the stream poller has run the indexer; an update replaces it, a
 * delete or a turn to private or draft takes it out of strangers' results, and replayed, repeated or reordered
 * stream records change nothing (the indexer writes the table's state with the item's `rev` as external version).
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { marshall } from '@aws-sdk/util-dynamodb';
import { indexRecords } from '../../functions/search/indexer.js';
import { idsFound, projectItem, removeProject, saveProject, uniqueWord } from '../support/projects-search.js';

/** Waits until a search finds exactly `ids` (the stream and the refresh take a moment). */
const until = async (request: Parameters<typeof idsFound>[0], ids: string[]) =>
  expect.poll(async () => (await idsFound(request)).sort(), { timeout: 15_000, interval: 100 }).toEqual([...ids].sort());

/** A stream record as Lambda hands one over, for replays. */
const record = (eventName: 'INSERT' | 'MODIFY' | 'REMOVE', item: { pk: string; sk: string; [field: string]: unknown } | { pk: string; sk: string }, old?: object, sequence = '1'): DynamoDBRecord => ({
  eventName,
  eventSource: 'aws:dynamodb',
  dynamodb: {
    Keys: marshall({ pk: item.pk, sk: item.sk }) as never,
    ...(eventName !== 'REMOVE' ? { NewImage: marshall(item, { removeUndefinedValues: true }) as never } : {}),
    ...(old ? { OldImage: marshall(old, { removeUndefinedValues: true }) as never } : {}),
    SequenceNumber: sequence,
  },
});

describe('the search indexer on the table’s stream', () => {
  it('finds a new project, the updated text instead of the old, and nothing once it is deleted', async () => {
    const [first, second] = [uniqueWord(), uniqueWord()];
    const item = await saveProject(projectItem({ name: `智慧园区小程序开发 ${first}`, summary: '园区访客预约与停车缴费' }));
    await until({ keywords: first }, [item.projectId]);

    await saveProject({ ...item, rev: 2, name: `智慧园区小程序开发 ${second}` });
    await until({ keywords: second }, [item.projectId]);
    expect(await idsFound({ keywords: first })).toEqual([]);

    await removeProject(item);
    await until({ keywords: second }, []);
  });

  it('takes a project out of strangers’ results when it turns private or back to draft, and its own side still finds the private one', async () => {
    const word = uniqueWord();
    const item = await saveProject(projectItem({ name: `仓储管理系统 ${word}`, publisherType: 'TEAM', publisherId: 'TEAM-owner' }));
    await until({ keywords: word }, [item.projectId]);

    await saveProject({ ...item, rev: 2, visibility: 'PRIVATE' });
    await until({ keywords: word }, []);
    expect(await idsFound({ keywords: word, viewer: { userId: 'someone' } })).toEqual([]);
    expect(await idsFound({ keywords: word, viewer: { userId: 'staff', orgId: 'TEAM-owner' } })).toEqual([item.projectId]);

    await saveProject({ ...item, rev: 3, visibility: 'PUBLIC', state: 'DRAFT' });
    await expect.poll(() => idsFound({ keywords: word, viewer: { userId: 'staff', orgId: 'TEAM-owner' } }), { timeout: 15_000 }).toEqual([]);
  });

  it('changes nothing when records are replayed, repeated or delivered out of order', async () => {
    const [oldWord, newWord] = [uniqueWord(), uniqueWord()];
    const v1 = projectItem({ name: `电商直播运营 ${oldWord}` });
    const v2 = { ...v1, rev: 2, name: `电商直播运营 ${newWord}` };
    await saveProject(v1);
    await saveProject(v2);
    await until({ keywords: newWord }, [v1.projectId]);

    // The first insert again, twice, and the update once more: the table holds v2, so v2 stays.
    const replay = await indexRecords([record('INSERT', v1, undefined, '10'), record('INSERT', v1, undefined, '11'), record('MODIFY', v2, v1, '12')]);
    expect(replay.failed).toEqual([]);
    // One key, written once: refused as not newer (or, when a reindex in another test file has just moved the write
    // alias to a fresh index, written there as the table holds it). Never the older state.
    expect(replay.outcomes[0]).toMatchObject({ deleted: 0, rejected: [] });
    expect(replay.outcomes[0]!.indexed + replay.outcomes[0]!.unchanged).toBe(1);
    expect(await idsFound({ keywords: oldWord })).toEqual([]);
    expect(await idsFound({ keywords: newWord })).toEqual([v1.projectId]);

    // Deleted: a late insert of an older version does not bring it back.
    await removeProject(v2);
    await until({ keywords: newWord }, []);
    const late = await indexRecords([record('INSERT', v1, undefined, '13')]);
    expect(late.failed).toEqual([]);
    expect(await idsFound({ keywords: oldWord })).toEqual([]);
    expect(await idsFound({ keywords: newWord })).toEqual([]);
  });

  it('ignores items of kinds no search reads', async () => {
    const result = await indexRecords([record('INSERT', { pk: 'USER#x', sk: 'PROFILE', name: '不相干' })]);
    expect(result).toEqual({ failed: [], outcomes: [], unlisted: [] });
  });
});
