/**
 * The AWS SDK's default credential chain as a deployed function needs it: the credentials of the function's role,
 * which Lambda puts in the environment (the first place the full chain looks, and the only one it finds on Lambda).
 *
 * infra/bundling.ts aliases `@aws-sdk/credential-provider-node` to this module in every Lambda bundle: the full chain
 * brings the profile, SSO, login, process, web-identity and instance-metadata providers and the STS/SSO clients they
 * call (~100 KB per bundle) that a function never uses. Local runs (tsx, not bundled) keep the full chain, so a
 * developer's profile still works against AWS (docs/decisions.md "One credential provider in the bundles").
 */
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@smithy/types';

/** Same name and shape as the SDK's: the clients' runtime configuration calls `defaultProvider(init)`. */
export const defaultProvider =
  (_init?: unknown): AwsCredentialIdentityProvider =>
  (): Promise<AwsCredentialIdentity> => {
    const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
    const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
    if (!accessKeyId || !secretAccessKey) return Promise.reject(new Error('AWS credentials are not in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)'));
    const sessionToken = process.env.AWS_SESSION_TOKEN;
    const expiration = process.env.AWS_CREDENTIAL_EXPIRATION;
    return Promise.resolve({
      accessKeyId,
      secretAccessKey,
      ...(sessionToken ? { sessionToken } : {}),
      ...(expiration ? { expiration: new Date(expiration) } : {}),
    });
  };
