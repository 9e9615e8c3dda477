/**
 * The region picker: 省份 · 城市 · 区县 side by side, each a combobox that filters its places by what is typed
 * (Chinese, once the input method has composed it). A lower box is disabled until the upper one is chosen, and is
 * emptied when the upper one changes; a province with a single city (the municipalities: 北京市 → 北京市) has it
 * chosen at once. The value is the codes of shared/regions (`{ provinceCode?, cityCode?, districtCode? }`), which
 * the server checks with the same data (shared/regions/schema.ts).
 *
 * It carries the region data set (about 19 KB gzip): only lazily loaded pages may import it, never the shell.
 */
import { Combobox, Option, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useState, type AriaAttributes, type ChangeEvent, type CompositionEvent } from 'react';
import { citiesOf, districtsOf, provinces, REGION_LEVELS, type Region, type RegionLevel, type RegionValue } from '../../../shared/regions/index.js';
import { tr } from './region-picker-texts.js';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  // A combobox's input keeps about 20 characters' width unless told: in a narrow column the boxes would spill over.
  box: { flex: '1 1 140px', minWidth: '120px', '& input': { minWidth: 0, width: '100%' } },
});

export interface RegionPickerProps {
  value: RegionValue;
  /** Told the whole new value: the levels below a changed one are left out. */
  onChange: (value: RegionValue) => void;
  /** The deepest level offered: 'city' for a filter by city, 'district' (the default) for an address. */
  depth?: RegionLevel;
  /** The levels down to this one must be chosen where the place has them: marked required, and not clearable. */
  required?: RegionLevel;
  disabled?: boolean;
  className?: string;
  /** Names the group when no Field does (所在地区 unless told). */
  label?: string;
  /** The province box's id, so that a Field's label focuses it. */
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
}

interface LevelBoxProps {
  className: string;
  label: string;
  placeholder: string;
  regions: readonly Region[];
  code: string | undefined;
  disabled: boolean;
  required: boolean;
  onSelect: (code: string | undefined) => void;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
}

/** One level: its places, filtered by the typed text; the chosen place's name when nothing is being typed. */
const LevelBox = ({ className, label, placeholder, regions, code, disabled, required, onSelect, ...aria }: LevelBoxProps) => {
  // What is typed, until a place is chosen or the list closes; the filter follows it once the input method is done.
  const [typed, setTyped] = useState<string>();
  const [query, setQuery] = useState('');
  const chosen = regions.find((region) => region.code === code);
  const matches = query ? regions.filter((region) => region.name.includes(query)) : regions;
  const reset = () => {
    setTyped(undefined);
    setQuery('');
  };
  const type = (event: ChangeEvent<HTMLInputElement>) => {
    setTyped(event.target.value);
    if (!(event.nativeEvent as InputEvent).isComposing) setQuery(event.target.value.trim());
  };
  return (
    <Combobox
      {...aria}
      className={className}
      aria-label={label}
      aria-required={required || undefined}
      placeholder={placeholder}
      disabled={disabled}
      clearable={!required}
      // Fluent names these buttons in English (Open, Clear selection) unless told.
      expandIcon={{ 'aria-label': tr('regionPicker.expand') }}
      clearIcon={{ 'aria-label': tr('regionPicker.clear') }}
      value={typed ?? chosen?.name ?? ''}
      selectedOptions={chosen ? [chosen.code] : []}
      onChange={type}
      onCompositionEnd={(event: CompositionEvent<HTMLInputElement>) => setQuery(event.currentTarget.value.trim())}
      onOptionSelect={(_event, data) => {
        reset();
        if (data.optionValue !== code) onSelect(data.optionValue || undefined);
      }}
      onOpenChange={(_event, data) => {
        if (!data.open) reset();
      }}
    >
      {matches.length > 0 ? (
        matches.map((region) => (
          <Option key={region.code} value={region.code}>
            {region.name}
          </Option>
        ))
      ) : (
        <Option disabled value="" text="">
          {tr('regionPicker.noMatch')}
        </Option>
      )}
    </Combobox>
  );
};

export const RegionPicker = ({
  value,
  onChange,
  depth = 'district',
  required,
  disabled = false,
  className,
  label,
  id,
  'aria-labelledby': labelledBy,
  ...aria
}: RegionPickerProps) => {
  const styles = useStyles();
  const deepest = REGION_LEVELS.indexOf(depth);
  const needed = required ? REGION_LEVELS.indexOf(required) : -1;
  const cities = value.provinceCode ? citiesOf(value.provinceCode) : [];
  const districts = value.cityCode && cities.some((city) => city.code === value.cityCode) ? districtsOf(value.cityCode) : [];

  /** The value down to the level changed (the codes given), the levels below it left out. */
  const regionValue = (provinceCode?: string, cityCode?: string, districtCode?: string): RegionValue => ({
    ...(provinceCode ? { provinceCode } : {}),
    ...(provinceCode && cityCode ? { cityCode } : {}),
    ...(provinceCode && cityCode && districtCode ? { districtCode } : {}),
  });
  const chooseProvince = (provinceCode: string | undefined) => {
    const only = provinceCode && deepest >= 1 ? citiesOf(provinceCode) : [];
    onChange(regionValue(provinceCode, only.length === 1 ? only[0]?.code : undefined));
  };
  const chooseCity = (cityCode: string | undefined) => onChange(regionValue(value.provinceCode, cityCode));
  const chooseDistrict = (districtCode: string | undefined) => onChange(regionValue(value.provinceCode, value.cityCode, districtCode));

  /** A lower level's placeholder: what to choose, or that the place above has nothing below it. */
  const placeholder = (upperChosen: boolean, regions: readonly Region[], text: string) => (upperChosen && regions.length === 0 ? tr('regionPicker.noneBelow') : text);

  return (
    <div role="group" className={mergeClasses(styles.row, className)} aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : (label ?? tr('regionPicker.group'))}>
      <LevelBox
        {...aria}
        id={id}
        className={styles.box}
        label={tr('regionPicker.province')}
        placeholder={tr('regionPicker.provincePlaceholder')}
        regions={provinces()}
        code={value.provinceCode}
        disabled={disabled}
        required={needed >= 0}
        onSelect={chooseProvince}
      />
      {deepest >= 1 && (
        <LevelBox
          {...aria}
          className={styles.box}
          label={tr('regionPicker.city')}
          placeholder={placeholder(Boolean(value.provinceCode), cities, tr('regionPicker.cityPlaceholder'))}
          regions={cities}
          code={value.cityCode}
          disabled={disabled || cities.length === 0}
          required={needed >= 1 && cities.length > 0}
          onSelect={chooseCity}
        />
      )}
      {deepest >= 2 && (
        <LevelBox
          {...aria}
          className={styles.box}
          label={tr('regionPicker.district')}
          placeholder={placeholder(Boolean(value.cityCode), districts, tr('regionPicker.districtPlaceholder'))}
          regions={districts}
          code={value.districtCode}
          disabled={disabled || districts.length === 0}
          required={needed >= 2 && districts.length > 0}
          onSelect={chooseDistrict}
        />
      )}
    </div>
  );
};
