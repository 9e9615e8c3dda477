/** Platform content (1050xx). */
import { def } from './def.js';

export const CONTENT_ERRORS = {
  /** A picture that is not the caller's own upload: 403, as for any thing that is not theirs. */
  PICTURE_NOT_YOURS: def(403, 403, '只能提交您本人上传的图片'),
} as const;
