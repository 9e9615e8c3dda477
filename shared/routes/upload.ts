/** Routes of the upload domain. */
import { presignInput } from '../schemas/upload.js';
import { route } from './types.js';

export const uploadRoutes = [
  route({
    id: 'upload.presign',
    method: 'POST',
    path: '/api/common/upload/presign',
    domain: 'upload',
    access: 'user',
    input: presignInput,
    summary: '申请直传 S3 的预签名表单（按上传类型限制大小与格式）',
  }),
] as const;
