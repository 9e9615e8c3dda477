/**
 * Form state checked with the route's own zod schema (`shared/schemas`) through `shared/validation/validate`,
 * with each issue shown under its field, whether it was found here or in a 400 answer's `data.issues`.
 */
import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { ValidationIssue } from '../../../shared/envelope.js';
import { validate } from '../../../shared/validation/validate.js';
import { isHttpError } from '../api/http-error.js';

export type FormValues = Record<string, string>;

/** Where an issue that names no field of the form is shown: above the submit button. */
export const FORM_LEVEL = '_form';

/**
 * The first message for each field; an issue's path `a.b` belongs to field `a`. Issues for fields the form does
 * not show (`fields`, when given) become the form-level message, so that no refusal goes unseen.
 */
export const issuesByField = (issues: readonly ValidationIssue[], fields?: readonly string[]): Record<string, string> => {
  const byField: Record<string, string> = {};
  for (const issue of issues) {
    const head = issue.path.split('.')[0] ?? '';
    const field = head && (!fields || fields.includes(head)) ? head : FORM_LEVEL;
    byField[field] ??= issue.message;
  }
  return byField;
};

/** Empty fields are left out, so that optional ones stay absent and required ones read as missing. */
export const filledValues = (values: FormValues): FormValues =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));

/** The issues of a 400 answer (docs/conventions.md: `data.issues = [{ path, message }]`), or undefined for other failures. */
export const serverIssues = (error: unknown): ValidationIssue[] | undefined => {
  if (!isHttpError(error) || error.code !== 400) return undefined;
  const issues = (error.data as { issues?: unknown } | undefined)?.issues;
  const list = Array.isArray(issues) ? (issues as ValidationIssue[]) : [];
  return list.length > 0 ? list : [{ path: FORM_LEVEL, message: error.msg }];
};

export interface FieldState {
  validationState?: 'error';
  validationMessage?: string;
}

export interface UseFormOptions<V extends FormValues> {
  /** Rules the schema cannot see (a password typed twice): issues for the values as they stand. */
  check?: (values: V) => ValidationIssue[];
}

export const useForm = <S extends z.ZodType, V extends FormValues>(schema: S, initial: V, options: UseFormOptions<V> = {}) => {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const { check } = options;

  const set = useCallback((name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // The person is correcting this field: its old message no longer applies.
    setErrors((current) => {
      if (!(name in current) && !(FORM_LEVEL in current)) return current;
      const { [name]: _field, [FORM_LEVEL]: _form, ...rest } = current;
      return rest;
    });
  }, []);

  const setError = useCallback((name: string, message: string | undefined) => {
    setErrors((current) => {
      const { [name]: _old, ...rest } = current;
      return message ? { ...rest, [name]: message } : rest;
    });
  }, []);

  /** The parsed input, or undefined after showing every issue under its field. */
  const parse = useCallback(
    (current: V = values): z.output<S> | undefined => {
      const verdict = validate(schema, filledValues(current));
      const extra = check?.(current) ?? [];
      if (verdict.ok && extra.length === 0) return verdict.data;
      setErrors(issuesByField([...(verdict.ok ? [] : verdict.issues), ...extra], Object.keys(current)));
      return undefined;
    },
    [schema, check, values],
  );

  /** Shows a 400's issues under the fields; true when it did, false for any other failure. */
  const showServerIssues = useCallback(
    (error: unknown): boolean => {
      const issues = serverIssues(error);
      if (!issues) return false;
      setErrors(issuesByField(issues, Object.keys(values)));
      return true;
    },
    [values],
  );

  /** An onSubmit handler: parse, then run `action` once at a time; a 400 lands under the fields. */
  const submit = useCallback(
    (action: (input: z.output<S>) => Promise<void>) => async (event?: FormEvent) => {
      event?.preventDefault();
      if (busy.current) return;
      const input = parse();
      if (input === undefined) return;
      busy.current = true;
      setSubmitting(true);
      try {
        await action(input);
      } catch (error) {
        // Any other failure was already shown by the HTTP helper (spec §8).
        showServerIssues(error);
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [parse, showServerIssues],
  );

  /** Props for a Fluent `Input` or `Textarea`. */
  const input = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (_event: unknown, data: { value: string }) => set(name, data.value),
  });

  /** Props for the Fluent `Field` around it: the field's message, if any. */
  const field = (name: keyof V & string): FieldState =>
    errors[name] ? { validationState: 'error', validationMessage: errors[name] } : {};

  return { values, setValues, set, errors, setError, formError: errors[FORM_LEVEL], parse, showServerIssues, submit, submitting, input, field };
};

export type FormApi<V extends FormValues> = ReturnType<typeof useForm<z.ZodType, V>>;
