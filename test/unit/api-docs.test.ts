/** The committed API reference is the one the route table generates: a route in one and not the other is a defect. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiMarkdown, openApiDocument } from '../../infra/scripts/openapi.js';
import { ROUTES } from '../../shared/routes/index.js';

const dir = join(import.meta.dirname, '..', '..', 'docs', 'api');

describe('docs/api', () => {
  it('is current with the route table (run `npm run docs:api` after changing a route)', () => {
    expect(JSON.parse(readFileSync(join(dir, 'openapi.json'), 'utf8'))).toEqual(openApiDocument());
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toBe(apiMarkdown());
  });

  it('documents every route with its input', () => {
    const doc = openApiDocument();
    for (const route of ROUTES) {
      const op = doc.paths[route.path]?.[route.method.toLowerCase()] as { operationId: string } | undefined;
      expect(op?.operationId).toBe(route.id);
    }
  });
});
