/** The product's domains: each one is one Lambda function on AWS and one folder under functions/. */
export const DOMAINS = [
  'account',
  'chat',
  'realtime',
  'project',
  'mall',
  'order',
  'wallet',
  'org',
  'content',
  'upload',
  'search',
] as const;

export type Domain = (typeof DOMAINS)[number];

/** The three account types of spec §1; a person may hold all three. */
export const ACCOUNT_TYPES = ['PERSONAGE', 'TEAM', 'COMPANY'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The `{app}` path segment of spec §7 (docs/conventions.md "Names"). */
export const APP = 'hezuo';
