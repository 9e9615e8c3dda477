/**
 * Platform figures (the home page's getLoginData): one item whose counters are moved with an atomic ADD right
 * after the write they count commits (registration, team or company creation; projects and goods as their
 * domains arrive). Read with one GetItem, never by counting items. A counter update that fails is logged and
 * does not fail the write it follows: the figure is for display, the write is the person's.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { logger } from '../logger.js';
import { ddb, table } from './client.js';

export const PLATFORM_COUNTERS = ['users', 'companies', 'teams', 'projects', 'goods'] as const;
export type PlatformCounter = (typeof PLATFORM_COUNTERS)[number];

const STATS_KEY = { pk: 'STATS', sk: 'PLATFORM' };

export const countPlatform = async (counter: PlatformCounter, delta = 1): Promise<void> => {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: table(),
        Key: STATS_KEY,
        UpdateExpression: 'ADD #counter :delta SET updateTime = :now',
        ExpressionAttributeNames: { '#counter': counter },
        ExpressionAttributeValues: { ':delta': delta, ':now': Date.now() },
      }),
    );
  } catch (error) {
    logger.error('platform counter not moved', { counter, delta, error: error as Error });
  }
};

export const platformCounts = async (): Promise<Record<PlatformCounter, number>> => {
  const item = (await ddb.send(new GetCommand({ TableName: table(), Key: STATS_KEY }))).Item ?? {};
  return Object.fromEntries(PLATFORM_COUNTERS.map((name) => [name, Number(item[name] ?? 0)])) as Record<PlatformCounter, number>;
};
