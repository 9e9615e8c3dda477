/** CORS as S3 applies a bucket rule allowing the configured origins: preflight answers and headers on every response. */
import { S3Error } from './s3-error.js';

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'HEAD'];
/** The browser may read these from an answer (the SPA needs the ETag and Location of its form upload). */
const EXPOSED = 'ETag, Location, x-amz-request-id, x-amz-id-2, x-amz-version-id';
const VARY = 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method';

const allowedOrigin = (origin: string | undefined, allowed: readonly string[]): string | undefined => {
  if (!origin) return undefined;
  if (allowed.includes(origin)) return origin;
  return allowed.includes('*') ? '*' : undefined;
};

/** Headers for an actual (non-preflight) response; none when the origin is not allowed, as S3 does. */
export const corsHeaders = (origin: string | undefined, allowed: readonly string[]): Record<string, string> => {
  const allow = allowedOrigin(origin, allowed);
  if (!allow) return {};
  return {
    'access-control-allow-origin': allow,
    'access-control-expose-headers': EXPOSED,
    ...(allow === '*' ? {} : { 'access-control-allow-credentials': 'true' }),
    vary: VARY,
  };
};

export interface PreflightRequest {
  origin: string | undefined;
  method: string | undefined;
  /** Access-Control-Request-Headers as sent. */
  headers: string | undefined;
}

/** The answer to an OPTIONS preflight; throws S3's refusals (the rule allows any request header, like `AllowedHeaders: *`). */
export const preflightHeaders = (request: PreflightRequest, allowed: readonly string[]): Record<string, string> => {
  if (!request.origin) throw new S3Error('BadRequest', 'Insufficient information. Origin request header needed.');
  if (!request.method) throw new S3Error('BadRequest', 'Invalid Access-Control-Request-Method: null');
  const allow = allowedOrigin(request.origin, allowed);
  if (!allow || !METHODS.includes(request.method.toUpperCase())) {
    throw new S3Error(
      'CORSResponse',
      'This CORS request is not allowed. This is usually because the evalution of Origin, request method / ' +
        "Access-Control-Request-Method or Access-Control-Request-Headers are not whitelisted by the resource's CORS spec.",
    );
  }
  const requested = (request.headers ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return {
    'access-control-allow-origin': allow,
    'access-control-allow-methods': METHODS.join(', '),
    ...(requested.length > 0 ? { 'access-control-allow-headers': requested.join(', ') } : {}),
    'access-control-expose-headers': EXPOSED,
    'access-control-max-age': '3000',
    ...(allow === '*' ? {} : { 'access-control-allow-credentials': 'true' }),
    vary: VARY,
  };
};
