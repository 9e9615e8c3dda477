/** The route table is the one source of every HTTP route: it must be consistent before anything uses it. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES, matchRoute } from '../../shared/routes/index.js';
import { WS_ROUTES } from '../../shared/realtime.js';
import { unitOf } from '../../shared/routes/types.js';
import { UNITS } from '../../shared/units.js';

const ROOT = join(import.meta.dirname, '..', '..');

describe('the route table', () => {
  it('has unique ids and unique method + path pairs, all under /api', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => `${r.method} ${r.path}`)).size).toBe(ROUTES.length);
    for (const r of ROUTES) expect(r.path).toMatch(/^\/api\//);
  });

  it("names the domain in every id, and every route and socket route has its unit's handler", () => {
    for (const r of ROUTES) {
      expect(r.id.startsWith(`${r.domain}.`)).toBe(true);
      expect(existsSync(join(ROOT, 'functions', UNITS[unitOf(r)].entry)), r.id).toBe(true);
    }
    for (const unit of new Set(Object.values(WS_ROUTES))) {
      expect(existsSync(join(ROOT, 'functions', UNITS[unit].entry)), unit).toBe(true);
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
