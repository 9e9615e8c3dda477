/** Key builders of the session items: one live session per person and account type. */
import type { AccountType } from '../../../shared/domains.js';
import { userPartition } from '../store/partitions.js';

export const sessionKey = (userId: string, accountType: AccountType) => ({
  pk: userPartition(userId),
  sk: `SESSION#${accountType}`,
});
