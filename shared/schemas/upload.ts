/** Input and output of the presigned upload (docs/conventions.md "Uploads and files"). */
import { UPLOAD_KINDS, UPLOAD_KIND_NAMES, fileExtension, type UploadKind, type UploadKindName } from '../limits.js';
import type { z } from 'zod';
import { input, num, oneOf, text } from '../validation/zod.js';

const CONTENT_TYPE = /^[\w.+-]+\/[\w.+-]+$/;

export const presignInput = input({
  kind: oneOf('上传类型', UPLOAD_KIND_NAMES as [UploadKindName, ...UploadKindName[]]),
  fileName: text('文件名', { max: 200 }),
  contentType: text('文件类型', { min: 0, max: 100 }).optional(),
  size: num('文件大小', { min: 1, max: Math.max(...Object.values(UPLOAD_KINDS).map((k) => k.maxBytes)) }),
}).superRefine((value, ctx) => {
  const kind: UploadKind = UPLOAD_KINDS[value.kind];
  if (value.size > kind.maxBytes) {
    ctx.addIssue({ code: 'custom', path: ['size'], message: kind.tooLargeMessage });
  }
  if (kind.extensions.length > 0 && !kind.extensions.includes(fileExtension(value.fileName))) {
    ctx.addIssue({ code: 'custom', path: ['fileName'], message: `只能上传 ${kind.extensions.join('、')} 格式的文件` });
  }
  if (value.contentType && !CONTENT_TYPE.test(value.contentType)) {
    ctx.addIssue({ code: 'custom', path: ['contentType'], message: '文件类型格式不正确' });
  }
});

export type PresignInput = z.output<typeof presignInput>;

export interface PresignOutput {
  /** Where the browser POSTs the form. */
  url: string;
  /** The form fields to send before the file, policy and signature included. */
  fields: Record<string, string>;
  key: string;
  /** Where the file is readable once uploaded. */
  fileUrl: string;
}
