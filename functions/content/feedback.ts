/**
 * Suggestion feedback from the floating helper (spec §5): text of at most 2000 characters or at least one
 * picture (the schema refuses neither), up to 4 pictures the person uploaded themselves (kind `feedback`), a
 * star rating (default 5). Stored for operators, listed newest first on gsi3.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import type { feedbackInput } from '../../shared/schemas/content.js';
import { fail } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { uploadOf } from '../lib/s3/private-files.js';
import { ddb, table } from '../lib/store/client.js';
import { FEEDBACK_INDEX, feedbackKey } from './keys.js';

export const submitFeedback = async (userId: string, input: z.output<typeof feedbackInput>): Promise<{ id: string }> => {
  if (input.picUrls.some((url) => { const upload = uploadOf(url); return upload?.kind !== 'feedback' || upload.owner !== userId; })) throw fail('PICTURE_NOT_YOURS');
  const id = newId();
  await ddb.send(
    new PutCommand({
      TableName: table(),
      Item: { ...feedbackKey(id), gsi3pk: FEEDBACK_INDEX, gsi3sk: id, id, userId, content: input.content, star: input.star, picUrls: input.picUrls, createTime: Date.now() },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return { id };
};
