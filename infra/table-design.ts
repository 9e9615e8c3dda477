/**
 * The single table's key design, used by the CDK stack and by the local cloud alike so that both create the
 * same table: `pk`/`sk`, three generic GSIs (all attributes), the keys-only `kinds` index, and `ttl` (epoch seconds). docs/data-model.md lists what lives where.
 */
export const TABLE_DESIGN = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'ttl',
  /** The table's stream: the search indexer reads changed items of searchable kinds from it (docs/search.md). */
  stream: 'NEW_AND_OLD_IMAGES',
  indexes: [
    // projection: 'ALL' unless said.
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    // Every item of a searchable kind, by kind and shard (`project#07` / its pk): how `npm run ops -- reindex`
    // reads a kind by key without a Scan (functions/lib/search/listing-store.ts). Keys only: the items are read by key.
    { name: 'kinds', partitionKey: 'kindpk', sortKey: 'kindsk', projection: 'KEYS_ONLY' },
  ],
} as const;
