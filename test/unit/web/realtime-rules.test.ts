/**
 * The pure rules of the global socket (spec §4, §9): the reconnect schedule, the heartbeat decision, the socket
 * address, which SWR keys are counts, and how frames reach their handlers (unknown types only logged).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_TYPES, type PushType } from '../../../shared/realtime.js';
import { COUNT_KEY_PREFIX, isCountKey } from '../../../web/src/lib/count-keys.js';
import { reconnectDelayMs } from '../../../web/src/realtime/backoff.js';
import { dispatchFrame, parseFrame, type PushFrame, type PushHandlers } from '../../../web/src/realtime/frames.js';
import { heartbeatAction } from '../../../web/src/realtime/heartbeat.js';
import { radioUrl } from '../../../web/src/realtime/radio-url.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the reconnect schedule', () => {
  it('waits 2, 4, 8, 16 and 30 s, then stops', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => reconnectDelayMs(attempt))).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, undefined]);
  });

  it('caps every delay at 30 s and refuses nonsense attempts', () => {
    const rule = { attempts: 10, initialMs: 2_000, capMs: 30_000 };
    expect(reconnectDelayMs(8, rule)).toBe(30_000);
    expect(reconnectDelayMs(0)).toBeUndefined();
    expect(reconnectDelayMs(1.5)).toBeUndefined();
  });
});

describe('the heartbeat decision', () => {
  const at = 1_000_000;

  it('sends while the server answered less than 120 s ago and the socket is open', () => {
    expect(heartbeatAction({ now: at, lastServerBeatAt: at, socketOpen: true })).toBe('send');
    expect(heartbeatAction({ now: at + 119_999, lastServerBeatAt: at, socketOpen: true })).toBe('send');
  });

  it('reconnects when the last server heartbeat is 120 s old or more', () => {
    expect(heartbeatAction({ now: at + 120_000, lastServerBeatAt: at, socketOpen: true })).toBe('reconnect');
    expect(heartbeatAction({ now: at + 500_000, lastServerBeatAt: at, socketOpen: true })).toBe('reconnect');
  });

  it('reconnects when the socket is not open, however fresh the heartbeat', () => {
    expect(heartbeatAction({ now: at, lastServerBeatAt: at, socketOpen: false })).toBe('reconnect');
  });
});

describe('the socket address', () => {
  it('adds the token and the radio channel to an absolute address', () => {
    expect(radioUrl('ws://localhost:3000/ws', 'a.b.c', 'http://localhost:3000/#/work')).toBe('ws://localhost:3000/ws?token=a.b.c&channel=radio');
  });

  it('resolves a path against the page, secure on a secure page, and escapes the token', () => {
    expect(radioUrl('/ws', 'x+y/z=', 'https://hezuo.example/#/home')).toBe('wss://hezuo.example/ws?token=x%2By%2Fz%3D&channel=radio');
    expect(radioUrl('/ws', 't', 'http://127.0.0.1:4000/')).toBe('ws://127.0.0.1:4000/ws?token=t&channel=radio');
  });

  it('keeps a stage path and turns an https address into wss', () => {
    expect(radioUrl('https://abc.execute-api.ap-east-1.amazonaws.com/prod', 't', 'https://hezuo.example/')).toBe(
      'wss://abc.execute-api.ap-east-1.amazonaws.com/prod?token=t&channel=radio',
    );
  });

  it('refuses an address that is no socket', () => {
    expect(() => radioUrl('ftp://example.com/ws', 't', 'https://hezuo.example/')).toThrow();
  });
});

describe('count keys', () => {
  it('are the strings, or arrays headed by strings, that start with the prefix', () => {
    expect(isCountKey(`${COUNT_KEY_PREFIX}backlog`)).toBe(true);
    expect(isCountKey([`${COUNT_KEY_PREFIX}messages`, '/api/mall/message/all-count', { a: 1 }])).toBe(true);
    expect(isCountKey('/api/pc/hezuo/user-personage/info')).toBe(false);
    expect(isCountKey(['/api/pc/hezuo/user-personage/info', 'token'])).toBe(false);
    expect(isCountKey(null)).toBe(false);
  });
});

describe('frames', () => {
  const recordingHandlers = () => {
    const seen: { type: PushType; frame: PushFrame; leader: boolean }[] = [];
    const handlers = Object.fromEntries(
      PUSH_TYPES.map((type) => [type, (frame: PushFrame, origin: { leader: boolean }) => seen.push({ type, frame, leader: origin.leader })]),
    ) as unknown as PushHandlers;
    return { seen, handlers };
  };

  it('reads a JSON frame with a messageType, and only that', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseFrame('{"messageType":"BANG_RADIO","sendTime":5,"joinUserIds":["u2"]}')).toEqual({
      messageType: 'BANG_RADIO',
      sendTime: 5,
      joinUserIds: ['u2'],
    });
    expect(parseFrame('not json')).toBeUndefined();
    expect(parseFrame('{"type":"BANG_RADIO"}')).toBeUndefined();
    expect(parseFrame('[1]')).toBeUndefined();
    expect(parseFrame(new ArrayBuffer(2))).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('hands every push type of spec §4 to its own handler, saying who received it', () => {
    const { seen, handlers } = recordingHandlers();
    for (const type of PUSH_TYPES) dispatchFrame({ messageType: type, sendTime: 1 }, handlers, { leader: type === 'KICK_USER_OFFLINE' });
    expect(seen.map((s) => s.type)).toEqual([...PUSH_TYPES]);
    expect(seen.filter((s) => s.leader).map((s) => s.type)).toEqual(['KICK_USER_OFFLINE']);
    expect(seen[0]?.frame).toEqual({ messageType: 'HEARTBEAT', sendTime: 1 });
  });

  it('only logs a frame of an unknown type, and a refused frame', () => {
    const { seen, handlers } = recordingHandlers();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(dispatchFrame({ messageType: 'NEW_FEATURE_RADIO', sendTime: 1 }, handlers, { leader: true })).toBeUndefined();
    expect(dispatchFrame({ messageType: 'ERROR', sendTime: 1 }, handlers, { leader: true })).toBeUndefined();
    expect(seen).toEqual([]);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('unknown push type'), 'NEW_FEATURE_RADIO');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
