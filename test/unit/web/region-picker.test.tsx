// @vitest-environment jsdom
/**
 * The region picker (web/src/components/region-picker.tsx): 省份 · 城市 · 区县, a lower box disabled until the upper
 * one is chosen and emptied when it changes; the district list follows the chosen city; typing Chinese filters the
 * places; a municipality's one city is chosen at once; and the data set stays out of the SPA's first load.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { RegionValue } from '../../../shared/regions/index.js';
import { regionPickerEn } from '../../../web/src/components/region-picker-texts-en.js';
import { regionPickerZhCN } from '../../../web/src/components/region-picker-texts.js';
import { RegionPicker, type RegionPickerProps } from '../../../web/src/components/region-picker.js';
import { renderPage } from './render-page.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** The picker holding its own value, which the test reads from `value`. */
const Harness = ({ initial = {}, ...props }: Partial<RegionPickerProps> & { initial?: RegionValue }) => {
  const [value, setValue] = useState<RegionValue>(initial);
  return (
    <>
      <RegionPicker {...props} value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
};

const box = (name: '省份' | '城市' | '区县') => screen.getByRole('combobox', { name }) as HTMLInputElement;
const valueNow = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}') as RegionValue;
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

/** Opens a box's list and picks the place named. */
const choose = async (level: '省份' | '城市' | '区县', name: string) => {
  fireEvent.click(box(level));
  fireEvent.click(await screen.findByRole('option', { name }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
};

/** Types into a box as an input method would leave it: the text composed. */
const typeInto = (level: '省份' | '城市' | '区县', text: string) => {
  fireEvent.click(box(level));
  fireEvent.change(box(level), { target: { value: text } });
};

describe('RegionPicker', () => {
  it('names its group and boxes in Chinese and keeps the lower boxes disabled until the upper one is chosen', () => {
    const { unsubscribe } = renderPage('/', <Harness required="city" />);
    expect(screen.getByRole('group', { name: '所在地区' })).toBeTruthy();
    expect(box('省份').disabled).toBe(false);
    expect(box('城市').disabled).toBe(true);
    expect(box('区县').disabled).toBe(true);
    expect(box('省份').placeholder).toBe('请选择省份');
    expect(box('省份').getAttribute('aria-required')).toBe('true');
    unsubscribe();
  });

  it('lists the chosen province’s cities, then the chosen city’s districts', async () => {
    const { unsubscribe } = renderPage('/', <Harness />);
    await choose('省份', '浙江省');
    expect(valueNow()).toEqual({ provinceCode: '330000' });
    expect(box('省份').value).toBe('浙江省');
    expect(box('城市').disabled).toBe(false);
    expect(box('区县').disabled).toBe(true);

    fireEvent.click(box('城市'));
    await screen.findByRole('option', { name: '杭州市' });
    expect(optionNames()).toContain('宁波市');
    expect(optionNames()).not.toContain('南京市');
    fireEvent.click(screen.getByRole('option', { name: '杭州市' }));
    await waitFor(() => expect(valueNow()).toEqual({ provinceCode: '330000', cityCode: '330100' }));

    expect(box('区县').disabled).toBe(false);
    fireEvent.click(box('区县'));
    await screen.findByRole('option', { name: '西湖区' });
    expect(optionNames()).toContain('滨江区');
    expect(optionNames()).not.toContain('海曙区'); // 宁波's
    fireEvent.click(screen.getByRole('option', { name: '西湖区' }));
    await waitFor(() => expect(valueNow()).toEqual({ provinceCode: '330000', cityCode: '330100', districtCode: '330106' }));

    // Another city: the district list follows it and the district chosen before is gone.
    await choose('城市', '宁波市');
    expect(valueNow()).toEqual({ provinceCode: '330000', cityCode: '330200' });
    expect(box('区县').value).toBe('');
    fireEvent.click(box('区县'));
    await screen.findByRole('option', { name: '海曙区' });
    expect(optionNames()).not.toContain('西湖区');
    unsubscribe();
  });

  it('empties the city and district when the province changes', async () => {
    const { unsubscribe } = renderPage('/', <Harness initial={{ provinceCode: '330000', cityCode: '330100', districtCode: '330106' }} />);
    expect(box('城市').value).toBe('杭州市');
    expect(box('区县').value).toBe('西湖区');
    await choose('省份', '江苏省');
    expect(valueNow()).toEqual({ provinceCode: '320000' });
    expect(box('城市').value).toBe('');
    expect(box('区县').value).toBe('');
    expect(box('区县').disabled).toBe(true);
    fireEvent.click(box('城市'));
    await screen.findByRole('option', { name: '南京市' });
    expect(optionNames()).not.toContain('杭州市');
    unsubscribe();
  });

  it('filters a box’s places by the Chinese typed, and says when nothing matches', async () => {
    const { unsubscribe } = renderPage('/', <Harness />);
    typeInto('省份', '广');
    await waitFor(() => expect(optionNames()).toEqual(['广东省', '广西壮族自治区']));
    fireEvent.change(box('省份'), { target: { value: '火星' } });
    await waitFor(() => expect(optionNames()).toEqual(['无匹配结果']));
    fireEvent.change(box('省份'), { target: { value: '浙' } });
    fireEvent.click(await screen.findByRole('option', { name: '浙江省' }));
    await waitFor(() => expect(valueNow()).toEqual({ provinceCode: '330000' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    await choose('城市', '杭州市');
    typeInto('区县', '西');
    await waitFor(() => expect(optionNames()).toEqual(['西湖区']));
    unsubscribe();
  });

  it('chooses a municipality’s one city at once, and lists its districts', async () => {
    const { unsubscribe } = renderPage('/', <Harness />);
    await choose('省份', '北京市');
    expect(valueNow()).toEqual({ provinceCode: '110000', cityCode: '110100' });
    expect(box('城市').value).toBe('北京市');
    await choose('区县', '朝阳区');
    expect(valueNow()).toEqual({ provinceCode: '110000', cityCode: '110100', districtCode: '110105' });
    unsubscribe();
  });

  it('says a place has nothing below it (香港, 东莞市) and keeps that box disabled', async () => {
    const { unsubscribe } = renderPage('/', <Harness />);
    await choose('省份', '香港特别行政区');
    expect(box('城市').disabled).toBe(true);
    expect(box('城市').placeholder).toBe('无下级地区');
    await choose('省份', '广东省');
    await choose('城市', '东莞市');
    expect(box('区县').disabled).toBe(true);
    expect(box('区县').placeholder).toBe('无下级地区');
    expect(valueNow()).toEqual({ provinceCode: '440000', cityCode: '441900' });
    unsubscribe();
  });

  it('offers only province and city at depth "city", and nothing when disabled', () => {
    const first = renderPage('/', <Harness depth="city" initial={{ provinceCode: '330000' }} />);
    expect(screen.queryByRole('combobox', { name: '区县' })).toBeNull();
    expect(box('城市').disabled).toBe(false);
    first.unmount();
    first.unsubscribe();
    const second = renderPage('/', <Harness disabled initial={{ provinceCode: '330000', cityCode: '330100' }} />);
    for (const level of ['省份', '城市', '区县'] as const) expect(box(level).disabled).toBe(true);
    second.unsubscribe();
  });
});

describe('the picker’s texts', () => {
  it('are Chinese, with an English placeholder for every key (as test/unit/web/i18n.test.ts holds the others)', () => {
    for (const text of Object.values(regionPickerZhCN)) expect(text).toMatch(/\p{Script=Han}/u);
    expect(Object.keys(regionPickerEn).sort()).toEqual(Object.keys(regionPickerZhCN).sort());
    for (const text of Object.values(regionPickerEn)) expect(text.trim()).not.toBe('');
  });
});

/** The SPA's modules the entry imports statically (not through `import()`), from its own source. */
const firstLoadModules = (entry: string): Set<string> => {
  const seen = new Set<string>();
  const STATIC = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;
  const resolveModule = (from: string, specifier: string): string | undefined => {
    const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
    return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((file) => existsSync(file));
  };
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC)) {
      const next = specifier ? resolveModule(file, specifier) : undefined;
      if (next) visit(next);
    }
  };
  visit(entry);
  return new Set([...seen].map((file) => relative(ROOT, file)));
};

describe('the region data set and the SPA', () => {
  it('stays out of the first load: nothing the shell imports statically reaches shared/regions or the picker', () => {
    const modules = firstLoadModules(join(ROOT, 'web', 'src', 'app', 'main.tsx'));
    // The walk does reach the shell (a broken walk would pass vacuously).
    expect(modules).toContain('web/src/app/router.tsx');
    expect(modules).toContain('web/src/lib/i18n.ts');
    expect([...modules].filter((file) => file.startsWith('shared/regions/') || file.includes('region-picker'))).toEqual([]);
  });
});
