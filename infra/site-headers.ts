/**
 * The site's security headers, built once for both places that serve the site: CloudFront's response headers
 * policies (infra/stack/site.ts) and the local site (infra/local/gateway/site.ts). Neither writes a directive of
 * its own, so the two cannot drift; test/unit/stack-headers.test.ts reads them back from the template and
 * test/integration/site-headers.test.ts from the local site. docs/SECURITY.md "Headers and transport".
 *
 * No CDK import here: the local cloud loads this module too.
 */
import { createHash } from 'node:crypto';
import { BOOT_SCRIPT } from '../shared/site-boot.js';

/** Where, besides its own origin, the SPA reaches at run time. */
export interface SiteCspSources {
  /**
   * The WebSocket API's origin(s): `wss://<api>.execute-api.<region>.amazonaws.com` on AWS (the socket is not
   * behind CloudFront), `ws://localhost:<port>` (and `ws://127.0.0.1:<port>`) locally. `/config.json`'s `wsUrl`.
   */
  readonly sockets: readonly string[];
  /**
   * The uploads storage: the presigned POST's `url` (web/src/api/upload.ts sends files straight there) and the
   * signed GET URLs of private chat images and files. `https://<bucket>.s3.<region>.amazonaws.com` on AWS, the
   * local S3 front (`http://127.0.0.1:<port>`) locally.
   */
  readonly storage: readonly string[];
}

const list = (sources: readonly string[]): string => sources.map((s) => ` ${s}`).join('');

/** The CSP source that allows index.html's one inline script, the boot shell's (shared/site-boot.ts), by its hash. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT, 'utf8').digest('base64')}'`;

/**
 * The SPA's policy: only what it needs.
 * - scripts: its own bundle only (Vite emits no inline script; no eval), and the boot shell's one inline script,
 *   by its hash (shared/site-boot.ts).
 * - styles: 'unsafe-inline' is needed. Fluent UI's Griffel creates `<style>` elements at run time and React
 *   writes `style=""` attributes; a nonce would have to be minted per response into index.html, which S3 behind
 *   CloudFront cannot do (a CloudFront Function cannot rewrite a body), and hashes cannot cover styles made at run
 *   time. Styles cannot run script, so the exposure is CSS injection only; script-src stays strict.
 * - images and media: its own `/files`, `data:` (inline icons) and `blob:` (previews of a picked file before and
 *   while it uploads), and the storage for signed URLs of private chat images and videos.
 * - connect: its own origin (`/api`, `/config.json`), the sockets, the storage (the presigned POST).
 * - nothing may frame it, no plugins, no `<base>` elsewhere, forms post to itself (and the storage).
 */
export const siteCsp = ({ sockets, storage }: SiteCspSources): string =>
  [
    "default-src 'self'",
    `script-src 'self' ${BOOT_SCRIPT_SOURCE}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${list(storage)}`,
    "font-src 'self' data:",
    `media-src 'self' blob:${list(storage)}`,
    `connect-src 'self'${list(sockets)}${list(storage)}`,
    `form-action 'self'${list(storage)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/**
 * People upload files of any type. Served from the site's own origin, an uploaded HTML or SVG must never run as
 * the site: `sandbox` gives it an opaque origin with no scripts, whatever its Content-Type says. Only the site
 * itself may frame a file.
 */
export const FILES_CSP =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** HSTS: a year, subdomains included. Sent over HTTPS only (CloudFront); see `securityHeaders`. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const HSTS_VALUE = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;

/** Which header set a response gets: the SPA, its config and the API (`site`), or an uploaded file (`files`). */
export type HeaderSet = 'site' | 'files';

export interface SecurityHeaderValues {
  readonly contentSecurityPolicy: string;
  readonly frameOptions: 'DENY' | 'SAMEORIGIN';
  readonly referrerPolicy: typeof REFERRER_POLICY;
  /** `0`: the legacy XSS auditor is off (it is gone from browsers and could be abused where present); CSP does this. */
  readonly xssProtection: '0';
  /** Undefined over plain http (the local site). */
  readonly strictTransportSecurity?: { readonly maxAgeSeconds: number; readonly includeSubdomains: true };
}

/**
 * The values of one header set; `csp` is the site's policy (`siteCsp`), an uploaded file always gets FILES_CSP. `https` is false only for the local site on `http://localhost`: browsers ignore
 * HSTS received over http (RFC 6797 §8.1), and were it honoured it would pin `localhost` — every port of it — to
 * https for a year, breaking every other local http server. CloudFront serves https only (http redirects).
 */
export const securityHeaderValues = (set: HeaderSet, csp: string, { https }: { https: boolean }): SecurityHeaderValues => ({
  contentSecurityPolicy: set === 'files' ? FILES_CSP : csp,
  frameOptions: set === 'files' ? 'SAMEORIGIN' : 'DENY',
  referrerPolicy: REFERRER_POLICY,
  xssProtection: '0',
  ...(https ? { strictTransportSecurity: { maxAgeSeconds: HSTS_MAX_AGE_SECONDS, includeSubdomains: true as const } } : {}),
});

/** The same values as response headers (lower-case names), as the local site sends them and CloudFront does. */
export const securityHeaders = (values: SecurityHeaderValues): Record<string, string> => ({
  'content-security-policy': values.contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'x-frame-options': values.frameOptions,
  'referrer-policy': values.referrerPolicy,
  'x-xss-protection': values.xssProtection,
  ...(values.strictTransportSecurity
    ? {
        'strict-transport-security': `max-age=${values.strictTransportSecurity.maxAgeSeconds}${values.strictTransportSecurity.includeSubdomains ? '; includeSubDomains' : ''}`,
      }
    : {}),
});
