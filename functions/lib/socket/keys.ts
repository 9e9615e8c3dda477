/**
 * Key builders of connection records: "connection C" is a GetItem on its own key, "all connections of person
 * P" a Query on gsi1. No push ever scans.
 */
export const connectionKey = (connectionId: string) => ({ pk: `CONN#${connectionId}`, sk: 'CONN' });

export const personConnectionsKey = (userId: string) => ({ gsi1pk: `USER#${userId}#CONN` });

export const connectionIndexSort = (channel: string, connectionId: string) => ({
  gsi1sk: `${channel}#${connectionId}`,
});
