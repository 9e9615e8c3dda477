/** The S3 client singleton; endpoint and credentials from the standard SDK configuration. */
import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config.js';

// WHEN_REQUIRED: the default adds a CRC32 of an empty body to presigned requests, which real S3 then rejects.
export const s3 = new S3Client({
  forcePathStyle: config.s3ForcePathStyle,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
