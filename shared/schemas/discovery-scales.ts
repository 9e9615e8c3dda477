/**
 * A company's size bands and the tags a discovery search may require (issue 31; docs/search.md "Resumes"), apart from ./discovery.ts so that the search indexer,
 * which reads resume items by hand, does not carry zod.
 */
/**
 * A company's size by its staff (the resume's counts by education, summed): the 单位 tab's 规模 filter. A company whose
 * resume counts nobody, and a team, has none.
 */
export const UNIT_SCALES = {
  S: { label: '20人以下', min: 1, max: 19 },
  M: { label: '20-99人', min: 20, max: 99 },
  L: { label: '100-499人', min: 100, max: 499 },
  XL: { label: '500人及以上', min: 500, max: Number.MAX_SAFE_INTEGER },
} as const;
export type UnitScale = keyof typeof UNIT_SCALES;
export const UNIT_SCALE_CODES = Object.keys(UNIT_SCALES) as [UnitScale, ...UnitScale[]];

/** The scale of a staff count, or undefined for none. */
export const scaleOf = (staff: number): UnitScale | undefined => UNIT_SCALE_CODES.find((code) => staff >= UNIT_SCALES[code].min && staff <= UNIT_SCALES[code].max);


/** Tags a search may require at once, every one (the kinds declare a filter for each: `tag0`…). */
export const DISCOVERY_MAX_TAGS = 5;

/** The filters of the tags, one each, so that every tag is required (a filter is one value or any of several). */
export const tagFilters = (field: string): Record<string, string> => Object.fromEntries(Array.from({ length: DISCOVERY_MAX_TAGS }, (_, i) => [`tag${i}`, field]));

/** A search's tags as those filters' values. */
export const tagFilterValues = (tags: readonly string[] | undefined): Record<string, string> => Object.fromEntries((tags ?? []).slice(0, DISCOVERY_MAX_TAGS).map((tag, i) => [`tag${i}`, tag]));
