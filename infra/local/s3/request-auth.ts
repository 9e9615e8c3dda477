/** Checks the SigV4 authentication of a request (Authorization header or presigned query) the way S3 refuses it. */
import { S3Error } from './s3-error.js';
import {
  ALGORITHM,
  UNSIGNED_PAYLOAD,
  canonicalRequest,
  parseAmzDate,
  policySignature,
  sameSignature,
  signHex,
  signingKey,
  stringToSign,
  toAmzDate,
  type Credentials,
  type HeaderMap,
} from './sigv4.js';

export interface SignedRequest {
  method: string;
  /** The path as sent, still percent-encoded. */
  rawPath: string;
  /** The query string as sent, without `?`. */
  rawQuery: string;
  /** Lower-case names. */
  headers: HeaderMap;
}

/** What a verified request carries on to the body checks (chunk signatures chain on from `signature`). */
export interface VerifiedAuth {
  mechanism: 'header' | 'query';
  accessKeyId: string;
  amzDate: string;
  scope: string;
  signature: string;
  key: Buffer;
  /** `x-amz-content-sha256` as signed: a hex digest, UNSIGNED-PAYLOAD or a STREAMING-* mode. */
  payloadHash: string;
}

/** S3 honours clock skew of 15 minutes for header auth (and for presigned URLs dated in the future). */
export const MAX_SKEW_MS = 15 * 60 * 1000;
export const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

const PRESIGN_SIGNATURE = 'X-Amz-Signature';
const CREDENTIAL_SHAPE = '"<YOUR-AKID>/YYYYMMDD/REGION/SERVICE/aws4_request"';
const PAYLOAD_MODES = new Set([
  UNSIGNED_PAYLOAD,
  'STREAMING-UNSIGNED-PAYLOAD-TRAILER',
  'STREAMING-AWS4-HMAC-SHA256-PAYLOAD',
  'STREAMING-AWS4-HMAC-SHA256-PAYLOAD-TRAILER',
  'STREAMING-AWS4-ECDSA-P256-SHA256-PAYLOAD',
  'STREAMING-AWS4-ECDSA-P256-SHA256-PAYLOAD-TRAILER',
]);

export const firstHeader = (headers: HeaderMap, name: string): string | undefined => {
  const value = headers[name];
  return typeof value === 'string' ? value : value?.[0];
};

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Decoded query parameters, first occurrence wins (names are case-sensitive, as S3 treats them). */
export const queryParams = (rawQuery: string): Map<string, string> => {
  const params = new Map<string, string>();
  for (const part of rawQuery.split('&')) {
    if (part === '') continue;
    const at = part.indexOf('=');
    const name = decode(at < 0 ? part : part.slice(0, at));
    if (!params.has(name)) params.set(name, at < 0 ? '' : decode(part.slice(at + 1)));
  }
  return params;
};

interface Scope {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
  scope: string;
}

const parseCredential = (credential: string): Scope | undefined => {
  const parts = credential.split('/');
  if (parts.length !== 5 || parts.some((p) => p === '') || parts[4] !== 'aws4_request') return undefined;
  const [accessKeyId = '', date = '', region = '', service = ''] = parts;
  if (!/^\d{8}$/.test(date)) return undefined;
  return { accessKeyId, date, region, service, scope: parts.slice(1).join('/') };
};

const unknownKey = (accessKeyId: string) =>
  new S3Error('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', { AWSAccessKeyId: accessKeyId });

const bytes = (text: string) => (Buffer.from(text, 'utf8').toString('hex').match(/../g) ?? []).join(' ');

const mismatch = (accessKeyId: string, toSign: string, provided: string, canonical: string) =>
  new S3Error(
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    {
      AWSAccessKeyId: accessKeyId,
      StringToSign: toSign,
      SignatureProvided: provided,
      StringToSignBytes: bytes(toSign),
      CanonicalRequest: canonical,
      CanonicalRequestBytes: bytes(canonical),
    },
  );

/** An x-amz-* header the signature does not cover could change the request after signing, so S3 refuses it. */
const checkAmzHeadersSigned = (headers: HeaderMap, signed: readonly string[], exempt: ReadonlySet<string>) => {
  const unsigned = Object.keys(headers).filter((name) => name.startsWith('x-amz-') && !signed.includes(name) && !exempt.has(name));
  if (unsigned.length > 0) {
    throw new S3Error('AccessDenied', 'There were headers present in the request which were not signed', {
      HeadersNotSigned: unsigned.join(', '),
    });
  }
};

const verifySignature = (
  request: SignedRequest,
  credentials: Credentials,
  scope: Scope,
  amzDate: string,
  signedHeaders: readonly string[],
  payloadHash: string,
  provided: string,
  excludeQuery?: ReadonlySet<string>,
): { signature: string; key: Buffer } => {
  const key = signingKey(credentials.secretAccessKey, scope.date, scope.region, scope.service);
  const canonical = canonicalRequest({ ...request, signedHeaders, payloadHash, excludeQuery });
  const toSign = stringToSign(amzDate, scope.scope, canonical);
  const expected = signHex(key, toSign);
  if (!sameSignature(expected, provided.toLowerCase())) throw mismatch(scope.accessKeyId, toSign, provided, canonical);
  return { signature: expected, key };
};

const verifyHeaderAuth = (request: SignedRequest, authorization: string, credentials: Credentials, now: Date): VerifiedAuth => {
  const space = authorization.indexOf(' ');
  const algorithm = space < 0 ? authorization : authorization.slice(0, space);
  if (algorithm !== ALGORITHM) {
    throw new S3Error(
      'InvalidRequest',
      'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.',
    );
  }
  const components = new Map<string, string>();
  for (const part of authorization.slice(space + 1).split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) components.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  for (const name of ['Credential', 'SignedHeaders', 'Signature']) {
    if (!components.get(name)) {
      throw new S3Error(
        'AuthorizationHeaderMalformed',
        'The authorization header is malformed; the authorization header requires three components: Credential, SignedHeaders, and Signature.',
      );
    }
  }
  const scope = parseCredential(components.get('Credential') ?? '');
  if (!scope) {
    throw new S3Error(
      'AuthorizationHeaderMalformed',
      `The authorization header is malformed; the Credential is mal-formed; expecting ${CREDENTIAL_SHAPE}.`,
    );
  }
  if (scope.accessKeyId !== credentials.accessKeyId) throw unknownKey(scope.accessKeyId);
  if (scope.service !== 's3') {
    throw new S3Error(
      'AuthorizationHeaderMalformed',
      `The authorization header is malformed; incorrect service "${scope.service}". This endpoint belongs to "s3".`,
    );
  }

  const amzHeader = firstHeader(request.headers, 'x-amz-date');
  const dateHeader = firstHeader(request.headers, 'date');
  const requestTime = amzHeader !== undefined ? parseAmzDate(amzHeader) : dateHeader ? new Date(dateHeader) : undefined;
  if (!requestTime || Number.isNaN(requestTime.getTime())) {
    throw new S3Error('AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  }
  const amzDate = amzHeader ?? toAmzDate(requestTime);
  if (amzDate.slice(0, 8) !== scope.date) {
    throw new S3Error(
      'AuthorizationHeaderMalformed',
      'The authorization header is malformed; Invalid credential date. Date is not the same as X-Amz-Date.',
    );
  }
  if (Math.abs(now.getTime() - requestTime.getTime()) > MAX_SKEW_MS) {
    throw new S3Error('RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.', {
      RequestTime: amzDate,
      ServerTime: now.toISOString().replace(/\.\d{3}/, ''),
      MaxAllowedSkewMilliseconds: MAX_SKEW_MS,
    });
  }

  const payloadHash = firstHeader(request.headers, 'x-amz-content-sha256');
  if (payloadHash === undefined) {
    throw new S3Error('InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  }
  if (!PAYLOAD_MODES.has(payloadHash) && !/^[0-9a-f]{64}$/i.test(payloadHash)) {
    throw new S3Error(
      'InvalidArgument',
      'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-UNSIGNED-PAYLOAD-TRAILER, STREAMING-AWS4-HMAC-SHA256-PAYLOAD, ' +
        'STREAMING-AWS4-HMAC-SHA256-PAYLOAD-TRAILER, STREAMING-AWS4-ECDSA-P256-SHA256-PAYLOAD, ' +
        'STREAMING-AWS4-ECDSA-P256-SHA256-PAYLOAD-TRAILER or a valid sha256 value.',
      { ArgumentName: 'x-amz-content-sha256', ArgumentValue: payloadHash },
    );
  }

  const signedHeaders = (components.get('SignedHeaders') ?? '').split(';').map((h) => h.trim().toLowerCase());
  checkAmzHeadersSigned(request.headers, signedHeaders, new Set());
  const provided = components.get('Signature') ?? '';
  const { signature, key } = verifySignature(request, credentials, scope, amzDate, signedHeaders, payloadHash, provided);
  return { mechanism: 'header', accessKeyId: scope.accessKeyId, amzDate, scope: scope.scope, signature, key, payloadHash };
};

const queryError = (message: string) => new S3Error('AuthorizationQueryParametersError', message);

const verifyQueryAuth = (request: SignedRequest, params: Map<string, string>, credentials: Credentials, now: Date): VerifiedAuth => {
  if (params.get('X-Amz-Algorithm') !== ALGORITHM) throw queryError('X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
  const credential = params.get('X-Amz-Credential');
  const provided = params.get(PRESIGN_SIGNATURE);
  const amzDate = params.get('X-Amz-Date');
  const signedList = params.get('X-Amz-SignedHeaders');
  const expiresText = params.get('X-Amz-Expires');
  if (!credential || !provided || !amzDate || !signedList || expiresText === undefined) {
    throw queryError(
      'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, ' +
        'X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
    );
  }
  const requestTime = parseAmzDate(amzDate);
  if (!requestTime) throw queryError('X-Amz-Date must be in the ISO8601 Long Format "yyyyMMdd\'T\'HHmmss\'Z\'"');
  if (!/^-?\d+$/.test(expiresText)) throw queryError('X-Amz-Expires should be a number');
  const expires = Number(expiresText);
  if (expires < 0) throw queryError('X-Amz-Expires must be non-negative');
  if (expires > MAX_PRESIGN_SECONDS) {
    throw queryError(
      'X-Amz-Expires must be less than a week (in seconds); that is, the given X-Amz-Expires must be less than 604800 seconds',
    );
  }
  const scope = parseCredential(credential);
  if (!scope) throw queryError(`Error parsing the X-Amz-Credential parameter; the Credential is mal-formed; expecting ${CREDENTIAL_SHAPE}.`);
  if (scope.accessKeyId !== credentials.accessKeyId) throw unknownKey(scope.accessKeyId);
  if (scope.service !== 's3') {
    throw queryError(`Error parsing the X-Amz-Credential parameter; incorrect service "${scope.service}". This endpoint belongs to "s3".`);
  }
  if (amzDate.slice(0, 8) !== scope.date) {
    throw queryError('Error parsing the X-Amz-Credential parameter; Invalid credential date. Date is not the same as X-Amz-Date.');
  }
  if (requestTime.getTime() - now.getTime() > MAX_SKEW_MS) throw new S3Error('AccessDenied', 'Request is not yet valid');
  const expiresAt = new Date(requestTime.getTime() + expires * 1000);
  if (now.getTime() > expiresAt.getTime()) {
    throw new S3Error('AccessDenied', 'Request has expired', {
      'X-Amz-Expires': expiresText,
      Expires: expiresAt.toISOString().replace(/\.\d{3}/, ''),
      ServerTime: now.toISOString().replace(/\.\d{3}/, ''),
    });
  }
  if (params.has('X-Amz-Security-Token')) {
    throw new S3Error('InvalidToken', 'The provided token is malformed or otherwise invalid.');
  }

  // The SDK hoists its x-amz-content-sha256 header (UNSIGNED-PAYLOAD) into the query, keeping the header's
  // spelling; without it S3 assumes UNSIGNED-PAYLOAD.
  const payloadHash = [...params].find(([name]) => name.toLowerCase() === 'x-amz-content-sha256')?.[1] ?? UNSIGNED_PAYLOAD;
  const signedHeaders = signedList.split(';').map((h) => h.trim().toLowerCase());
  checkAmzHeadersSigned(request.headers, signedHeaders, new Set(['x-amz-content-sha256']));
  const { signature, key } = verifySignature(
    request,
    credentials,
    scope,
    amzDate,
    signedHeaders,
    payloadHash,
    provided,
    new Set([PRESIGN_SIGNATURE]),
  );
  return { mechanism: 'query', accessKeyId: scope.accessKeyId, amzDate, scope: scope.scope, signature, key, payloadHash };
};

/** Throws the S3Error real S3 would answer with, or returns what the body checks need. */
export const verifyRequestAuth = (request: SignedRequest, credentials: Credentials, now: Date): VerifiedAuth => {
  const authorization = firstHeader(request.headers, 'authorization');
  const params = queryParams(request.rawQuery);
  const presigned = params.has('X-Amz-Algorithm');
  if (authorization !== undefined && presigned) {
    throw new S3Error(
      'InvalidArgument',
      'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the ' +
        'Authorization header should be specified',
      { ArgumentName: 'Authorization', ArgumentValue: authorization },
    );
  }
  if (authorization !== undefined) {
    if (firstHeader(request.headers, 'x-amz-security-token') !== undefined) {
      throw new S3Error('InvalidToken', 'The provided token is malformed or otherwise invalid.');
    }
    return verifyHeaderAuth(request, authorization, credentials, now);
  }
  if (presigned) return verifyQueryAuth(request, params, credentials, now);
  if (params.has('Signature') || params.has('AWSAccessKeyId')) {
    throw new S3Error('InvalidRequest', 'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.');
  }
  // Buckets of the project are private: an anonymous request is what S3 refuses without saying more.
  throw new S3Error('AccessDenied', 'Access Denied');
};

/** POST form credential check: the policy text itself is what was signed. */
export interface PostSignatureFields {
  algorithm: string | undefined;
  credential: string | undefined;
  amzDate: string | undefined;
  signature: string | undefined;
  policy: string;
}

export const verifyPostSignature = (fields: PostSignatureFields, credentials: Credentials): void => {
  if (fields.algorithm !== ALGORITHM) {
    throw new S3Error('InvalidArgument', 'Only AWS4-HMAC-SHA256 is supported as the X-Amz-Algorithm field.', {
      ArgumentName: 'x-amz-algorithm',
      ArgumentValue: fields.algorithm ?? '',
    });
  }
  for (const [name, value] of [
    ['x-amz-credential', fields.credential],
    ['x-amz-date', fields.amzDate],
    ['x-amz-signature', fields.signature],
  ] as const) {
    if (!value) {
      throw new S3Error('InvalidArgument', `Bucket POST must contain a field named '${name}'.  If it is specified, please check the order of the fields.`, {
        ArgumentName: name,
        ArgumentValue: '',
      });
    }
  }
  const scope = parseCredential(fields.credential ?? '');
  if (!scope || scope.service !== 's3') {
    throw new S3Error('InvalidArgument', `Error parsing the X-Amz-Credential parameter; the Credential is mal-formed; expecting ${CREDENTIAL_SHAPE}.`, {
      ArgumentName: 'x-amz-credential',
      ArgumentValue: fields.credential ?? '',
    });
  }
  if (scope.accessKeyId !== credentials.accessKeyId) throw unknownKey(scope.accessKeyId);
  if (!parseAmzDate(fields.amzDate ?? '') || fields.amzDate?.slice(0, 8) !== scope.date) {
    throw new S3Error('InvalidArgument', 'Invalid credential date. Date is not the same as X-Amz-Date.', {
      ArgumentName: 'x-amz-date',
      ArgumentValue: fields.amzDate ?? '',
    });
  }
  const expected = policySignature(credentials.secretAccessKey, scope.date, scope.region, fields.policy);
  const provided = fields.signature ?? '';
  if (!sameSignature(expected, provided.toLowerCase())) {
    throw new S3Error(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      { AWSAccessKeyId: scope.accessKeyId, StringToSign: fields.policy, SignatureProvided: provided, StringToSignBytes: bytes(fields.policy) },
    );
  }
};
