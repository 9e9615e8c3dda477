/**
 * Receives a signed request body into a spool file and checks it as S3 does before storing anything
 * (payload hash, chunk signatures, Content-MD5, x-amz-checksum-*). Spooling first keeps s3rver from
 * overwriting an object with a body that turns out to be bad or cut off half-way.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AwsChunkedDecoder } from './aws-chunked.js';
import { CHECKSUM_ALGORITHMS, Digester, type ChecksumAlgorithm } from './checksums.js';
import { firstHeader, type VerifiedAuth } from './request-auth.js';
import { S3Error } from './s3-error.js';
import type { HeaderMap } from './sigv4.js';

/** S3's single-request upload limit. */
export const MAX_PUT_BYTES = 5 * 1024 ** 3;

export interface SpooledBody {
  path: string;
  size: number;
}

const checksumFromHeaders = (headers: HeaderMap): { algorithm: string; header?: string } | undefined => {
  for (const name of Object.keys(headers)) {
    const m = /^x-amz-checksum-([a-z0-9]+)$/.exec(name);
    if (m?.[1] && m[1] !== 'type' && m[1] !== 'algorithm' && m[1] !== 'mode') return { algorithm: m[1], header: firstHeader(headers, name) };
  }
  const trailer = firstHeader(headers, 'x-amz-trailer')?.trim().toLowerCase();
  const m = trailer ? /^x-amz-checksum-([a-z0-9]+)$/.exec(trailer) : null;
  return m?.[1] ? { algorithm: m[1] } : undefined;
};

const declaredLength = (headers: HeaderMap, streaming: boolean): number | undefined => {
  const text = firstHeader(headers, streaming ? 'x-amz-decoded-content-length' : 'content-length');
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined;
};

export const spoolSignedBody = async (body: Readable, headers: HeaderMap, auth: VerifiedAuth, path: string): Promise<SpooledBody> => {
  const mode = auth.payloadHash;
  if (mode.startsWith('STREAMING-AWS4-ECDSA')) {
    throw new S3Error('NotImplemented', 'SigV4a (ECDSA) signing is not supported by the local S3 server.');
  }
  const streaming = mode.startsWith('STREAMING-');
  const signedChunks = mode.startsWith('STREAMING-AWS4-HMAC-SHA256-PAYLOAD');
  const length = declaredLength(headers, streaming);
  if (streaming && length === undefined) throw new S3Error('MissingContentLength', 'You must provide the Content-Length HTTP header.');
  if (length !== undefined && length > MAX_PUT_BYTES) {
    throw new S3Error('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', {
      ProposedSize: length,
      MaxSizeAllowed: MAX_PUT_BYTES,
    });
  }

  const contentMd5 = firstHeader(headers, 'content-md5');
  if (contentMd5 !== undefined && Buffer.from(contentMd5, 'base64').length !== 16) {
    throw new S3Error('InvalidDigest', 'The Content-MD5 you specified was invalid.', { 'Content-MD5': contentMd5 });
  }
  const checksum = checksumFromHeaders(headers);
  const algorithm = CHECKSUM_ALGORITHMS.find((a) => a === checksum?.algorithm) as ChecksumAlgorithm | undefined;
  const sha256Hex = /^[0-9a-f]{64}$/i.test(mode) ? mode.toLowerCase() : undefined;

  const decoder = streaming
    ? new AwsChunkedDecoder({
        signing: signedChunks ? { key: auth.key, amzDate: auth.amzDate, scope: auth.scope, seedSignature: auth.signature } : undefined,
        signedTrailer: mode.endsWith('-TRAILER'),
      })
    : undefined;
  const digester = new Digester({ md5: contentMd5 !== undefined, sha256: sha256Hex !== undefined, checksum: algorithm });
  try {
    try {
      if (decoder) await pipeline(body, decoder, digester, createWriteStream(path));
      else await pipeline(body, digester, createWriteStream(path));
    } catch (error) {
      throw error instanceof S3Error ? error : new S3Error('IncompleteBody', 'The request body terminated unexpectedly');
    }
    const digests = digester.digests();
    if (streaming && digests.size !== length) {
      throw new S3Error('IncompleteBody', 'You did not provide the number of bytes specified by the Content-Length HTTP header');
    }
    if (sha256Hex !== undefined && digests.sha256Hex !== sha256Hex) {
      throw new S3Error('XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.", {
        ClientComputedContentSHA256: sha256Hex,
        S3ComputedContentSHA256: digests.sha256Hex ?? '',
      });
    }
    if (contentMd5 !== undefined && digests.md5 !== contentMd5) {
      throw new S3Error('BadDigest', 'The Content-MD5 you specified did not match what we received.', {
        ExpectedDigest: contentMd5,
        CalculatedDigest: digests.md5 ?? '',
      });
    }
    if (checksum) {
      const expected = checksum.header ?? decoder?.trailers.get(`x-amz-checksum-${checksum.algorithm}`);
      if (expected === undefined) {
        throw new S3Error('MalformedTrailerError', 'The request contained trailing data that was not well-formed or did not conform to our published schema.');
      }
      const actual = algorithm ? digests.checksums[algorithm] : undefined;
      if (algorithm && actual !== expected) {
        throw new S3Error('BadDigest', `The ${algorithm.toUpperCase()} you specified did not match the calculated checksum.`);
      }
    }
    return { path, size: digests.size };
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
};
