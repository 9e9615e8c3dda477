/**
 * The one registry of the table's partition families (docs/data-model.md): the first segment of every `pk` and of
 * every GSI partition key, who owns it, and the sort-key prefixes each family holds. Key builders (each domain's
 * `keys.ts`) spell a family only through the builders below; test/unit/key-registry.test.ts calls every key builder
 * and holds them to this registry: each item belongs to a registered family and sort-key prefix, and no prefix of
 * one kind of item is a prefix of another kind's in the same partition (a `begins_with` Query for one never
 * returns the other).
 */
import type { Domain } from '../../../shared/domains.js';

/** A person's partition: their profile and everything that is theirs alone, listed by one Query. */
export const userPartition = (userId: string): string => `USER#${userId}`;

/** A person's partition of one GSI list (`USER#<u>#<LIST>`): their connections, groups, organisations, requests. */
export const userIndexPartition = (userId: string, list: UserIndexList): string => `USER#${userId}#${list}`;

export const USER_INDEX_LISTS = ['CONN', 'GROUPS', 'ORG', 'FREQ_IN', 'FREQ_OUT', 'GREQ_IN', 'GREQ_OUT', 'GREQ_PENDING'] as const;
export type UserIndexList = (typeof USER_INDEX_LISTS)[number];

/** A unique value's claim (a phone, a number, a name): one item per value, written with the thing that holds it. */
export const uniquePartition = (kind: 'PHONE' | 'USERNO' | 'GROUPNO' | 'PROJGROUP' | 'CREDIT' | 'ORGNAME' | 'PROJNAME', value: string): string => `UNIQUE#${kind}#${value}`;

/**
 * The due-time index's partition of one domain's timers (functions/lib/timers/store.ts), one of its shards: each domain
 * sweeps its own (docs/processes.md "Timers").
 */
export const timerPartition = (domain: Domain, shard: number): string => `TIMERS#${domain}#${shard}`;

/**
 * Where timers were indexed before each domain had partitions of its own (`TIMERS#<shard>`), all of them the project
 * domain's: read by its sweep, never written, until none is left.
 */
export const legacyTimerPartition = (shard: number): string => `TIMERS#${shard}`;

export interface PartitionFamily {
  /** The domain (or lib module) whose store writes the family's items. */
  owner: string;
  /** The sort keys or sort-key prefixes of the items in one partition of the family. */
  sortKeys: readonly string[];
}

/** The base table's partition families, by pk prefix. */
export const TABLE_PARTITIONS: Readonly<Record<string, PartitionFamily>> = {
  'USER#': {
    owner: 'account, chat, content, lib/auth, lib/socket, project (document notices), org (a person\'s resume)',
    sortKeys: ['PROFILE', 'PAYFAIL', 'TICKET#', 'EMPLOYER', 'NOTICE_READ', 'SESSION#', 'PRESENCE', 'FRIEND#', 'FREQ_TO#', 'FGROUP#', 'FGROUPNAME#', 'CONV#', 'GREQ_TO#', 'DOCNOTE#', 'TIMER#', 'RESUME', 'AUDIO'],
  },
  'UNIQUE#': { owner: 'account, chat, project', sortKeys: ['UNIQUE'] },
  'SMS#': { owner: 'account', sortKeys: ['CODE#', 'RATE', 'OUTBOX'] },
  'CAPTCHA#': { owner: 'account', sortKeys: ['CAPTCHA'] },
  'LOGINFAIL#': { owner: 'account', sortKeys: ['LOGINFAIL'] },
  'REPORT#': { owner: 'account', sortKeys: ['REPORT'] },
  'ORG#': { owner: 'account (organisations, members), org (pending invitations)', sortKeys: ['ORG', 'MEMBER#', 'INVITE#'] },
  // The ledger (docs/data-model.md "Wallet and ledger"): an account and its numbered entries, a posting's claim, a hold.
  'ACCT#': { owner: 'wallet', sortKeys: ['ACCT', 'E#', 'METHOD#', 'METHODS', 'METHODKEY#', 'WD#', 'WDHEAD', 'IDENTITY'] },
  'POSTING#': { owner: 'wallet', sortKeys: ['POSTING'] },
  'HOLD#': { owner: 'wallet', sortKeys: ['HOLD'] },
  // Payments (recharges) by id; withdrawals waiting for the operators, oldest first.
  'PAY#': { owner: 'wallet', sortKeys: ['PAY', 'SANDBOX'] },
  WDQUEUE: { owner: 'wallet', sortKeys: ['WD#'] },
  'TEAMREC#': { owner: 'org', sortKeys: ['TEAMREC'] },
  // Resumes (issue 31) of teams and companies (`RESUME#<TEAM|COMPANY>#<id>`; a person's is `USER#<u>` / `RESUME`), a
  // company's private fields beside it, a team's members' consents to be shown.
  // A viewer's mark (`BROWSE#<u>`, the search domain's: functions/search/browse.ts) counts their view once.
  'RESUME#': { owner: 'org', sortKeys: ['RESUME', 'PRIVATE', 'CONSENT#', 'BROWSE#'] },
  'FREQ#': { owner: 'chat', sortKeys: ['FREQ'] },
  'GREQ#': { owner: 'chat', sortKeys: ['GREQ'] },
  'DM#': { owner: 'chat', sortKeys: ['META', 'MSG#', 'CLIENT#'] },
  'SVC#': { owner: 'chat', sortKeys: ['META', 'MSG#', 'CLIENT#'] },
  'GROUP#': { owner: 'chat', sortKeys: ['GROUP', 'META', 'MSG#', 'CLIENT#', 'MEMBER#'] },
  CONSULT: { owner: 'chat', sortKeys: ['USER#'] },
  'NOTICE#': { owner: 'content', sortKeys: ['NOTICE'] },
  'RULE#': { owner: 'content', sortKeys: ['<sort>#', 'TAG#'] },
  CONTENT: { owner: 'content', sortKeys: ['HOW_TO_USE', 'SITE', 'BANNERS', 'PICTURES', 'CATEGORIES', 'WORKDAYS'] },
  'FEEDBACK#': { owner: 'content', sortKeys: ['FEEDBACK'] },
  STATS: { owner: 'lib/store', sortKeys: ['PLATFORM'] },
  'CONN#': { owner: 'lib/socket', sortKeys: ['CONN'] },
  'RATE#': { owner: 'lib/store (rate.ts): chat sends, friend requests, group applications, uploads, project views', sortKeys: ['W#'] },
  // A project (its item is the search module's first kind of document: functions/project/search.ts), and once agreed
  // its cooperation (Projects II): the cooperation, its phases, process records, document tasks (directory nodes), the
  // count of a phase's nodes and the documents' change messages (functions/project/cooperation, …/documents); the
  // running phase's timers under `PROJECT#<id>#PHASE`.
  'PROJECT#': { owner: 'project', sortKeys: ['PROJECT', 'BOOK', 'COUNTS', 'PARTY#', 'TIMER#', 'COOP', 'PHASE#', 'REC#', 'TASK#', 'DIR#', 'DOCMSG#', 'DISPUTE#', 'DSPEV#'] },
  // A cooperation's document: where it is, its newest text, its kept versions (functions/project/documents).
  'DOC#': { owner: 'project', sortKeys: ['META', 'BODY', 'V#'] },
  // A party of projects (a person, team or company, `<TYPE>:<id>`): its own categories, followed ones, its backlog, its
  // acceptance tips; its materials and literature libraries (folders, files, each folder's listing, the library's
  // head) and assist instructions; its monthly performance summaries.
  'PARTY#': { owner: 'project', sortKeys: ['CAT#', 'CATNAME#', 'CATCOUNT', 'CATSEL', 'BACKLOG#', 'TIPS#', 'LIBDIR#', 'LIBFILE#', 'LIBIN#', 'LIBHEAD#', 'ASSIST', 'PERF#'] },
  // An invitation or an application; a negotiation and its versions of the terms; their timers.
  'REQ#': { owner: 'project', sortKeys: ['REQ', 'TIMER#'] },
  'NEGO#': { owner: 'project', sortKeys: ['NEGO', 'V#', 'TIMER#'] },
  // The mall (docs/mall.md): a listing (the search kind `goods`); a seller's count of listings and its mall staff; an
  // account's delivery addresses and their head; an account's cart lines and their head.
  'GOODS#': { owner: 'mall', sortKeys: ['GOODS'] },
  'SELLER#': { owner: 'mall', sortKeys: ['HEAD', 'STAFF#'] },
  'ADDR#': { owner: 'mall', sortKeys: ['HEAD', 'ADDR#'] },
  'CART#': { owner: 'mall', sortKeys: ['HEAD', 'LINE#'] },
  // A person's favourites and follows with their head; the followers of a person, team or company (docs/data-model.md
  // "Favourites and following").
  'FAV#': { owner: 'mall', sortKeys: ['HEAD', 'C#', 'F#'] },
  'FOLLOWED#': { owner: 'mall', sortKeys: ['BY#', 'TOLD#'] },
  // Orders (docs/orders.md): an order with its timers, its invoice and its lines' evaluations; an after-sale (refund)
  // with its timers; a checkout's claim of its requestId (by buyer account); an account's order counts (its tabs and
  // the seller's to-dos, moved in the transaction of each change).
  'ORDER#': { owner: 'order', sortKeys: ['ORDER', 'TIMER#', 'INVOICE', 'EVAL#'] },
  'REFUND#': { owner: 'order', sortKeys: ['REFUND', 'TIMER#'] },
  'OREQ#': { owner: 'order', sortKeys: ['OREQ'] },
  'OCOUNT#': { owner: 'order', sortKeys: ['COUNT'] },
  // One reindex of a kind at a time (functions/search/store.ts).
  'SEARCHLOCK#': { owner: 'search', sortKeys: ['REINDEX'] },
};

/** The GSIs' partition families, by index and partition-key prefix. */
export const INDEX_PARTITIONS: Readonly<Record<'gsi1' | 'gsi2' | 'gsi3' | 'kinds', readonly string[]>> = {
  gsi1: ['USER#<u>#CONN', 'USER#<u>#GROUPS', 'USER#<u>#ORG', 'USER#<u>#FREQ_IN', 'USER#<u>#GREQ_IN', 'NOTICES', 'PARTY#<p>#PROJ', 'PARTY#<p>#SENT', 'PARTY#<p>#NEGO', 'PARTY#<p>#COOP', 'SELLER#<s>#GOODS', 'OBUY#<a>', 'GOODSEVAL#<g>', 'FAV#<u>#'],
  gsi2: ['USER#<u>#FREQ_OUT', 'USER#<u>#GREQ_OUT', 'ONLINE#', 'PARTY#<p>#RECV', 'PARTY#<p>#NEGO', 'PARTY#<p>#COOP', 'SELLER#<s>#ONSALE', 'OSELL#<a>', 'SELLEREVAL#<s>'],
  // Timers by due time, per domain (`TIMERS#<domain>#<shard>`; the project domain's before domains had their own: `TIMERS#<shard>`).
  gsi3: ['ROOM#', 'USER#<u>#GREQ_PENDING', 'REPORT#OPEN', 'FEEDBACK#OPEN', 'PARTY#<p>#PENDING', 'PARTY#<p>#TODO', 'TIMERS#', 'REFUNDS#ARBITRATING', 'DISPUTES#OPEN'],
  // Keys only: every item of a searchable kind, `<kind>#<shard>` / its pk (functions/lib/search/listing-store.ts).
  kinds: ['project#', 'goods#', 'talent#', 'unit#'],
};
