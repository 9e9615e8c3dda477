/** The account domain's small calls: captcha, name check, account times, reports and the local SMS outbox. */
import { NEW_USER_DAYS } from '../../shared/limits.js';
import type { CaptchaImage, NewUser } from '../../shared/schemas/account.js';
import { fail, fieldError, notYoursField } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { isOwnUpload } from '../lib/s3/private-files.js';
import { isNameTaken } from './org-store.js';
import { newCaptcha } from './captcha.js';
import { captchaNeeded } from './login.js';
import { readOutbox, type OutboxEntry } from './challenge-store.js';
import { getPerson, putReport } from './store.js';

export const captchaImage = async (phone: string | undefined): Promise<CaptchaImage> => {
  const [captchaEnabled, captcha] = await Promise.all([captchaNeeded(phone), newCaptcha()]);
  return { captchaEnabled, ...captcha };
};

export const nameAvailable = async (name: string, type: 'COMPANY' | 'TEAM'): Promise<boolean> => !(await isNameTaken(type, name));

export const accountTimes = async (userId: string) => {
  const person = await getPerson(userId);
  if (!person) throw fail('SESSION_EXPIRED');
  return { createTime: person.createTime, loginTime: person.loginTime ?? null, cancelTime: person.cancelTime ?? null };
};

/**
 * `new-user/{id}` (spec §7.1): whether the person registered less than NEW_USER_DAYS ago. Only about oneself, as the
 * registration time is (`ancellationAndLoginTime`): another's id is refused with 403.
 */
export const newUser = async (me: string, id: string, now = Date.now()): Promise<NewUser> => {
  if (id !== me) throw notYoursField('id', '只能查询自己是否为新用户');
  const { createTime } = await accountTimes(me);
  const newUntil = createTime + NEW_USER_DAYS * 24 * 60 * 60 * 1000;
  return { newUser: now < newUntil, createTime, newUntil };
};

export const reportUser = async (reporterId: string, input: { userId: string; reason: string; picUrls?: string[] }): Promise<void> => {
  if (input.userId === reporterId) throw fieldError('userId', '不能举报自己');
  // The pictures are the reporter's own uploads (kind image): never another person's file, nor any URL at all.
  if (input.picUrls?.some((url) => !isOwnUpload(url, 'image', reporterId))) throw fail('PICTURE_NOT_YOURS');
  if (!(await getPerson(input.userId))) throw fail('NOT_FOUND', '被举报的用户不存在');
  const reportId = newId();
  await putReport(reportId, { reportId, reporterId, targetId: input.userId, reason: input.reason, picUrls: input.picUrls ?? [], createTime: Date.now() });
};

export const latestCode = async (phone: string): Promise<OutboxEntry> => {
  const entry = await readOutbox(phone);
  if (!entry) throw fail('NOT_FOUND', '该手机号暂无验证码');
  return entry;
};
