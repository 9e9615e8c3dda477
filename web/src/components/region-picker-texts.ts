/**
 * The region picker's texts (zh_CN), loaded with the picker's chunk rather than with the page. English placeholders:
 * region-picker-texts-en.ts. The places' names are data (shared/regions), not texts.
 */
import { featureTexts } from '../lib/i18n.js';

export const regionPickerZhCN = {
  'regionPicker.group': '所在地区',
  'regionPicker.province': '省份',
  'regionPicker.city': '城市',
  'regionPicker.district': '区县',
  'regionPicker.provincePlaceholder': '请选择省份',
  'regionPicker.cityPlaceholder': '请选择城市',
  'regionPicker.districtPlaceholder': '请选择区县',
  'regionPicker.noneBelow': '无下级地区',
  'regionPicker.expand': '展开选项',
  'regionPicker.clear': '清除选择',
  'regionPicker.noMatch': '无匹配结果',
} as const;

export type RegionPickerTextKey = keyof typeof regionPickerZhCN;

export const tr = featureTexts<RegionPickerTextKey>(regionPickerZhCN, async () => (await import('./region-picker-texts-en.js')).regionPickerEn);
