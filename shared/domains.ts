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

/**
 * The domains in layers, lowest first (docs/architecture.md "Domains and their seams"): a domain imports only
 * domains of lower layers, through their `public.ts`, never one of its own layer or above — so no two domains ever
 * depend on each other, however far round. functions/lib is below them all and imports none. A need that would run
 * upward is met another way: the lower domain reads a read model it owns or the higher one publishes (the center
 * count reads project's lists by shared/party-lists.ts), or the data both need sits in the lower domain (people's
 * organisations in account). The lint rule is generated from this list (eslint.config.js "domain layers"), which
 * every folder of functions/ must be in; docs/architecture.md shows it (test/unit/lint-boundaries.test.ts holds both).
 */
export const DOMAIN_LAYERS = [
  // People, and the organisations and memberships they hold TEAM and COMPANY accounts in: what every other domain reads.
  ['account'],
  // Platform content (notices, categories, the personal center count); the wallet and its ledger; uploads.
  ['content', 'wallet', 'upload'],
  // The messenger: people and their colleagues, the platform's notice row.
  ['chat'],
  // Running an organisation (its invitations are chat cards); projects and cooperation (chat cards and groups,
  // wallet postings); the socket router (chat's access rule).
  ['org', 'project', 'realtime'],
  // The mall, above org and the wallet; orders above the mall.
  ['mall'],
  ['order'],
  // Search: its kinds are other domains' items.
  ['search'],
] as const satisfies readonly (readonly Domain[])[];

/** Every domain is in a layer: a domain missing from DOMAIN_LAYERS is a compile error here, naming it. */
const _everyDomainLayered: Record<Exclude<Domain, (typeof DOMAIN_LAYERS)[number][number]>, never> = {};

/** The three account types of spec §1; a person may hold all three. */
export const ACCOUNT_TYPES = ['PERSONAGE', 'TEAM', 'COMPANY'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The `{app}` path segment of spec §7 (docs/conventions.md "Names"). */
export const APP = 'hezuo';
