/**
 * The phone this tab last logged in with, kept for the tab's session only (sessionStorage), so that switching
 * account type — a logout by spec §2.3 — can fill it in on the next login page. The server shows the person their
 * own phone masked, so the full number comes only from what they typed here; it is used only when its mask is the
 * logged-in person's.
 */
import { maskPhone } from '../../../../shared/masking.js';

const KEY = 'hezuo-login-phone';

export const rememberLoginPhone = (phone: string): void => {
  try {
    window.sessionStorage.setItem(KEY, phone);
  } catch {
    // Storage refused: the next login page simply starts empty.
  }
};

/** The remembered phone if it is the one shown (masked) as the person's own, else undefined. */
export const loginPhoneFor = (shownPhone: string): string | undefined => {
  try {
    const phone = window.sessionStorage.getItem(KEY) ?? undefined;
    return phone && (phone === shownPhone || maskPhone(phone) === shownPhone) ? phone : undefined;
  } catch {
    return undefined;
  }
};
