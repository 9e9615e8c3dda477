/** Envelope-level answers every client meets (validation, sessions, permissions, not found, limits, the unexpected), and the stale-data answer. The SPA's first load carries only these. */
import { def } from './def.js';

export const CORE_ERRORS = {
  BAD_REQUEST: def(400, 400, '请求参数不正确'),
  MALFORMED_JSON: def(400, 400, '请求内容不是合法的 JSON'),
  UNSUPPORTED_CONTENT_TYPE: def(400, 400, '请求内容类型不受支持，请使用 JSON 或表单格式'),
  /** A body over the API's limit (MAX_BODY_BYTES, 256 KB; files go to S3 by presigned POST, never through the API). */
  BODY_TOO_LARGE: def(413, 413, '请求内容过大，请精简后重试'),
  UNAUTHORIZED: def(401, 401, '认证失败，无法访问系统资源'),
  SESSION_EXPIRED: def(401, 401, '登录状态已过期，请重新登录'),
  FORBIDDEN: def(403, 403, '当前操作没有权限'),
  NOT_FOUND: def(404, 404, '访问资源不存在'),
  METHOD_NOT_ALLOWED: def(404, 404, '访问资源不存在'),
  TOO_MANY_REQUESTS: def(429, 429, '操作过于频繁，请稍后再试'),
  INTERNAL: def(500, 500, '您现在的数据开小差了，已将该问题通知合作云'),
  /** The search engine did not answer (docs/search.md): nothing the client sent is at fault; trying later helps. */
  SEARCH_UNAVAILABLE: def(503, 503, '搜索服务暂时不可用，请稍后再试'),
  /** A concurrent change won; the page offers 刷新页面. */
  STALE_DATA: def(100002, 200, '数据已发生变化，请刷新页面后重试'),
} as const;

/** Codes after whose modal the page closes or returns to /work (the thing shown is gone for the caller). */
export const PAGE_GONE_CODES: readonly number[] = [101011, 101048, 102042, 102044, 102051, 102010];

/** Benign no-ops: the client stays silent. */
export const SILENT_CODES: readonly number[] = [102043, 102069, 510, 511];

/** Stale page: the modal offers 刷新页面. */
export const STALE_CODES: readonly number[] = [CORE_ERRORS.STALE_DATA.code];
