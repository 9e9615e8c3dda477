/**
 * Private uploads (chat images and files, identity pictures, library files): never served under `/files/`; a reader
 * gets a short-lived S3 signed URL from the call that checked they may see the file (the chat record, the pushed
 * message). Signing is local computation, no request to S3. Signed by ./signing.ts, without the S3 client.
 */
import { PRIVATE_FILE_URL_TTL_SECONDS, isPrivateKey } from '../../../shared/limits.js';
import { config } from '../config.js';
import { keyOfFileUrl } from './private-files.js';
import { headObjectSize, presignGet, s3Target } from './signing.js';

/** A URL a reader may open: a private upload's signed for a while, any other URL unchanged. */
export const readableFileUrl = async (url: string): Promise<string> => {
  const key = keyOfFileUrl(url);
  if (!key || !isPrivateKey(key)) return url;
  return presignGet(s3Target(config.uploadBucket), key, PRIVATE_FILE_URL_TTL_SECONDS);
};

/** The size in bytes of the object one of our uploads' URLs names, or undefined when none was uploaded there. */
export const uploadedSize = async (url: string): Promise<number | undefined> => {
  const key = keyOfFileUrl(url);
  if (!key) return undefined;
  return headObjectSize(s3Target(config.uploadBucket), key);
};

/** Whether one of our uploads' URLs names an object that was uploaded (a presigned key never used does not). */
export const uploadExists = async (url: string): Promise<boolean> => (await uploadedSize(url)) !== undefined;
