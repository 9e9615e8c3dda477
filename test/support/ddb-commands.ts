/** The DynamoDB commands some work sends from this process, by name, in order (to hold access patterns to keys). */
import { randomUUID } from 'node:crypto';
import { ddb } from '../../functions/lib/store/client.js';

export const commandsOf = async (work: () => Promise<unknown>): Promise<string[]> => {
  const seen: string[] = [];
  const name = `count-${randomUUID()}`;
  ddb.middlewareStack.add(
    (next, context) => async (args) => {
      seen.push(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    await work();
  } finally {
    ddb.middlewareStack.remove(name);
  }
  return seen;
};
