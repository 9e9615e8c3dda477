/**
 * 新增/修改收货地址: region (省份 · 城市 · 区县, all three where the place has them), street, contact, phone, an
 * optional label and 设为默认地址; checked with the route's own schema, a 400's issues shown on the fields.
 */
import { Checkbox, Field, Input } from '@fluentui/react-components';
import type { ValidationIssue } from '../../../../../shared/envelope.js';
import { regionProblem, type RegionValue } from '../../../../../shared/regions/index.js';
import { ADDRESS_LIMITS, saveAddressInput, type Address } from '../../../../../shared/schemas/mall-cart.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { RegionPicker } from '../../../components/region-picker.js';
import { useForm } from '../../../hooks/use-form.js';
import { phoneInputProps } from '../../account/public.js';
import { toast } from '../../../lib/notify.js';
import { saveAddress } from '../api/cart.js';
import { tm } from '../texts.js';

type AddressValues = {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  street: string;
  contact: string;
  phone: string;
  label: string;
  isDefault: string;
};

const valuesOf = (address: Address | undefined, first: boolean): AddressValues => ({
  provinceCode: address?.provinceCode ?? '',
  cityCode: address?.cityCode ?? '',
  districtCode: address?.districtCode ?? '',
  street: address?.street ?? '',
  contact: address?.contact ?? '',
  phone: address?.phone ?? '',
  label: address?.label ?? '',
  // The first address is the default one unless told otherwise.
  isDefault: String(address?.isDefault ?? first),
});

/** An address must name its district where the place has districts (a delivery needs it). */
const checkRegion = (values: AddressValues): ValidationIssue[] => {
  const problem = regionProblem({ provinceCode: values.provinceCode || undefined, cityCode: values.cityCode || undefined, districtCode: values.districtCode || undefined }, 'district');
  return problem ? [{ path: problem.field, message: problem.message }] : [];
};

export const AddressDialog = ({ address, first, onClose }: { address?: Address; first: boolean; onClose: () => void }) => {
  const form = useForm(saveAddressInput, valuesOf(address, first), { check: checkRegion });
  const region: RegionValue = {
    ...(form.values.provinceCode ? { provinceCode: form.values.provinceCode } : {}),
    ...(form.values.cityCode ? { cityCode: form.values.cityCode } : {}),
    ...(form.values.districtCode ? { districtCode: form.values.districtCode } : {}),
  };
  const regionError = form.errors.provinceCode ?? form.errors.cityCode ?? form.errors.districtCode;

  return (
    <FormDialog
      title={address ? tm('mall.address.editTitle') : tm('mall.address.add')}
      submitLabel={tm('mall.save')}
      submitting={form.submitting}
      formError={form.formError}
      onClose={onClose}
      onSubmit={(event) =>
        void form.submit(async (input) => {
          await saveAddress({ ...input, ...(address ? { id: address.id } : {}) });
          toast({ intent: 'success', text: tm('mall.saved') });
          onClose();
        })(event)
      }
    >
      <Field label={tm('mall.address.region')} required {...(regionError ? { validationState: 'error', validationMessage: regionError } : {})}>
        <RegionPicker
          value={region}
          required="district"
          label={tm('mall.address.region')}
          onChange={(next) => {
            form.set('provinceCode', next.provinceCode ?? '');
            form.set('cityCode', next.cityCode ?? '');
            form.set('districtCode', next.districtCode ?? '');
          }}
        />
      </Field>
      <Field label={tm('mall.address.street')} required hint={form.errors.street ? undefined : tm('mall.address.streetHint')} {...form.field('street')}>
        <Input {...form.input('street')} maxLength={ADDRESS_LIMITS.street} data-testid="address-street" />
      </Field>
      <Field label={tm('mall.address.contact')} required {...form.field('contact')}>
        <Input {...form.input('contact')} maxLength={ADDRESS_LIMITS.contact} autoComplete="name" data-testid="address-contact" />
      </Field>
      <Field label={tm('mall.address.phone')} required {...form.field('phone')}>
        <Input {...form.input('phone')} {...phoneInputProps('tel')} data-testid="address-phone" />
      </Field>
      <Field label={tm('mall.address.label')} hint={tm('mall.address.labelHint')} {...form.field('label')}>
        <Input {...form.input('label')} maxLength={ADDRESS_LIMITS.label} />
      </Field>
      <Checkbox label={tm('mall.address.isDefault')} checked={form.values.isDefault === 'true'} onChange={(_event, data) => form.set('isDefault', String(data.checked === true))} />
    </FormDialog>
  );
};
