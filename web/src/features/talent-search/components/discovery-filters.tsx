/**
 * The 人才 and 单位 tabs' filters: who (个人 / 团队; 全部 / 企业 / 团队), tags (every one required: typed and added with
 * Enter or 添加, removed from their chips), the region (province and city) and, on 单位, a company's size.
 */
import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { DISCOVERY_MAX_TAGS, UNIT_SCALE_CODES, UNIT_SCALES } from '../../../../../shared/schemas/discovery.js';
import { RESUME_LIMITS } from '../../../../../shared/limits-resume.js';
import { RegionPicker } from '../../../components/region-picker.js';
import { cleanTags, isFiltered, typesOf, type DiscoveryFilters, type DiscoveryTab } from '../model/filters.js';
import { td } from '../texts.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, border: 'none', minWidth: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300 },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  chip: { minWidth: 0, borderRadius: tokens.borderRadiusCircular },
  tagRow: { display: 'flex', gap: tokens.spacingHorizontalXS, '& > span': { flex: '1 1 0', minWidth: 0 } },
  note: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export interface DiscoveryFiltersProps {
  tab: DiscoveryTab;
  filters: DiscoveryFilters;
  onChange: (patch: Partial<DiscoveryFilters>) => void;
}

export const DiscoveryFiltersForm = ({ tab, filters, onChange }: DiscoveryFiltersProps) => {
  const styles = useStyles();
  const [typed, setTyped] = useState('');
  const full = filters.tags.length >= DISCOVERY_MAX_TAGS;
  const addTag = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim() || full) return;
    onChange({ tags: cleanTags([...filters.tags, typed]) });
    setTyped('');
  };
  const types: (string | undefined)[] = tab === 'talent' ? [...typesOf(tab)] : [undefined, ...typesOf(tab)];
  const chosenType = filters.type ?? (tab === 'talent' ? 'PERSONAGE' : undefined);
  return (
    <div className={styles.form}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{td('ds.type')}</legend>
        <div className={styles.chips}>
          {types.map((type) => (
            <Button
              key={type ?? 'all'}
              className={styles.chip}
              size="small"
              shape="circular"
              appearance={chosenType === type ? 'primary' : 'outline'}
              aria-pressed={chosenType === type}
              onClick={() => onChange({ type, ...(type === 'TEAM' ? { scale: undefined } : {}) })}
              data-testid={`discovery-type-${type ?? 'all'}`}
            >
              {td(type ? (`ds.type.${type}` as 'ds.type.TEAM') : 'ds.type.all')}
            </Button>
          ))}
        </div>
      </fieldset>
      <form className={styles.group} onSubmit={addTag} aria-labelledby="discovery-tags-label">
        <span className={styles.legend} id="discovery-tags-label">
          {td(tab === 'talent' ? 'ds.tags.talent' : 'ds.tags.unit')}
        </span>
        <div className={styles.tagRow}>
          <Input
            value={typed}
            maxLength={RESUME_LIMITS.tag}
            placeholder={td('ds.tags.placeholder')}
            disabled={full}
            aria-labelledby="discovery-tags-label"
            onChange={(_e, change) => setTyped(change.value)}
            data-testid="discovery-tag-input"
          />
          <Button type="submit" size="small" disabled={full || !typed.trim()} data-testid="discovery-tag-add">
            {td('ds.tags.add')}
          </Button>
        </div>
        {filters.tags.length > 0 && (
          <div className={styles.chips}>
            {filters.tags.map((tag) => (
              <Button key={tag} className={styles.chip} size="small" shape="circular" appearance="primary" aria-label={td('ds.tags.remove', { tag })} onClick={() => onChange({ tags: filters.tags.filter((t) => t !== tag) })} data-testid="discovery-tag-chip">
                {tag} ×
              </Button>
            ))}
          </div>
        )}
        {full && <p className={styles.note}>{td('ds.tags.max', { max: DISCOVERY_MAX_TAGS })}</p>}
      </form>
      <fieldset className={styles.group}>
        <legend className={styles.legend} id={`discovery-region-label-${tab}`}>
          {td('ds.region')}
        </legend>
        <RegionPicker
          depth="city"
          aria-labelledby={`discovery-region-label-${tab}`}
          value={{ ...(filters.provinceCode ? { provinceCode: filters.provinceCode } : {}), ...(filters.cityCode ? { cityCode: filters.cityCode } : {}) }}
          onChange={(value) => onChange({ provinceCode: value.provinceCode, cityCode: value.cityCode })}
        />
      </fieldset>
      {tab === 'unit' && filters.type !== 'TEAM' && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{td('ds.scale')}</legend>
          <div className={styles.chips}>
            {[undefined, ...UNIT_SCALE_CODES].map((scale) => (
              <Button
                key={scale ?? 'any'}
                className={styles.chip}
                size="small"
                shape="circular"
                appearance={filters.scale === scale ? 'primary' : 'outline'}
                aria-pressed={filters.scale === scale}
                onClick={() => onChange({ scale })}
                data-testid={`discovery-scale-${scale ?? 'any'}`}
              >
                {scale ? UNIT_SCALES[scale].label : td('ds.scale.any')}
              </Button>
            ))}
          </div>
        </fieldset>
      )}
      {isFiltered(filters) && (
        <Button appearance="subtle" onClick={() => onChange({ tags: [], provinceCode: undefined, cityCode: undefined, scale: undefined })} data-testid="discovery-reset">
          {td('ds.reset')}
        </Button>
      )}
    </div>
  );
};
