/**
 * The local site's security headers (docs/SECURITY.md "Headers and transport"): the same values CloudFront's
 * response headers policies set on AWS (both built by infra/site-headers.ts; the template is held by
 * test/unit/stack-headers.test.ts), on every kind of answer the site gives, and a policy that lets the SPA reach
 * exactly what it needs: its sockets and the storage its uploads go to.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { inject } from 'vitest';
import { ensureWebBuilt } from '../../infra/local/web-build.js';
import { BOOT_SCRIPT_SOURCE, FILES_CSP, REFERRER_POLICY } from '../../infra/site-headers.js';
import type { SiteConfig } from '../../shared/runtime-config.js';
import { BOOT_SCRIPT, BOOT_SHELL_ID } from '../../shared/site-boot.js';
import { newPerson } from '../support/people.js';
import { uploadAs } from '../support/uploads.js';

const site = () => inject('cloud').siteUrl;
const get = (path: string) => fetch(`${site()}${path}`, { redirect: 'manual' });

/** `default-src 'self'; img-src …` -> directive -> sources. */
const directives = (csp: string): Map<string, string[]> =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );

/** Whether a CSP source list lets the site load `url` (exact origins, `'self'`, and scheme sources). */
const allows = (sources: readonly string[], url: string): boolean => {
  const target = new URL(url);
  const self = new URL(site());
  const sameOrigin = target.origin === self.origin || (target.host === self.host && /^wss?:$/.test(target.protocol));
  return sources.some((s) => (s === "'self'" && sameOrigin) || s === target.protocol || (/^[a-z]+:\/\//.test(s) && new URL(s).origin === target.origin));
};

/** What the SPA's own answers carry: its CSP, no sniffing, no framing, a strict referrer, and no HSTS over http. */
const expectSiteHeaders = (res: Response, what: string) => {
  const csp = res.headers.get('content-security-policy') ?? '';
  const d = directives(csp);
  expect(d.get('default-src'), what).toEqual(["'self'"]);
  // Its own scripts, and the boot shell's one inline script by its hash (shared/site-boot.ts).
  expect(d.get('script-src'), what).toEqual(["'self'", BOOT_SCRIPT_SOURCE]);
  // Griffel's run-time <style> elements (infra/site-headers.ts says why no nonce): styles only, never scripts.
  expect(d.get('style-src'), what).toEqual(["'self'", "'unsafe-inline'"]);
  expect(d.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(d.get('object-src'), what).toEqual(["'none'"]);
  expect(d.get('base-uri'), what).toEqual(["'self'"]);
  expect(d.get('img-src')?.slice(0, 3), what).toEqual(["'self'", 'data:', 'blob:']);
  expect(d.get('media-src')?.slice(0, 2), what).toEqual(["'self'", 'blob:']);
  // No wildcard anywhere: no `*`, no bare `http:`/`https:` scheme that would admit any host.
  expect(csp, what).not.toMatch(/(^|\s)(\*|https?:)(\s|;|$)/);
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('x-frame-options'), what).toBe('DENY');
  expect(res.headers.get('referrer-policy'), what).toBe(REFERRER_POLICY);
  expect(res.headers.get('x-xss-protection'), what).toBe('0');
  // Plain http locally: HSTS would be ignored by browsers, and would pin every port of localhost to https.
  expect(res.headers.get('strict-transport-security'), what).toBeNull();
  return d;
};

const expectFilesHeaders = (res: Response, what: string) => {
  expect(res.headers.get('content-security-policy'), what).toBe(FILES_CSP);
  expect(directives(FILES_CSP).has('sandbox'), what).toBe(true);
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('x-frame-options'), what).toBe('SAMEORIGIN');
  expect(res.headers.get('referrer-policy'), what).toBe(REFERRER_POLICY);
  expect(res.headers.get('strict-transport-security'), what).toBeNull();
};

// The site serves whatever web/dist holds at request time: built here when this project runs without the e2e one.
beforeAll(() => void ensureWebBuilt(join(import.meta.dirname, '..', '..')));

describe('the site answers with its security headers', () => {
  it('on the SPA: /, /index.html, a route path and a content-hashed asset', async () => {
    // Act
    const root = await get('/');
    const index = await get('/index.html');
    const route = await get('/work');
    const html = await root.text();

    // Assess
    for (const [res, what] of [[root, '/'], [index, '/index.html'], [route, '/work']] as const) {
      expect(res.status, what).toBe(200);
      expectSiteHeaders(res, what);
    }
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const script = await get(asset!);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expectSiteHeaders(script, asset!);
    // Vite emits no inline script; the one inline script is the boot shell's, and the policy admits it by its hash:
    // the text served is the text hashed.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([^<]*)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toEqual([BOOT_SCRIPT]);
    expect(`'sha256-${createHash('sha256').update(inline[0]!, 'utf8').digest('base64')}'`).toBe(BOOT_SCRIPT_SOURCE);
    expect(html).toContain(`<div id="${BOOT_SHELL_ID}">`);
  });

  it('on /config.json, and its policy admits the socket it names', async () => {
    // Act
    const res = await get('/config.json');
    const config = (await res.json()) as SiteConfig;

    // Assess
    expect(res.status).toBe(200);
    const d = expectSiteHeaders(res, '/config.json');
    expect(allows(d.get('connect-src') ?? [], config.wsUrl), config.wsUrl).toBe(true);
    expect(allows(d.get('connect-src') ?? [], `${site()}${config.apiBase}/x`)).toBe(true);
  });

  it('lets the SPA post an upload where the presign sends it and read the file back, under /files headers', async () => {
    // Prepare
    const person = await newPerson();
    const policy = directives((await get('/config.json')).headers.get('content-security-policy') ?? '');

    // Act: an upload as the SPA makes it (presigned POST straight to the storage), then the file read back.
    const uploaded = await uploadAs(person, 'avatar', 'me.png');
    const file = await get(new URL(uploaded.fileUrl).pathname);

    // Assess: the POST's target and signed reads (same storage) are allowed; the file is served sandboxed.
    expect(allows(policy.get('connect-src') ?? [], uploaded.url), uploaded.url).toBe(true);
    expect(allows(policy.get('img-src') ?? [], uploaded.url), uploaded.url).toBe(true);
    expect(allows(policy.get('img-src') ?? [], uploaded.fileUrl), uploaded.fileUrl).toBe(true);
    expect(file.status).toBe(200);
    expectFilesHeaders(file, uploaded.fileUrl);
  });

  it('on refused and missing /files paths too', async () => {
    // Act
    const privateKind = await get('/files/chat-image/u1/01J.png');
    const missing = await get('/files/avatar/nobody/01J.png');

    // Assess
    expect(privateKind.status).toBe(403);
    expectFilesHeaders(privateKind, 'a private kind');
    expect(missing.status).toBe(404);
    expectFilesHeaders(missing, 'a missing file');
  });

  it('on /api answers: JSON, never cached, never sniffed', async () => {
    // Act
    const res = await get('/api/captchaImage');

    // Assess: the function's own headers, and the site's as CloudFront's /api/* behaviour adds them (the same
    // policy, test/unit/stack-headers.test.ts).
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expectSiteHeaders(res, '/api');
  });
});
