/**
 * Our uploads' URLs and keys (`<files base>/<kind>/<owner>/<id>`): whose upload a URL names, and whether it is a
 * private one. Pure: no S3 client, so that a function that only checks URLs does not carry the S3 SDK (about 120 KB
 * of its bundle; docs/decisions.md "Deployment units"). Reading private uploads is ./private-file-reads.ts.
 */
import { isFileKey, isOpaqueUploadKind, isPrivateKey, type OwnedUploadKind } from '../../../shared/limits.js';
import { config } from '../config.js';

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

/**
 * Whether `url` is `owner`'s own upload of `kind` (the exact key namespace `<kind>/<owner>/`). The kinds whose keys
 * hide their owner (avatars) are checked by ./upload-owner.ts.
 */
export const isOwnUpload = (url: string, kind: OwnedUploadKind, owner: string): boolean => {
  if (isOpaqueUploadKind(kind)) return false;
  const upload = uploadOf(url);
  return upload?.kind === kind && upload.owner === owner;
};

/** The owner of a private upload's URL (keys are `<kind>/<owner>/<id>`), or undefined if it is not one. */
export const privateFileOwner = (url: string): string | undefined => {
  const key = keyOfFileUrl(url);
  return key && isPrivateKey(key) ? key.split('/')[1] : undefined;
};

