/** Matching's pure rules (docs/search.md "Matching"): tags found in text, places read from an address, the score and its reasons. */
import { MATCHING_WEIGHTS } from '../../shared/schemas/matching.js';
import { regionInText, regionNames } from '../../functions/search/matching-region.js';
import { foldText, hasTag, matchedTags, scoreOf, tagsOf } from '../../functions/search/matching-score.js';

describe('tags', () => {
  it('finds a tag as written, whatever its width and case, or by all its grams', () => {
    const text = foldText('微信小程序的开发与ＵＩ 设计');
    expect(hasTag(text, '小程序')).toBe(true);
    expect(hasTag(text, 'ui设计')).toBe(true);
    expect(hasTag(text, '小程序开发')).toBe(false);
    expect(hasTag(foldText('小程序的前端开发'), '前端开发')).toBe(true);
    expect(hasTag(foldText('开发前端'), '前端开发')).toBe(false);
    expect(hasTag(text, 'Java')).toBe(false);
    expect(hasTag(text, '   ')).toBe(false);
  });

  it('keeps the first tags once each, as written', () => {
    expect(tagsOf(['React', ' react ', '', 'UI设计', '小程序'], 2)).toEqual(['React', 'UI设计']);
    expect(matchedTags(['门店预约小程序', undefined, '需要 React 前端'], ['react', 'Vue', '小程序'])).toEqual(['react', '小程序']);
  });
});

describe('regions in an address', () => {
  it('reads the first province and a city of it, by full or short name', () => {
    expect(regionInText('浙江省杭州市西湖区文三路')).toMatchObject({ provinceCode: '330000', cityCode: '330100', provinceName: '浙江', cityName: '杭州' });
    expect(regionInText('浙江 宁波 鄞州')).toMatchObject({ provinceCode: '330000', cityCode: '330200' });
    expect(regionInText('广东省')).toEqual({ provinceCode: '440000', provinceName: '广东' });
  });

  it('reads a city alone, a municipality, and nothing from text naming no place', () => {
    expect(regionInText('杭州市滨江区网商路')).toMatchObject({ provinceCode: '330000', cityCode: '330100' });
    expect(regionInText('北京市朝阳区建国路')).toMatchObject({ provinceCode: '110000', cityCode: '110100', cityName: '北京' });
    expect(regionInText('远程办公')).toBeUndefined();
    expect(regionInText(undefined)).toBeUndefined();
    expect(regionNames('330000', '330100')).toEqual({ provinceName: '浙江', cityName: '杭州' });
  });
});

describe('the score and its reasons', () => {
  it('adds the tags up to their most, the same city over the same province, the on-time rate and good credit', () => {
    const all = scoreOf({ tags: ['小程序', 'UI设计', 'React', 'Vue'], sameCity: '杭州', record: { phases: 25, onTimeRate: 0.96, credit: 75, creditLevel: '信用良好' } });
    expect(all.reasons.map((r) => r.text)).toEqual(['标签匹配：小程序、UI设计、React 等4项', '同城：杭州', '按期率 96%', '信用良好']);
    expect(all.score).toBe(MATCHING_WEIGHTS.tagsMax + MATCHING_WEIGHTS.sameCity + 10 + MATCHING_WEIGHTS.credit);
    expect(scoreOf({ tags: ['小程序'], sameProvince: '浙江' })).toEqual({ score: 30, reasons: [{ kind: 'tags', text: '标签匹配：小程序' }, { kind: 'region', text: '同省：浙江' }] });
  });

  it('says nothing of a record without phases nor of ordinary credit, and takes poor credit off', () => {
    expect(scoreOf({ tags: ['小程序'], record: { phases: 0, onTimeRate: null, credit: 60, creditLevel: '信用一般' } })).toEqual({ score: 20, reasons: [{ kind: 'tags', text: '标签匹配：小程序' }] });
    expect(scoreOf({ tags: ['小程序'], record: { phases: 2, onTimeRate: 0, credit: 50, creditLevel: '信用较差' } })).toEqual({ score: 20 - MATCHING_WEIGHTS.credit, reasons: [{ kind: 'tags', text: '标签匹配：小程序' }] });
    expect(scoreOf({ tags: ['小程序'], record: { phases: 4, onTimeRate: 0.75, credit: 65, creditLevel: '信用一般' } })).toEqual({ score: 28, reasons: [{ kind: 'tags', text: '标签匹配：小程序' }] });
    expect(scoreOf({ tags: [] })).toEqual({ score: 0, reasons: [] });
  });
});
