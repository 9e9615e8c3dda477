/**
 * The S3 client singleton, for the operators' scripts and the tests (infra/scripts/content.ts): the functions sign
 * their few S3 requests without it (./signing.ts), which keeps the S3 SDK out of every Lambda bundle.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config.js';

// WHEN_REQUIRED: the default adds a CRC32 of an empty body to presigned requests, which real S3 then rejects.
export const s3 = new S3Client({
  forcePathStyle: config.s3ForcePathStyle,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
