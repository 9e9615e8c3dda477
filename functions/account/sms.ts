/**
 * SMS codes (CONTRACT.md): 6 digits, valid 5 minutes, at most one per 60 s per phone, at most 5 tries; stored
 * hashed and consumed on use. The local stage keeps the last code in an outbox instead of sending it.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SmsScene } from '../../shared/schemas/account.js';
import { config } from '../lib/config.js';
import { fail } from '../lib/errors.js';
import { ttlAfter } from '../lib/ids.js';
import { ddb, isLive, table } from '../lib/store/client.js';
import { smsCodeKey, smsOutboxKey, smsRateKey } from './keys.js';
import { sendSms } from './sms-sender.js';

const VALID_SECONDS = 5 * 60;
const RESEND_SECONDS = 60;
const MAX_TRIES = 5;

const digest = (phone: string, code: string) => createHash('sha256').update(`${phone}:${code}`).digest('base64url');

interface CodeItem {
  codeHash: string;
  tries: number;
  ttl: number;
}

export const sendCode = async (phone: string, scene: SmsScene): Promise<void> => {
  const now = Date.now();
  try {
    await ddb.send(
      new PutCommand({
        TableName: table(),
        Item: { ...smsRateKey(phone), sentAt: now, ttl: ttlAfter(RESEND_SECONDS, now) },
        ConditionExpression: 'attribute_not_exists(pk) OR sentAt < :cutoff',
        ExpressionAttributeValues: { ':cutoff': now - RESEND_SECONDS * 1000 },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const sentAt = Number(error.Item?.sentAt?.N ?? now);
    const wait = Math.max(1, Math.ceil((sentAt + RESEND_SECONDS * 1000 - now) / 1000));
    throw fail('SMS_TOO_FREQUENT', `验证码发送过于频繁，请${wait}秒后再试`);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ddb.send(
    new PutCommand({
      TableName: table(),
      Item: { ...smsCodeKey(phone, scene), codeHash: digest(phone, code), tries: 0, ttl: ttlAfter(VALID_SECONDS, now) },
    }),
  );
  if (config.isLocal) {
    await ddb.send(
      new PutCommand({ TableName: table(), Item: { ...smsOutboxKey(phone), code, scene, sendTime: now, ttl: ttlAfter(VALID_SECONDS, now) } }),
    );
  } else {
    await sendSms(phone, `【合作云】您的验证码为${code}，5分钟内有效。如非本人操作，请忽略本短信。`);
  }
};

/** Checks and consumes a code; a wrong one counts a try, and after 5 the code is dead. */
export const consumeCode = async (phone: string, scene: SmsScene, code: string): Promise<void> => {
  const key = smsCodeKey(phone, scene);
  const found = (await ddb.send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }))).Item as CodeItem | undefined;
  if (!found || !isLive(found) || found.tries >= MAX_TRIES) throw fail('SMS_CODE_WRONG');
  const given = Buffer.from(digest(phone, code));
  const expected = Buffer.from(found.codeHash);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    await ddb.send(new UpdateCommand({ TableName: table(), Key: key, UpdateExpression: 'ADD tries :one', ExpressionAttributeValues: { ':one': 1 } }));
    throw fail('SMS_CODE_WRONG');
  }
  try {
    // Only the request that deletes the code may use it: two concurrent uses of one code cannot both pass.
    await ddb.send(
      new DeleteCommand({ TableName: table(), Key: key, ConditionExpression: 'codeHash = :h', ExpressionAttributeValues: { ':h': found.codeHash } }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw fail('SMS_CODE_WRONG');
    throw error;
  }
};

export interface OutboxEntry {
  code: string;
  scene: SmsScene;
  sendTime: number;
}

export const readOutbox = async (phone: string): Promise<OutboxEntry | undefined> => {
  const item = (await ddb.send(new GetCommand({ TableName: table(), Key: smsOutboxKey(phone), ConsistentRead: true }))).Item;
  return isLive(item) ? { code: item!.code as string, scene: item!.scene as SmsScene, sendTime: item!.sendTime as number } : undefined;
};
