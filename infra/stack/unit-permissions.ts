/**
 * What each deployment unit's role may do, as a table of actions and resources derived from its `grants`
 * (shared/units.ts): the stack grants exactly these (./permissions.ts), docs/units.md shows them (`npm run
 * docs:api`), and test/unit/stack-permissions.test.ts fails when the synthesized template gives a unit an action
 * this table does not list. Pure (no CDK), so that the docs and the tests can call it.
 */
import { SEARCH_KINDS } from '../../shared/search.js';
import { UNITS, grantsOf, triggersOf, type UnitName } from '../../shared/units.js';

/** Reading the table: by key, in batches, by Query on the table and its indexes; a transaction's condition checks. */
export const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'] as const;
/** Reading the base table's items only (the search indexer's `read: 'keys'`). */
export const TABLE_KEY_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'] as const;
/** Writing items, each action limited to the unit's partitions by `dynamodb:LeadingKeys` (transactions are made of these). */
export const TABLE_WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'] as const;
/** What the indexer sends the search engine: documents, bulk writes, index and alias management. */
export const INDEXING_ACTIONS = ['es:ESHttpPost', 'es:ESHttpPut', 'es:ESHttpDelete', 'es:ESHttpGet', 'es:ESHttpHead'] as const;
/** What a querying unit sends: `_search` and `_count` (GET or POST with a body). */
export const QUERY_ACTIONS = ['es:ESHttpGet', 'es:ESHttpPost'] as const;
export const QUERY_PATHS = ['_search', '_count'] as const;
/** Reading a secret's value (CDK's grantRead). */
const SECRET_READ_ACTIONS = ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'] as const;
/** The stream mapping's reads (CDK's grantStreamRead) and the dead-letter queue's sends (SqsDlq). */
const STREAM_ACTIONS = ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'] as const;
const DLQ_ACTIONS = ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'] as const;
const LOG_ACTIONS = ['logs:CreateLogStream', 'logs:PutLogEvents'] as const;

/** The `dynamodb:LeadingKeys` pattern of a partition family: `USER#` → `USER#*`; a single partition (`STATS`) as it is. */
export const leadingKeyPattern = (family: string): string => (family.endsWith('#') ? `${family}*` : family);

export interface PermissionRow {
  readonly actions: readonly string[];
  /** The resources, named for people (`table`, `uploads/chat-file/*`); the template holds their ARNs. */
  readonly resources: readonly string[];
  readonly condition?: string;
}

/** A unit's permissions, row by row, from its grants and triggers. */
export const declaredPermissions = (unit: UnitName): PermissionRow[] => {
  const grants = grantsOf(unit);
  const rows: PermissionRow[] = [{ actions: LOG_ACTIONS, resources: ['its own log group'] }];
  rows.push(
    grants.read === 'keys'
      ? { actions: TABLE_KEY_READ_ACTIONS, resources: ['table'] }
      : { actions: TABLE_READ_ACTIONS, resources: ['table', 'table/index/*'] },
  );
  if (grants.write.length > 0) {
    rows.push({ actions: TABLE_WRITE_ACTIONS, resources: ['table'], condition: `LeadingKeys ${grants.write.map(leadingKeyPattern).join(' ')}` });
  }
  if (grants.tokenSecret) rows.push({ actions: SECRET_READ_ACTIONS, resources: ['token secret'] });
  if (grants.push) rows.push({ actions: ['execute-api:ManageConnections'], resources: ['WebSocket stage/*/@connections/*'] });
  if (grants.signUploads) rows.push({ actions: ['s3:PutObject'], resources: ['uploads/*'] });
  if (grants.readUploads?.length) rows.push({ actions: ['s3:GetObject'], resources: grants.readUploads.map((kind) => `uploads/${kind}/*`) });
  if (grants.deleteUploads?.length) rows.push({ actions: ['s3:DeleteObject'], resources: grants.deleteUploads.map((kind) => `uploads/${kind}/*`) });
  if (grants.search === 'index') rows.push({ actions: INDEXING_ACTIONS, resources: ['search domain', 'search domain/*'] });
  else if (grants.search) {
    rows.push({ actions: QUERY_ACTIONS, resources: grants.search.query.flatMap((kind) => QUERY_PATHS.map((path) => `search/${SEARCH_KINDS[kind].alias}/${path}`)) });
  }
  if (grants.sms) rows.push({ actions: ['sns:Publish'], resources: ['* (SMS to phone numbers)'] });
  if (grants.paySandboxKey) rows.push({ actions: SECRET_READ_ACTIONS, resources: ['sandbox payment key (sandbox stages only)'] });
  if (triggersOf(unit).includes('stream')) {
    rows.push({ actions: STREAM_ACTIONS, resources: ['table stream'] });
    rows.push({ actions: DLQ_ACTIONS, resources: [grants.search === 'index' ? 'indexer dead-letter queue' : 'its dead-letter queue'] });
  }
  return rows;
};

/** docs/units.md's tables: the units, and unit → actions → resources. */
export const unitsMarkdown = (): string => {
  const lines = [
    '# Deployment units',
    '',
    '<!-- Generated by infra/stack/unit-permissions.ts from shared/units.ts (npm run docs:api); do not edit by hand. -->',
    '',
    'A deployment unit is one Lambda function with its own bundle and its own role (`shared/units.ts`). The route lists',
    'name the unit that serves each route (`servedBy` in `shared/routes/*.ts`); the stack, the local gateway, the bundle',
    'budget test (700 KB each) and these tables derive from the one declaration. Adding a unit is one entry there, its',
    'handler file and the `servedBy` of its routes. On one machine the local gateway runs each request under its',
    "unit's table grants as IAM does on AWS (`infra/local/gateway/unit-grants.ts`).",
    '',
    '| unit | domain | handler | triggers | what it serves |',
    '| --- | --- | --- | --- | --- |',
    ...(Object.keys(UNITS) as UnitName[]).map(
      (unit) => `| \`${unit}\` | ${UNITS[unit].domain} | \`functions/${UNITS[unit].entry}\` | ${triggersOf(unit).join(', ') || 'HTTP'} | ${UNITS[unit].summary} |`,
    ),
    '',
    '## Permissions',
    '',
    "Each unit's role, and nothing more (`test/unit/stack-permissions.test.ts` fails when the template gives a unit an",
    'action not listed here). Writes to the table are limited to the partition families the unit owns or posts to',
    '(`dynamodb:LeadingKeys`; families in docs/data-model.md); a unit with no write row is read-only.',
    '',
    '| unit | actions | resources | condition |',
    '| --- | --- | --- | --- |',
  ];
  for (const unit of Object.keys(UNITS) as UnitName[]) {
    for (const row of declaredPermissions(unit)) {
      lines.push(`| \`${unit}\` | ${row.actions.map((a) => `\`${a}\``).join(' ')} | ${row.resources.join(', ')} | ${row.condition ? `\`${row.condition}\`` : ''} |`);
    }
  }
  return `${lines.join('\n')}\n`;
};
