/**
 * Decodes an `aws-chunked` request body (x-amz-content-sha256 STREAMING-*), checking each chunk signature and the
 * trailer signature when the mode is signed; s3rver would otherwise store the chunk framing as object bytes.
 */
import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { S3Error } from './s3-error.js';
import { chunkStringToSign, sameSignature, sha256Hex, signHex, trailerStringToSign } from './sigv4.js';

export interface ChunkSigning {
  key: Uint8Array;
  amzDate: string;
  scope: string;
  /** The request's own signature: the first chunk's signature chains on from it. */
  seedSignature: string;
}

export interface AwsChunkedOptions {
  /** Present for STREAMING-AWS4-HMAC-SHA256-PAYLOAD[-TRAILER]: every chunk then carries a signature. */
  signing?: ChunkSigning;
  /** STREAMING-AWS4-HMAC-SHA256-PAYLOAD-TRAILER: the trailing headers end with x-amz-trailer-signature. */
  signedTrailer?: boolean;
}

const MAX_LINE = 4096;
const MAX_TRAILER = 16 * 1024;
const TRAILER_SIGNATURE = 'x-amz-trailer-signature';

const incomplete = (message = 'The request body terminated unexpectedly') => new S3Error('IncompleteBody', message);

const badChunkSignature = () =>
  new S3Error(
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  );

type State = 'size' | 'data' | 'data-end' | 'trailer' | 'done';

export class AwsChunkedDecoder extends Transform {
  /** Trailing headers (x-amz-checksum-*), lower-case names, available once the stream has ended. */
  readonly trailers = new Map<string, string>();
  decodedLength = 0;

  private state: State = 'size';
  private line: Buffer[] = [];
  private lineLength = 0;
  private remaining = 0;
  private crlfSeen = 0;
  private trailerBytes = 0;
  private chunkSignature = '';
  private chunkHash: Hash | undefined;
  private previousSignature: string;

  constructor(private readonly options: AwsChunkedOptions) {
    super();
    this.previousSignature = options.signing?.seedSignature ?? '';
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      this.consume(chunk);
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback): void {
    callback(this.state === 'done' ? null : incomplete());
  }

  private consume(chunk: Buffer): void {
    let offset = 0;
    while (offset < chunk.length) {
      switch (this.state) {
        case 'size':
        case 'trailer': {
          const end = chunk.indexOf(0x0a, offset);
          const piece = chunk.subarray(offset, end < 0 ? chunk.length : end);
          this.line.push(piece);
          this.lineLength += piece.length;
          if (this.lineLength > MAX_LINE) throw incomplete('An aws-chunked line is too long.');
          offset = end < 0 ? chunk.length : end + 1;
          if (end >= 0) {
            const text = Buffer.concat(this.line).toString('latin1').replace(/\r$/, '');
            this.line = [];
            this.lineLength = 0;
            if (this.state === 'size') this.sizeLine(text);
            else this.trailerLine(text);
          }
          break;
        }
        case 'data': {
          const take = Math.min(this.remaining, chunk.length - offset);
          const data = chunk.subarray(offset, offset + take);
          this.chunkHash?.update(data);
          this.push(data);
          this.decodedLength += take;
          this.remaining -= take;
          offset += take;
          if (this.remaining === 0) this.state = 'data-end';
          break;
        }
        case 'data-end': {
          const expected = this.crlfSeen === 0 ? 0x0d : 0x0a;
          if (chunk[offset] !== expected) throw incomplete('An aws-chunked chunk is not followed by CRLF.');
          offset += 1;
          this.crlfSeen += 1;
          if (this.crlfSeen === 2) {
            this.crlfSeen = 0;
            this.verifyChunk(this.chunkHash?.digest('hex') ?? '');
            this.state = 'size';
          }
          break;
        }
        case 'done':
          throw incomplete('Data was sent after the final aws-chunked chunk.');
      }
    }
  }

  private sizeLine(text: string): void {
    const [sizeText = '', ...extensions] = text.split(';');
    if (!/^[0-9a-fA-F]{1,16}$/.test(sizeText)) throw incomplete('An aws-chunked chunk size is malformed.');
    const size = Number.parseInt(sizeText, 16);
    if (this.options.signing) {
      const signature = extensions.map((e) => e.trim()).find((e) => e.startsWith('chunk-signature='));
      if (!signature) throw badChunkSignature();
      this.chunkSignature = signature.slice('chunk-signature='.length);
    }
    if (size === 0) {
      this.verifyChunk(sha256Hex(''));
      this.state = 'trailer';
      return;
    }
    this.remaining = size;
    this.chunkHash = this.options.signing ? createHash('sha256') : undefined;
    this.state = 'data';
  }

  private verifyChunk(dataSha256: string): void {
    const signing = this.options.signing;
    if (!signing) return;
    const expected = signHex(signing.key, chunkStringToSign(signing.amzDate, signing.scope, this.previousSignature, dataSha256));
    if (!sameSignature(expected, this.chunkSignature.toLowerCase())) throw badChunkSignature();
    this.previousSignature = expected;
  }

  private trailerLine(text: string): void {
    this.trailerBytes += text.length;
    if (this.trailerBytes > MAX_TRAILER) throw incomplete('The aws-chunked trailer is too long.');
    if (text === '') {
      this.verifyTrailer();
      this.state = 'done';
      return;
    }
    const colon = text.indexOf(':');
    if (colon <= 0) throw incomplete('An aws-chunked trailer line is malformed.');
    this.trailers.set(text.slice(0, colon).trim().toLowerCase(), text.slice(colon + 1).trim());
  }

  private verifyTrailer(): void {
    const signing = this.options.signing;
    if (!signing || !this.options.signedTrailer) return;
    const provided = this.trailers.get(TRAILER_SIGNATURE);
    if (!provided) throw badChunkSignature();
    const canonical = [...this.trailers]
      .filter(([name]) => name !== TRAILER_SIGNATURE)
      .map(([name, value]) => `${name}:${value}\n`)
      .join('');
    const expected = signHex(signing.key, trailerStringToSign(signing.amzDate, signing.scope, this.previousSignature, sha256Hex(canonical)));
    if (!sameSignature(expected, provided.toLowerCase())) throw badChunkSignature();
  }
}
