/**
 * Deployment units (docs/units.md): a unit is one Lambda function with its own bundle and its own role, serving a set
 * of routes of the route table and/or other entry points (the WebSocket routes of shared/realtime.ts, the timer
 * sweep's schedule, the table's stream). Units are separate from domains: a domain's code may be deployed as several
 * units (the project domain as five), and a unit runs one domain's code.
 *
 * This is the one declaration: the route lists name their unit (`servedBy` in shared/routes/*.ts), and the stack
 * (infra/stack), the local gateway (infra/local/gateway), the bundle budget test, the permission test and the
 * generated docs (docs/units.md) all derive from it. Adding a unit is one entry here, its handler file and the
 * `servedBy` of the routes it takes.
 *
 * `grants` is what the unit's role may do on AWS, and nothing more (infra/stack/permissions.ts builds the policy
 * from it; test/unit/stack-permissions.test.ts holds the synthesized template to it), and what the local gateway
 * lets its code write (infra/local/gateway/unit-grants.ts), so every test run on one machine runs under the same
 * least privilege as the stack.
 */
import type { Domain } from './domains.js';
import type { UploadKindName } from './limits.js';
import { ERASED_UPLOAD_KINDS } from './process/erasure.js';
import type { SearchKind } from './search.js';

/** What a unit's role may do (docs/units.md "Permissions"). */
export interface UnitGrants {
  /**
   * The table. Every unit may read (GetItem, BatchGetItem, Query on the table and its indexes; ConditionCheckItem);
   * `write` lists the partition families (first segment of `pk`, registered in functions/lib/store/partitions.ts)
   * whose items it may put, update and delete, enforced with `dynamodb:LeadingKeys`. Empty: a read-only unit.
   */
  readonly write: readonly string[];
  /**
   * `keys`: reads the base table only (GetItem, BatchGetItem, Query), no index and no condition checks, as the
   * search indexer reads the items behind a stream batch. Left out: the table and its indexes.
   */
  readonly read?: 'keys';
  /** Reads the token-signing secret: verifies sessions (every unit that serves callers). */
  readonly tokenSecret?: boolean;
  /** Pushes to WebSocket connections (`execute-api:ManageConnections`). */
  readonly push?: boolean;
  /** Signs presigned POSTs of uploads (s3:PutObject on the upload bucket). */
  readonly signUploads?: boolean;
  /** Signs reader URLs of, and looks at, private uploads of these kinds (s3:GetObject on their prefixes). */
  readonly readUploads?: readonly UploadKindName[];
  /** Deletes uploads of these kinds (s3:DeleteObject on their prefixes): a cancelled person's files, once erased. */
  readonly deleteUploads?: readonly UploadKindName[];
  /**
   * The search engine: `query` the read aliases of these kinds (`_search`, `_count`: shared/search.ts); `index`
   * writes and manages every kind's indices and aliases.
   */
  readonly search?: { readonly query: readonly SearchKind[] } | 'index';
  /** Sends SMS codes (sns:Publish). */
  readonly sms?: boolean;
  /** Reads the sandbox payment provider's signing key (sandbox stages only). */
  readonly paySandboxKey?: boolean;
}

export interface UnitDef {
  readonly domain: Domain;
  /** The handler file, relative to functions/; it exports `handler`. */
  readonly entry: string;
  /** One line for docs/units.md. */
  readonly summary: string;
  /** Entry points besides HTTP routes: the WebSocket API, the timer sweep's schedule, the table's stream. */
  readonly triggers?: readonly ('websocket' | 'schedule' | 'stream')[];
  readonly grants: UnitGrants;
}

// The families every unit that serves logged-in callers writes through functions/lib: rate windows, and stale
// socket connections dropped when a push finds them gone.
const PUSHES = ['CONN#'] as const;

export const UNITS = {
  account: {
    domain: 'account',
    entry: 'account/handler.ts',
    summary: '账号：注册、登录、会话、个人资料、安全设置、支付密码、短信验证码；注销恢复期届满后删除或匿名化个人信息（每分钟触发到期的定时器）',
    triggers: ['schedule'],
    grants: { write: ['USER#', 'UNIQUE#', 'SMS#', 'CAPTCHA#', 'LOGINFAIL#', 'REPORT#', 'RATE#', 'ORG#', 'STATS', ...PUSHES], tokenSecret: true, push: true, sms: true },
  },
  chat: {
    domain: 'chat',
    entry: 'chat/handler.ts',
    summary: '即时通讯：好友、群、会话与消息（HTTP 和聊天套接字的帧）',
    triggers: ['websocket'],
    grants: { write: ['USER#', 'UNIQUE#', 'FREQ#', 'GREQ#', 'DM#', 'SVC#', 'GROUP#', 'CONSULT', 'RATE#', 'STATS', ...PUSHES], tokenSecret: true, push: true, readUploads: ['chat-image', 'chat-file'] },
  },
  realtime: {
    domain: 'realtime',
    entry: 'realtime/handler.ts',
    summary: 'WebSocket 连接：建立、断开、心跳',
    triggers: ['websocket'],
    grants: { write: ['USER#', 'CONN#', 'DM#', 'SVC#', 'GROUP#'], tokenSecret: true, push: true, readUploads: ['chat-image', 'chat-file'] },
  },
  content: {
    domain: 'content',
    entry: 'content/handler.ts',
    summary: '内容：首页、公告、规则、使用说明、意见反馈',
    grants: { write: ['NOTICE#', 'RULE#', 'CONTENT', 'FEEDBACK#', 'USER#', 'RATE#', ...PUSHES], tokenSecret: true, push: true },
  },
  org: {
    domain: 'org',
    entry: 'org/handler.ts',
    summary: '团队与企业：创建、员工、邀请、授权人；个人、团队与企业的简历',
    // SELLER#: a renamed team's timer for its listings' seller name (shared/process/seller-name.ts), fired by the order unit.
    grants: { write: ['ORG#', 'USER#', 'UNIQUE#', 'TEAMREC#', 'RESUME#', 'DM#', 'SVC#', 'GROUP#', 'RATE#', 'STATS', 'SELLER#', ...PUSHES], tokenSecret: true, push: true, readUploads: ['licence'] },
  },
  wallet: {
    domain: 'wallet',
    entry: 'wallet/handler.ts',
    summary: '钱包与账本：余额、充值、提现、流水、实名认证',
    grants: { write: ['ACCT#', 'POSTING#', 'HOLD#', 'PAY#', 'WDQUEUE', 'USER#', 'RATE#'], tokenSecret: true, readUploads: ['identity'], paySandboxKey: true },
  },
  upload: {
    domain: 'upload',
    entry: 'upload/handler.ts',
    summary: '上传：签发直传 S3 的表单',
    grants: { write: ['RATE#'], tokenSecret: true, signUploads: true },
  },
  'project-demand': {
    domain: 'project',
    entry: 'project/demand-handler.ts',
    summary: '项目 I：分类、需求的编写与发布、浏览、待办',
    grants: { write: ['PROJECT#', 'PARTY#', 'REQ#', 'NEGO#', 'UNIQUE#', 'USER#', 'STATS', 'RATE#', 'DM#', 'SVC#', 'GROUP#', ...PUSHES], tokenSecret: true, push: true },
  },
  'project-negotiation': {
    domain: 'project',
    entry: 'project/negotiation-handler.ts',
    summary: '项目 I：邀请与申请、洽谈与条款、洽谈费',
    grants: {
      write: ['PROJECT#', 'PARTY#', 'REQ#', 'NEGO#', 'UNIQUE#', 'USER#', 'STATS', 'RATE#', 'ACCT#', 'POSTING#', 'HOLD#', 'DM#', 'SVC#', 'GROUP#', ...PUSHES],
      tokenSecret: true,
      push: true,
    },
  },
  'project-cooperation': {
    domain: 'project',
    entry: 'project/cooperation-handler.ts',
    summary: '项目 II：合作、阶段与托管、审核与验收、交接与交付',
    grants: {
      write: ['PROJECT#', 'PARTY#', 'NEGO#', 'DOC#', 'UNIQUE#', 'USER#', 'STATS', 'RATE#', 'ACCT#', 'POSTING#', 'HOLD#', 'DM#', 'SVC#', 'GROUP#', ...PUSHES],
      tokenSecret: true,
      push: true,
    },
  },
  'project-disputes': {
    domain: 'project',
    entry: 'project/disputes-handler.ts',
    summary: '项目 III：合作纠纷（申请平台介入、举证、撤回）与平台客服的受理、提问和裁决',
    grants: {
      write: ['PROJECT#', 'PARTY#', 'NEGO#', 'DOC#', 'UNIQUE#', 'USER#', 'STATS', 'RATE#', 'ACCT#', 'POSTING#', 'HOLD#', 'DM#', 'SVC#', 'GROUP#', ...PUSHES],
      tokenSecret: true,
      push: true,
      // A dispute's evidence, signed for its two parties and the service desk (docs/cooperation.md "Disputes").
      readUploads: ['dispute-file'],
    },
  },
  'project-documents': {
    domain: 'project',
    entry: 'project/documents-handler.ts',
    summary: '项目 II：阶段文档与协同编辑、资料库与文献库、历史项目、业绩与信用',
    grants: { write: ['PROJECT#', 'PARTY#', 'DOC#', 'USER#', 'RATE#', 'DM#', 'SVC#', 'GROUP#', ...PUSHES], tokenSecret: true, push: true, readUploads: ['library-file'] },
  },
  'project-timers': {
    domain: 'project',
    entry: 'project/timers-handler.ts',
    summary: '项目流程的定时器：每分钟触发到期的定时器（邀请过期、申请截止、洽谈费未付；注销账号在钱包、资料库、聊天中的个人信息与文件的删除）',
    triggers: ['schedule'],
    grants: {
      // ORG#: the timer of an organisation's members leaving (shared/process/departure.ts), deleted once fired.
      write: ['PROJECT#', 'PARTY#', 'REQ#', 'NEGO#', 'UNIQUE#', 'USER#', 'STATS', 'ACCT#', 'POSTING#', 'HOLD#', 'DM#', 'SVC#', 'GROUP#', 'ORG#', ...PUSHES],
      push: true,
      deleteUploads: ERASED_UPLOAD_KINDS,
    },
  },
  mall: {
    domain: 'mall',
    entry: 'mall/handler.ts',
    summary: '商城：商品（采购商品、供应商品、科技成果）的发布与上下架、商品详情、商城管理员、收货地址、购物车；我的收藏与我的关注',
    grants: { write: ['GOODS#', 'SELLER#', 'ADDR#', 'CART#', 'FAV#', 'FOLLOWED#', 'RATE#', 'STATS', ...PUSHES], tokenSecret: true, push: true },
  },
  'mall-followers': {
    domain: 'mall',
    entry: 'mall/followers-handler.ts',
    summary: '关注通知：读取表的数据流，公开需求发布或商品上架时通知发布方的关注者（待办通知与推送，分批进行）',
    triggers: ['stream'],
    // PARTY#: the followers' backlog notices, written through the project domain's public module; FOLLOWED#: that a
    // release was told (once).
    grants: { write: ['PARTY#', 'FOLLOWED#', ...PUSHES], push: true },
  },
  order: {
    domain: 'order',
    entry: 'order/handler.ts',
    summary: '订单：提交与支付、发货与物流、收货、售后退款、评价、发票；订单流程的定时器（超时取消、自动收货、售后自动处理）',
    triggers: ['schedule'],
    grants: {
      // PARTY#: the sides' 待办 entries, written through the project domain's public module (docs/orders.md "Notices").
      write: ['ORDER#', 'REFUND#', 'OREQ#', 'OCOUNT#', 'GOODS#', 'CART#', 'SELLER#', 'ACCT#', 'POSTING#', 'HOLD#', 'USER#', 'RATE#', 'DM#', 'SVC#', 'PARTY#', ...PUSHES],
      tokenSecret: true,
      push: true,
      readUploads: ['invoice', 'refund-image'],
    },
  },
  'search-query': {
    domain: 'search',
    entry: 'search/handler.ts',
    summary: '搜索：找项目、项目搜索、发布方的项目、商城商品搜索、人才与单位搜索、单位简历浏览数；推荐（为你推荐的项目、需求的推荐合作方）',
    // RESUME#: its one write, a viewer's mark on a team's or company's resume and the count beside it (search.unitBrowse;
    // not a unit of its own: the padded stack would pass 300 resources).
    grants: { write: ['RESUME#'], tokenSecret: true, search: { query: ['project', 'goods', 'talent', 'unit'] } },
  },
  'search-indexer': {
    domain: 'search',
    entry: 'search/indexer.ts',
    summary: '搜索索引：读取表的数据流，更新搜索引擎的索引',
    triggers: ['stream'],
    grants: { write: [], read: 'keys', search: 'index' },
  },
} as const satisfies Record<string, UnitDef>;

export type UnitName = keyof typeof UNITS;

export const UNIT_NAMES = Object.keys(UNITS) as UnitName[];

export const unitDef = (name: UnitName): UnitDef => UNITS[name];

export type UnitTrigger = NonNullable<UnitDef['triggers']>[number];

/** What starts a unit besides its HTTP routes. */
export const triggersOf = (name: UnitName): readonly UnitTrigger[] => unitDef(name).triggers ?? [];

export const grantsOf = (name: UnitName): UnitGrants => unitDef(name).grants;
