/** Business constants and limits of spec §5 and §9, defined once for web and functions. */

export const TEXT_LIMITS = {
  chat: 1000,
  friendReply: 50,
  friendRequestInformation: 50,
  remark: 20,
  description: 100,
  groupName: 32,
  groupApplyNote: 100,
  groupReply: 50,
  feedback: 2000,
  /** Upper bound for any free string field a schema does not limit more tightly. */
  anyText: 5000,
} as const;

export const LIST_LIMITS = {
  badgeMax: 99,
  recordPageSize: 15,
  noticePageSize: 10,
  groupMemberPreview: 14,
  feedbackPictures: 4,
  feedbackDefaultStar: 5,
  imageComponentDefaultLimit: 99,
  projectApplicationCap: 99,
  /** Titles are cut at this text width (a character above code 127 counts 2: web/src/lib/text-width.ts). */
  titleTruncate: 20,
  /** A multi-line ellipsis shows at most this many rows (spec §9). */
  ellipsisRows: 4,
  /** The largest page a list call may ask for. */
  maxPageSize: 100,
} as const;

/** How long after cancelling (注销) an account may still be restored (用户协议 §14, 隐私政策). */
export const ACCOUNT_RESTORE_DAYS = 15;

/** A person is a new user (新用户, spec §7.1 `user-personage/new-user/{id}`) for this many days after registering. */
export const NEW_USER_DAYS = 7;

/**
 * How fast one person may send chat messages (socket frames and cards sent over HTTP, every conversation together):
 * at most `messages` in each window of `seconds` (docs/SECURITY.md "Abuse limits"). Three a second is beyond any
 * typing; a script flooding a group is refused with ERROR 429 and loses nothing it sent before.
 */
export const CHAT_SEND_LIMIT = { messages: 30, seconds: 10 } as const;

/**
 * Cheap actions that reach other people or cost the platform, limited per person (docs/SECURITY.md "Abuse limits"):
 * at most `count` in each window of `seconds`; over it, 429 with `message` ({wait}: how long until the window ends).
 */
/** CONTRACT "Money": 5 wrong pay passwords lock paying for 30 minutes. */
export const PAY_PASSWORD_LOCK = { tries: 5, seconds: 30 * 60 } as const;

export const RATE_LIMITS = {
  friendRequest: { count: 20, seconds: 3600, message: '添加好友过于频繁，请{wait}后再试' },
  groupApply: { count: 20, seconds: 3600, message: '申请入群过于频繁，请{wait}后再试' },
  presign: { count: 60, seconds: 60, message: '上传过于频繁，请{wait}后再试' },
  /**
   * SMS codes one client address may ask for, whatever the phones (SMS pumping: a script sending codes to many
   * numbers). Each phone has its own 60-second wait and daily cap besides. Per address, not per person: get-code is
   * public.
   */
  smsPerAddress: { count: 10, seconds: 3600, message: '获取验证码过于频繁，请{wait}后再试' },
  /**
   * SMS codes one phone may be sent in a day, whatever the scenes and the client addresses (SMS bombing of one
   * person from many addresses). Only codes sent are counted: an ask refused by the phone's 60-second wait is not.
   */
  smsPerPhone: { count: 10, seconds: 86_400, message: '该手机号获取验证码次数过多，请{wait}后再试' },
  /**
   * Staff invitations by phone one company administrator may send (add-staff): each answer tells whether a phone is
   * registered and whether it works for a company, so asks are counted first, refused ones included.
   */
  staffInvite: { count: 60, seconds: 3600, message: '邀请过于频繁，请{wait}后再试' },
  /**
   * Lookups of whom to invite to a project (invite-List): each tells whether a number, phone or organisation name
   * exists, so asks are counted first, refused and empty ones included.
   */
  inviteLookup: { count: 60, seconds: 3600, message: '查找过于频繁，请{wait}后再试' },
  /**
   * Password changes by the old password (change-password, update-personage-password) of one person: each judges a
   * guess of the password, so a held session (a borrowed computer, a stolen token) must not guess beyond what the
   * login allows (10 in 15 minutes). Counted before the old password is judged, right ones included.
   */
  passwordChange: { count: 10, seconds: 900, message: '修改密码尝试次数过多，请{wait}后再试' },
} as const;
export type RateAction = keyof typeof RATE_LIMITS;

/** Spec §5 / docs/conventions.md: the line heights rich text may keep (any other is dropped when it is sanitised). */
export const RICH_TEXT_LINE_HEIGHTS: readonly string[] = ['initial', '1', '1.5', '1.75', '2', '3', '4', '5'];

/** Timings: their own module (shared/timing.ts), so the SPA's first load takes them without the limits above and below. */
export { TIMING } from './timing.js';

const KB = 1024;
const MB = 1024 * KB;

export const IMAGE_TYPES = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' } as const;

export interface UploadKind {
  /** Largest accepted file in bytes. */
  readonly maxBytes: number;
  /** Allowed file extensions (lower case, without the dot); empty means any type. */
  readonly extensions: readonly string[];
  /** The Chinese message shown when the file is too large (spec §5 where it gives one). */
  readonly tooLargeMessage: string;
  /**
   * Whether the key is readable by anyone holding its `/files/` URL. Private kinds (chat files) are never served
   * there: a reader gets a short-lived signed URL from the call that proved they may see it.
   */
  readonly publicRead: boolean;
  /**
   * Files people download rather than look at (documents, archives): stored with `Content-Disposition: attachment`
   * and the uploader's file name (RFC 6266 `filename*`), so that every way of reading them — `/files/`, a signed
   * URL — saves them under that name. Pictures shown in the page have none, so no file name travels with them.
   */
  readonly download?: true;
  /**
   * Whether the key hides its owner: `<kind>/<id>/<proof>` instead of `<kind>/<owner>/<id>`, the proof a keyed hash of
   * the owner and the id (functions/lib/s3/upload-owner.ts). For pictures shown to everyone that would otherwise tell
   * who uploaded them: an avatar, and a group's picture, which is its first members' avatars.
   */
  readonly opaqueOwner?: boolean;
  /**
   * The narrowest picture accepted, in pixels of width (spec §5 "picture upload in the dictionary: 3 MB, at least
   * 480px"). Checked in the browser before the presign (web/src/api/upload.ts), which decodes the picture: neither
   * the presign nor S3's policy sees pixels, so it is a rule of the page, not of the server.
   */
  readonly minWidth?: number;
}

const images = (maxBytes: number, tooLargeMessage: string, extensions: readonly string[] = ['jpg', 'jpeg', 'png']): UploadKind => ({
  maxBytes,
  extensions,
  tooLargeMessage,
  publicRead: true,
});

/** The dictionary's picture upload (spec §5): 3 MB at most, at least 480 px wide; the kinds of 3 MB pictures follow it. */
export const DICTIONARY_PICTURE = { maxBytes: 3 * MB, minWidth: 480 } as const;
const dictionaryPicture = (): UploadKind => ({ ...images(DICTIONARY_PICTURE.maxBytes, '图片大小不能超过 3 MB'), minWidth: DICTIONARY_PICTURE.minWidth });

/** Upload kinds of spec §5 (docs/conventions.md "Uploads and files"); the kind decides the limits. */
export const UPLOAD_KINDS = {
  'chat-image': { ...images(5_242_880, '图片大小不能超过 5 MB', ['jpg', 'jpeg', 'png', 'gif']), publicRead: false },
  'chat-file': { maxBytes: 104_857_600, extensions: [], tooLargeMessage: '文件大小不能超过 100 MB', publicRead: false, download: true },
  editor: images(5 * MB, '上传文件大小不能超过 5 MB!', ['jpg', 'jpeg', 'png', 'gif']),
  image: images(3000 * KB, '图片大小不能超过 3000 KB'),
  avatar: { ...images(3000 * KB, '头像图片大小不能超过 3000 KB'), opaqueOwner: true },
  feedback: images(3000 * KB, '图片大小不能超过 3000 KB'),
  /** A business licence: private like the identity documents, read only by signed URL from a call that checked its reader. */
  licence: { ...dictionaryPicture(), publicRead: false },
  /** Identity documents for large withdrawals (ID card sides, business licence): private, read by signed URL only. */
  identity: { ...dictionaryPicture(), publicRead: false },
  /** A demand's attachments (docs/projects.md): documents, sheets, slides, archives and pictures, shown with the demand. */
  'project-file': {
    maxBytes: 50 * MB,
    extensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'zip', 'rar', '7z', 'jpg', 'jpeg', 'png'],
    tooLargeMessage: '附件大小不能超过 50 MB',
    publicRead: true,
    download: true,
  },
  /**
   * A file of a party's materials or literature library (docs/cooperation.md "Materials and literature"): any type, kept
   * private (read through signed URLs handed out by the library's calls, which checked the reader is of the party).
   */
  'library-file': { maxBytes: 100 * MB, extensions: [], tooLargeMessage: '文件大小不能超过 100 MB', publicRead: false, download: true },
  /** A mall listing's pictures (up to 9, the first its cover): shown to everyone, so their keys do not name the uploader. */
  'goods-image': { ...dictionaryPicture(), opaqueOwner: true },
  /** An order's electronic invoice (PDF or OFD): private, read by the buyer and the seller through signed URLs (docs/orders.md). */
  invoice: { maxBytes: 10 * MB, extensions: ['pdf', 'ofd'], tooLargeMessage: '发票文件大小不能超过 10 MB', publicRead: false, download: true },
  /** Evidence of a refund request (pictures): private, seen by the buyer, the seller and the service desk. */
  'refund-image': { ...dictionaryPicture(), publicRead: false },
  /**
   * Evidence of a cooperation's dispute (docs/cooperation.md "Disputes"): documents, pictures and archives, private — read
   * through signed URLs handed out by the dispute's calls to its two parties and the service desk only.
   */
  'dispute-file': {
    maxBytes: 50 * MB,
    extensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'zip', 'rar', '7z', 'jpg', 'jpeg', 'png'],
    tooLargeMessage: '附件大小不能超过 50 MB',
    publicRead: false,
    download: true,
  },
  /** Pictures of an evaluation, shown with it on the goods' page: public, the key hiding the buyer. */
  'evaluation-image': { ...dictionaryPicture(), opaqueOwner: true },
} as const satisfies Record<string, UploadKind>;

export type UploadKindName = keyof typeof UPLOAD_KINDS;
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as UploadKindName[];

/** The kinds whose keys hide their owner (`opaqueOwner`). */
export type OpaqueUploadKind = { [K in UploadKindName]: (typeof UPLOAD_KINDS)[K] extends { opaqueOwner: true } ? K : never }[UploadKindName];
/** The kinds whose keys name their owner: `<kind>/<owner>/<id>`. */
export type OwnedUploadKind = Exclude<UploadKindName, OpaqueUploadKind>;
export const isOpaqueUploadKind = (kind: string): kind is OpaqueUploadKind =>
  Object.hasOwn(UPLOAD_KINDS, kind) && (UPLOAD_KINDS[kind as UploadKindName] as UploadKind).opaqueOwner === true;

/** How long a presigned upload stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 600;

/** How long a signed URL of a private file (a chat image or file) stays valid; readers fetch a new one with the chat. */
export const PRIVATE_FILE_URL_TTL_SECONDS = 3600;

/** Key prefixes (`<kind>/`) of the private kinds: the site never serves them under `/files/`. */
export const PRIVATE_KEY_PREFIXES: readonly string[] = UPLOAD_KIND_NAMES.filter((name) => !UPLOAD_KINDS[name].publicRead).map((name) => `${name}/`);

/** Whether an object key belongs to a private kind. */
export const isPrivateKey = (key: string): boolean => PRIVATE_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));

/**
 * The grammar of every object key the product writes: `<kind>/<owner>/<id>[.ext]` for uploads (`<kind>/<id>/<proof>[.ext]`
 * for the kinds that hide their owner) and
 * `content/<hash>.<ext>` for published content. Segments are letters, digits, `_` and `-` only, so a key that
 * matches has no dot segments, encoded slashes, backslashes or percent signs: what is judged (private or not, whose)
 * is exactly the key the store reads. Anything else is not a file of ours and is refused (docs/SECURITY.md).
 */
export const FILE_KEY_PATTERN = /^[a-z][a-z-]{0,31}(?:\/[A-Za-z0-9_-]{1,64}){1,2}(?:\.[a-z0-9]{1,10})?$/;

export const isFileKey = (key: string): boolean => FILE_KEY_PATTERN.test(key);

/**
 * What the site does with `/files/<path>` (the path as it came, still percent-encoded): the key to read, or the
 * refusal. The path is decoded once, as S3 decodes it; the decoded key must follow FILE_KEY_PATTERN (so no
 * traversal, however encoded) and must not be of a private kind (those are read through signed URLs only).
 * The CloudFront function on AWS runs the same rule (infra/stack/site.ts).
 */
export const fileKeyOfPath = (encodedPath: string): { key: string } | { status: 400 | 403 } => {
  let key: string;
  try {
    key = decodeURIComponent(encodedPath);
  } catch {
    return { status: 400 };
  }
  if (!isFileKey(key)) return { status: 400 };
  return isPrivateKey(key) ? { status: 403 } : { key };
};

/** The content type S3 is told to expect for an extension; unknown types travel as octet-stream. */
export const contentTypeFor = (extension: string): string =>
  (IMAGE_TYPES as Record<string, string>)[extension.toLowerCase()] ?? 'application/octet-stream';

export const fileExtension = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** What a download is saved as when nothing visible is left of its file's name (dots alone, separators alone). */
export const DOWNLOAD_FALLBACK_NAME = '文件';

/**
 * The name a `download` kind's file is saved under (its Content-Disposition): the name the person's device gave it,
 * never a path — only what follows the last `/` or `\` — nor a control, format (bidirectional override, zero-width)
 * or line-separating character, which could make `发票\u202Efdp.exe` look like `发票exe.pdf` in a download bar; a name of
 * dots alone becomes DOWNLOAD_FALLBACK_NAME with the extension.
 */
export const downloadName = (fileName: string): string => {
  const last = fileName.split(/[/\\]/).pop() ?? '';
  const visible = last.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '').trim();
  if (!/^\.*$/.test(visible)) return visible;
  const extension = fileExtension(fileName).replace(/[^a-z0-9]/g, '');
  return extension ? `${DOWNLOAD_FALLBACK_NAME}.${extension}` : DOWNLOAD_FALLBACK_NAME;
};

/** Spec §9: file sizes are shown in B, KB, MB, GB. */
export const formatFileSize = (bytes: number): string => {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(2))} ${units[unit]}`;
};

/** Projects I (docs/projects.md): a demand's limits, defined once for the SPA's forms and the server's schemas. */
export const PROJECT_LIMITS = {
  /** A project's name, unique among its owner's projects. */
  name: 40,
  /** Planned phases of a demand. */
  phasesMax: 12,
  phaseName: 30,
  phaseDeliverables: 500,
  /** One phase's amount, fen: ¥1 to ¥10,000,000. */
  phaseAmountMin: 100,
  phaseAmountMax: 1_000_000_000,
  phaseDaysMax: 730,
  /** The application deadline is at most this many days ahead. */
  deadlineDaysMax: 365,
  attachments: 10,
  /** The demand book: its HTML (sanitised) and its plain text. */
  bookHtml: 150_000,
  bookText: 20_000,
  /** A note with an application or an invitation, a reason for declining or terminating. */
  note: 200,
  /** Each owner's own categories, and the categories a person follows. */
  customCategories: 20,
  categoryName: 20,
  selectedCategories: 10,
  /** Applications per project (spec §9); invitations per project likewise. */
  applications: LIST_LIMITS.projectApplicationCap,
  invitations: 99,
  /** A project list page (project center tabs, find project). */
  pageSize: 10,
} as const;

// A party's materials and literature libraries: ./limits-library.ts.
export { LIBRARY_LIMITS } from './limits-library.js';

/** Days an invitation waits for its answer before it expires (shown 已失效). */
export const PROJECT_INVITE_DAYS = 7;
/** Days party A has to pay the negotiation fee after party B confirmed its terms. */
export const NEGOTIATION_FEE_DAYS = 7;

/**
 * The negotiation fee (洽谈费, docs/decisions.md "Negotiation fee"): party A pays it once, when a negotiation reaches
 * agreement: `basisPoints` of the agreed total, at least `min` and at most `max` fen.
 */
export const NEGOTIATION_FEE = { basisPoints: 100, min: 1_000, max: 50_000 } as const;

/** The fee for an agreed total (fen), rounded half up to whole fen. */
export const negotiationFeeOf = (total: number): number =>
  Math.min(NEGOTIATION_FEE.max, Math.max(NEGOTIATION_FEE.min, Math.floor((total * NEGOTIATION_FEE.basisPoints + 5_000) / 10_000)));

/**
 * A phase delivered for acceptance (docs/cooperation.md "Phases"): party A has `autoAcceptDays` to answer, is
 * reminded `remindDaysBefore` days before the platform accepts it; the clock restarts on every delivery.
 */
export const PHASE_ACCEPTANCE = { autoAcceptDays: 14, remindDaysBefore: [3, 1] } as const;

/**
 * An overdue phase's postponement (docs/cooperation.md "Overdue and postponement"): the new completion time party B
 * asks for lies after the moment it asks and the phase's deadline, and at most `maxDays` ahead (the message of
 * POSTPONE_DATE_INVALID says 180).
 */
export const OVERDUE_POSTPONE = { maxDays: 180 } as const;

// A cooperation's changes, endings and disputes (issue 30): ./limits-cooperation.ts.
export { CHANGE_LIMITS, DISPUTE, TERMINATION_LIMITS } from './limits-cooperation.js';
// Resumes' rows and texts (issue 31): ./limits-resume.ts.
export { RESUME_LIMITS } from './limits-resume.js';

/**
 * The platform service fee on an accepted phase (docs/decisions.md "Phase service fee"): `basisPoints` of the phase
 * amount, paid by party B out of the phase payment.
 */
export const PHASE_SERVICE_FEE = { basisPoints: 500 } as const;

/** The service fee of a phase amount (fen), rounded half up to whole fen; never more than the amount. */
export const phaseServiceFeeOf = (amount: number): number => Math.min(amount, Math.floor((amount * PHASE_SERVICE_FEE.basisPoints + 5_000) / 10_000));

/** Documents of a cooperation (docs/cooperation.md "Documents"). */
export const DOCUMENT_LIMITS = {
  /** The writer's lease on a document's edit lock, renewed by every save. */
  leaseSeconds: 300,
  /** Versions kept of each document. */
  versionsKept: 50,
  /** A document's HTML, as stored (its escaped form must fit a DynamoDB item). */
  maxHtmlLength: 200_000,
  /** Directory nodes (document tasks) of one phase. */
  tasksPerPhase: 100,
  titleLength: 50,
  /**
   * Days a document task may go untouched (no assignment, save or lock of it) before party B's leader may take it over
   * from a writer still of party B (docs/cooperation.md "Take-over"); a writer who left is taken over at once.
   */
  takeOverIdleDays: 7,
} as const;

/** A no-pass's reason (check, assessment, acceptance). */
export const NO_PASS_REASON_LENGTH = 500;

/**
 * Favourites (我的收藏) and following (我的关注), a person's own (docs/data-model.md "Favourites and following"):
 * how many of each a person keeps, held by the counters on their head item in the transaction that adds; a list's
 * page; how many followers one stream reaction tells per write (fan-out in bounded batches).
 */
export const COLLECT_LIMITS = {
  /** Favourites of all four tabs together. */
  favourites: 500,
  /** People, teams and companies followed. */
  follows: 500,
  pageSize: 10,
  /** Followers told in one transaction of backlog entries (and one push round). */
  fanOutBatch: 25,
} as const;
