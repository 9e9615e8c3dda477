/**
 * Object keys of uploads: namespaced by kind and owner (`<kind>/<owner>/<id>`), or for the kinds that hide their owner
 * (avatars) `<kind>/<id>/<proof>` (../lib/s3/upload-owner.ts); unique, never derived from the client's file name.
 */
import { isOpaqueUploadKind, type UploadKindName } from '../../shared/limits.js';
import { opaqueUploadKey } from '../lib/s3/upload-owner.js';

export const uploadKey = async (kind: UploadKindName, ownerId: string, fileId: string, extension: string): Promise<string> =>
  isOpaqueUploadKind(kind) ? opaqueUploadKey(kind, ownerId, fileId, extension) : `${kind}/${ownerId}/${fileId}${extension ? `.${extension}` : ''}`;
