/**
 * Deleting uploads by their URLs (a cancelled person's files: docs/data-model.md "Erasure of a cancelled account"):
 * each of our `/files/` URLs of the allowed kinds becomes its key and a signed DeleteObject (./signing.ts), a few at a
 * time. Deleting a key twice, or one that holds nothing, is no error, so a retry repeats the whole list safely.
 */
import type { UploadKindName } from '../../../shared/limits.js';
import { config } from '../config.js';
import { keyOfFileUrl } from './private-files.js';
import { deleteObject, s3Target } from './signing.js';

/** Deletes at once at most this many objects (a library of thousands of files goes in a few seconds). */
const AT_ONCE = 8;

/**
 * Deletes the objects behind `urls` that are our uploads of one of `kinds` (the unit's `deleteUploads` grant); any
 * other URL is left alone and answered in `skipped`. Throws on the first failure, after the others in flight ended.
 */
export const deleteUploads = async (urls: readonly string[], kinds: readonly UploadKindName[]): Promise<{ deleted: number; skipped: string[] }> => {
  const keys: string[] = [];
  const skipped: string[] = [];
  for (const url of new Set(urls)) {
    const key = keyOfFileUrl(url);
    if (key && kinds.some((kind) => key.startsWith(`${kind}/`))) keys.push(key);
    else skipped.push(url);
  }
  const target = s3Target(config.uploadBucket);
  let next = 0;
  const failures: unknown[] = [];
  await Promise.all(
    Array.from({ length: Math.min(AT_ONCE, keys.length) }, async () => {
      while (next < keys.length && failures.length === 0) {
        const key = keys[next]!;
        next += 1;
        await deleteObject(target, key).catch((error: unknown) => void failures.push(error));
      }
    }),
  );
  if (failures.length) throw failures[0];
  return { deleted: keys.length, skipped };
};
