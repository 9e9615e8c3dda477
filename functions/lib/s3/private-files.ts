/**
 * Private uploads (chat images and files): never served under `/files/`; a reader gets a short-lived S3 signed
 * URL from the call that checked they may see the file (the chat record, the pushed message). Signing is local
 * computation, no request to S3.
 */
import { GetObjectCommand, HeadObjectCommand, NotFound } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { PRIVATE_FILE_URL_TTL_SECONDS, isFileKey, isPrivateKey, type UploadKindName } from '../../../shared/limits.js';
import { config } from '../config.js';
import { s3 } from './client.js';

/**
 * The object key behind one of our `/files/` URLs, or undefined for any other URL. The URL must be exactly the
 * files base and a key of our grammar (FILE_KEY_PATTERN: no dot segments, no encoding, no query or fragment), so
 * the key judged here is the key the store would read (docs/SECURITY.md).
 */
export const keyOfFileUrl = (url: string): string | undefined => {
  const base = `${config.filesBaseUrl}/`;
  if (!url.startsWith(base)) return undefined;
  const key = url.slice(base.length);
  return isFileKey(key) ? key : undefined;
};

/** The kind and owner of one of our uploads' URLs (keys are `<kind>/<owner>/<id>`), or undefined for any other URL. */
export const uploadOf = (url: string): { kind: string; owner: string } | undefined => {
  const [kind, owner, file] = keyOfFileUrl(url)?.split('/') ?? [];
  return kind && owner && file ? { kind, owner } : undefined;
};

/** Whether `url` is `owner`'s own upload of `kind` (the exact key namespace `<kind>/<owner>/`). */
export const isOwnUpload = (url: string, kind: UploadKindName, owner: string): boolean => {
  const upload = uploadOf(url);
  return upload?.kind === kind && upload.owner === owner;
};

/** The owner of a private upload's URL (keys are `<kind>/<owner>/<id>`), or undefined if it is not one. */
export const privateFileOwner = (url: string): string | undefined => {
  const key = keyOfFileUrl(url);
  return key && isPrivateKey(key) ? key.split('/')[1] : undefined;
};

/** A URL a reader may open: a private upload's signed for a while, any other URL unchanged. */
export const readableFileUrl = async (url: string): Promise<string> => {
  const key = keyOfFileUrl(url);
  if (!key || !isPrivateKey(key)) return url;
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: config.uploadBucket, Key: key }), { expiresIn: PRIVATE_FILE_URL_TTL_SECONDS });
};

/** The size in bytes of the object one of our uploads' URLs names, or undefined when none was uploaded there. */
export const uploadedSize = async (url: string): Promise<number | undefined> => {
  const key = keyOfFileUrl(url);
  if (!key) return undefined;
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: config.uploadBucket, Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (error instanceof NotFound || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
    throw error;
  }
};

/** Whether one of our uploads' URLs names an object that was uploaded (a presigned key never used does not). */
export const uploadExists = async (url: string): Promise<boolean> => (await uploadedSize(url)) !== undefined;
