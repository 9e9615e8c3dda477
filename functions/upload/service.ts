/**
 * Presigned uploads (docs/conventions.md "Uploads and files"): the browser posts the file straight to S3; the policy makes S3
 * itself enforce the kind's size and content type, so no file passes through a function.
 */
import { UPLOAD_KINDS, UPLOAD_URL_TTL_SECONDS, contentTypeFor, downloadName, fileExtension, type UploadKind } from '../../shared/limits.js';
import type { PresignInput, PresignOutput } from '../../shared/schemas/upload.js';
import { config } from '../lib/config.js';
import { newId } from '../lib/ids.js';
import { presignPost, s3Target } from '../lib/s3/signing.js';
import { uploadKey } from './keys.js';
import { requireRate } from '../lib/store/rate.js';

/** RFC 6266 / 5987: keeps a Chinese file name on download without trusting it in the key, and never a path or an invisible character (downloadName). */
const attachment = (fileName: string): string =>
  `attachment; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

export const presignUpload = async (ownerId: string, input: PresignInput): Promise<PresignOutput> => {
  await requireRate('presign', ownerId);
  const kind: UploadKind = UPLOAD_KINDS[input.kind];
  const extension = fileExtension(input.fileName).replace(/[^a-z0-9]/g, '').slice(0, 10);
  // Images are served with the type their extension implies; any other file keeps the browser's type.
  const contentType = kind.extensions.length > 0 ? contentTypeFor(extension) : input.contentType || 'application/octet-stream';
  const key = await uploadKey(input.kind, ownerId, newId(), extension);
  const fields: Record<string, string> = { 'Content-Type': contentType };
  if (kind.download) fields['Content-Disposition'] = attachment(downloadName(input.fileName));
  const { url, fields: signed } = await presignPost(s3Target(config.uploadBucket), config.uploadBucket, {
    key,
    fields,
    conditions: [['content-length-range', 1, kind.maxBytes], ...Object.entries(fields).map(([name, value]) => ['eq', `$${name}`, value] as const)],
    expiresIn: UPLOAD_URL_TTL_SECONDS,
  });
  return { url, fields: signed, key, fileUrl: `${config.filesBaseUrl}/${key}` };
};
