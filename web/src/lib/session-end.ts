/**
 * Leaving a session the server ended (spec §4, §8 "Pushed"): every tab goes to the login page, remembering where
 * it was, and says why when the reason has its own dialog (logged in on another device, account disabled).
 * The tab that learns it first ends it for the browser; the others follow through the session channel.
 */
import { loginPath } from '../config/paths.js';
import { t, type MessageKey } from './i18n.js';
import { pageActions } from './navigation.js';
import { modal } from './notify.js';
import { announceSessionEnded, type SessionEndReason } from './session-channel.js';
import { removeToken } from './token.js';

/** Reasons that are explained by a dialog with 确定 (spec §4 "Session dialogs"). */
const REASON_TEXTS: Partial<Record<SessionEndReason, MessageKey>> = {
  kicked: 'session.kicked',
  disabled: 'session.disabled',
};

/** This tab goes to the login page (back to its path afterwards), with the reason's dialog if it has one. */
export const leaveForLogin = (reason: SessionEndReason): void => {
  pageActions.navigate(loginPath(pageActions.currentPath()));
  const text = REASON_TEXTS[reason];
  // Raised as the login page opens: it stays there.
  if (text) modal({ title: t('notice.title'), text: t(text), actions: [{ label: t('notice.confirm'), primary: true }], acrossPages: true });
};

/** Ends the session in this browser without asking the server (which already ended it), then leaves. */
export const endSessionEverywhere = (reason: SessionEndReason): void => {
  removeToken(reason !== 'logout');
  announceSessionEnded(reason);
  leaveForLogin(reason);
};
