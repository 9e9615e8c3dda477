/**
 * The fields of one listing's row (广告帖's new rows and inline edit, and the top of 发布商品): a grid of Fluent fields
 * that wraps to the width it is given (one column on a phone), each field's problem under it.
 */
import { Dropdown, Field, Input, Option, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { GOODS_CATEGORIES, GOODS_CATEGORY_CODES, GOODS_UNITS, type GoodsType } from '../../../../../shared/schemas/mall-goods.js';
import { FIELD_KINDS, ROW_FIELDS, TEXT_MAX, fieldLabel, isRequired, type RowField, type RowValues } from '../model/goods-fields.js';
import { tm } from '../texts.js';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    // Two columns on a phone (390 px), six on the site's width.
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    alignItems: 'start',
  },
  // A Fluent input keeps about 20 characters' width unless told: in a narrow cell it would spill over.
  input: { width: '100%', minWidth: 0, '& input': { minWidth: 0 } },
  dropdown: { width: '100%', minWidth: 0 },
  yen: { color: tokens.colorNeutralForeground3 },
  switch: { paddingTop: tokens.spacingVerticalXS },
});

export interface GoodsRowFieldsProps {
  goodsType: GoodsType;
  values: RowValues;
  onChange: (field: RowField, value: string) => void;
  errors?: Partial<Record<RowField, string>>;
  /** Makes the fields' ids unique on a page with several rows. */
  idPrefix: string;
  /** The fields to leave out (发布商品 shows isOnSale beside its submit button). */
  omit?: readonly RowField[];
  disabled?: boolean;
}

export const GoodsRowFields = ({ goodsType, values, onChange, errors = {}, idPrefix, omit = [], disabled = false }: GoodsRowFieldsProps) => {
  const styles = useStyles();
  return (
    <div className={styles.grid}>
      {ROW_FIELDS[goodsType]
        .filter((field) => !omit.includes(field))
        .map((field) => {
          const id = `${idPrefix}-${field}`;
          const label = fieldLabel(goodsType, field);
          const value = values[field] ?? '';
          const error = errors[field];
          const state = error ? { validationState: 'error' as const, validationMessage: error } : {};
          const kind = FIELD_KINDS[field];
          if (kind === 'onSale') {
            return (
              <Field key={field} label={tm('mall.field.isOnSale')} className={styles.switch}>
                <Switch
                  id={id}
                  checked={value !== 'false'}
                  disabled={disabled}
                  label={value === 'false' ? tm('mall.ads.offSale') : tm('mall.ads.onSale')}
                  onChange={(_event, data) => onChange(field, String(data.checked))}
                  data-testid={id}
                />
              </Field>
            );
          }
          if (kind === 'category' || kind === 'unit') {
            const options: readonly (readonly [string, string])[] =
              kind === 'category' ? GOODS_CATEGORY_CODES.map((code) => [code, GOODS_CATEGORIES[code]] as const) : GOODS_UNITS.map((unit) => [unit, unit] as const);
            const chosen = options.find(([code]) => code === value);
            return (
              <Field key={field} label={label} required={isRequired(goodsType, field)} {...state}>
                <Dropdown
                  clearButton={{ 'aria-label': tm('mall.clearChoice') }}
                  id={id}
                  className={styles.dropdown}
                  disabled={disabled}
                  placeholder={tm('mall.choose')}
                  value={chosen?.[1] ?? ''}
                  selectedOptions={chosen ? [chosen[0]] : []}
                  onOptionSelect={(_event, data) => onChange(field, data.optionValue ?? '')}
                  data-testid={id}
                >
                  {options.map(([code, name]) => (
                    <Option key={code} value={code}>
                      {name}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            );
          }
          return (
            <Field key={field} label={label} required={isRequired(goodsType, field)} {...state} {...(field === 'patentNo' && !error ? { hint: tm('mall.field.patentNoHint') } : {})}>
              <Input
                id={id}
                className={styles.input}
                disabled={disabled}
                value={value}
                type={kind === 'date' ? 'date' : 'text'}
                inputMode={kind === 'money' ? 'decimal' : kind === 'int' ? 'numeric' : undefined}
                maxLength={TEXT_MAX[field]}
                autoComplete="off"
                contentBefore={kind === 'money' ? <span className={styles.yen}>¥</span> : undefined}
                onChange={(_event, data) => onChange(field, data.value)}
                data-testid={id}
              />
            </Field>
          );
        })}
    </div>
  );
};
