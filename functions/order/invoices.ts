/**
 * Invoices (docs/orders.md "Invoices"): the buyer of a paid order applies (增值税普通发票, or 专用发票 with the
 * buyer's tax number, bank, account, registered address and phone), and may change it until it is issued; the
 * seller's managers issue it — an electronic invoice (a PDF or OFD `invoice` upload of their own) and/or its number
 * and code. Both sides read it, the file through a short-lived signed URL under its own file name.
 */
import { actionsOf } from '../../shared/process/engine.js';
import { orderRegistry } from '../../shared/process/order-registry.js';
import { downloadName } from '../../shared/limits.js';
import { INVOICE_KINDS, type Invoice, type InvoiceKind } from '../../shared/schemas/order.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { config } from '../lib/config.js';
import { fail, fieldError, notYoursField } from '../lib/errors.js';
import { mustDecide } from '../lib/process/run.js';
import { readableFileUrl, uploadExists } from '../lib/s3/private-file-reads.js';
import { isOwnUpload } from '../lib/s3/private-files.js';
import type { InvoiceItem } from './model.js';
import { tell } from './notify.js';
import { mustBeSide } from './parties.js';
import { retrying } from './retry.js';
import { commit, countSteps, getInvoice, getOrder, invoiceStep, orderStep } from './store.js';

const processOf = (invoice: Pick<InvoiceItem, 'processVersion'>) => orderRegistry.of('invoice', invoice);

export interface ApplyInvoiceInput {
  orderId: string;
  kind: InvoiceKind;
  title: string;
  taxNo?: string | undefined;
  bankName?: string | undefined;
  bankAccount?: string | undefined;
  registeredAddress?: string | undefined;
  registeredPhone?: string | undefined;
  email?: string | undefined;
}

/** 专用发票 needs these, in this order (the first missing one is named). */
const SPECIAL_FIELDS = [
  ['taxNo', '增值税专用发票须填写税号'],
  ['bankName', '增值税专用发票须填写开户银行'],
  ['bankAccount', '增值税专用发票须填写银行账号'],
  ['registeredAddress', '增值税专用发票须填写注册地址'],
  ['registeredPhone', '增值税专用发票须填写注册电话'],
] as const;

export const applyInvoice = async (claims: TokenClaims, input: ApplyInvoiceInput): Promise<void> => {
  if (input.kind === 'SPECIAL') for (const [field, message] of SPECIAL_FIELDS) if (!input[field]) throw fieldError(field, message);
  const { role } = await mustBeSide(claims, await getOrder(input.orderId));
  const order = await retrying(async () => {
    const order = (await getOrder(input.orderId))!;
    if (!['PAID', 'DELIVERED', 'COMPLETED'].includes(order.state)) throw fail('PROCESS_WRONG_STATE', '订单付款后才能申请发票');
    const old = await getInvoice(order.id);
    // An applied invoice's process decides (its state before its side, as the engine does); a new one is the buyer's.
    if (old) mustDecide(processOf(old), 'modify', { state: old.state, roles: [role] });
    else if (role !== 'buyer') throw fail('PROCESS_WRONG_ACTOR');
    const now = Date.now();
    const start = orderRegistry.start('invoice');
    const invoice: InvoiceItem = {
      orderId: order.id,
      processVersion: old?.processVersion ?? start.processVersion,
      state: old?.state ?? start.state,
      rev: (old?.rev ?? 0) + 1,
      kind: input.kind,
      title: input.title,
      taxNo: input.taxNo ?? '',
      bankName: input.bankName ?? '',
      bankAccount: input.bankAccount ?? '',
      registeredAddress: input.registeredAddress ?? '',
      registeredPhone: input.registeredPhone ?? '',
      email: input.email ?? '',
      amount: order.paid - order.refunded,
      invoiceNo: '',
      invoiceCode: '',
      fileKey: '',
      fileName: '',
      buyerId: order.buyer.accountId,
      sellerId: order.seller.accountId,
      applyTime: old?.applyTime ?? now,
      issueTime: 0,
    };
    const next = { ...order, invoiceState: invoice.state, rev: order.rev + 1, updateTime: now };
    await commit([invoiceStep(invoice, old?.rev, () => fail('STALE_DATA')), orderStep(next, order.rev), ...(old ? [] : countSteps([{ accountId: order.seller.accountId, delta: { sInvoices: 1 } }]))]);
    return next;
  });
  await tell(order, 'invoice', { seller: `买家申请开具${INVOICE_KINDS[input.kind]}` }, { invoice: true, waits: 'seller' });
};

export const issueInvoice = async (
  claims: TokenClaims,
  input: { orderId: string; fileKey?: string | undefined; fileName?: string | undefined; invoiceNo?: string | undefined; invoiceCode?: string | undefined },
): Promise<void> => {
  const { role } = await mustBeSide(claims, await getOrder(input.orderId));
  if (!input.fileKey && !(input.invoiceNo && input.invoiceCode)) throw fieldError('fileKey', '请上传电子发票，或填写发票号码与发票代码');
  if (input.fileKey) {
    const url = `${config.filesBaseUrl}/${input.fileKey}`;
    if (!isOwnUpload(url, 'invoice', claims.userId)) throw notYoursField('fileKey', '发票文件不是您上传的文件，请重新上传');
    if (!(await uploadExists(url))) throw fieldError('fileKey', '发票文件尚未上传完成，请重新上传');
  }
  const order = await retrying(async () => {
    const order = (await getOrder(input.orderId))!;
    const old = await getInvoice(order.id);
    if (!old) throw fail('INVOICE_NOT_FOUND');
    mustDecide(processOf(old), 'issue', { state: old.state, roles: [role] });
    const now = Date.now();
    const ext = input.fileKey?.split('.').pop() ?? '';
    const invoice: InvoiceItem = {
      ...old,
      state: 'ISSUED',
      rev: old.rev + 1,
      // What was paid less what was refunded since the buyer applied: the invoice is for what the buyer kept paying.
      amount: order.paid - order.refunded,
      invoiceNo: input.invoiceNo ?? '',
      invoiceCode: input.invoiceCode ?? '',
      fileKey: input.fileKey ?? '',
      fileName: input.fileKey ? downloadName(input.fileName || `电子发票.${ext}`) : '',
      issueTime: now,
    };
    const next = { ...order, invoiceState: invoice.state, rev: order.rev + 1, updateTime: now };
    await commit([invoiceStep(invoice, old.rev), orderStep(next, order.rev), ...countSteps([{ accountId: order.seller.accountId, delta: { sInvoices: -1 } }])]);
    return next;
  });
  await tell(order, 'invoice', { buyer: '卖家已开具发票' }, { invoice: true });
};

export const invoiceDetail = async (claims: TokenClaims, orderId: string): Promise<Invoice> => {
  const { role } = await mustBeSide(claims, await getOrder(orderId), 'INVOICE_NOT_FOUND');
  const invoice = await getInvoice(orderId);
  if (!invoice) throw fail('INVOICE_NOT_FOUND');
  const process = processOf(invoice);
  return {
    orderId,
    state: invoice.state,
    stateLabel: process.states[invoice.state].label,
    kind: invoice.kind,
    title: invoice.title,
    taxNo: invoice.taxNo,
    bankName: invoice.bankName,
    bankAccount: invoice.bankAccount,
    registeredAddress: invoice.registeredAddress,
    registeredPhone: invoice.registeredPhone,
    email: invoice.email,
    amount: invoice.amount,
    invoiceNo: invoice.invoiceNo,
    invoiceCode: invoice.invoiceCode,
    fileUrl: invoice.fileKey ? await readableFileUrl(`${config.filesBaseUrl}/${invoice.fileKey}`) : '',
    fileName: invoice.fileName,
    applyTime: invoice.applyTime,
    issueTime: invoice.issueTime,
    actions: actionsOf(process, { state: invoice.state, roles: [role] }),
  };
};
