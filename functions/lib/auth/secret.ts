/**
 * The token signing secret: from Secrets Manager on AWS (fetched once per cold start), or from the
 * environment on the local stage. It never appears in code or logs.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ENV } from '../../../shared/runtime-config.js';

let cached: Promise<Uint8Array> | undefined;

const load = async (): Promise<Uint8Array> => {
  const inline = process.env[ENV.tokenSecret];
  if (inline) return new TextEncoder().encode(inline);
  const arn = process.env[ENV.tokenSecretArn];
  if (!arn) throw new Error(`Set ${ENV.tokenSecret} or ${ENV.tokenSecretArn}`);
  const out = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
  if (!out.SecretString) throw new Error('The token secret is empty');
  return new TextEncoder().encode(out.SecretString);
};

export const tokenSecret = (): Promise<Uint8Array> => {
  cached ??= load().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
};
