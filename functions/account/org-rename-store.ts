/**
 * A team's or company's name and avatar changed (团队设置, issue 31; docs/decisions.md "Team settings: renaming and dissolving a team"): the writes
 * the org domain composes into its transaction, and the one the project domain's timer uses to make the members' copy
 * of the name follow. The organisation item is the name's one source; its unique claim moves with it in the same
 * transaction, so two organisations never hold one name and a name given up is free at once.
 */
import type { TransactItems } from '../lib/store/client.js';
import { getItem, table, transact } from '../lib/store/client.js';
import { memberKey, orgKey, orgNameKey, type OrgType } from './keys.js';
import type { OrgItem } from './org-store.js';

/** The organisation as it is now (a consistent read: what a renaming transaction just wrote). */
export const currentOrg = (orgId: string): Promise<OrgItem | undefined> => getItem<OrgItem>(orgKey(orgId), { consistent: true });

/**
 * The items that rename an organisation from `from` to `to` and set its avatar (none: unchanged): the organisation
 * (still active and still named `from`, else index 0 refuses: it changed meanwhile), its old claim given up (index 1)
 * and the new one taken (index 2 refuses: the name is taken).
 */
export const renameOrgItems = (org: { orgId: string; type: OrgType }, from: string, to: string, headPortrait: string | undefined, now: number): TransactItems => {
  const renamed = from !== to;
  const avatar = headPortrait === undefined ? '' : ', headPortrait = :avatar';
  return [
    {
      Update: {
        TableName: table(),
        Key: orgKey(org.orgId),
        UpdateExpression: `SET #name = :to, updateTime = :now${avatar}`,
        ConditionExpression: '#status = :active AND #name = :from',
        ExpressionAttributeNames: { '#name': 'name', '#status': 'status' },
        ExpressionAttributeValues: { ':to': to, ':from': from, ':active': 'ACTIVE', ':now': now, ...(headPortrait === undefined ? {} : { ':avatar': headPortrait }) },
      },
    },
    ...(renamed
      ? [
          {
            Delete: {
              TableName: table(),
              Key: orgNameKey(org.type, from),
              ConditionExpression: 'attribute_not_exists(pk) OR orgId = :org',
              ExpressionAttributeValues: { ':org': org.orgId },
            },
          },
          { Put: { TableName: table(), Item: { ...orgNameKey(org.type, to), orgId: org.orgId }, ConditionExpression: 'attribute_not_exists(pk)' } },
        ]
      : []),
  ];
};

/**
 * The members' copy of the organisation's name (`orgName`, what the account switcher and a person's card show) set to
 * `name`, 25 memberships a transaction; a membership that is gone is skipped. Answers how many were written.
 */
export const followOrgNameInMembers = async (orgId: string, userIds: readonly string[], name: string): Promise<number> => {
  for (let i = 0; i < userIds.length; i += 25) {
    await transact(
      userIds.slice(i, i + 25).map((userId) => ({
        Update: {
          TableName: table(),
          Key: memberKey(orgId, userId),
          UpdateExpression: 'SET orgName = :name',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':name': name },
        },
      })),
    );
  }
  return userIds.length;
};
