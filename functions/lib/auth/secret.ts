/**
 * Secrets the functions hold: from Secrets Manager on AWS (fetched once per cold start), or from the environment on
 * the local stage. They never appear in code or logs. The token signing secret signs sessions; the sandbox payment
 * provider's key signs its notifies (docs/payments.md).
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ENV } from '../../../shared/runtime-config.js';

const cache = new Map<string, Promise<Uint8Array>>();

const load = async (inlineName: string, arnName: string): Promise<Uint8Array> => {
  const inline = process.env[inlineName];
  if (inline) return new TextEncoder().encode(inline);
  const arn = process.env[arnName];
  if (!arn) throw new Error(`Set ${inlineName} or ${arnName}`);
  const out = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
  if (!out.SecretString) throw new Error(`The secret of ${arnName} is empty`);
  return new TextEncoder().encode(out.SecretString);
};

/** A secret named by its inline variable (local stage) or its ARN variable (AWS); a failed fetch is tried again. */
const secret = (inlineName: string, arnName: string): Promise<Uint8Array> => {
  let found = cache.get(inlineName);
  if (!found) {
    found = load(inlineName, arnName).catch((error: unknown) => {
      cache.delete(inlineName);
      throw error;
    });
    cache.set(inlineName, found);
  }
  return found;
};

export const tokenSecret = (): Promise<Uint8Array> => secret(ENV.tokenSecret, ENV.tokenSecretArn);

export const paySandboxKey = (): Promise<Uint8Array> => secret(ENV.paySandboxKey, ENV.paySandboxKeyArn);
