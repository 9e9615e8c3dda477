/** The body digests S3 checks on upload (Content-MD5, x-amz-content-sha256, x-amz-checksum-*), computed while streaming. */
import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { crc32 } from 'node:zlib';

/** Algorithms we can recompute; CRC64NVME has no Node implementation, so such a checksum is accepted unchecked. */
export type ChecksumAlgorithm = 'crc32' | 'crc32c' | 'sha1' | 'sha256';
export const CHECKSUM_ALGORITHMS: readonly ChecksumAlgorithm[] = ['crc32', 'crc32c', 'sha1', 'sha256'];

const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32C (Castagnoli), incremental like zlib.crc32: pass the previous result to continue. */
export const crc32c = (data: Uint8Array, previous = 0): number => {
  let crc = ~previous >>> 0;
  for (const byte of data) crc = (CRC32C_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return ~crc >>> 0;
};

const crcBase64 = (value: number): string => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value >>> 0);
  return out.toString('base64');
};

export interface Digests {
  size: number;
  md5?: string;
  sha256Hex?: string;
  checksums: Partial<Record<ChecksumAlgorithm, string>>;
}

/** Passes bytes through unchanged, keeping only the digests asked for (each costs CPU on large uploads). */
export class Digester extends Transform {
  private size = 0;
  private readonly md5: Hash | undefined;
  private readonly sha256: Hash | undefined;
  private readonly sha1: Hash | undefined;
  private crc32: number | undefined;
  private crc32c: number | undefined;

  constructor(want: { md5?: boolean; sha256?: boolean; checksum?: ChecksumAlgorithm }) {
    super();
    this.md5 = want.md5 ? createHash('md5') : undefined;
    this.sha256 = want.sha256 || want.checksum === 'sha256' ? createHash('sha256') : undefined;
    this.sha1 = want.checksum === 'sha1' ? createHash('sha1') : undefined;
    this.crc32 = want.checksum === 'crc32' ? 0 : undefined;
    this.crc32c = want.checksum === 'crc32c' ? 0 : undefined;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    this.md5?.update(chunk);
    this.sha256?.update(chunk);
    this.sha1?.update(chunk);
    if (this.crc32 !== undefined) this.crc32 = crc32(chunk, this.crc32);
    if (this.crc32c !== undefined) this.crc32c = crc32c(chunk, this.crc32c);
    callback(null, chunk);
  }

  /** Call once, after the stream has finished. */
  digests(): Digests {
    const sha256 = this.sha256?.digest();
    const checksums: Digests['checksums'] = {};
    if (sha256) checksums.sha256 = sha256.toString('base64');
    if (this.sha1) checksums.sha1 = this.sha1.digest('base64');
    if (this.crc32 !== undefined) checksums.crc32 = crcBase64(this.crc32);
    if (this.crc32c !== undefined) checksums.crc32c = crcBase64(this.crc32c);
    return { size: this.size, md5: this.md5?.digest('base64'), sha256Hex: sha256?.toString('hex'), checksums };
  }
}
