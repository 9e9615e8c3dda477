/** S3's error shape: a code, an HTTP status and the XML body real S3 answers with, so SDK error mapping works. */

/** Status of each code we raise, as S3 documents it (https://docs.aws.amazon.com/AmazonS3/latest/API/ErrorResponses.html). */
const STATUS: Readonly<Record<string, number>> = {
  AccessDenied: 403,
  AuthorizationHeaderMalformed: 400,
  AuthorizationQueryParametersError: 400,
  BadDigest: 400,
  BadRequest: 400,
  CORSResponse: 403,
  EntityTooLarge: 400,
  EntityTooSmall: 400,
  IncompleteBody: 400,
  InternalError: 500,
  InvalidAccessKeyId: 403,
  InvalidArgument: 400,
  InvalidDigest: 400,
  InvalidPolicyDocument: 400,
  InvalidRequest: 400,
  InvalidToken: 400,
  MalformedPOSTRequest: 400,
  MalformedTrailerError: 400,
  MaxPostPreDataLengthExceededError: 400,
  MissingContentLength: 411,
  NotImplemented: 501,
  RequestTimeTooSkewed: 403,
  SignatureDoesNotMatch: 403,
  XAmzContentSHA256Mismatch: 400,
};

export type ErrorDetail = Readonly<Record<string, string | number>>;

export class S3Error extends Error {
  readonly status: number;

  constructor(
    readonly code: string,
    message: string,
    readonly detail: ErrorDetail = {},
  ) {
    super(message);
    this.name = 'S3Error';
    this.status = STATUS[code] ?? 500;
  }
}

export const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

export const errorXml = (error: S3Error, requestId: string): string => {
  const detail = Object.entries(error.detail)
    .map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${error.code}</Code><Message>${escapeXml(error.message)}</Message>${detail}` +
    `<RequestId>${requestId}</RequestId><HostId>${requestId}</HostId></Error>`
  );
};

/** Anything unexpected becomes S3's opaque 500, as S3 never leaks its internals. */
export const toS3Error = (error: unknown): S3Error =>
  error instanceof S3Error ? error : new S3Error('InternalError', 'We encountered an internal error. Please try again.');
