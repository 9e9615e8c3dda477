/** English placeholders of region-picker-texts.ts (only zh_CN is offered; loaded only when English is asked for). */
import type { RegionPickerTextKey } from './region-picker-texts.js';

export const regionPickerEn: Record<RegionPickerTextKey, string> = {
  'regionPicker.group': 'Region',
  'regionPicker.province': 'Province',
  'regionPicker.city': 'City',
  'regionPicker.district': 'District',
  'regionPicker.provincePlaceholder': 'Choose a province',
  'regionPicker.cityPlaceholder': 'Choose a city',
  'regionPicker.districtPlaceholder': 'Choose a district',
  'regionPicker.noneBelow': 'None below',
  'regionPicker.expand': 'Open',
  'regionPicker.clear': 'Clear selection',
  'regionPicker.noMatch': 'No match',
};
