/**
 * The single table's key design, used by the CDK stack and by the local cloud alike so that both create the
 * same table: `pk`/`sk`, three generic GSIs, and `ttl` (epoch seconds). docs/data-model.md lists what lives where.
 */
export const TABLE_DESIGN = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'ttl',
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
} as const;
