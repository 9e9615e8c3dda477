/**
 * The invoice's pages: /order/applyInvoice?id= (the buyer applies, or changes what is applied for while it waits)
 * and /order/openInvoice?id= (the seller issues it: an electronic invoice file, PDF or OFD of upload kind `invoice`,
 * and/or its number and code).
 */
import { Button, Field, Input, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { UPLOAD_KINDS } from '../../../../../shared/limits.js';
import { INVOICE_KINDS } from '../../../../../shared/schemas/order.js';
import { uploadFile } from '../../../api/upload.js';
import { useOneAtATime } from '../../../components/async-button.js';
import { EmptyState } from '../../../components/empty-state.js';
import { FormError } from '../../../components/form-error.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { orderDetailPath } from '../../../config/paths.js';
import { toast } from '../../../lib/notify.js';
import { issueInvoice, useInvoice } from '../api/after-sale.js';
import { useOrder, useRefreshOrders } from '../api/orders.js';
import { canApplyInvoice } from '../model/after-sale.js';
import { to } from '../texts.js';
import { InvoiceForm } from './invoice-form.js';
import { OrderFrame } from './order-frame.js';
import { useOrderStyles } from './styles.js';

const Waiting = () => {
  const styles = useOrderStyles();
  return (
    <div className={styles.waiting}>
      <Spinner size="small" label={to('od.loading')} />
    </div>
  );
};

export const ApplyInvoicePage = ({ id }: { id: string | null }) => {
  const panel = usePanelStyles();
  const navigate = useNavigate();
  const refresh = useRefreshOrders();
  const { data: order, error } = useOrder(id);
  const { data: invoice } = useInvoice(id, order?.invoice != null);
  const modifying = invoice?.actions.some((action) => action.name === 'modify') ?? false;
  const body = () => {
    if (!id || (error && !order)) return <EmptyState title={to('od.notFound')} />;
    if (!order || (order.invoice && !invoice)) return <Waiting />;
    if (!canApplyInvoice(order) && !modifying) return <EmptyState title={order.invoice ? to('od.invoice.applied', { state: order.invoice.stateLabel }) : to('od.invoice.notAllowed')} />;
    return (
      <InvoiceForm
        orderId={id}
        current={invoice}
        onDone={() => {
          toast({ intent: 'success', text: to('od.invoice.appliedDone') });
          void refresh();
          navigate(orderDetailPath(id), { replace: true });
        }}
      />
    );
  };
  return (
    <OrderFrame title={to('od.invoice.applyTitle')} narrow back={id ? { to: orderDetailPath(id), label: to('od.backToOrder') } : undefined}>
      <section className={panel.panel}>{body()}</section>
    </OrderFrame>
  );
};

export const OpenInvoicePage = ({ id }: { id: string | null }) => {
  const panel = usePanelStyles();
  const styles = useOrderStyles();
  const navigate = useNavigate();
  const refresh = useRefreshOrders();
  const { data: invoice, error } = useInvoice(id);
  const [file, setFile] = useState<{ key: string; name: string }>();
  const [uploading, setUploading] = useState(false);
  const [invoiceNo, setInvoiceNo] = useState('');
  const [invoiceCode, setInvoiceCode] = useState('');
  const [formError, setFormError] = useState<string>();
  const { pending, run } = useOneAtATime();

  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    setUploading(true);
    try {
      const uploaded = await uploadFile(picked, 'invoice');
      setFile({ key: uploaded.key, name: picked.name });
      setFormError(undefined);
    } catch {
      // uploadFile told the person why.
    } finally {
      setUploading(false);
    }
  };
  const submit = () =>
    run(async () => {
      if (!id) return;
      if (!file && !invoiceNo.trim()) return setFormError(to('od.invoice.fileOrNo'));
      try {
        await issueInvoice({ orderId: id, fileKey: file?.key, invoiceNo: invoiceNo.trim() || undefined, invoiceCode: invoiceCode.trim() || undefined });
        toast({ intent: 'success', text: to('od.invoice.issuedDone') });
        void refresh();
        navigate(orderDetailPath(id, 'seller'), { replace: true });
      } catch (failure) {
        const issues = (failure as { data?: { issues?: { message: string }[] } }).data?.issues;
        if (issues?.[0]) setFormError(issues[0].message);
      }
    });

  const body = () => {
    if (!id || (error && !invoice)) return <EmptyState title={to('od.invoice.noneApplied')} />;
    if (!invoice) return <Waiting />;
    if (!invoice.actions.some((action) => action.name === 'issue')) return <EmptyState title={to('od.invoice.applied', { state: invoice.stateLabel })} />;
    return (
      <form noValidate className={styles.form} onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        <dl className={styles.facts} data-testid="invoice-request">
          <dt>{to('od.invoice.kind')}</dt>
          <dd>{INVOICE_KINDS[invoice.kind]}</dd>
          <dt>{to('od.invoice.title')}</dt>
          <dd>{invoice.title}</dd>
          {[['od.invoice.taxNo', invoice.taxNo], ['od.invoice.bankName', invoice.bankName], ['od.invoice.bankAccount', invoice.bankAccount], ['od.invoice.registeredAddress', invoice.registeredAddress], ['od.invoice.registeredPhone', invoice.registeredPhone], ['od.invoice.email', invoice.email]]
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <span key={label} style={{ display: 'contents' }}>
                <dt>{to(label as 'od.invoice.taxNo')}</dt>
                <dd>{value}</dd>
              </span>
            ))}
        </dl>
        <Field label={to('od.invoice.file')} hint={to('od.invoice.fileHint', { types: UPLOAD_KINDS.invoice.extensions.join('、') })}>
          <input type="file" accept={UPLOAD_KINDS.invoice.extensions.map((extension) => `.${extension}`).join(',')} disabled={uploading} onChange={(event) => void pick(event.target.files?.[0])} data-testid="invoice-file" />
        </Field>
        {uploading && <Spinner size="tiny" label={to('od.pictures.uploading')} />}
        {file && <p className={styles.muted}>{to('od.invoice.fileDone', { name: file.name })}</p>}
        <Field label={to('od.invoice.no')}>
          <Input value={invoiceNo} inputMode="numeric" onChange={(_event, data) => setInvoiceNo(data.value)} />
        </Field>
        <Field label={to('od.invoice.code')}>
          <Input value={invoiceCode} inputMode="numeric" onChange={(_event, data) => setInvoiceCode(data.value)} />
        </Field>
        <FormError message={formError} />
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={pending || uploading}>
            {to('od.invoice.issue')}
          </Button>
        </div>
      </form>
    );
  };
  return (
    <OrderFrame title={to('od.invoice.openTitle')} narrow back={id ? { to: orderDetailPath(id, 'seller'), label: to('od.backToOrder') } : undefined}>
      <section className={panel.panel}>{body()}</section>
    </OrderFrame>
  );
};
