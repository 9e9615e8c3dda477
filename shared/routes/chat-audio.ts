/**
 * Message sounds (spec §7.1 `user-audio`, §4 BANG_RADIO "clear the audio flag"; docs/conventions.md "Message sounds"):
 * the person's count of new messages whose sound is due. `{id}` is the person, and only the person may name
 * themself. GET, as the spec lists them, though two of them write: the count is the person's own and moving it
 * twice does no harm (raising is what a sound due means; clearing twice finds nothing the second time).
 */
import { APP } from '../domains.js';
import { input, ulid } from '../validation/zod.js';
import { returns, route, routeLookup, servedBy } from './types.js';

const BASE = `/api/pc/${APP}/user-audio`;
const personId = input({ id: ulid('用户') });

export const chatAudioRoutes = servedBy('chat', [
  route({ id: 'chat.subUserAudio', method: 'GET', path: `${BASE}/sub-user-audio/{id}`, domain: 'chat', access: 'user', input: personId, output: returns<number>(), summary: '消息提示音：为自己记一条待响的提示音（id 须为本人），返回记后的条数' }),
  route({ id: 'chat.clearUserAudio', method: 'GET', path: `${BASE}/clear-user-audio/{id}`, domain: 'chat', access: 'user', input: personId, output: returns<number>(), summary: '消息提示音：清除本人待响的提示音（id 须为本人），返回清除的条数；收到 BANG_RADIO 并响铃后调用' }),
  route({ id: 'chat.queryUserAudioNum', method: 'GET', path: `${BASE}/query-user-audio-num/{id}`, domain: 'chat', access: 'user', input: personId, output: returns<number>(), summary: '消息提示音：本人待响的提示音条数（id 须为本人）；全局连接打开时读取' }),
] as const);

/** A route of the message sounds by its id (without the rest of the table). */
export const chatAudioRoute = routeLookup(chatAudioRoutes);
