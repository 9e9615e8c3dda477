/**
 * `npx tsx infra/scripts/invoke.ts <domain> <event.json> [token]`: invokes one domain's handler in-process with a
 * sample event from events/, against the running local cloud (`npm start`) or whatever the environment points at.
 * A `<token>` placeholder in the event is replaced by the given token.
 */
import { existsSync, readFileSync } from 'node:fs';
import { DOMAINS, type Domain } from '../../shared/domains.js';
import { lambdaContext } from '../local/gateway/lambda-context.js';
import { loadHandler } from '../local/gateway/handlers.js';
import { DEFAULT_DATA_DIR, runningEnvFile } from '../local/cloud.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const [domain, eventFile, token = ''] = process.argv.slice(2);
if (!domain || !eventFile || !DOMAINS.includes(domain as Domain)) {
  console.error(`usage: invoke.ts <${DOMAINS.join('|')}> <event.json> [token]`);
  process.exit(2);
}
// Use the running local cloud's environment unless the shell configures one (LocalStack, AWS).
const running = runningEnvFile(DEFAULT_DATA_DIR);
if (!process.env.TABLE_NAME && existsSync(running)) {
  for (const [name, value] of Object.entries(JSON.parse(readFileSync(running, 'utf8')) as Record<string, string>)) {
    process.env[name] ??= value;
  }
}
const event = JSON.parse(readFileSync(eventFile, 'utf8').replaceAll('<token>', token)) as unknown;
const handler = await loadHandler(domain as Domain);
console.log(JSON.stringify(await handler(event, lambdaContext(`hezuo-${domain}`)), null, 2));
