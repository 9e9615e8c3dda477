/** The upload domain's Lambda: presigned uploads for every kind of spec §5. */
import { routeIn } from '../../shared/routes/types.js';
import { uploadRoutes } from '../../shared/routes/upload.js';
import { authOf, bind, unitHandler } from '../lib/http/unit-handler.js';
import { presignUpload } from './service.js';


export const handler = unitHandler('upload', uploadRoutes, [
  bind(routeIn(uploadRoutes, 'upload.presign'), (input, ctx) => presignUpload(authOf(ctx).userId, input)),
]);
