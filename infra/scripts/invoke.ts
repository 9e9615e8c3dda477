/**
 * `npx tsx infra/scripts/invoke.ts <unit> <event.json> [token]`: invokes one deployment unit's handler (shared/units.ts) in-process with a
 * sample event from events/, against the running local cloud (`npm start`) or whatever the environment points at.
 * A `<token>` placeholder in the event is replaced by the given token.
 */
import { readFileSync } from 'node:fs';
import { UNIT_NAMES, type UnitName } from '../../shared/units.js';
import { lambdaContext } from '../local/gateway/lambda-context.js';
import { loadHandler } from '../local/gateway/handlers.js';
import { useTargetEnv } from './target-env.js';

const [unit, eventFile, token = ''] = process.argv.slice(2);
if (!unit || !eventFile || !UNIT_NAMES.includes(unit as UnitName)) {
  console.error(`usage: invoke.ts <${UNIT_NAMES.join('|')}> <event.json> [token]`);
  process.exit(2);
}
useTargetEnv();
const event = JSON.parse(readFileSync(eventFile, 'utf8').replaceAll('<token>', token)) as unknown;
const handler = await loadHandler(unit as UnitName);
console.log(JSON.stringify(await handler(event, lambdaContext(`hezuo-${unit}`)), null, 2));
