/**
 * One listing of 广告帖: its cover, name (to its detail), category, price and stock, and its state; 上架/下架, 编辑 (the
 * row's fields in place, saved with `mall.goods.edit` after checkOne), 完整编辑 (/mall/create?id=) and 删除 (asked first).
 */
import { Badge, Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkOne, type Goods } from '../../../../../shared/schemas/mall-goods.js';
import { goodsCreatePath, goodsDetailPath } from '../../../config/paths.js';
import { TextLink } from '../../../components/text-link.js';
import { issuesByField, serverIssues } from '../../../hooks/use-form.js';
import { modal, toast } from '../../../lib/notify.js';
import { deleteGoods, editGoodsRow, showGoods, type SaveGoodsInput } from '../api/goods.js';
import { readRow, rowProblem, rowValuesOf, type RowField, type RowValues } from '../model/goods-fields.js';
import { categoryName, coverOf, priceLabel, priceText } from '../model/goods-view.js';
import { tm } from '../texts.js';
import { GoodsRowFields } from './goods-row-fields.js';
import { useMallStyles } from './styles.js';

/** The inline edit's check: checkOne (serialNumber not counted), then what the row lacks. */
export const checkEditedRow = (goods: Pick<Goods, 'goodsType'>, values: RowValues): { form?: string; field?: Partial<Record<RowField, string>> } => {
  if (!checkOne([values])) return { form: tm('mall.ads.editRowEmpty') };
  const problem = rowProblem(goods.goodsType, values);
  return problem ? { field: { [problem.field]: problem.message } } : {};
};

const InlineEdit = ({ goods, onClose }: { goods: Goods; onClose: () => void }) => {
  const styles = useMallStyles();
  const [values, setValues] = useState<RowValues>(() => rowValuesOf(goods));
  const [errors, setErrors] = useState<Partial<Record<RowField, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const checked = checkEditedRow(goods, values);
    setFormError(checked.form);
    setErrors(checked.field ?? {});
    if (checked.form || checked.field) return;
    setSaving(true);
    try {
      // Only the row's fields change here: pictures, region and description stay as they are.
      await editGoodsRow({ id: goods.id, goodsType: goods.goodsType, ...(readRow(goods.goodsType, values).row as Omit<SaveGoodsInput, 'id' | 'goodsType'>) });
      toast({ intent: 'success', text: tm('mall.saved') });
      onClose();
    } catch (error) {
      const issues = serverIssues(error);
      if (issues) {
        const byField = issuesByField(issues);
        setErrors(byField);
        setFormError(byField._form);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.stack} data-testid="inline-edit">
      <GoodsRowFields
        goodsType={goods.goodsType}
        values={values}
        errors={errors}
        idPrefix={`edit-${goods.id}`}
        onChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          setErrors((current) => ({ ...current, [field]: undefined }));
          setFormError(undefined);
        }}
      />
      {formError && (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" size="small" disabled={saving} onClick={() => void save()} data-testid="inline-save">
          {tm('mall.save')}
        </Button>
        <Button size="small" onClick={onClose}>
          {tm('mall.cancel')}
        </Button>
      </div>
    </div>
  );
};

export const MyGoodsItem = ({ goods }: { goods: Goods }) => {
  const styles = useMallStyles();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const cover = coverOf(goods);

  const toggle = async () => {
    setBusy(true);
    try {
      await showGoods(goods.id, !goods.isOnSale);
      toast({ intent: 'success', text: goods.isOnSale ? tm('mall.ads.takeOffDone') : tm('mall.ads.putOnDone') });
    } catch {
      // The HTTP helper said why.
    } finally {
      setBusy(false);
    }
  };

  const remove = () =>
    modal({
      title: tm('mall.ads.deleteTitle'),
      text: tm('mall.ads.deleteText', { name: goods.name }),
      actions: [
        {
          label: tm('mall.delete'),
          primary: true,
          run: () => void deleteGoods(goods.id).then(() => toast({ intent: 'success', text: tm('mall.deleted') }), () => undefined),
        },
        { label: tm('mall.cancel') },
      ],
    });

  return (
    <li className={styles.item} data-testid="my-goods" style={editing ? { flexDirection: 'column', alignItems: 'stretch' } : undefined}>
      {editing ? (
        <InlineEdit goods={goods} onClose={() => setEditing(false)} />
      ) : (
        <>
          {cover ? <img className={styles.thumb} src={cover} alt="" loading="lazy" /> : <span className={styles.thumb}>{tm('mall.detail.noPicture')}</span>}
          <div className={styles.body}>
            <span className={styles.name}>
              <TextLink to={goodsDetailPath(goods.id)}>{goods.name}</TextLink>{' '}
              <Badge appearance="tint" color={goods.isOnSale ? 'success' : 'informative'} size="small">
                {goods.isOnSale ? tm('mall.ads.onSale') : tm('mall.ads.offSale')}
              </Badge>
            </span>
            <span className={styles.meta}>
              {[categoryName(goods), goods.serialNumber, goods.specification, goods.brand, goods.patentNo].filter(Boolean).join(' · ')}
            </span>
            <span className={styles.meta}>
              {priceLabel(goods.goodsType)} <span className={styles.price}>{priceText(goods)}</span>
              {goods.goodsType === 1 && goods.stock !== undefined && ` · ${tm('mall.detail.stock')} ${goods.stock}`}
              {goods.goodsType === 0 && goods.quantity !== undefined && ` · ${tm('mall.detail.quantityWanted')} ${goods.quantity}${goods.unit ?? ''}`}
            </span>
          </div>
          <div className={styles.rowActions}>
            <Button size="small" disabled={busy} onClick={() => void toggle()} data-testid="toggle-sale">
              {goods.isOnSale ? tm('mall.ads.takeOff') : tm('mall.ads.putOn')}
            </Button>
            <Button size="small" onClick={() => setEditing(true)} data-testid="edit-row">
              {tm('mall.edit')}
            </Button>
            <Menu>
              <MenuTrigger disableButtonEnhancement>
                <Button size="small" aria-label={tm('mall.ads.moreOf', { name: goods.name })}>
                  {tm('mall.ads.more')}
                </Button>
              </MenuTrigger>
              <MenuPopover>
                <MenuList>
                  <MenuItem onClick={() => void navigate(goodsCreatePath({ id: goods.id }))}>{tm('mall.ads.fullEdit')}</MenuItem>
                  <MenuItem onClick={remove}>{tm('mall.delete')}</MenuItem>
                </MenuList>
              </MenuPopover>
            </Menu>
          </div>
        </>
      )}
    </li>
  );
};
