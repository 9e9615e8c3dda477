/**
 * The finder's filters: category (the platform tree; on the workbench also 我关注的分类), region (province and city),
 * publisher type, who may apply, a budget range typed in yuan (applied when the field is left or Enter is pressed),
 * and 只看未截止. Every change goes to the address (model/filters.ts) and back to page 1.
 */
import { Button, Field, Input, Select, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { ACCOUNT_TYPES, type AccountType } from '../../../../../shared/domains.js';
import type { Category } from '../../../../../shared/schemas/content.js';
import { RegionPicker } from '../../../components/region-picker.js';
import { flattenCategories } from '../model/categories.js';
import { ALL_CATEGORIES, budgetBounds, isFiltered, type FinderFilters } from '../model/filters.js';
import { tf } from '../texts.js';
import { typeLabel } from './labels.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  select: { width: '100%', minWidth: 0 },
  // One box a row, as wide as the panel (side by side they would outgrow a phone's panel).
  region: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' },
  range: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  rangeInput: { minWidth: 0, width: '100%', paddingInline: tokens.spacingHorizontalXS, '& input': { minWidth: 0, width: '100%', paddingInline: tokens.spacingHorizontalXXS } },
  to: { color: tokens.colorNeutralForeground3 },
  yen: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200, margin: 0 },
});

/** The category select's value for the page's default (all, or the followed categories on the workbench). */
const DEFAULT_VALUE = '';

export interface FinderFiltersProps {
  filters: FinderFilters;
  onChange: (patch: Partial<FinderFilters>) => void;
  categories: readonly Category[] | undefined;
  /** The workbench: the followed categories are the default, named as such (none followed: every category). */
  followed?: boolean;
}

const typeOptions = (label: string) => [
  <option key="" value="">
    {label}
  </option>,
  ...ACCOUNT_TYPES.map((type) => (
    <option key={type} value={type}>
      {typeLabel(type)}
    </option>
  )),
];

const asType = (value: string): AccountType | undefined => ((ACCOUNT_TYPES as readonly string[]).includes(value) ? (value as AccountType) : undefined);

export const FinderFiltersForm = ({ filters, onChange, categories, followed = false }: FinderFiltersProps) => {
  const styles = useStyles();
  const budgetErrorId = useId();
  const [min, setMin] = useState(filters.budgetMin);
  const [max, setMax] = useState(filters.budgetMax);
  // The address changed by itself (back, forward, 重置筛选): the fields follow it.
  useEffect(() => setMin(filters.budgetMin), [filters.budgetMin]);
  useEffect(() => setMax(filters.budgetMax), [filters.budgetMax]);

  const budgetError = budgetBounds(min, max).error;
  const commitBudget = () => {
    if (min.trim() !== filters.budgetMin || max.trim() !== filters.budgetMax) onChange({ budgetMin: min.trim(), budgetMax: max.trim() });
  };
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitBudget();
  };

  const known = new Set(flattenCategories(categories ?? []).map(({ category }) => category.id));
  const categoryValue = filters.category ?? DEFAULT_VALUE;

  return (
    <div className={styles.form}>
      <Field label={tf('pf.find.category')}>
        <Select
          className={styles.select}
          value={categoryValue}
          onChange={(_event, data) => onChange({ category: data.value === DEFAULT_VALUE ? undefined : data.value })}
          data-testid="filter-category"
        >
          {followed ? (
            <>
              <option value={DEFAULT_VALUE}>{tf('pf.find.followedCategories')}</option>
              <option value={ALL_CATEGORIES}>{tf('pf.find.allCategories')}</option>
            </>
          ) : (
            <option value={DEFAULT_VALUE}>{tf('pf.find.allCategories')}</option>
          )}
          {(categories ?? []).map((top) =>
            top.children && top.children.length > 0 ? (
              <optgroup key={top.id} label={top.name}>
                <option value={top.id}>{tf('pf.find.categoryAll', { name: top.name })}</option>
                {top.children.map((child) => (
                  <option key={child.id} value={child.id}>
                    {child.name}
                  </option>
                ))}
              </optgroup>
            ) : (
              <option key={top.id} value={top.id}>
                {top.name}
              </option>
            ),
          )}
          {filters.category && filters.category !== ALL_CATEGORIES && !known.has(filters.category) && <option value={filters.category}>{filters.category}</option>}
        </Select>
      </Field>

      <Field label={tf('pf.find.region')}>
        {(props) => (
          <RegionPicker
            className={styles.region}
            depth="city"
            aria-labelledby={props['aria-labelledby']}
            value={{ ...(filters.provinceCode ? { provinceCode: filters.provinceCode } : {}), ...(filters.cityCode ? { cityCode: filters.cityCode } : {}) }}
            onChange={(value) => onChange({ provinceCode: value.provinceCode, cityCode: value.cityCode })}
          />
        )}
      </Field>

      <Field label={tf('pf.find.publisherType')}>
        <Select className={styles.select} value={filters.publisherType ?? ''} onChange={(_event, data) => onChange({ publisherType: asType(data.value) })} data-testid="filter-publisher">
          {typeOptions(tf('pf.find.anyType'))}
        </Select>
      </Field>

      <Field label={tf('pf.find.applicantType')}>
        <Select className={styles.select} value={filters.applicantType ?? ''} onChange={(_event, data) => onChange({ applicantType: asType(data.value) })} data-testid="filter-applicant">
          {typeOptions(tf('pf.find.anyType'))}
        </Select>
      </Field>

      <Field label={tf('pf.find.budget')}>
        {(props) => (
          <div className={styles.range} role="group" aria-labelledby={props['aria-labelledby']}>
            <Input
              className={styles.rangeInput}
              aria-label={tf('pf.find.budgetMin')}
              aria-invalid={budgetError ? true : undefined}
              aria-describedby={budgetError ? budgetErrorId : undefined}
              contentBefore={<span className={styles.yen}>¥</span>}
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              value={min}
              onChange={(_event, data) => setMin(data.value)}
              onBlur={commitBudget}
              onKeyDown={onEnter}
              data-testid="filter-budget-min"
            />
            <span className={styles.to}>{tf('pf.find.budgetTo')}</span>
            <Input
              className={styles.rangeInput}
              aria-label={tf('pf.find.budgetMax')}
              aria-invalid={budgetError ? true : undefined}
              aria-describedby={budgetError ? budgetErrorId : undefined}
              contentBefore={<span className={styles.yen}>¥</span>}
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              value={max}
              onChange={(_event, data) => setMax(data.value)}
              onBlur={commitBudget}
              onKeyDown={onEnter}
              data-testid="filter-budget-max"
            />
          </div>
        )}
      </Field>
      {budgetError && (
        <p className={styles.error} id={budgetErrorId} role="alert">
          {budgetError}
        </p>
      )}

      <Switch label={tf('pf.find.openOnly')} checked={filters.open} onChange={(_event, data) => onChange({ open: data.checked })} data-testid="filter-open" />

      {isFiltered(filters) && (
        <Button
          appearance="secondary"
          onClick={() =>
            onChange({ category: undefined, provinceCode: undefined, cityCode: undefined, publisherType: undefined, applicantType: undefined, budgetMin: '', budgetMax: '', open: false })
          }
        >
          {tf('pf.find.reset')}
        </Button>
      )}
    </div>
  );
};
