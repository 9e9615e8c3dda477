/** Turns zod's verdict into the 400 answer of docs/conventions.md: the first message, and every issue with its path. */
import type { z } from 'zod';
import type { ValidationIssue } from '../envelope.js';

export type Verdict<T> = { ok: true; data: T } | { ok: false; msg: string; issues: ValidationIssue[] };

/** Each issue once: two checks of a field may refuse it with the same words (an empty list is both missing and short). */
export const toIssues = (error: z.ZodError): ValidationIssue[] => {
  const seen = new Set<string>();
  return error.issues
    .map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }))
    .filter(({ path, message }) => {
      const key = `${path}\u0000${message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

export const validate = <S extends z.ZodType>(schema: S, value: unknown): Verdict<z.output<S>> => {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const issues = toIssues(result.error);
  return { ok: false, msg: issues[0]?.message ?? '请求参数不正确', issues };
};
