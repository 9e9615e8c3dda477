/** The message-sound routes of the messenger (shared/routes/chat-audio.ts). */
import { chatAudioRoutes } from '../../../shared/routes/chat-audio.js';
import { routeIn } from '../../../shared/routes/types.js';
import { authOf, bind, type Binding } from '../../lib/http/unit-handler.js';
import { audioNum, clearAudio, markAudioDue } from './service.js';

const r = <const I extends (typeof chatAudioRoutes)[number]['id']>(id: I) => routeIn(chatAudioRoutes, id);

export const audioBindings: Binding[] = [
  bind(r('chat.subUserAudio'), (input, ctx) => markAudioDue(authOf(ctx).userId, input.id)),
  bind(r('chat.clearUserAudio'), (input, ctx) => clearAudio(authOf(ctx).userId, input.id)),
  bind(r('chat.queryUserAudioNum'), (input, ctx) => audioNum(authOf(ctx).userId, input.id)),
];
