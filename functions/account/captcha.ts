/** Captcha challenges: stored for 5 minutes under a random uuid, good for one answer (right or wrong). */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ttlAfter } from '../lib/ids.js';
import { ddb, isLive, table } from '../lib/store/client.js';
import { drawCaptcha } from './captcha-image.js';
import { captchaKey } from './keys.js';

const VALID_SECONDS = 5 * 60;

export const newCaptcha = async (): Promise<{ uuid: string; img: string }> => {
  const uuid = randomUUID();
  const { text, svg } = drawCaptcha();
  await ddb.send(new PutCommand({ TableName: table(), Item: { ...captchaKey(uuid), answer: text, ttl: ttlAfter(VALID_SECONDS) } }));
  return { uuid, img: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
};

/** True when the answer matches (case-insensitive); the challenge is used up either way. */
export const checkCaptcha = async (uuid: string | undefined, answer: string | undefined): Promise<boolean> => {
  if (!uuid || !answer) return false;
  const out = await ddb.send(new DeleteCommand({ TableName: table(), Key: captchaKey(uuid), ReturnValues: 'ALL_OLD' }));
  const item = out.Attributes;
  return isLive(item) && String(item?.answer).toUpperCase() === answer.trim().toUpperCase();
};
