/** Spec §9 date formats for times that are not chat times (those are in features/chat/model/chat-time.ts). */
import dayjs from 'dayjs';

/** `YYYY/MM/DD`. */
export const formatDate = (epochMs: number): string => dayjs(epochMs).format('YYYY/MM/DD');

/** `YYYY/MM/DD HH:mm`. */
export const formatDateTime = (epochMs: number): string => dayjs(epochMs).format('YYYY/MM/DD HH:mm');
