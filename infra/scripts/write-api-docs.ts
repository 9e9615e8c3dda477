/** `npm run docs:api`: writes docs/api/openapi.json and docs/api/README.md from the route table, docs/processes.md from the processes,
 * docs/units.md from the deployment units. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiMarkdown, openApiDocument } from './openapi.js';
import { processDocs } from './process-docs.js';
import { unitsMarkdown } from '../stack/unit-permissions.js';

const dir = join(import.meta.dirname, '..', '..', 'docs', 'api');
writeFileSync(join(dir, 'openapi.json'), `${JSON.stringify(openApiDocument(), null, 2)}\n`);
writeFileSync(join(dir, 'README.md'), apiMarkdown());
writeFileSync(join(dir, '..', 'processes.md'), processDocs());
writeFileSync(join(dir, '..', 'units.md'), unitsMarkdown());
console.log(`API reference written to ${dir}, the processes to docs/processes.md, the units to docs/units.md`);
