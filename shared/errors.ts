/**
 * The error catalogue (docs/conventions.md "Envelope and status codes", spec §8): every code a client can see, its
 * HTTP status and its default Chinese message, defined once for functions and web, one file per domain under
 * shared/errors/ (so that a page carries only its domain's; the SPA's first load only the core's).
 */
import type { ErrorDef } from './errors/def.js';
import { ACCOUNT_ERRORS } from './errors/account.js';
import { CHAT_ERRORS } from './errors/chat.js';
import { CONTENT_ERRORS } from './errors/content.js';
import { CORE_ERRORS } from './errors/core.js';
import { MALL_ERRORS } from './errors/mall.js';
import { ORG_ERRORS } from './errors/org.js';
import { PROJECT_ERRORS } from './errors/project.js';
import { WALLET_ERRORS } from './errors/wallet.js';

export type { ErrorDef };
export { PAGE_GONE_CODES, SILENT_CODES, STALE_CODES } from './errors/core.js';

/** Each domain's catalogue; a name appears in one only (a unit test holds it). */
export const ERROR_CATALOGUES = { core: CORE_ERRORS, account: ACCOUNT_ERRORS, org: ORG_ERRORS, chat: CHAT_ERRORS, content: CONTENT_ERRORS, wallet: WALLET_ERRORS, project: PROJECT_ERRORS, mall: MALL_ERRORS } as const;

export const ERRORS = { ...CORE_ERRORS, ...ACCOUNT_ERRORS, ...ORG_ERRORS, ...CHAT_ERRORS, ...CONTENT_ERRORS, ...WALLET_ERRORS, ...PROJECT_ERRORS, ...MALL_ERRORS } as const satisfies Record<string, ErrorDef>;

export type ErrorName = keyof typeof ERRORS;
