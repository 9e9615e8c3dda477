/** Key builders of the session items: one live session per person and account type. */
import type { AccountType } from '../../../shared/domains.js';

export const sessionKey = (userId: string, accountType: AccountType) => ({
  pk: `USER#${userId}`,
  sk: `SESSION#${accountType}`,
});
