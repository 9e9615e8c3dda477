/**
 * 项目分类: the platform's tree (a group per top category) and the party's own categories (我的分类), with adding
 * one of its own (添加自定义分类), which is then chosen. A category the project keeps by name only (its owner deleted
 * it since) still shows as chosen.
 */
import { Button, Dropdown, Field, Option, OptionGroup, makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import type { Category } from '../../../../../shared/schemas/content.js';
import { PROJECT_LIMITS } from '../../../../../shared/limits.js';
import type { CustomCategory } from '../../../../../shared/schemas/project.js';
import { LineIcon } from '../../../components/line-icon.js';
import { useProjectCategories } from '../api/categories.js';
import { td } from '../texts.js';

const AddCategoryDialog = lazy(() => import('./add-category-dialog.js').then((m) => ({ default: m.AddCategoryDialog })));

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  dropdown: { flex: '1 1 200px', minWidth: 0 },
});

const descendants = (category: Category): Category[] => (category.children ?? []).flatMap((child) => [child, ...descendants(child)]);

/** Every category a demand may take, by id, for the chosen one's name. */
const namesOf = (platform: readonly Category[], custom: readonly CustomCategory[]): Map<string, string> =>
  new Map([...platform.flatMap((top) => [top, ...descendants(top)]).map((c): [string, string] => [c.id, c.name]), ...custom.map((c): [string, string] => [c.id, c.name])]);

export interface CategoryFieldProps {
  value: string;
  /** The name the project keeps for its category (shown when it is no longer in the lists). */
  keptName?: string;
  onChange: (categoryId: string, name: string) => void;
  error?: string;
  disabled?: boolean;
}

export const CategoryField = ({ value, keptName, onChange, error, disabled = false }: CategoryFieldProps) => {
  const styles = useStyles();
  const { data } = useProjectCategories();
  const [adding, setAdding] = useState(false);
  const platform = data?.platform ?? [];
  const custom = data?.custom ?? [];
  const names = namesOf(platform, custom);
  const chosenName = value ? (names.get(value) ?? keptName ?? '') : '';
  const full = custom.length >= PROJECT_LIMITS.customCategories;
  return (
    <Field label={td('form.category')} required validationState={error ? 'error' : 'none'} validationMessage={error}>
      <div className={styles.row}>
        <Dropdown
          id="demand-category"
          className={styles.dropdown}
          aria-label={td('form.category')}
          placeholder={td('form.categoryPlaceholder')}
          // Fluent names its clear button in English (Clear selection) unless told.
          clearButton={{ 'aria-label': td('form.categoryClear') }}
          value={chosenName}
          selectedOptions={value ? [value] : []}
          onOptionSelect={(_event, option) => {
            if (option.optionValue) onChange(option.optionValue, names.get(option.optionValue) ?? option.optionText ?? '');
          }}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
        >
          {platform.map((top) => {
            const below = descendants(top);
            return below.length === 0 ? (
              <Option key={top.id} value={top.id}>
                {top.name}
              </Option>
            ) : (
              <OptionGroup key={top.id} label={top.name}>
                {below.map((category) => (
                  <Option key={category.id} value={category.id}>
                    {category.name}
                  </Option>
                ))}
              </OptionGroup>
            );
          })}
          {custom.length > 0 && (
            <OptionGroup label={td('form.categoryMine')}>
              {custom.map((category) => (
                <Option key={category.id} value={category.id}>
                  {category.name}
                </Option>
              ))}
            </OptionGroup>
          )}
        </Dropdown>
        <Button appearance="subtle" icon={<LineIcon name="add" size={16} />} disabled={disabled || full || !data} onClick={() => setAdding(true)}>
          {td('form.addCategory')}
        </Button>
      </div>
      {adding && (
        <Suspense fallback={null}>
          <AddCategoryDialog
            onClose={() => setAdding(false)}
            onAdded={(category) => {
              setAdding(false);
              onChange(category.id, category.name);
            }}
          />
        </Suspense>
      )}
    </Field>
  );
};
