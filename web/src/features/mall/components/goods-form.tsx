/**
 * 发布商品 (/mall/create, `?id=` to edit one's own listing): one listing of a chosen kind, its row fields, pictures
 * (up to 9, the first the cover; kind `goods-image`), region and description, saved with `mall.goods.save`. What a
 * field lacks is shown on it before sending; a 400 answer's issues too.
 */
import { Button, Field, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RegionValue } from '../../../../../shared/regions/index.js';
import { regionProblem } from '../../../../../shared/regions/index.js';
import { GOODS_LIMITS, type Goods, type GoodsType } from '../../../../../shared/schemas/mall-goods.js';
import { ImageUpload } from '../../../components/image-upload/image-upload.js';
import { RegionPicker } from '../../../components/region-picker.js';
import { goodsDetailPath } from '../../../config/paths.js';
import { FORM_LEVEL, issuesByField, serverIssues } from '../../../hooks/use-form.js';
import { toast } from '../../../lib/notify.js';
import { saveGoods, type SaveGoodsInput } from '../api/goods.js';
import { blankRow, fieldLabel, kindName, readRow, rowProblem, rowValuesOf, type RowField, type RowValues } from '../model/goods-fields.js';
import { KIND_TABS } from '../model/goods-view.js';
import { knownPictures, pictureKeyOf } from '../model/pictures.js';
import { tm } from '../texts.js';
import { GoodsRowFields } from './goods-row-fields.js';
import { useMallStyles } from './styles.js';

type Errors = Partial<Record<RowField | 'pictures' | 'region' | 'description' | typeof FORM_LEVEL, string>>;

const REGION_FIELDS = ['provinceCode', 'cityCode', 'districtCode'];

/** A 400's issues by the form's fields: the row's, pictures (`pictures.2` too), the region's three codes, description. */
export const formErrorsOf = (error: unknown): Errors | undefined => {
  const issues = serverIssues(error);
  if (!issues) return undefined;
  const byField = issuesByField(issues);
  const errors: Errors = {};
  for (const [field, message] of Object.entries(byField)) {
    const key = REGION_FIELDS.includes(field) ? 'region' : field === 'id' || field === 'goodsType' ? FORM_LEVEL : field;
    errors[key as keyof Errors] ??= message;
  }
  return errors;
};

/** What the form lacks before it is sent (the row's first problem, the region's), or undefined. */
export const checkForm = (goodsType: GoodsType, values: RowValues, region: RegionValue): Errors | undefined => {
  const errors: Errors = {};
  const problem = rowProblem(goodsType, values);
  if (problem) errors[problem.field] = problem.message;
  const place = region.provinceCode || region.cityCode ? regionProblem(region, 'province') : undefined;
  if (place) errors.region = place.message;
  return Object.keys(errors).length > 0 ? errors : undefined;
};

export interface GoodsFormProps {
  /** The listing being edited; a new one when left out. */
  goods?: Goods;
  goodsType: GoodsType;
}

export const GoodsForm = ({ goods, goodsType: initialType }: GoodsFormProps) => {
  const styles = useMallStyles();
  const navigate = useNavigate();
  const [goodsType, setGoodsType] = useState<GoodsType>(goods?.goodsType ?? initialType);
  const [values, setValues] = useState<RowValues>(() => (goods ? rowValuesOf(goods) : blankRow()));
  const [pictures, setPictures] = useState<string[]>(() => goods?.pictureUrls ?? []);
  const [known] = useState(() => knownPictures(goods));
  const [region, setRegion] = useState<RegionValue>(() => ({
    ...(goods?.provinceCode ? { provinceCode: goods.provinceCode } : {}),
    ...(goods?.cityCode ? { cityCode: goods.cityCode } : {}),
    ...(goods?.districtCode ? { districtCode: goods.districtCode } : {}),
  }));
  const [description, setDescription] = useState(goods?.description ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);

  const clear = (field: keyof Errors) => setErrors(({ [field]: _gone, [FORM_LEVEL]: _form, ...rest }) => rest);

  const submit = async () => {
    if (uploading) {
      setErrors({ pictures: tm('mall.create.uploading') });
      return;
    }
    const problems = checkForm(goodsType, values, region);
    setErrors(problems ?? {});
    if (problems) return;
    const input = {
      ...(goods ? { id: goods.id } : {}),
      goodsType,
      ...readRow(goodsType, values).row,
      pictures: pictures.map((url) => pictureKeyOf(url, known)),
      ...region,
      description: description.trim(),
    } as SaveGoodsInput;
    setSaving(true);
    try {
      const saved = await saveGoods(input);
      toast({ intent: 'success', text: goods ? tm('mall.create.updated') : tm('mall.create.done') });
      void navigate(goodsDetailPath(saved.id));
    } catch (error) {
      const found = formErrorsOf(error);
      setErrors(found ?? { [FORM_LEVEL]: (error as { msg?: string }).msg ?? '' });
    } finally {
      setSaving(false);
    }
  };

  const state = (field: keyof Errors) => (errors[field] ? { validationState: 'error' as const, validationMessage: errors[field] } : {});

  return (
    <form
      className={styles.stack}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="goods-form"
    >
      <Field label={tm('mall.create.kind')} required>
        <RadioGroup
          layout="horizontal"
          value={String(goodsType)}
          disabled={Boolean(goods)}
          onChange={(_event, data) => {
            setGoodsType(Number(data.value) as GoodsType);
            setErrors({});
          }}
        >
          {KIND_TABS.map((kind) => (
            <Radio key={kind} value={String(kind)} label={kindName(kind)} />
          ))}
        </RadioGroup>
      </Field>
      <GoodsRowFields
        goodsType={goodsType}
        values={values}
        errors={errors}
        idPrefix="goods"
        onChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          clear(field);
        }}
      />
      <Field label={fieldLabel(goodsType, 'pictures')} {...state('pictures')}>
        <ImageUpload
          kind="goods-image"
          limit={GOODS_LIMITS.pictures}
          value={pictures}
          onChange={(urls) => {
            setPictures(urls);
            clear('pictures');
          }}
          onBusyChange={setUploading}
          hint={tm('mall.create.picturesHint')}
        />
      </Field>
      <Field label={tm('mall.field.region')} {...state('region')}>
        <RegionPicker
          value={region}
          onChange={(next) => {
            setRegion(next);
            clear('region');
          }}
          label={tm('mall.field.region')}
        />
      </Field>
      <Field label={fieldLabel(goodsType, 'description')} hint={errors.description ? undefined : tm('mall.create.descriptionHint')} {...state('description')}>
        <Textarea
          value={description}
          maxLength={GOODS_LIMITS.description}
          rows={6}
          resize="vertical"
          onChange={(_event, data) => {
            setDescription(data.value);
            clear('description');
          }}
          data-testid="goods-description"
        />
      </Field>
      {errors[FORM_LEVEL] && (
        <p className={styles.error} role="alert">
          {errors[FORM_LEVEL]}
        </p>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={saving} data-testid="goods-submit">
          {goods ? tm('mall.create.saveChanges') : tm('mall.create.submit')}
        </Button>
      </div>
    </form>
  );
};
