/**
 * The goods tabs' filters: category chips with the count each would find (the other filters kept), the region
 * (province and city, with the provinces that have goods as chips and their counts), and the price range in 元
 * (applied with 确定 or Enter; the search is asked in fen).
 */
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState, type FormEvent } from 'react';
import { GOODS_CATEGORIES, GOODS_CATEGORY_CODES, type GoodsCategory, type GoodsType } from '../../../../../shared/schemas/mall-goods.js';
import type { GoodsSearchPage } from '../../../../../shared/schemas/mall-search.js';
import { RegionPicker } from '../../../components/region-picker.js';
import { isFiltered, priceBounds, type GoodsFilters } from '../model/filters.js';
import { tg } from '../texts.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, border: 'none', minWidth: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300 },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  chip: { minWidth: 0, borderRadius: tokens.borderRadiusCircular },
  price: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  priceBox: { flex: '1 1 0', minWidth: 0, '& input': { minWidth: 0, width: '100%' } },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
});

export interface GoodsFiltersProps {
  goodsType: GoodsType;
  filters: GoodsFilters;
  facets: GoodsSearchPage['facets'] | undefined;
  onChange: (patch: Partial<GoodsFilters>) => void;
}

/** How many a category's chip finds: its facet's count, 0 when none (once the counts are in). */
const countOf = (facets: GoodsSearchPage['facets'] | undefined, code: string): number | undefined =>
  facets ? (facets.categories.find((f) => f.code === code)?.count ?? 0) : undefined;

export const GoodsFiltersForm = ({ goodsType, filters, facets, onChange }: GoodsFiltersProps) => {
  const styles = useStyles();
  const [min, setMin] = useState(filters.priceMin);
  const [max, setMax] = useState(filters.priceMax);
  useEffect(() => {
    setMin(filters.priceMin);
    setMax(filters.priceMax);
  }, [filters.priceMin, filters.priceMax]);
  const typedWrong = priceBounds({ priceMin: min, priceMax: max }).wrong;
  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    if (!typedWrong) onChange({ priceMin: min.trim(), priceMax: max.trim() });
  };
  const chip = (code: GoodsCategory | undefined, label: string, count: number | undefined) => {
    const chosen = filters.category === code;
    return (
      <Button
        key={code ?? 'all'}
        className={styles.chip}
        size="small"
        shape="circular"
        appearance={chosen ? 'primary' : 'outline'}
        aria-pressed={chosen}
        onClick={() => onChange({ category: code })}
        data-testid={`goods-category-${code ?? 'all'}`}
      >
        {count === undefined ? label : tg('gs.categoryCount', { name: label, count })}
      </Button>
    );
  };
  return (
    <div className={styles.form}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{tg('gs.category')}</legend>
        <div className={styles.chips}>
          {chip(undefined, tg('gs.allCategories'), undefined)}
          {GOODS_CATEGORY_CODES.map((code) => chip(code, GOODS_CATEGORIES[code], countOf(facets, code)))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend} id="goods-region-label">
          {tg('gs.region')}
        </legend>
        <RegionPicker
          depth="city"
          aria-labelledby="goods-region-label"
          value={{ ...(filters.provinceCode ? { provinceCode: filters.provinceCode } : {}), ...(filters.cityCode ? { cityCode: filters.cityCode } : {}) }}
          onChange={(value) => onChange({ provinceCode: value.provinceCode, cityCode: value.cityCode })}
        />
        {facets && facets.provinces.length > 0 && !filters.provinceCode && (
          <div className={styles.chips}>
            {facets.provinces.slice(0, 8).map((p) => (
              <Button key={p.code} className={styles.chip} size="small" shape="circular" appearance="subtle" onClick={() => onChange({ provinceCode: p.code, cityCode: undefined })} data-testid={`goods-province-${p.code}`}>
                {tg('gs.categoryCount', { name: p.name, count: p.count })}
              </Button>
            ))}
          </div>
        )}
      </fieldset>
      <form className={styles.group} onSubmit={applyPrice} aria-labelledby="goods-price-label">
        <span className={styles.legend} id="goods-price-label">
          {tg(goodsType === 0 ? 'gs.price.0' : 'gs.price.1')}
        </span>
        <div className={styles.price}>
          <Field className={styles.priceBox} label={{ children: tg('gs.priceMinLabel'), className: styles.hidden }}>
            <Input inputMode="decimal" value={min} placeholder={tg('gs.priceMin')} onChange={(_e, change) => setMin(change.value)} data-testid="goods-price-min" aria-invalid={typedWrong || undefined} />
          </Field>
          <span aria-hidden="true">{tg('gs.priceTo')}</span>
          <Field className={styles.priceBox} label={{ children: tg('gs.priceMaxLabel'), className: styles.hidden }}>
            <Input inputMode="decimal" value={max} placeholder={tg('gs.priceMax')} onChange={(_e, change) => setMax(change.value)} data-testid="goods-price-max" aria-invalid={typedWrong || undefined} />
          </Field>
          <Button type="submit" size="small" disabled={typedWrong} data-testid="goods-price-apply">
            {tg('gs.priceApply')}
          </Button>
        </div>
        {typedWrong && (
          <p className={styles.error} role="alert">
            {tg('gs.priceOrder')}
          </p>
        )}
      </form>
      {isFiltered(filters) && (
        <Button appearance="subtle" onClick={() => onChange({ category: undefined, provinceCode: undefined, cityCode: undefined, priceMin: '', priceMax: '' })} data-testid="goods-reset">
          {tg('gs.reset')}
        </Button>
      )}
    </div>
  );
};
