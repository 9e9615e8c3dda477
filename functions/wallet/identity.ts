/**
 * Identity documents for large withdrawals (spec §9: above 10,000 yuan at once, or above 50,000 yuan in 30 days): a
 * person's or team's wallet needs the operator's ID card, both sides; a company's its business licence. They are
 * private uploads (kind `identity`, read by signed URL only) of the person who submits them, kept on the wallet.
 */
import { IDENTITY_KINDS, type IdentityDocuments, type IdentityKind } from '../../shared/schemas/wallet.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fieldError, notYoursField } from '../lib/errors.js';
import { isOwnUpload } from '../lib/s3/private-files.js';
import { readableFileUrl, uploadExists } from '../lib/s3/private-file-reads.js';
import { batchGet, deleteItem, getItem, putItem } from '../lib/store/client.js';
import { identityKey } from './keys.js';
import { walletOf } from './service.js';

interface IdentityItem {
  kind: IdentityKind;
  front?: string;
  back?: string;
  licence?: string;
  userId: string;
  submitTime: number;
}

const SIDES = ['front', 'back', 'licence'] as const;

/** The upload URLs an identity item names. */
const filesOfItem = (item: IdentityItem): string[] => SIDES.flatMap((side) => (item[side] ? [item[side]] : []));

/** The documents' upload URLs on file for some wallets (a team's, a company's): one BatchGet. */
export const identityFilesOf = async (accountIds: readonly string[]): Promise<string[]> =>
  (await batchGet<IdentityItem>([...new Set(accountIds)].map(identityKey))).flatMap(filesOfItem);

/** A wallet's documents on file: their upload URLs, none when it has none. */
export const identityFilesOfWallet = async (accountId: string): Promise<string[]> => {
  const item = await getItem<IdentityItem>(identityKey(accountId), { consistent: true });
  return item ? filesOfItem(item) : [];
};

/** Forgets a wallet's documents (their files deleted first, by the caller: the item is what names them). */
export const forgetIdentity = async (accountId: string): Promise<void> => {
  await deleteItem(identityKey(accountId));
};

const kindOf = (claims: TokenClaims): IdentityKind => (claims.accountType === 'COMPANY' ? 'LICENCE' : 'ID_CARD');

const complete = (item: IdentityItem | undefined, kind: IdentityKind): boolean =>
  item?.kind === kind && (kind === 'LICENCE' ? Boolean(item.licence) : Boolean(item.front && item.back));

/** What the wallet still needs before a large withdrawal, in the words of the refusal; undefined when it is on file. */
export const holdDocumentsNeeded = async (claims: TokenClaims, accountId: string): Promise<{ kind: IdentityKind; message: string } | undefined> => {
  const kind = kindOf(claims);
  if (complete(await getItem<IdentityItem>(identityKey(accountId), { consistent: true }), kind)) return undefined;
  return { kind, message: `单笔提现超过1万元或30天内累计提现超过5万元，请先上传${IDENTITY_KINDS[kind]}` };
};

export const identityOf = async (claims: TokenClaims): Promise<IdentityDocuments> => {
  const kind = kindOf(claims);
  const item = await getItem<IdentityItem>(identityKey(await walletOf(claims)), { consistent: true });
  const files: IdentityDocuments['files'] = {};
  if (item?.kind === kind) {
    for (const side of SIDES) if (item[side]) files[side] = await readableFileUrl(item[side]);
  }
  return { kind, submitted: complete(item, kind), ...(item && complete(item, kind) ? { submitTime: item.submitTime } : {}), files };
};

const LABELS = { front: '身份证人像面', back: '身份证国徽面', licence: '营业执照' } as const;

export const saveIdentity = async (claims: TokenClaims, files: { front?: string | undefined; back?: string | undefined; licence?: string | undefined }): Promise<void> => {
  const kind = kindOf(claims);
  const sides = kind === 'LICENCE' ? (['licence'] as const) : (['front', 'back'] as const);
  for (const side of sides) {
    const url = files[side];
    if (!url) throw fieldError(side, `请上传${LABELS[side]}`);
    if (!isOwnUpload(url, 'identity', claims.userId)) throw notYoursField(side, `请上传本人上传的${LABELS[side]}图片`);
  }
  if (kind === 'ID_CARD' && files.front === files.back) throw fieldError('back', '身份证人像面和国徽面应为两张不同的图片');
  // A presigned key that was never uploaded is no document.
  const present = await Promise.all(sides.map((side) => uploadExists(files[side]!)));
  const missing = sides.find((_side, index) => !present[index]);
  if (missing) throw fieldError(missing, `${LABELS[missing]}尚未上传完成，请重新上传`);
  const item: IdentityItem = { kind, userId: claims.userId, submitTime: Date.now(), ...Object.fromEntries(sides.map((side) => [side, files[side]])) };
  await putItem({ ...identityKey(await walletOf(claims)), ...item });
};
