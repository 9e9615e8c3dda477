/**
 * The POST policy of a browser upload, decoded and checked against the form the way S3 does
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html). Pure.
 */
import { S3Error } from './s3-error.js';

export type PolicyCondition =
  | { kind: 'eq'; field: string; name: string; value: string }
  | { kind: 'starts-with'; field: string; name: string; prefix: string }
  | { kind: 'content-length-range'; min: number; max: number };

export interface PostPolicy {
  expiration: Date;
  conditions: PolicyCondition[];
}

export interface ContentLengthRange {
  min: number;
  max: number;
}

/** Fields S3 never asks the policy to cover: the signature machinery itself, the file and `x-ignore-*`. */
const EXEMPT = new Set(['policy', 'x-amz-signature', 'file', 'awsaccesskeyid', 'signature']);
export const isExemptField = (lowerName: string): boolean => EXEMPT.has(lowerName) || lowerName.startsWith('x-ignore-');

const invalid = (message: string) => new S3Error('InvalidPolicyDocument', `Invalid Policy: ${message}`);
const denied = (message: string) => new S3Error('AccessDenied', `Invalid according to Policy: ${message}`);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const fieldName = (reference: unknown, condition: unknown): string => {
  if (typeof reference !== 'string' || !reference.startsWith('$') || reference.length < 2) {
    throw invalid(`Invalid Condition: ${JSON.stringify(condition)}`);
  }
  return reference.slice(1);
};

const lengthBound = (value: unknown): number => {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) throw invalid(`Invalid content-length-range: ${JSON.stringify(value)}`);
  return n;
};

const parseCondition = (condition: unknown): PolicyCondition => {
  if (isRecord(condition)) {
    const entries = Object.entries(condition);
    const [entry] = entries;
    if (entries.length !== 1 || !entry) throw invalid('Invalid Simple-Condition: Simple-Conditions must have exactly one property specified.');
    const [name, value] = entry;
    if (typeof value !== 'string') throw invalid(`Invalid Simple-Condition: value must be a string: ${JSON.stringify(condition)}`);
    return { kind: 'eq', field: name.toLowerCase(), name, value };
  }
  if (!Array.isArray(condition) || condition.length !== 3) throw invalid(`Invalid Condition: ${JSON.stringify(condition)}`);
  const [operation, first, second] = condition as [unknown, unknown, unknown];
  const op = typeof operation === 'string' ? operation.toLowerCase() : operation;
  if (op === 'content-length-range') {
    const min = lengthBound(first);
    const max = lengthBound(second);
    if (min > max) throw invalid(`Invalid content-length-range: ${JSON.stringify(condition)}`);
    return { kind: 'content-length-range', min, max };
  }
  if (op !== 'eq' && op !== 'starts-with') throw invalid(`Invalid Condition: unknown operation ${JSON.stringify(operation)}`);
  const name = fieldName(first, condition);
  if (typeof second !== 'string') throw invalid(`Invalid Condition: value must be a string: ${JSON.stringify(condition)}`);
  return op === 'eq'
    ? { kind: 'eq', field: name.toLowerCase(), name, value: second }
    : { kind: 'starts-with', field: name.toLowerCase(), name, prefix: second };
};

/** Decodes the base64 `Policy` field; S3 answers 400 InvalidPolicyDocument for anything malformed. */
export const decodePolicy = (base64: string): PostPolicy => {
  let document: unknown;
  try {
    document = JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
  } catch {
    throw invalid('Invalid JSON.');
  }
  if (!isRecord(document)) throw invalid('Invalid JSON.');
  if (document.expiration === undefined) throw invalid('Policy missing expiration.');
  const expiration = typeof document.expiration === 'string' ? new Date(document.expiration) : new Date(Number.NaN);
  if (Number.isNaN(expiration.getTime())) throw invalid(`Invalid 'expiration' value: '${String(document.expiration)}'`);
  if (!Array.isArray(document.conditions)) throw invalid('Policy missing conditions.');
  return { expiration, conditions: document.conditions.map(parseCondition) };
};

/** How S3 quotes a failed condition: simple ones are reported in their `["eq", "$name", value]` form. */
export const describeCondition = (condition: PolicyCondition): string => {
  switch (condition.kind) {
    case 'eq':
      return `["eq", "$${condition.name}", ${JSON.stringify(condition.value)}]`;
    case 'starts-with':
      return `["starts-with", "$${condition.name}", ${JSON.stringify(condition.prefix)}]`;
    case 'content-length-range':
      return `["content-length-range", ${condition.min}, ${condition.max}]`;
  }
};

/** `${filename}` in any field stands for the uploaded file's name (its last path part, as old browsers sent paths). */
export const substituteFilename = (value: string, filename: string | undefined): string =>
  value.includes('${filename}') ? value.split('${filename}').join((filename ?? '').split(/[\\/]/).pop() ?? '') : value;

export interface PolicyCheckInput {
  /** The bucket of the URL: `{"bucket": ...}` is checked against it, not against a form field. */
  bucket: string;
  /** Form fields before the file, lower-case names, values after `${filename}` substitution. */
  fields: ReadonlyMap<string, { name: string; value: string }>;
  now: Date;
}

/** Throws S3's AccessDenied for an expired policy, a failed condition or an uncovered field; returns the size range. */
export const checkPolicy = (policy: PostPolicy, input: PolicyCheckInput): ContentLengthRange | undefined => {
  if (input.now.getTime() >= policy.expiration.getTime()) throw denied('Policy expired.');
  const valueOf = (field: string) => (field === 'bucket' ? input.bucket : (input.fields.get(field)?.value ?? ''));
  let range: ContentLengthRange | undefined;
  const covered = new Set<string>();
  for (const condition of policy.conditions) {
    if (condition.kind === 'content-length-range') {
      range = range ? { min: Math.max(range.min, condition.min), max: Math.min(range.max, condition.max) } : condition;
      continue;
    }
    covered.add(condition.field);
    const value = valueOf(condition.field);
    const ok =
      condition.kind === 'eq'
        ? value === condition.value
        : condition.field === 'content-type'
          ? value.split(',').every((part) => part.trim().startsWith(condition.prefix))
          : value.startsWith(condition.prefix);
    if (!ok) throw denied(`Policy Condition failed: ${describeCondition(condition)}`);
  }
  const extra = [...input.fields].filter(([lower]) => !isExemptField(lower) && !covered.has(lower)).map(([, f]) => f.name);
  if (extra.length > 0) throw denied(`Extra input fields: ${extra.join(', ')}`);
  return range;
};

/** The size rule of `content-length-range`, on the bytes actually received. */
export const checkContentLength = (size: number, range: ContentLengthRange | undefined): void => {
  if (!range) return;
  if (size > range.max) {
    throw new S3Error('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', { ProposedSize: size, MaxSizeAllowed: range.max });
  }
  if (size < range.min) {
    throw new S3Error('EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size', { ProposedSize: size, MinSizeAllowed: range.min });
  }
};
