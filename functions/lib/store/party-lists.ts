/**
 * Counting a party's lists as the project domain publishes them (shared/party-lists.ts), for the domains below it
 * that read them without importing it: the personal center count (content) and what keeps an account from being
 * cancelled (account).
 */
import { AUDIENCE_FILTER, partyListPartition, WHOLE_PARTY_FILTER, type PartyListCount } from '../../../shared/party-lists.js';
import { countAll } from './client.js';

/**
 * How many entries of a party's list begin with the count's prefix on its index: a counting Query. An entry with an
 * audience counts for the viewer only while they manage the unit's orders.
 */
export const countPartyList = (partyKey: string, { index, list, prefix, perViewer }: PartyListCount, viewer: { userId: string; managesOrders: boolean }): Promise<number> =>
  countAll({
    IndexName: index,
    KeyConditionExpression: prefix ? `${index}pk = :pk AND begins_with(${index}sk, :p)` : `${index}pk = :pk`,
    ...(perViewer ? { FilterExpression: viewer.managesOrders ? AUDIENCE_FILTER : WHOLE_PARTY_FILTER } : {}),
    ExpressionAttributeValues: { ':pk': partyListPartition(partyKey, list), ...(prefix ? { ':p': prefix } : {}), ...(perViewer && viewer.managesOrders ? { ':me': viewer.userId } : {}) },
  });
