/**
 * Timings of the SPA and its sockets (heartbeats, reconnects, debounces, timeouts), defined once for web and functions.
 * Apart from shared/limits.ts (which re-exports them) because the SPA's first load needs them (the HTTP client's
 * timeout and error toasts) and none of the limits there.
 */

export const TIMING = {
  heartbeatMs: 60_000,
  heartbeatStaleMs: 120_000,
  reconnectAttempts: 5,
  reconnectInitialMs: 2_000,
  reconnectCapMs: 30_000,
  otherTabReconnectMs: 500,
  searchDebounceMs: 500,
  sessionExpiredLogoutMs: 2_000,
  networkErrorToastMs: 5_000,
  /** How long the SPA waits for a call before 系统接口请求超时 (the HTTP API itself gives up at 30 s). */
  requestTimeoutMs: 20_000,
  /** How long a chat send waits for SEND_SUCCESSFULLY or ERROR before it shows 发送失败 (a cold start fits well within). */
  chatSendAckMs: 15_000,
} as const;
