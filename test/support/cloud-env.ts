/**
 * Setup file of the integration and e2e projects: gives each test worker the functions' environment of the
 * running local cloud, so a test can use the project's own modules (session store, S3 client) against it.
 * It refuses to run against anything but local endpoints: tests never touch a real AWS account.
 */
import { inject } from 'vitest';
import { TEST_CLIENT_ENV } from './log-secrets.js';

const { env } = inject('cloud');
for (const name of ['AWS_ENDPOINT_URL_DYNAMODB', 'AWS_ENDPOINT_URL_S3'] as const) {
  const endpoint = env[name];
  if (!endpoint || !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?/.test(endpoint)) {
    throw new Error(`Tests only run against the local cloud; ${name} is ${endpoint ?? 'unset'}`);
  }
}
// The cloud's functions' environment, and what the test run gives them besides (handlers that run in this worker
// read it from here: test/support/transport.ts).
Object.assign(process.env, env, TEST_CLIENT_ENV);
