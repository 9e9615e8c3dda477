/** Captcha challenges: stored for 5 minutes under a random uuid, good for one answer (right or wrong). */
import { randomUUID } from 'node:crypto';
import { drawCaptcha } from './captcha-image.js';
import { saveCaptcha, takeCaptchaAnswer } from './challenge-store.js';

const VALID_SECONDS = 5 * 60;

export const newCaptcha = async (): Promise<{ uuid: string; img: string }> => {
  const uuid = randomUUID();
  const { text, svg } = drawCaptcha();
  await saveCaptcha(uuid, text, VALID_SECONDS);
  return { uuid, img: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
};

/** True when the answer matches (case-insensitive); the challenge is used up either way. */
export const checkCaptcha = async (uuid: string | undefined, answer: string | undefined): Promise<boolean> => {
  if (!uuid || !answer) return false;
  const expected = await takeCaptchaAnswer(uuid);
  return expected !== undefined && String(expected).toUpperCase() === answer.trim().toUpperCase();
};
