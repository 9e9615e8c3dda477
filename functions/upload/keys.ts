/** Object keys of uploads: namespaced by kind and owner, unique, never derived from the client's file name. */
import type { UploadKindName } from '../../shared/limits.js';

export const uploadKey = (kind: UploadKindName, ownerId: string, fileId: string, extension: string): string =>
  `${kind}/${ownerId}/${fileId}${extension ? `.${extension}` : ''}`;
