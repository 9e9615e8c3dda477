/** The function's configuration, read from the environment the stack (or the local cloud) sets; see shared/runtime-config.ts. */
import { CHAT_SEND_LIMIT } from '../../shared/limits.js';
import { ENV, LOCAL_STAGE } from '../../shared/runtime-config.js';

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
};

export const config = {
  get stage(): string {
    return process.env[ENV.stage] ?? LOCAL_STAGE;
  },
  get isLocal(): boolean {
    return this.stage === LOCAL_STAGE;
  },
  get tableName(): string {
    return required(ENV.tableName);
  },
  get uploadBucket(): string {
    return required(ENV.uploadBucket);
  },
  get filesBaseUrl(): string {
    return required(ENV.filesBaseUrl).replace(/\/$/, '');
  },
  get wsCallbackUrl(): string {
    return required(ENV.wsCallbackUrl);
  },
  get s3ForcePathStyle(): boolean {
    return process.env[ENV.s3ForcePathStyle] === 'true';
  },
  /** Client addresses the per-address limits do not count (ENV.rateExemptAddresses); empty on AWS. */
  get rateExemptAddresses(): readonly string[] {
    return (process.env[ENV.rateExemptAddresses] ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
  },
  /** How fast a person may send chat messages: CHAT_SEND_LIMIT unless the environment overrides it; undefined: no limit. */
  get chatSendLimit(): { messages: number; seconds: number } | undefined {
    const value = process.env[ENV.chatSendLimit];
    if (value === 'off') return undefined;
    const [messages, seconds] = (value ?? '').split('/').map(Number);
    return messages && seconds && messages > 0 && seconds > 0 ? { messages, seconds } : CHAT_SEND_LIMIT;
  },
};
