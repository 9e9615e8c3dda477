/**
 * Suggestion feedback from the floating helper (spec §5): text of at most 2000 characters or at least one
 * picture (the schema refuses neither), up to 4 pictures the person uploaded themselves (kind `feedback`), a
 * star rating (default 5). Stored for operators, listed newest first on gsi3.
 */
import type { z } from 'zod';
import type { feedbackInput } from '../../shared/schemas/content.js';
import { fail } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { isOwnUpload } from '../lib/s3/private-files.js';
import { saveFeedback } from './store.js';

export const submitFeedback = async (userId: string, input: z.output<typeof feedbackInput>): Promise<{ id: string }> => {
  if (input.picUrls.some((url) => !isOwnUpload(url, 'feedback', userId))) throw fail('PICTURE_NOT_YOURS');
  const id = newId();
  await saveFeedback({ id, userId, content: input.content, star: input.star, picUrls: input.picUrls, createTime: Date.now() });
  return { id };
};
