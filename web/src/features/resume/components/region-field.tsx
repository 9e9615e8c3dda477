/**
 * 所在地区 of a resume (province and city): where its owner works, by which 人才 and 单位 filter and matching says
 * 同城 (docs/search.md "Resumes"). Optional; a company without it is placed by its public address.
 */
import { Field } from '@fluentui/react-components';
import { useState } from 'react';
import type { RegionValue } from '../../../../../shared/regions/index.js';
import { RegionPicker } from '../../../components/region-picker.js';
import { tr } from '../texts.js';

/** The region as the form keeps it, and what a save sends (both codes left out when none is chosen). */
export const useResumeRegion = (saved: { provinceCode?: string; cityCode?: string }) => {
  const [region, setRegion] = useState<RegionValue>({ provinceCode: saved.provinceCode, cityCode: saved.cityCode });
  const regionToSave = (): { provinceCode?: string; cityCode?: string } =>
    region.provinceCode ? { provinceCode: region.provinceCode, ...(region.cityCode ? { cityCode: region.cityCode } : {}) } : {};
  return { region, setRegion, regionToSave };
};

export const RegionField = ({ value, onChange }: { value: RegionValue; onChange: (value: RegionValue) => void }) => (
  <Field label={tr('resume.region')} hint={tr('resume.regionHint')}>
    <RegionPicker value={value} onChange={onChange} depth="city" label={tr('resume.region')} />
  </Field>
);
