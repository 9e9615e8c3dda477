/** Masking rules of spec §5: what a person sees of another's phone and name. */

/** 138****5678 */
export const maskPhone = (phone: string): string =>
  phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;

/** 张* for two characters; 欧**锋 for longer ones; one character stays. */
export const maskName = (name: string): string => {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
};

/**
 * The nickname an erased account shows where others still see it (chat history, groups, cards, cooperation records,
 * the demands it published): docs/data-model.md "Erasure of a cancelled account".
 */
export const ERASED_NICKNAME = '已注销用户';

/** How a non-friend appears in chat: the first character of the nickname with 先生 or 女士. */
export const strangerName = (nickname: string, sex: '男' | '女' | undefined): string =>
  `${[...nickname][0] ?? ''}${sex === '女' ? '女士' : '先生'}`;

/**
 * A withdrawal account as any screen shows it (CONTRACT "Money": only ever masked): a bank card's first 4 and last 4
 * digits (6222 **** **** 1234), an Alipay phone as maskPhone, an e-mail's first character and its domain.
 */
export const maskAccount = (account: string): string => {
  if (/^\d{12,19}$/.test(account)) return `${account.slice(0, 4)} **** **** ${account.slice(-4)}`;
  if (/^1\d{10}$/.test(account)) return maskPhone(account);
  const at = account.indexOf('@');
  return at > 0 ? `${account[0]}***${account.slice(at)}` : '****';
};

/**
 * A business licence number (统一社会信用代码) as everyone but its company's managers sees it (issue 31, a company's
 * resume): the first 2 and last 4 characters, stars between; a short one all stars.
 */
export const maskLicence = (code: string): string => {
  const chars = [...code];
  if (chars.length <= 6) return '*'.repeat(chars.length);
  return `${chars.slice(0, 2).join('')}${'*'.repeat(chars.length - 6)}${chars.slice(-4).join('')}`;
};
