/**
 * Loads each deployment unit's Lambda handler in-process, once, from the same file the stack bundles
 * (shared/units.ts `entry`), so that one machine routes every request to the unit that serves it on AWS; each
 * invocation runs under the unit's table grants as IAM enforces them there (./unit-grants.ts).
 */
import { UNITS, type UnitName } from '../../../shared/units.js';
import type * as UnitGrants from './unit-grants.js';

// Handlers are typed loosely here: the gateway passes API Gateway events and reads API Gateway results.
export type LambdaHandler = (event: unknown, context: unknown) => Promise<unknown>;

const loaded = new Map<UnitName, Promise<LambdaHandler>>();

export const loadHandler = (unit: UnitName): Promise<LambdaHandler> => {
  let handler = loaded.get(unit);
  if (!handler) {
    // Imported when a handler is first needed: the environment (endpoints, table) is set by then.
    handler = Promise.all([import(`../../../functions/${UNITS[unit].entry}`), import('./unit-grants.js')]).then(
      ([module, { asUnit, enforceUnitGrants }]: [{ handler: LambdaHandler }, typeof UnitGrants]) => {
        enforceUnitGrants();
        return (event: unknown, context: unknown) => asUnit(unit, () => module.handler(event, context));
      },
    );
    loaded.set(unit, handler);
  }
  return handler;
};
