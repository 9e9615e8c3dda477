/**
 * Counting a party's lists as the project domain publishes them (shared/party-lists.ts), for the domains below it
 * that read them without importing it: the personal center count (content) and what keeps an account from being
 * cancelled (account).
 */
import { AUDIENCE_FILTER, listTimeKey, partyListPartition, WHOLE_PARTY_FILTER, type PartyListCount } from '../../../shared/party-lists.js';
import { countAll } from './client.js';

/**
 * How many entries of a party's list begin with the count's prefix on its index: a counting Query. An entry with an
 * audience counts for the viewer only while they manage the unit's orders.
 */
export const countPartyList = (partyKey: string, { index, list, prefix, perViewer, withinDays }: PartyListCount, viewer: { userId: string; managesOrders: boolean }, now = Date.now()): Promise<number> =>
  countAll({
    IndexName: index,
    // `withinDays`: the sort keys from the prefix and the time that many days ago to the prefix's end ('~' after any digit).
    KeyConditionExpression: withinDays !== undefined ? `${index}pk = :pk AND ${index}sk BETWEEN :from AND :to` : prefix ? `${index}pk = :pk AND begins_with(${index}sk, :p)` : `${index}pk = :pk`,
    ...(perViewer ? { FilterExpression: viewer.managesOrders ? AUDIENCE_FILTER : WHOLE_PARTY_FILTER } : {}),
    ExpressionAttributeValues: {
      ':pk': partyListPartition(partyKey, list),
      ...(withinDays !== undefined ? { ':from': `${prefix}${listTimeKey(now - withinDays * 86_400_000)}`, ':to': `${prefix}~` } : prefix ? { ':p': prefix } : {}),
      ...(perViewer && viewer.managesOrders ? { ':me': viewer.userId } : {}),
    },
  });
