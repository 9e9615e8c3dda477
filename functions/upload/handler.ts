/** The upload domain's Lambda: presigned uploads for every kind of spec §5. */
import { uploadRoutes } from '../../shared/routes/upload.js';
import { authOf, bind, domainHandler } from '../lib/http/domain-handler.js';
import { presignUpload } from './service.js';

const [presign] = uploadRoutes;

export const handler = domainHandler('upload', [
  bind(presign, (input, ctx) => presignUpload(authOf(ctx).userId, input)),
]);
