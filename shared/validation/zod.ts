/**
 * zod configured for Chinese messages, plus field builders whose messages name the field (docs/conventions.md: a 400
 * names the first bad field in Chinese). Every schema of the route table is built from these.
 */
// Named imports only: the `z` namespace object would drag every locale of zod into each bundle (~350 KB).
import { boolean, config, enum as zodEnum, number, object, preprocess, string, type ZodRawShape } from 'zod';
import zhCN from 'zod/v4/locales/zh-CN.js';

// Builders below give every message the field's label. Anything else (a shape no builder made) falls back to
// zod's Chinese locale, prefixed with the field's path so that the message still names the field.
const locale = zhCN().localeError;
config({
  localeError: locale,
  customError: (iss) => {
    const text = locale(iss);
    const message = typeof text === 'string' ? text : (text?.message ?? '输入无效');
    const path = (iss.path ?? []).map(String).join('.');
    return path ? `${path}：${message}` : message;
  },
});

interface TextOptions {
  min?: number;
  max: number;
  /** A regular expression the trimmed text must match, with the message shown when it does not. */
  pattern?: readonly [RegExp, string];
  /** The message for a missing or empty value; '请填写…' unless told (an upload says '请上传…'). */
  required?: string;
  /** What the trimmed text is read as before its length and pattern are judged (full-width digits as ASCII: toHalfWidth). */
  normalise?: (value: string) => string;
}

const missing = (input: unknown): boolean => input === undefined || input === null;

/**
 * Half of a UTF-16 surrogate pair without its other half: JSON can carry it (`"\ud800"`), but it is no character, it
 * cannot be written as UTF-8 (DynamoDB, S3 metadata, a download's file name) and `encodeURIComponent` throws on it.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** A required string, trimmed, with the field's Chinese label in every message; no lone surrogate. */
export const text = (label: string, { min = 1, max, pattern, required = `请填写${label}`, normalise }: TextOptions) => {
  let schema = string({ error: (iss) => (missing(iss.input) ? required : `${label}必须是文本`) }).trim();
  if (normalise) schema = schema.overwrite(normalise);
  schema = schema.max(max, `${label}不能超过${max}个字符`);
  if (min > 0) schema = schema.min(min, min === 1 ? required : `${label}至少${min}个字符`);
  if (pattern) schema = schema.regex(pattern[0], pattern[1]);
  // After the field's own pattern, whose message (what the field takes) comes first where it also refuses.
  return schema.refine((value) => !LONE_SURROGATE.test(value), `${label}含有无法识别的字符`);
};

const DECIMAL = /^-?\d{1,24}(\.\d{1,8})?$/;

/** A number that may arrive as a string (query strings and forms), bounded, in whole units unless told. */
export const num = (label: string, { min, max, int = true }: { min: number; max: number; int?: boolean }) => {
  let inner = number({ error: (iss) => (missing(iss.input) ? `请填写${label}` : `${label}必须是数字`) });
  if (int) inner = inner.int(`${label}必须是整数`);
  inner = inner.min(min, `${label}不能小于${min}`).max(max, `${label}不能大于${max}`);
  // Only plain decimal text becomes a number: `0x64`, `1e3` and padded ` 100` stay text and are refused as not a number.
  return preprocess((v) => (typeof v === 'string' && DECIMAL.test(v) ? Number(v) : v), inner);
};

/** One of a fixed set of values. */
export const oneOf = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  zodEnum(values, { error: (iss) => (missing(iss.input) ? `请选择${label}` : `${label}取值不正确`) });

/** A boolean that may arrive as 'true' / 'false' (query strings and forms). */
export const flag = (label: string) =>
  preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    boolean({ error: (iss) => (missing(iss.input) ? `请选择${label}` : `${label}取值不正确`) }),
  );

/** An id: ULIDs, numbers as strings and the like; never free text. */
export const id = (label: string) =>
  text(label, { max: 64, pattern: [/^[A-Za-z0-9_-]+$/, `${label}格式不正确`] });

/** The id of a person, request, team or chat group: a ULID (functions/lib/ids.ts); anything else is refused early. */
export const ulid = (label: string) => text(label, { max: 26, pattern: [/^[0-9A-HJKMNP-TV-Z]{26}$/, `${label}格式不正确`] });

/** The `{ current, size }` of every list call (docs/conventions.md "Data"). */
export const pageInput = (defaultSize: number, maxSize = 100) => ({
  current: num('页码', { min: 1, max: 100_000 }).default(1),
  size: num('每页条数', { min: 1, max: maxSize }).default(defaultSize),
});

/** An object schema whose own type error (not an object at all) is also Chinese. */
export const input = <S extends ZodRawShape>(shape: S) =>
  object(shape, { error: '请求内容必须是一个对象' });

/** The URL of an uploaded file (or any http(s) address a field may point to). */
export const fileUrl = (label: string) => text(label, { max: 500, pattern: [/^https?:\/\/\S+$/, `${label}地址不正确`], required: `请上传${label}` });

/** The input of a route that takes none. */
export const noInput = input({});
