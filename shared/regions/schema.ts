/**
 * zod schemas of a region value `{ provinceCode, cityCode?, districtCode? }` (shared/regions/index.ts), built the way
 * shared/validation/zod.ts builds every field: Chinese messages that name the field. Kept apart from index.ts so
 * that what only reads the data set (the search indexer, which checks its items by hand) does not carry zod.
 *
 * A route's input takes the three fields flat and checks them together:
 *   input({ name: …, ...regionFields() }).superRefine(refineRegion('city'))
 * a draft or a search filter, where no region will do, with the province optional too:
 *   input({ …, ...regionFields(), provinceCode: regionFields().provinceCode.optional() }).superRefine(refineRegion('none'))
 * or the value as one field: `region: regionInput({ required: 'city' })`.
 */
import { object, preprocess, type RefinementCtx } from 'zod';
import { text } from '../validation/zod.js';
import { REGION_MESSAGES, regionProblem, type RegionLevel, type RegionRequirement, type RegionValue } from './index.js';

const CODE = /^\d{6}$/;

/** A 6-digit region code; `请选择<label>` when missing. */
const regionCode = (label: string, required: string) => text(label, { max: 6, pattern: [CODE, `${label}代码不正确`], required });

/** An optional code: '' and null (a cleared form field) are taken as not given. */
const optionalCode = (label: string, required: string) =>
  preprocess((v) => (v === '' || v === null ? undefined : v), regionCode(label, required).optional());

/** The three fields, each checked alone (a 6-digit code); `refineRegion` checks them together. */
export const regionFields = () => ({
  provinceCode: regionCode('省份', REGION_MESSAGES.provinceMissing),
  cityCode: optionalCode('城市', REGION_MESSAGES.cityMissing),
  districtCode: optionalCode('区县', REGION_MESSAGES.districtMissing),
});

/**
 * The check of the three fields together, for `superRefine`: each code in the data set at its level and under the
 * one above it, every level down to `required` given where the place has one (regionProblem).
 */
export const refineRegion =
  (required: RegionRequirement = 'province') =>
  <T extends RegionValue>(value: T, ctx: RefinementCtx<T>): void => {
    // A code that is not 6 digits has been told so by its own field already.
    if ([value.provinceCode, value.cityCode, value.districtCode].some((code) => typeof code === 'string' && !CODE.test(code))) return;
    const problem = regionProblem(value, required);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message, input: value[problem.field] });
  };

/** A region value as one object field. */
export const regionInput = ({ required = 'province' }: { required?: RegionLevel } = {}) =>
  object(regionFields(), { error: (iss) => (iss.input === undefined || iss.input === null ? REGION_MESSAGES.provinceMissing : '地区必须是一个对象') }).superRefine(
    refineRegion(required),
  );
