/**
 * Browser uploads (docs/conventions.md "Uploads and files"): the kind's limits are checked here first (spec §5 messages), the
 * API presigns a POST, and the file goes straight to S3 with XMLHttpRequest so that progress can be shown.
 */
import { UPLOAD_KINDS, contentTypeFor, fileExtension, type UploadKind, type UploadKindName } from '../../../shared/limits.js';
import { uploadRoute } from '../../../shared/routes/upload.js';
import type { PresignInput, PresignOutput } from '../../../shared/schemas/upload.js';
import { t } from '../lib/i18n.js';
import { toast } from '../lib/notify.js';
import { pictureWidth } from '../lib/picture-width.js';
import { isHttpError } from './http-error.js';
import { callRoute } from './route-call.js';

export interface UploadedFile {
  key: string;
  /** Where the file is readable once uploaded. */
  fileUrl: string;
  name: string;
  size: number;
  type: string;
}

export interface UploadOptions {
  /** Fraction sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** No error toast (the caller shows the message itself); the promise still rejects with an UploadError. */
  silent?: boolean;
}

/** `session`: the presign met an expired session, which the HTTP helper already announced. */
export type UploadFailure = 'limit' | 'presign' | 'session' | 'storage' | 'network' | 'canceled';

export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    readonly reason: UploadFailure,
    message: string,
    /** Storage answered 5xx (InternalError, SlowDown): S3 asks to send the same request again. */
    readonly retryable = false,
  ) {
    super(message);
  }
}

/** Waits before sending a 5xx-refused file again, as the AWS SDKs do (S3's "Please try again"). */
const STORAGE_RETRY_MS = [300, 1_000] as const;

/** The file's facts the limits look at; a `File` has them all. */
export type FileFacts = Pick<File, 'name' | 'size' | 'type'>;

/** The Chinese message of the first limit `file` breaks for `kind`, or undefined when it may be uploaded. */
export const checkUploadLimits = (file: FileFacts, kind: UploadKindName): string | undefined => {
  const limits = UPLOAD_KINDS[kind];
  if (file.size <= 0) return t('upload.empty');
  if (limits.extensions.length > 0 && !(limits.extensions as readonly string[]).includes(fileExtension(file.name))) {
    return t('upload.wrongType', { types: limits.extensions.join('、') });
  }
  if (file.size > limits.maxBytes) return limits.tooLargeMessage;
  return undefined;
};

/**
 * Spec §5's dictionary picture: a kind with a `minWidth` refuses a narrower picture, measured where the browser can
 * decode it (the server never sees pixels). The message, or undefined when the picture may go.
 */
export const widthRefusal = async (file: Blob, kind: UploadKindName, measure: (file: Blob) => Promise<number | undefined> = pictureWidth): Promise<string | undefined> => {
  const { minWidth } = UPLOAD_KINDS[kind] as UploadKind;
  if (minWidth === undefined) return undefined;
  const width = await measure(file);
  return width !== undefined && width < minWidth ? t('upload.tooNarrow', { width: String(minWidth) }) : undefined;
};

/** S3 answers a refused POST with `<Error><Code>…</Code>…</Error>`; people get a Chinese sentence. */
export const storageErrorMessage = (xml: string, kind: UploadKindName): string => {
  const code = /<Code>([^<]+)<\/Code>/.exec(xml)?.[1];
  switch (code) {
    case undefined:
      return t('upload.failed');
    case 'EntityTooLarge':
      return UPLOAD_KINDS[kind].tooLargeMessage;
    case 'EntityTooSmall':
      return t('upload.empty');
    case 'AccessDenied':
    case 'ExpiredToken':
    case 'RequestTimeTooSkewed':
      // A policy that expired or a condition the file broke: a fresh presign is the way out either way.
      return /expired/i.test(xml) ? t('upload.expired') : t('upload.rejected');
    default:
      return t('upload.storageError', { code });
  }
};

const presign = (input: PresignInput, signal: AbortSignal | undefined): Promise<PresignOutput> =>
  // Silent: an upload's failure is shown once, by uploadFile, as an error toast (spec §8 "Upload failure").
  callRoute(uploadRoute('upload.presign'), input, { silent: true, ...(signal ? { signal } : {}) });

const sendToStorage = (target: PresignOutput, file: File, kind: UploadKindName, options: UploadOptions): Promise<void> =>
  new Promise((resolve, reject) => {
    const form = new FormData();
    // S3 reads the policy fields before the file: the file must be the last part.
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append('file', file);

    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    const settle = (error?: UploadError) => {
      options.signal?.removeEventListener('abort', abort);
      if (error) reject(error);
      else resolve();
    };
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        settle();
      } else {
        settle(new UploadError('storage', storageErrorMessage(xhr.responseText, kind), xhr.status >= 500));
      }
    });
    xhr.addEventListener('error', () => settle(new UploadError('network', t('http.offline'))));
    xhr.addEventListener('abort', () => settle(new UploadError('canceled', t('upload.canceled'))));
    xhr.open('POST', target.url);
    xhr.send(form);
  });

const attempt = async (file: File, kind: UploadKindName, options: UploadOptions): Promise<UploadedFile> => {
  const refused = checkUploadLimits(file, kind) ?? (await widthRefusal(file, kind));
  if (refused) throw new UploadError('limit', refused);
  if (options.signal?.aborted) throw new UploadError('canceled', t('upload.canceled'));
  const type = file.type || contentTypeFor(fileExtension(file.name));
  let target: PresignOutput;
  try {
    target = await presign({ kind, fileName: file.name, contentType: type, size: file.size }, options.signal);
  } catch (error) {
    if (isHttpError(error) && error.kind === 'canceled') throw new UploadError('canceled', t('upload.canceled'));
    if (isHttpError(error) && error.code === 401) throw new UploadError('session', error.msg);
    throw new UploadError('presign', isHttpError(error) ? error.msg : t('upload.failed'));
  }
  options.onProgress?.(0);
  for (let retry = 0; ; retry += 1) {
    try {
      await sendToStorage(target, file, kind, options);
      break;
    } catch (error) {
      const wait = STORAGE_RETRY_MS[retry];
      if (!(error instanceof UploadError) || !error.retryable || wait === undefined || options.signal?.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
      options.onProgress?.(0);
    }
  }
  return { key: target.key, fileUrl: target.fileUrl, name: file.name, size: file.size, type };
};

/** Uploads `file` as `kind`; rejects with an UploadError whose message is already shown unless `silent`. */
export const uploadFile = async (file: File, kind: UploadKindName, options: UploadOptions = {}): Promise<UploadedFile> => {
  try {
    return await attempt(file, kind, options);
  } catch (error) {
    const failure = error instanceof UploadError ? error : new UploadError('storage', t('upload.failed'));
    const announced = failure.reason === 'canceled' || failure.reason === 'session';
    if (!options.silent && !announced) toast({ intent: 'error', text: failure.message });
    throw failure;
  }
};
