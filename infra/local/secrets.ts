/**
 * The local stage's secrets (token signing key, the local S3 key pair, the sandbox payment key), generated on first start and kept with
 * the data so tokens survive a restart. Never committed: they live under the ignored `.local/` folder.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface LocalSecrets {
  tokenSecret: string;
  s3AccessKeyId: string;
  s3SecretAccessKey: string;
  /** The sandbox payment provider's notify signing key. */
  paySandboxKey: string;
}

const generate = (): LocalSecrets => ({
  tokenSecret: randomBytes(48).toString('base64url'),
  s3AccessKeyId: `LOCAL${randomBytes(8).toString('hex').toUpperCase()}`,
  s3SecretAccessKey: randomBytes(30).toString('base64url'),
  paySandboxKey: randomBytes(32).toString('base64url'),
});

export const localSecrets = (file?: string): LocalSecrets => {
  if (!file) return generate();
  // A file of an older version lacks the newer secrets: they are generated and kept with the others.
  const kept = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>) : {};
  const secrets = { ...generate(), ...kept };
  if (Object.keys(kept).length === Object.keys(secrets).length) return secrets;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
};
