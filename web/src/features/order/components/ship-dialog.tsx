/**
 * 发货 (the seller's) and 填写退货物流 (the buyer's): the carrier and the tracking number, checked with the route's own
 * schema (shared/schemas/order.ts); a 400 lands under its field.
 */
import { Field, Input } from '@fluentui/react-components';
import { returnShipInput } from '../../../../../shared/schemas/order.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { useForm } from '../../../hooks/use-form.js';
import { to } from '../texts.js';

const shipFields = returnShipInput.omit({ refundId: true });

export interface ShipDialogProps {
  title: string;
  submitLabel: string;
  onShip: (input: { carrier: string; trackingNo: string }) => Promise<unknown>;
  onClose: () => void;
}

export const ShipDialog = ({ title, submitLabel, onShip, onClose }: ShipDialogProps) => {
  const form = useForm(shipFields, { carrier: '', trackingNo: '' });
  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      submitting={form.submitting}
      formError={form.formError}
      modalType="alert"
      onClose={onClose}
      onSubmit={form.submit(async (input) => {
        await onShip({ carrier: input.carrier, trackingNo: input.trackingNo });
        onClose();
      })}
    >
      <Field label={to('od.ship.carrier')} required {...form.field('carrier')}>
        <Input {...form.input('carrier')} placeholder={to('od.ship.carrierHint')} data-testid="ship-carrier" />
      </Field>
      <Field label={to('od.ship.trackingNo')} required {...form.field('trackingNo')}>
        <Input {...form.input('trackingNo')} autoComplete="off" data-testid="ship-tracking" />
      </Field>
    </FormDialog>
  );
};
