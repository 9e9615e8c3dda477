/** POST submitFeedback (spec §5; route content.feedback): the text, the rating and the uploaded pictures. */
import type { z } from 'zod';
import { ERRORS } from '../../../../../shared/errors.js';
import { contentRoute } from '../../../../../shared/routes/content.js';
import type { feedbackInput } from '../../../../../shared/schemas/content.js';
import { callRoute } from '../../../api/route-call.js';

export type FeedbackInput = z.output<typeof feedbackInput>;

// A 400's issues are shown under the dialog's fields, not as a toast.
export const submitFeedback = (input: FeedbackInput): Promise<{ id: string }> =>
  callRoute(contentRoute('content.feedback'), input, { handledCodes: [ERRORS.BAD_REQUEST.code] });
