/** Routes of the upload domain. */
import { presignInput } from '../schemas/upload.js';
import type { PresignOutput } from '../schemas/upload.js';
import { returns, route, routeLookup, servedBy } from './types.js';

export const uploadRoutes = servedBy('upload', [
  route({
    id: 'upload.presign',
    method: 'POST',
    path: '/api/common/upload/presign',
    domain: 'upload',
    access: 'user',
    input: presignInput,
    output: returns<PresignOutput>(),
    summary: '申请直传 S3 的预签名表单（按上传类型限制大小与格式）',
  }),
] as const);

/** A route of the upload domain by its id, typed by its literal id, schema and output (without the rest of the table). */
export const uploadRoute = routeLookup(uploadRoutes);
