/**
 * Spec §8 "route guard user-info failure": the message shown when the user info cannot be loaded — the server's own,
 * or the fallback when the failure carries none (the spec's 'Has Error'; zh_CN says it in Chinese).
 */
import { isHttpError } from '../../api/http-error.js';
import { ta } from './form-texts.js';

export const infoFailureText = (error: unknown): string => (isHttpError(error) && error.msg.trim() !== '' ? error.msg : ta('account.infoFailed'));
