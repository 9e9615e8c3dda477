/**
 * Demo data for the local cloud, written once (idempotent: skipped when the demo person exists), through the
 * project's own stores so that it is exactly what registration would have written. docs and README list it.
 */
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { hashPassword } from '../../functions/account/password.js';
import { getPersonByPhone, newPersonItems, type PersonItem } from '../../functions/account/store.js';
import { newId } from '../../functions/lib/ids.js';
import { table, transact } from '../../functions/lib/store/client.js';
import { countPlatform } from '../../functions/lib/store/counters.js';
import { employerKey, memberKey, personOrgsIndex } from '../../functions/account/keys.js';
import { newOrgItems } from '../../functions/account/org-store.js';
import { creditCodeCheck } from '../../shared/validation/rules.js';
import { FILES_PATH } from '../../shared/runtime-config.js';
import { avatarPng } from './demo-avatar.js';
import { uploadKey } from '../../functions/upload/keys.js';
import { platformAccountId, post, walletAccountId } from '../../functions/wallet/public.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PAY_PASSWORD, DEMO_SERVICE_PHONE } from './demo-accounts.js';

const DEMO_CREDIT_PREFIX = '91110108MA01HZ0Y0';

export const seedDemoData = async (s3: S3Client, bucket: string, siteUrl: string): Promise<'seeded' | 'present'> => {
  if (await getPersonByPhone(DEMO_ACCOUNTS[0].phone)) return 'present';
  const [passwordHash, payPasswordHash] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(DEMO_PAY_PASSWORD)]);
  const now = Date.now();
  const people: PersonItem[] = [];
  for (const [i, demo] of DEMO_ACCOUNTS.entries()) {
    const userId = newId();
    const key = await uploadKey('avatar', userId, newId(), 'png');
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: avatarPng(demo.colour), ContentType: 'image/png' }));
    people.push({
      userId,
      userNo: String(80_000_001 + i),
      phone: demo.phone,
      passwordHash,
      ...(demo.phone === DEMO_SERVICE_PHONE ? {} : { payPasswordHash }),
      nickname: demo.nickname,
      headPortrait: `${siteUrl}${FILES_PATH}/${key}`,
      sex: demo.sex,
      introduction: '合作云演示账号',
      status: 'NORMAL',
      ...(demo.phone === DEMO_SERVICE_PHONE ? { roles: ['SERVICE' as const] } : {}),
      createTime: now,
      updateTime: now,
    });
  }
  const [staff, teamAdmin, boss] = people as [PersonItem, PersonItem, PersonItem, PersonItem];
  await transact(people.flatMap(newPersonItems));
  await countPlatform('users', people.length);
  await transact(newOrgItems({ orgId: newId(), type: 'TEAM', name: '星火设计工作室', adminUserId: teamAdmin.userId, status: 'ACTIVE', createTime: now }).items);
  const companyId = newId();
  const company = newOrgItems({
    orgId: companyId,
    type: 'COMPANY',
    name: '合作云示范科技有限公司',
    creditCode: `${DEMO_CREDIT_PREFIX}${creditCodeCheck(DEMO_CREDIT_PREFIX)}`,
    adminUserId: boss.userId,
    status: 'ACTIVE',
    createTime: now,
  });
  const staffMember = {
    ...memberKey(companyId, staff.userId),
    ...personOrgsIndex(staff.userId, 'COMPANY', companyId),
    orgId: companyId,
    orgType: 'COMPANY',
    orgName: '合作云示范科技有限公司',
    userId: staff.userId,
    role: 'STAFF',
    status: 'ACTIVE',
    joinTime: now,
  };
  await transact([
    ...company.items,
    { Put: { TableName: table(), Item: staffMember } },
    { Put: { TableName: table(), Item: { ...employerKey(staff.userId), orgId: companyId } } },
  ]);
  await Promise.all([countPlatform('teams'), countPlatform('companies')]);
  // Money to try the wallet with, put in as a recharge is: through the ledger, from the outside world.
  const fund = (accountId: string, amount: number, requestId: string) =>
    post({ scope: 'seed', requestId, type: 'RECHARGE', title: '演示充值', legs: [{ accountId: platformAccountId('world', 0), available: -amount, frozen: 0 }, { accountId, available: amount, frozen: 0 }] });
  await fund(walletAccountId('PERSONAGE', staff.userId), 2_000_000, `demo-${staff.userId}`);
  await fund(walletAccountId('COMPANY', companyId), 20_000_000, `demo-${companyId}`);
  return 'seeded';
};
