/**
 * 申请发票 (/order/applyInvoice?id=): 增值税普通发票 or 增值税专用发票, the title, the tax number, and for a 专用发票 the
 * bank, the account, the registered address and phone, all required and shown only then (INVOICE_REQUIRED); an
 * e-mail to receive it. Checked with the route's schema and those requirements; a 400 lands under its field.
 */
import { Button, Field, Input, Radio, RadioGroup } from '@fluentui/react-components';
import type { ValidationIssue } from '../../../../../shared/envelope.js';
import { applyInvoiceInput, INVOICE_KINDS, type Invoice, type InvoiceKind } from '../../../../../shared/schemas/order.js';
import { FormError } from '../../../components/form-error.js';
import { useForm } from '../../../hooks/use-form.js';
import { applyInvoice, type InvoiceApplication } from '../api/after-sale.js';
import { INVOICE_REQUIRED } from '../model/after-sale.js';
import { to, type OrderTextKey } from '../texts.js';
import { useOrderStyles } from './styles.js';

const fields = applyInvoiceInput.omit({ orderId: true });

/** The form's values: each field of the route's input, as typed. */
type Values = Record<keyof typeof fields.shape, string>;

const LABELS: Readonly<Record<Exclude<keyof Values, 'kind'>, OrderTextKey>> = {
  title: 'od.invoice.title',
  taxNo: 'od.invoice.taxNo',
  bankName: 'od.invoice.bankName',
  bankAccount: 'od.invoice.bankAccount',
  registeredAddress: 'od.invoice.registeredAddress',
  registeredPhone: 'od.invoice.registeredPhone',
  email: 'od.invoice.email',
};

/** What a 专用发票 still lacks: one issue per required field left empty. */
export const invoiceIssues = (values: Values): ValidationIssue[] =>
  (INVOICE_REQUIRED[values.kind as InvoiceKind] ?? [])
    .filter((name) => !values[name as keyof Values]?.trim())
    .map((name) => ({ path: name, message: to('od.invoice.required', { field: to(LABELS[name as keyof typeof LABELS]) }) }));

const BANK_FIELDS = ['bankName', 'bankAccount', 'registeredAddress', 'registeredPhone'] as const;

export interface InvoiceFormProps {
  orderId: string;
  /** The invoice applied for already (修改开票信息), to start from. */
  current?: Invoice | undefined;
  onDone: () => void;
}

export const InvoiceForm = ({ orderId, current, onDone }: InvoiceFormProps) => {
  const styles = useOrderStyles();
  const form = useForm(
    fields,
    {
      kind: current?.kind ?? 'NORMAL',
      title: current?.title ?? '',
      taxNo: current?.taxNo ?? '',
      bankName: current?.bankName ?? '',
      bankAccount: current?.bankAccount ?? '',
      registeredAddress: current?.registeredAddress ?? '',
      registeredPhone: current?.registeredPhone ?? '',
      email: current?.email ?? '',
    } satisfies Values,
    { check: invoiceIssues },
  );
  const special = form.values.kind === 'SPECIAL';
  const required = (name: string) => (INVOICE_REQUIRED[form.values.kind as InvoiceKind] ?? []).includes(name);
  const text = (name: Exclude<keyof Values, 'kind'>) => (
    <Field key={name} label={to(LABELS[name])} required={name === 'title' || required(name)} {...form.field(name)}>
      <Input {...form.input(name)} data-testid={`invoice-${name}`} />
    </Field>
  );

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={form.submit(async (input) => {
        const kind = input.kind as InvoiceKind;
        const application: InvoiceApplication = { orderId, ...input, kind };
        // A 普通发票 carries no bank details, whatever was typed before switching.
        if (kind === 'NORMAL') for (const name of BANK_FIELDS) delete application[name];
        await applyInvoice(application);
        onDone();
      })}
    >
      <Field label={to('od.invoice.kind')} required {...form.field('kind')}>
        <RadioGroup layout="horizontal" value={form.values.kind} onChange={(_event, data) => form.set('kind', data.value)}>
          {(Object.keys(INVOICE_KINDS) as InvoiceKind[]).map((kind) => (
            <Radio key={kind} value={kind} label={INVOICE_KINDS[kind]} data-testid={`invoice-kind-${kind}`} />
          ))}
        </RadioGroup>
      </Field>
      {text('title')}
      {text('taxNo')}
      {special && (
        <>
          <p className={styles.muted}>{to('od.invoice.specialHint')}</p>
          {BANK_FIELDS.map((name) => text(name))}
        </>
      )}
      {text('email')}
      <FormError message={form.formError} />
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={form.submitting} data-testid="invoice-submit">
          {to('od.invoice.submit')}
        </Button>
      </div>
    </form>
  );
};
