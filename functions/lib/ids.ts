/** Ids: sortable ULIDs for things, random url-safe strings for secrets such as session ids. */
import { randomBytes } from 'node:crypto';
import { encodeTime, monotonicFactory } from 'ulidx';

const ulid = monotonicFactory();

export const newId = (): string => ulid();

/** The smallest ULID of an instant: a sort key range of ids from that time on starts here. */
export const ulidAt = (time: number): string => `${encodeTime(time, 10)}${'0'.repeat(16)}`;

export const randomToken = (bytes = 24): string => randomBytes(bytes).toString('base64url');

export const nowMs = (): number => Date.now();

/** DynamoDB TTL attributes are epoch seconds. */
export const ttlAfter = (seconds: number, from = Date.now()): number => Math.floor(from / 1000) + seconds;
