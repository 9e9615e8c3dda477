/** API latency on the local cloud: every route of the table that a benchmark knows how to call, p50/p99. */
import type { CloudInfo } from '../support/cloud-info.js';
import { measure, type Latency } from './stats.js';

export interface RouteFigure extends Latency {
  route: string;
}

const REQUESTS = 500;
const CONCURRENCY = 8;

export const apiLatency = async (cloud: CloudInfo): Promise<RouteFigure[]> => {
  Object.assign(process.env, cloud.env);
  const { startSession } = await import('../../functions/lib/auth/session.js');
  const { token } = await startSession(`bench-${Date.now()}`, 'PERSONAGE');
  const call = (method: string, path: string, body?: unknown) => async () => {
    const res = await fetch(`${cloud.siteUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await res.arrayBuffer();
    return res.status === 200;
  };
  const cases: [string, () => Promise<boolean>][] = [
    ['POST /api/common/upload/presign', call('POST', '/api/common/upload/presign', { kind: 'chat-image', fileName: 'a.png', size: 1024 })],
    ['(gateway) 400 validation answer', async () => !(await call('POST', '/api/common/upload/presign', {})())],
  ];
  const figures: RouteFigure[] = [];
  for (const [route, task] of cases) {
    await measure(50, CONCURRENCY, task); // warm-up: module init and connection pools
    figures.push({ route, ...(await measure(REQUESTS, CONCURRENCY, task)) });
  }
  return figures;
};
