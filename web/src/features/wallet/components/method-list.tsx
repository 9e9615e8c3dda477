/**
 * 提现方式 (spec §2.1 /withdraw/withdrawMethod): the wallet's bank cards and Alipay accounts as cards (the account
 * always masked, as the server answers it), 添加提现方式 (at most 10), and 删除 after a confirmation.
 */
import { Button, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { MAX_WITHDRAW_METHODS, type WithdrawMethod } from '../../../../../shared/schemas/wallet.js';
import { EmptyState } from '../../../components/empty-state.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { walletTokens } from '../../../config/wallet-colours.js';
import { t } from '../../../lib/i18n.js';
import { formatDate } from '../../../lib/format-time.js';
import { modal, toast } from '../../../lib/notify.js';
import { deleteMethod, useMethods } from '../api/methods.js';
import { useReloadWallet } from '../api/wallet-info.js';
import { tw } from '../texts.js';
import { AlipayMark, BankMark, WalletIcon } from './wallet-icons.js';
import { useWalletPageStyles } from './wallet-styles.js';

const AddMethodDialog = lazy(() => import('./add-method-dialog.js').then((m) => ({ default: m.AddMethodDialog })));

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalL },
  count: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
    gap: tokens.spacingHorizontalL,
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  card: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minHeight: '150px',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    borderRadius: '14px',
    color: tokens.colorNeutralForegroundOnBrand,
    boxShadow: tokens.shadow4,
    overflow: 'hidden',
    boxSizing: 'border-box',
  },
  bank: { backgroundImage: walletTokens.hezuoBankCard },
  alipay: { backgroundImage: walletTokens.hezuoAlipayCard },
  top: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  markFrame: { display: 'flex', padding: '3px', borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground1 },
  names: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0, flexGrow: 1 },
  bankName: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  kind: { fontSize: tokens.fontSizeBase200, opacity: 0.92 },
  account: { margin: 0, fontSize: '22px', letterSpacing: '2px', fontVariantNumeric: 'tabular-nums', fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  bottom: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, fontSize: tokens.fontSizeBase200 },
  holder: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  remove: {
    color: tokens.colorNeutralForegroundOnBrand,
    minWidth: 'auto',
    ':hover': { color: tokens.colorNeutralForegroundOnBrand, backgroundColor: walletTokens.hezuoWalletCardHover },
    ':hover:active': { color: tokens.colorNeutralForegroundOnBrand, backgroundColor: walletTokens.hezuoWalletCardPressed },
  },
});

/** A method's name in a sentence: 招商银行（6214 **** 1234）, 支付宝（138****8000）. */
export const methodLabel = (method: Pick<WithdrawMethod, 'type' | 'bankName' | 'account'>): string =>
  `${method.type === 'ALIPAY' ? tw('method.alipay') : method.bankName || tw('method.bank')}（${method.account}）`;

const MethodCard = ({ method, onDelete }: { method: WithdrawMethod; onDelete: (method: WithdrawMethod) => void }) => {
  const styles = useStyles();
  const alipay = method.type === 'ALIPAY';
  return (
    <article className={mergeClasses(styles.card, alipay ? styles.alipay : styles.bank)} data-testid="withdraw-method" aria-label={methodLabel(method)}>
      <div className={styles.top}>
        <span className={styles.markFrame}>{alipay ? <AlipayMark size={30} /> : <BankMark size={30} />}</span>
        <span className={styles.names}>
          <span className={styles.bankName}>{alipay ? tw('method.alipay') : method.bankName}</span>
          <span className={styles.kind}>{alipay ? tw('method.alipayAccount') : tw('method.bank')}</span>
        </span>
      </div>
      <p className={styles.account}>{method.account}</p>
      <div className={styles.bottom}>
        <span className={styles.holder}>
          {method.name} · {tw('method.addedAt', { date: formatDate(method.createTime) })}
        </span>
        <Button className={styles.remove} appearance="transparent" size="small" aria-label={tw('method.deleteOne', { name: methodLabel(method) })} onClick={() => onDelete(method)}>
          {tw('method.delete')}
        </Button>
      </div>
    </article>
  );
};

export const MethodList = () => {
  const styles = useStyles();
  const page = useWalletPageStyles();
  const { data: methods, mutate } = useMethods();
  const reload = useReloadWallet();
  const [adding, setAdding] = useState(false);

  const confirmDelete = (method: WithdrawMethod) =>
    modal({
      title: t('notice.title'),
      text: tw('method.deleteConfirm', { name: methodLabel(method) }),
      actions: [
        {
          label: t('notice.confirm'),
          primary: true,
          run: () =>
            void deleteMethod(method.id).then(
              () => {
                toast({ intent: 'success', text: tw('method.deleted') });
                return mutate();
              },
              () => undefined,
            ),
        },
        { label: t('notice.cancel') },
      ],
    });

  const full = (methods?.length ?? 0) >= MAX_WITHDRAW_METHODS;
  return (
    <>
      <div className={styles.bar}>
        <p className={styles.count}>{methods ? tw('method.count', { count: methods.length, max: MAX_WITHDRAW_METHODS }) : ''}</p>
        <Button appearance="primary" icon={<WalletIcon name="plusCircle" size={18} />} disabled={!methods || full} onClick={() => setAdding(true)}>
          {tw('method.add')}
        </Button>
      </div>
      {!methods ? (
        <div className={page.waiting}>
          <Spinner size="small" label={t('app.loading')} />
        </div>
      ) : methods.length === 0 ? (
        <EmptyState title={tw('method.empty')} text={tw('method.emptyText')} />
      ) : (
        <div className={styles.grid}>
          {methods.map((method) => (
            <MethodCard key={method.id} method={method} onDelete={confirmDelete} />
          ))}
        </div>
      )}
      {adding && (
        <Suspense fallback={null}>
          <AddMethodDialog
            onClose={() => setAdding(false)}
            onAdded={() => {
              setAdding(false);
              toast({ intent: 'success', text: tw('method.added') });
              void reload();
            }}
          />
        </Suspense>
      )}
    </>
  );
};
