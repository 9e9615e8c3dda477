/** The top-level field names of a route's input schema: an object, maybe refined (still an object) or piped. */
import type { z } from 'zod';

export const fieldsOf = (schema: z.ZodType): string[] => {
  const def = (schema as unknown as { def: { type: string; in?: z.ZodType; shape?: Record<string, unknown> } }).def;
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'pipe' && def.in) return fieldsOf(def.in);
  throw new Error(`an input schema of type ${def.type} is not an object`);
};
