// The functions sign S3 requests without the S3 client (functions/lib/s3/signing.ts). What they make must be exactly
// what the SDK makes for the same clock, credentials, region and endpoint: on AWS, S3 is the judge of a signature,
// and the local S3 server does not check them all as strictly.
import { S3Client, GetObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENV } from '../../shared/runtime-config.js';
import { presignGet, presignPost, s3Target } from '../../functions/lib/s3/signing.js';

const CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'session/token+=' };
const NOW = new Date('2026-11-28T08:09:10.000Z');
const BUCKET = 'hezuo-dev-uploads-123456789012';

interface Setting {
  name: string;
  region: string;
  endpoint?: string;
  pathStyle: boolean;
}

const SETTINGS: Setting[] = [
  { name: 'AWS, us-east-1', region: 'us-east-1', pathStyle: false },
  { name: 'AWS, Hong Kong', region: 'ap-east-1', pathStyle: false },
  { name: 'AWS China, Beijing', region: 'cn-north-1', pathStyle: false },
  { name: 'the local S3 server, path style', region: 'us-east-1', endpoint: 'http://127.0.0.1:4569', pathStyle: true },
];

const KEYS = ['chat-file/01USER/01FILE.pdf', 'library-file/PERSONAGE:01A/01B 文件(1)*.docx'];

describe('S3 signing without the S3 client', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  const configure = (setting: Setting) => {
    vi.stubEnv('AWS_REGION', setting.region);
    vi.stubEnv('AWS_ENDPOINT_URL_S3', setting.endpoint ?? '');
    if (!setting.endpoint) delete process.env.AWS_ENDPOINT_URL_S3;
    vi.stubEnv('AWS_ENDPOINT_URL', '');
    delete process.env.AWS_ENDPOINT_URL;
    vi.stubEnv(ENV.s3ForcePathStyle, setting.pathStyle ? 'true' : 'false');
    const sdk = new S3Client({
      region: setting.region,
      credentials: CREDENTIALS,
      forcePathStyle: setting.pathStyle,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(setting.endpoint ? { endpoint: setting.endpoint } : {}),
    });
    const ours = { ...s3Target(BUCKET), credentials: async () => CREDENTIALS };
    return { sdk, ours };
  };

  for (const setting of SETTINGS) {
    for (const key of KEYS) {
      it(`makes the SDK's GET URL (${setting.name}, ${key})`, async () => {
        // Prepare
        const { sdk, ours } = configure(setting);

        // Act
        const expected = await getSignedUrl(sdk, new GetObjectCommand({ Bucket: BUCKET, Key: key }), { expiresIn: 300, signingDate: NOW });
        const actual = await presignGet(ours, key, 300, NOW);

        // Assess
        expect(actual).toBe(expected);
      });
    }

    it(`makes the SDK's upload form (${setting.name})`, async () => {
      // Prepare
      const { sdk, ours } = configure(setting);
      const key = KEYS[0]!;
      const fields = { 'Content-Type': 'application/pdf', 'Content-Disposition': "attachment; filename*=UTF-8''%E9%9C%80%E6%B1%82.pdf" };
      const conditions = [['content-length-range', 1, 1024] as const, ...Object.entries(fields).map(([n, v]) => ['eq', `$${n}`, v] as const)];

      // Act
      const expected = await createPresignedPost(sdk, { Bucket: BUCKET, Key: key, Fields: fields, Conditions: conditions.map((c) => [...c]) as never, Expires: 600 });
      const actual = await presignPost(ours, BUCKET, { key, fields, conditions, expiresIn: 600 }, new Date());

      // Assess
      expect(actual).toEqual(expected);
    });
  }
});
