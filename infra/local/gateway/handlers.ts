/** Loads each domain's Lambda handler in-process, once, exactly as the stack bundles it (functions/<domain>/handler.ts). */
import type { Domain } from '../../../shared/domains.js';

// Handlers are typed loosely here: the gateway passes API Gateway events and reads API Gateway results.
export type LambdaHandler = (event: unknown, context: unknown) => Promise<unknown>;

const loaded = new Map<Domain, Promise<LambdaHandler>>();

export const loadHandler = (domain: Domain): Promise<LambdaHandler> => {
  let handler = loaded.get(domain);
  if (!handler) {
    handler = import(`../../../functions/${domain}/handler.ts`).then((m: { handler: LambdaHandler }) => m.handler);
    loaded.set(domain, handler);
  }
  return handler;
};
