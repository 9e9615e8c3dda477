/**
 * Spec §8, applied by the HTTP helper to every failed call: what the person sees and where they go. The caller
 * still receives the HttpError; these rules only decide the toasts, modals and redirects.
 */
import { CORE_ERRORS as ERRORS, PAGE_GONE_CODES, SILENT_CODES, STALE_CODES } from '../../../shared/errors/core.js';
import { TIMING } from '../../../shared/timing.js';
import { loginPath, offlinePath, paths } from '../config/paths.js';
import { t } from '../lib/i18n.js';
import { pageActions } from '../lib/navigation.js';
import { modal, toast } from '../lib/notify.js';
import { announceSessionEnded } from '../lib/session-channel.js';
import { removeToken } from '../lib/token.js';
import type { HttpError } from './http-error.js';

let sessionEnding = false;

// Every call in flight fails with 401 when a session ends: one message, one redirect.
const endSession = (): void => {
  if (sessionEnding) return;
  sessionEnding = true;
  removeToken(true);
  announceSessionEnded('expired');
  toast({ intent: 'warning', text: ERRORS.SESSION_EXPIRED.msg, timeoutMs: TIMING.sessionExpiredLogoutMs });
  const from = pageActions.currentPath();
  setTimeout(() => {
    sessionEnding = false;
    pageActions.navigate(loginPath(from));
  }, TIMING.sessionExpiredLogoutMs);
};

const leaveGonePage = (): void => {
  if (pageActions.isChildWindow()) pageActions.close();
  else pageActions.navigate(paths.work);
};

const showNotice = (error: HttpError): void => {
  const stale = STALE_CODES.includes(error.code);
  modal({
    title: t('notice.title'),
    text: error.msg,
    actions: stale
      ? [{ label: t('notice.refresh'), primary: true, run: pageActions.reload }, { label: t('notice.cancel') }]
      : [{ label: t('notice.confirm'), primary: true }],
    ...(PAGE_GONE_CODES.includes(error.code) ? { onClosed: leaveGonePage } : {}),
  });
};

/**
 * Reacts to a failed call. `silent` (chat screens, background refreshes) suppresses every toast and modal, but
 * an expired session ends the session whatever the caller asked.
 */
export const reactToFailure = (error: HttpError, silent: boolean): void => {
  if (error.kind === 'canceled') return;
  if (error.code === 401) {
    endSession();
    return;
  }
  if (silent) return;
  if (error.kind === 'network') {
    toast({ intent: 'error', text: error.msg, timeoutMs: TIMING.networkErrorToastMs });
    if (!navigator.onLine) pageActions.navigate(offlinePath());
    return;
  }
  // Answers that are not ours (a gateway's 502, a proxy's 403) and timeouts are transport trouble: a toast.
  if (error.kind === 'timeout' || error.kind === 'http') {
    toast({ intent: 'error', text: error.msg, timeoutMs: TIMING.networkErrorToastMs });
    return;
  }
  if (error.code === ERRORS.INTERNAL.code) {
    toast({ intent: 'error', text: error.msg });
    return;
  }
  if (SILENT_CODES.includes(error.code)) return;
  showNotice(error);
};
