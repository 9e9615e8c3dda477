/**
 * The heartbeat decision of spec §9, taken every 60 s while the socket lives: send HEARTBEAT, unless the server's
 * last HEARTBEAT is 120 s old or more, or the socket is not open, in which case the socket is replaced.
 */
import { TIMING } from '../../../shared/limits.js';

/** What the client sends on open and at every tick; the server answers with `sendTime`. */
export const HEARTBEAT_FRAME = JSON.stringify({ messageType: 'HEARTBEAT' });

export interface HeartbeatView {
  now: number;
  /** When the server's last HEARTBEAT arrived, or the socket opened if none has yet. */
  lastServerBeatAt: number;
  socketOpen: boolean;
}

export type HeartbeatAction = 'send' | 'reconnect';

export const heartbeatAction = ({ now, lastServerBeatAt, socketOpen }: HeartbeatView, staleMs: number = TIMING.heartbeatStaleMs): HeartbeatAction =>
  !socketOpen || now - lastServerBeatAt >= staleMs ? 'reconnect' : 'send';
