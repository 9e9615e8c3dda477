/**
 * Push figures on the local cloud with 500 global sockets of 500 people open on the local gateway:
 * - API call → frame: an administrator's add-staff / remove-staff call until the staff member's socket receives
 *   REFRESH_PRIVILEGES (the business write, the push lookup and the send, all in the cloud's process);
 * - push call → frame: the push module's `pushToPerson` for one of the 500 until that socket has the frame;
 * - fan-out: `pushToPeople` to all 500 people until every socket has the frame, as pushes per second.
 * Sessions of the 500 are started with the session module (a login's write, without its password hash).
 */
import { randomInt } from 'node:crypto';
import type WebSocket from 'ws';
import { RATE_LIMITS } from '../../shared/limits.js';
import type { CloudInfo } from '../support/cloud-info.js';
import { openSocket } from '../support/sockets.js';
import { measure, percentile, type Latency } from './stats.js';

export interface PushFigures {
  sockets: number;
  /** Company administrators the API row took turns with (each within its invitations an hour). */
  admins: number;
  apiToFrame: Latency;
  pushToFrame: Latency;
  fanOut: { rounds: number; people: number; medianMs: number; perSecond: number };
}

const PEOPLE = 500;
const SAMPLES = 500;
const FAN_OUT_ROUNDS = 5;
const BASE = '/api/pc/hezuo/user-personage';

/** How long a frame is waited for before its sample counts as an error (a refused call sends none). */
const FRAME_TIMEOUT_MS = 10_000;

/**
 * Resolves true on the next frame of `type` on `socket` carrying `marker` in its content (or any, without one), false
 * when none came within FRAME_TIMEOUT_MS: a missing frame is an error of its sample, never a bench that waits forever.
 */
const frameOn = (socket: WebSocket, type: string, marker?: string) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => {
      socket.off('message', listen);
      resolve(false);
    }, FRAME_TIMEOUT_MS);
    const listen = (data: WebSocket.RawData) => {
      const frame = JSON.parse(String(data)) as { messageType?: string; content?: string };
      if (frame.messageType === type && (marker === undefined || frame.content === marker)) {
        socket.off('message', listen);
        clearTimeout(timer);
        resolve(true);
      }
    };
    socket.on('message', listen);
  });

export const pushFigures = async (cloud: CloudInfo): Promise<PushFigures> => {
  // The functions' modules, in this process, against the cloud.
  Object.assign(process.env, cloud.env);
  const { startSession } = await import('../../functions/lib/auth/session.js');
  const { pushToPeople, pushToPerson, radioFrame } = await import('../../functions/lib/socket/push.js');

  const send = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${cloud.siteUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as { code: number; data: unknown };
  };
  const registerAndLogin = async (userType: 'PERSONAGE' | 'COMPANY', extra: Record<string, string> = {}) => {
    const phone = `137${String(randomInt(0, 1e8)).padStart(8, '0')}`;
    const password = 'bench12345';
    await send('POST', `${BASE}/get-code`, { phone, scene: 'register' });
    const { code } = (await send('GET', `/api/dev/sms?phone=${phone}`)).data as { code: string };
    await send('POST', `${BASE}/register`, { phone, code, password, userType, nickname: '压测', ...extra, agreement: true });
    return { phone, token: (await send('POST', `${BASE}/login`, { phone, password, userType })).data as string };
  };

  // 500 people, each with a live session and an open global socket.
  const userIds = Array.from({ length: PEOPLE }, (_, i) => `bench${Date.now()}${String(i).padStart(4, '0')}`);
  const sockets: WebSocket[] = [];
  try {
    for (let i = 0; i < PEOPLE; i += 50) {
      const batch = await Promise.all(
        userIds.slice(i, i + 50).map(async (userId) => {
          const { token } = await startSession(userId, 'PERSONAGE');
          return openSocket(cloud.wsUrl, `channel=radio&token=${token}`);
        }),
      );
      sockets.push(...batch);
    }

    // API call → frame, with the 500 sockets open: one staff member invited (BANG_RADIO of the card), joining by
    // accepting (REFRESH_PRIVILEGES) and removed (REFRESH_PRIVILEGES), in turn. An administrator may send only
    // RATE_LIMITS.staffInvite.count invitations an hour (a refused one has no frame: the bench waited forever on it),
    // so the administrators of as many companies as needed, made beforehand, take turns (each invites, accepts, removes).
    const { creditCodeCheck } = await import('../../shared/validation/rules.js');
    const newAdmin = () => {
      const first17 = `91350100${String(randomInt(0, 1e9)).padStart(9, '0')}`;
      return registerAndLogin('COMPANY', { companyName: `压测企业${randomInt(0, 1e9)}`, creditCode: `${first17}${creditCodeCheck(first17)}` });
    };
    const admins: { token: string }[] = [];
    for (let i = 0; i < Math.ceil(Math.ceil(SAMPLES / 3) / RATE_LIMITS.staffInvite.count); i += 1) admins.push(await newAdmin());
    let admin = admins[0]!;
    let invites = 0;
    const staff = await registerAndLogin('PERSONAGE');
    const staffSocket = await openSocket(cloud.wsUrl, `channel=radio&token=${staff.token}`);
    sockets.push(staffSocket);
    const staffUserId = ((await send('GET', `${BASE}/info`, undefined, staff.token)).data as { id: string }).id;
    let invitation: string | undefined;
    let member = false;
    const apiToFrame = await measure(SAMPLES, 1, async () => {
      let answer: { code: number; data?: unknown };
      let arrived: Promise<boolean>;
      if (member) {
        arrived = frameOn(staffSocket, 'REFRESH_PRIVILEGES');
        answer = await send('POST', '/api/pc/hezuo/company/remove-staff', { userId: staffUserId }, admin.token);
        member = false;
      } else if (invitation) {
        arrived = frameOn(staffSocket, 'REFRESH_PRIVILEGES');
        answer = await send('POST', '/api/pc/hezuo/user-team/join', { teamRecordId: invitation, pass: true }, staff.token);
        [invitation, member] = [undefined, true];
      } else {
        admin = admins[Math.floor(invites / RATE_LIMITS.staffInvite.count)]!;
        invites += 1;
        arrived = frameOn(staffSocket, 'BANG_RADIO');
        answer = await send('POST', '/api/pc/hezuo/company/add-staff', { phone: staff.phone }, admin.token);
        invitation = (answer.data as { recordId?: string } | undefined)?.recordId;
      }
      return (await arrived) && answer.code === 200;
    });

    // Push call → frame for one person among the 500.
    const pushToFrame = await measure(SAMPLES, 1, async (i) => {
      const index = i % PEOPLE;
      const marker = `p${i}`;
      const arrived = frameOn(sockets[index]!, 'NOTICE_RADIO', marker);
      const result = await pushToPerson(userIds[index]!, radioFrame('NOTICE_RADIO', { content: marker }));
      return (await arrived) && result.delivered === 1;
    });

    // Fan-out to all 500 people until every socket has the frame.
    const rounds: number[] = [];
    for (let round = 0; round < FAN_OUT_ROUNDS; round += 1) {
      const marker = `all${round}`;
      const arrived = Promise.all(sockets.slice(0, PEOPLE).map((socket) => frameOn(socket, 'NEED_RADIO', marker)));
      const started = performance.now();
      const result = await pushToPeople(userIds, radioFrame('NEED_RADIO', { content: marker }));
      const received = (await arrived).filter(Boolean).length;
      rounds.push(performance.now() - started);
      if (result.delivered !== PEOPLE || received !== PEOPLE) throw new Error(`fan-out delivered ${result.delivered} of ${PEOPLE}, ${received} received`);
    }
    rounds.sort((a, b) => a - b);
    const medianMs = percentile(rounds, 50);
    return {
      sockets: sockets.length,
      admins: admins.length,
      apiToFrame,
      pushToFrame,
      fanOut: { rounds: FAN_OUT_ROUNDS, people: PEOPLE, medianMs, perSecond: (PEOPLE / medianMs) * 1000 },
    };
  } finally {
    for (const socket of sockets) socket.terminate();
  }
};
