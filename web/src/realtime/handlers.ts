/**
 * What each push of spec §4 does in a tab. The tab holding the socket (the leader) receives every frame first
 * and relays it; session endings it handles alone, telling the other tabs through the session channel, and it
 * alone plays the sound, so a browser chimes once. Counts, the notice dot, privileges and the confirm-then-
 * logout dialogs happen in every tab, each having its own SWR cache and its own person looking at it.
 */
import { mutate } from 'swr';
import { isCountKey } from '../lib/count-keys.js';
import { t, type MessageKey } from '../lib/i18n.js';
import { markNoticeUnread } from '../lib/notice-unread.js';
import { readDeskPush } from '../lib/project-push.js';
import { modal } from '../lib/notify.js';
import type { SessionEndReason } from '../lib/session-channel.js';
import { endSessionEverywhere } from '../lib/session-end.js';
import { isSoundOn } from '../lib/sound-setting.js';
import { getToken } from '../lib/token.js';
import { playChime } from './chime.js';
import type { SoundFlag } from './sound-flag.js';
import type { FrameOrigin, PushHandlers } from './frames.js';

/**
 * What a NEED_RADIO's content is: a project event (`{ "kind": "project", … }`), a document's change among them
 * (`event: 'document'`: its own pages read it again; no count moves), or else a notice.
 */
const projectEventOf = (content: string | undefined): 'project' | 'document' | undefined => {
  try {
    const value = JSON.parse(content ?? '') as { kind?: unknown; event?: unknown } | null;
    return value?.kind !== 'project' ? undefined : value.event === 'document' ? 'document' : 'project';
  } catch {
    return undefined;
  }
};

/** Revalidates every count this tab shows (spec §4: on open and on a new message). */
export const refreshCounts = (): void => {
  void mutate(isCountKey);
};

/** What the account feature lends the realtime layer, which imports no feature (the app wires them together). */
export interface SessionHooks {
  /** Reads the person's user info again (REFRESH_PRIVILEGES: roles or the account type changed). */
  refreshPrivileges(): void;
  /** A silent call that meets the 401 ending the session everywhere, if it has ended. */
  probeSession(): Promise<unknown>;
}

export interface HandlerContext extends Pick<SessionHooks, 'refreshPrivileges'> {
  /** Stops this tab's socket: the session it served is over. */
  stopSocket(): void;
  playSound?: () => void;
  /** The person's message-sound flag on the server, cleared once the socket's tab has sounded. */
  sounds?: SoundFlag | undefined;
}

/**
 * When the socket's tab opens it: a sound for the messages whose BANG_RADIO no tab sounded (the page was
 * reloading, another tab held the socket and closed), once, then the flag cleared. Never fails the open.
 */
export const soundWhatCameMeanwhile = async (sounds: SoundFlag | undefined, playSound: () => void = playChime): Promise<void> => {
  if (!sounds) return;
  try {
    if ((await sounds.due()) === 0) return;
    if (isSoundOn()) playSound();
    await sounds.clear();
  } catch {
    // The flag is for the sound only: a failed call costs at most one chime.
  }
};

export const pushHandlers = ({ stopSocket, refreshPrivileges, playSound = playChime, sounds }: HandlerContext): PushHandlers => {
  /** KICK_USER_OFFLINE, DISABLE_ACCOUNT: the server already ended the session; no logout call (it would 401). */
  const endedByServer = (reason: Extract<SessionEndReason, 'kicked' | 'disabled'>) => (_frame: unknown, { leader }: FrameOrigin) => {
    if (!leader) return;
    stopSocket();
    endSessionEverywhere(reason);
  };

  /**
   * SERVER_LOGIN_EXPIRED, PROGRAM_UPDATE (spec §8 "Pushed"): confirm, then every tab logs out. The socket stops
   * at once: the server closes it after an expiry, and reconnecting with a token it refuses would only loop.
   */
  const confirmThenLogout = (text: MessageKey) => (_frame: unknown, { leader }: FrameOrigin) => {
    if (leader) stopSocket();
    modal({
      title: t('notice.title'),
      text: t(text),
      actions: [{ label: t('notice.confirm'), primary: true }],
      // The session is over on every page: the notice stays until it is answered.
      acrossPages: true,
      // Another tab's dialog may have ended the session already; then this one only closes.
      onClosed: () => {
        if (getToken()) endSessionEverywhere('expired');
      },
    });
  };

  return {
    // The socket recorded the time itself (its heartbeat check needs it).
    HEARTBEAT: () => undefined,
    // Spec §4: refresh counts, sound if enabled, clear the audio flag (the person's own: the first joinUserId).
    BANG_RADIO: (_frame, { leader }) => {
      refreshCounts();
      if (!leader) return;
      if (isSoundOn()) playSound();
      sounds?.clear().catch(() => undefined);
    },
    NOTICE_RADIO: () => {
      markNoticeUnread();
      // The header's badge and the chat list's system row count notices: read them again.
      refreshCounts();
    },
    // A project event (docs/projects.md "Events") refreshes the counts (the project pages refresh their own lists);
    // any other NEED_RADIO is a notice, as before.
    // The service desk's push about a dispute (desk staff only) refreshes the counts too: the desk's list and badge are
    // count keys.
    NEED_RADIO: (frame) => {
      const event = projectEventOf(frame.content);
      if (event === 'project' || readDeskPush(frame.content)) refreshCounts();
      else if (!event) markNoticeUnread();
    },
    KICK_USER_OFFLINE: endedByServer('kicked'),
    DISABLE_ACCOUNT: endedByServer('disabled'),
    REFRESH_PRIVILEGES: () => refreshPrivileges(),
    SERVER_LOGIN_EXPIRED: confirmThenLogout('session.loginExpired'),
    PROGRAM_UPDATE: confirmThenLogout('session.programUpdate'),
  };
};
