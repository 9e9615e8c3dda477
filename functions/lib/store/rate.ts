/**
 * Limits on how often one person may do a cheap thing that reaches others or costs the platform (docs/SECURITY.md
 * "Abuse limits"): at most `count` in each fixed window of `seconds`, counted by one conditional ADD on an item of its
 * own partition (`RATE#<action>#<subject>` / `W#<window>`, expiring with its window). Every attempt that reaches the
 * count is counted, refused ones included, as a limit on attempts must be.
 */
import { RATE_LIMITS, type RateAction } from '../../../shared/limits.js';
import { addressKey } from '../client-address.js';
import { config } from '../config.js';
import { fail } from '../errors.js';
import { updateItem } from './client.js';

/** The key of one subject's count of one action in one window. */
export const rateKey = (action: string, subject: string, window: string) => ({ pk: `RATE#${action}#${subject}`, sk: `W#${window}` });

export interface RateLimit {
  count: number;
  seconds: number;
}

/**
 * Takes one place in the subject's current window for the action; undefined when it fits, else the seconds until
 * the window ends (the caller says how long to wait, in its own words).
 */
export const takeRate = async (action: string, subject: string, limit: RateLimit, now = Date.now()): Promise<number | undefined> => {
  const windowMs = limit.seconds * 1000;
  const window = Math.floor(now / windowMs);
  const end = (window + 1) * windowMs;
  const counted = await updateItem(
    rateKey(action, subject, String(window)),
    { expression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :ttl)', values: { ':one': 1, ':ttl': Math.ceil(end / 1000) + 60 }, names: { '#count': 'count', '#ttl': 'ttl' } },
    { expression: 'attribute_not_exists(#count) OR #count < :max', values: { ':max': limit.count } },
  );
  return counted === undefined ? Math.max(1, Math.ceil((end - now) / 1000)) : undefined;
};

/** How long to wait, in Chinese: seconds under two minutes, minutes under two hours, else hours. */
export const waitText = (seconds: number): string =>
  seconds < 120 ? `${seconds}秒` : seconds < 7200 ? `${Math.ceil(seconds / 60)}分钟` : `${Math.ceil(seconds / 3600)}小时`;

/** Takes a place for one of the product's limited actions (RATE_LIMITS); over it, 429 with the action's own words. */
export const requireRate = async (action: RateAction, subject: string): Promise<void> => {
  const { message, ...limit } = RATE_LIMITS[action];
  const wait = await takeRate(action, subject, limit);
  if (wait !== undefined) throw fail('TOO_MANY_REQUESTS', message.replace('{wait}', waitText(wait)));
};

/**
 * The same for an action limited per client address (a public route, where there is no person to count): the
 * address API Gateway gives as the caller's (`sourceIp`; behind CloudFront the viewer's, docs/SECURITY.md "Abuse
 * limits"), an IPv6 one by its /64 (`addressKey`). The addresses the configuration exempts (the local test runner)
 * are not counted.
 */
export const requireAddressRate = async (action: RateAction, address: string): Promise<void> => {
  if (config.rateExemptAddresses.includes(address)) return;
  await requireRate(action, addressKey(address) || 'unknown');
};
