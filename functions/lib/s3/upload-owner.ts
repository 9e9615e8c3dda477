/**
 * Keys of the upload kinds that hide their owner (`opaqueOwner` in shared/limits.ts: avatars): `<kind>/<id>/<proof>`,
 * the proof a keyed hash (HMAC-SHA256 with the stage's token secret) of the kind, the id and the owner. The URL shows
 * no user id, and it cannot be tested against the public user ids without the secret; the owner is checked by
 * computing the proof again. Every unit that signs or checks such uploads reads the token secret already.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { FILE_KEY_PATTERN, type OpaqueUploadKind } from '../../../shared/limits.js';
import { tokenSecret } from '../auth/secret.js';
import { keyOfFileUrl } from './private-files.js';

const PROOF_LENGTH = 22;

const proofOf = async (kind: OpaqueUploadKind, fileId: string, owner: string): Promise<string> =>
  createHmac('sha256', await tokenSecret()).update(`upload-owner\n${kind}\n${fileId}\n${owner}`).digest('base64url').slice(0, PROOF_LENGTH);

/** The key of a new upload of a kind that hides its owner. */
export const opaqueUploadKey = async (kind: OpaqueUploadKind, owner: string, fileId: string, extension: string): Promise<string> => {
  const key = `${kind}/${fileId}/${await proofOf(kind, fileId, owner)}${extension ? `.${extension}` : ''}`;
  if (!FILE_KEY_PATTERN.test(key)) throw new Error(`not a file key: ${key}`);
  return key;
};

/** Whether `url` is one of our files of `kind` uploaded by `owner` (its proof is the owner's). */
export const isOwnOpaqueUpload = async (url: string, kind: OpaqueUploadKind, owner: string): Promise<boolean> => {
  const key = keyOfFileUrl(url);
  return key !== undefined && isOwnOpaqueUploadKey(key, kind, owner);
};

/** Whether `key` (as the presign answered it) is an upload of `kind` by `owner`: a listing names its pictures by key. */
export const isOwnOpaqueUploadKey = async (key: string, kind: OpaqueUploadKind, owner: string): Promise<boolean> => {
  if (!FILE_KEY_PATTERN.test(key)) return false;
  const [k, fileId, last] = key.split('/');
  const proof = last?.replace(/\.[a-z0-9]+$/, '');
  if (k !== kind || !fileId || !proof || proof.length !== PROOF_LENGTH) return false;
  return timingSafeEqual(Buffer.from(proof), Buffer.from(await proofOf(kind, fileId, owner)));
};
