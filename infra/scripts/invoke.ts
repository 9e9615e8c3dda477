/**
 * `npx tsx infra/scripts/invoke.ts <domain> <event.json> [token]`: invokes one domain's handler in-process with a
 * sample event from events/, against the running local cloud (`npm start`) or whatever the environment points at.
 * A `<token>` placeholder in the event is replaced by the given token.
 */
import { readFileSync } from 'node:fs';
import { DOMAINS, type Domain } from '../../shared/domains.js';
import { lambdaContext } from '../local/gateway/lambda-context.js';
import { loadHandler } from '../local/gateway/handlers.js';
import { useTargetEnv } from './target-env.js';

const [domain, eventFile, token = ''] = process.argv.slice(2);
if (!domain || !eventFile || !DOMAINS.includes(domain as Domain)) {
  console.error(`usage: invoke.ts <${DOMAINS.join('|')}> <event.json> [token]`);
  process.exit(2);
}
useTargetEnv();
const event = JSON.parse(readFileSync(eventFile, 'utf8').replaceAll('<token>', token)) as unknown;
const handler = await loadHandler(domain as Domain);
console.log(JSON.stringify(await handler(event, lambdaContext(`hezuo-${domain}`)), null, 2));
