/** The route table is the one source of every HTTP route: it must be consistent before anything uses it. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES, matchRoute } from '../../shared/routes/index.js';
import { WS_ROUTES } from '../../shared/realtime.js';

const ROOT = join(import.meta.dirname, '..', '..');

describe('the route table', () => {
  it('has unique ids and unique method + path pairs, all under /api', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => `${r.method} ${r.path}`)).size).toBe(ROUTES.length);
    for (const r of ROUTES) expect(r.path).toMatch(/^\/api\//);
  });

  it('names the domain in every id, and every domain has its handler', () => {
    for (const r of ROUTES) {
      expect(r.id.startsWith(`${r.domain}.`)).toBe(true);
      expect(existsSync(join(ROOT, 'functions', r.domain, 'handler.ts'))).toBe(true);
    }
    for (const domain of new Set(Object.values(WS_ROUTES))) {
      expect(existsSync(join(ROOT, 'functions', domain, 'handler.ts'))).toBe(true);
    }
  });

  it('declares who may call every route and summarises it in Chinese', () => {
    for (const r of ROUTES) {
      expect(r.access === 'public' || r.access === 'user' || (Array.isArray(r.access) && r.access.length > 0)).toBe(true);
      expect(r.summary).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('matches concrete paths to their route with parameters, and tells a wrong method apart', () => {
    const presign = matchRoute('POST', '/api/common/upload/presign');
    expect(presign.route?.id).toBe('upload.presign');
    expect(matchRoute('GET', '/api/common/upload/presign')).toEqual({ route: undefined, methodMismatch: true });
    expect(matchRoute('POST', '/api/nothing/here')).toEqual({ route: undefined, methodMismatch: false });
  });
});
