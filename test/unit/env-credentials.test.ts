/** The credential chain of the Lambda bundles (functions/lib/aws/env-credentials.ts): the role's keys from the environment. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultProvider } from '../../functions/lib/aws/env-credentials.js';

describe('the bundles’ credential provider', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('answers the keys, the session token and the expiry Lambda puts in the environment', async () => {
    // Prepare
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'ASIAEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    vi.stubEnv('AWS_SESSION_TOKEN', 'token');
    vi.stubEnv('AWS_CREDENTIAL_EXPIRATION', '2026-11-29T18:00:00Z');
    // Act
    const credentials = await defaultProvider({})();
    // Assess
    expect(credentials).toEqual({ accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'secret', sessionToken: 'token', expiration: new Date('2026-11-29T18:00:00Z') });
  });

  it('refuses clearly when the environment has no keys, naming what it looked for', async () => {
    // Prepare
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', '');
    // Act / Assess
    await expect(defaultProvider()()).rejects.toThrow('AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY');
  });
});
