/** Platform content (1050xx). */
import { def } from './def.js';

export const CONTENT_ERRORS = {
  PICTURE_NOT_YOURS: def(105001, 200, '只能提交您本人上传的图片'),
} as const;
