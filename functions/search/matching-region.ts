/**
 * Where a contractor is, read from what it wrote (docs/search.md "Matching"): a resume holds no region codes, but a
 * person's address and a company's do name places (浙江省杭州市西湖区…, 杭州市滨江区…). The first province named (by its
 * full or its short name, 浙江省 or 浙江) and a city of it; or, with no province named, the first city (杭州市, 杭州).
 */
import { citiesOf, provinces, type Region } from '../../shared/regions/index.js';

export interface FoundRegion {
  provinceCode: string;
  cityCode?: string;
  /** 杭州 or 浙江: the place as a reason names it (short). */
  provinceName: string;
  cityName?: string;
}

const PROVINCE_SUFFIX = /(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/u;
const CITY_SUFFIX = /(市|地区|盟|自治州|[^\s]{1,6}族自治州)$/u;

/** 浙江省 → 浙江, 杭州市 → 杭州; a short name of one character is no name (it would be found everywhere). */
export const shortName = (region: Region, suffix: RegExp): string => {
  const short = region.name.replace(suffix, '');
  return [...short].length >= 2 ? short : region.name;
};

/** Where in `text` a place is first named (its full name first, then its short one), or -1. */
const positionOf = (text: string, region: Region, suffix: RegExp): number => {
  const full = text.indexOf(region.name);
  if (full >= 0) return full;
  return text.indexOf(shortName(region, suffix));
};

const firstOf = (text: string, regions: readonly Region[], suffix: RegExp): Region | undefined => {
  let best: { region: Region; at: number } | undefined;
  for (const region of regions) {
    const at = positionOf(text, region, suffix);
    if (at >= 0 && (!best || at < best.at)) best = { region, at };
  }
  return best?.region;
};

export const regionInText = (text: string | undefined): FoundRegion | undefined => {
  const address = (text ?? '').normalize('NFKC').replace(/\s+/g, '');
  if (!address) return undefined;
  const province = firstOf(address, provinces(), PROVINCE_SUFFIX);
  if (province) {
    const city = firstOf(address, citiesOf(province.code), CITY_SUFFIX);
    return {
      provinceCode: province.code,
      provinceName: shortName(province, PROVINCE_SUFFIX),
      ...(city ? { cityCode: city.code, cityName: shortName(city, CITY_SUFFIX) } : {}),
    };
  }
  for (const p of provinces()) {
    const city = firstOf(address, citiesOf(p.code), CITY_SUFFIX);
    if (city) return { provinceCode: p.code, provinceName: shortName(p, PROVINCE_SUFFIX), cityCode: city.code, cityName: shortName(city, CITY_SUFFIX) };
  }
  return undefined;
};

/** The reason's name of a region given by its codes (a demand's, a document's). */
export const regionNames = (provinceCode: string | undefined, cityCode: string | undefined): { provinceName?: string; cityName?: string } => {
  if (!provinceCode) return {};
  const province = provinces().find((p) => p.code === provinceCode);
  const city = cityCode ? citiesOf(provinceCode).find((c) => c.code === cityCode) : undefined;
  return { ...(province ? { provinceName: shortName(province, PROVINCE_SUFFIX) } : {}), ...(city ? { cityName: shortName(city, CITY_SUFFIX) } : {}) };
};
