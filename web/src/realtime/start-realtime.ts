/**
 * The global socket for one logged-in session of this tab (spec §4, §9): the leadership of `leadership.ts`
 * decides whether this tab holds the socket; the holder relays every frame and its state to the other tabs,
 * and every tab dispatches the frames to the push handlers and to `onRadio` listeners. Started by the session
 * gate once the user info is loaded; the function it returns stops everything (logout, end of session).
 */
import { TIMING } from '../../../shared/limits.js';
import { emitRadio } from '../lib/radio-events.js';
import { getToken } from '../lib/token.js';
import { primeChime } from './chime.js';
import { dispatchFrame, type IncomingFrame } from './frames.js';
import { pushHandlers, refreshCounts, soundWhatCameMeanwhile, type SessionHooks } from './handlers.js';
import { soundFlagOf } from './sound-flag.js';
import { leadRadio } from './leadership.js';
import { createRadioSocket, type GiveUpReason, type RadioSocket } from './radio-socket.js';
import { radioUrl } from './radio-url.js';
import { getRadioState, setRadioState, type RadioState } from './radio-state.js';
import { openRelay } from './relay.js';

export interface RealtimeOptions {
  /** `/config.json`'s `wsUrl`. */
  wsUrl: string;
  /** The account feature's part, handed in by the app. */
  session: SessionHooks;
  /** The person logged in (their message-sound flag). */
  userId: string;
}

export const startRealtime = ({ wsUrl, session, userId }: RealtimeOptions): (() => void) => {
  let socket: RadioSocket | undefined;
  let stopped = false;

  const sounds = soundFlagOf(userId);
  const handlers = pushHandlers({ stopSocket: () => socket?.stop(), refreshPrivileges: session.refreshPrivileges, sounds });
  const deliver = (frame: IncomingFrame, leader: boolean) => {
    const push = dispatchFrame(frame, handlers, { leader });
    if (push) emitRadio(push);
  };

  const relay = openRelay({
    frame: (frame) => {
      if (!socket) deliver(frame, false);
    },
    state: (state) => {
      if (socket) return;
      // The holder's socket (re)opened: this tab's counts may be as stale as the holder's were.
      if (state === 'connected' && getRadioState() !== 'connected') refreshCounts();
      setRadioState(state);
    },
    stateRequest: () => {
      if (socket) relay.post({ kind: 'state', state: socket.state() });
    },
  });
  relay.post({ kind: 'state-request' });

  const onGiveUp = (reason: GiveUpReason) => {
    // Refused or unreachable with a token still here: if the session is over, asking for the user info meets
    // the 401 that ends it in every tab (spec §8). The call is silent and outside SWR, so a network failure
    // changes nothing: the socket waits for the network to come back.
    if (reason === 'no-session' || !getToken()) return;
    session.probeSession().catch(() => undefined);
  };

  // A refused connect (the gateway refuses an ended session's token at the upgrade, which a browser cannot read):
  // asked at once, not after the backoff's attempts, so the page learns within a second that the session ended.
  const onConnectRefused = () => {
    if (getToken()) session.probeSession().catch(() => undefined);
  };

  const lead = (successor: boolean) => {
    const own = createRadioSocket({
      url: () => {
        const token = getToken();
        return token ? radioUrl(wsUrl, token) : undefined;
      },
      onFrame: (frame) => {
        relay.post({ kind: 'frame', frame });
        deliver(frame, true);
      },
      onOpen: () => {
        refreshCounts();
        void soundWhatCameMeanwhile(sounds);
      },
      onState: (state: RadioState) => {
        setRadioState(state);
        relay.post({ kind: 'state', state });
      },
      onGiveUp,
      onConnectRefused,
    });
    socket = own;
    // Spec §9: a tab taking over from one whose socket closed connects after 0.5 s.
    own.start(successor ? TIMING.otherTabReconnectMs : 0);
    return () => {
      own.stop();
      if (socket === own) socket = undefined;
    };
  };
  const stopLeading = leadRadio(lead);

  // Attempts used up while offline: the network's return is worth a fresh series.
  const onOnline = () => {
    if (socket?.state() === 'disconnected' && getToken()) socket.start();
  };
  window.addEventListener('online', onOnline);
  const stopPriming = primeChime();

  return () => {
    if (stopped) return;
    stopped = true;
    window.removeEventListener('online', onOnline);
    stopPriming();
    stopLeading();
    relay.close();
    setRadioState('disconnected');
  };
};
