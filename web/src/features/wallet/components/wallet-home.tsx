/**
 * The wallet (spec §2.1 /work/userCenter/wallet for a person or a team, /company/comWallet for a company): the
 * balance card (账户余额, 可用余额, 冻结金额) with 充值 and 提现, the ways to 提现方式, 提现记录 and 交易记录, and the
 * latest entries of the flow. 提现 without a pay password leads to setting one first (账号设置).
 */
import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatFen } from '../../../../../shared/money.js';
import type { UserInfo } from '../../../../../shared/schemas/account.js';
import type { WalletInfo } from '../../../../../shared/schemas/wallet.js';
import { EmptyState } from '../../../components/empty-state.js';
import { LinkButton } from '../../../components/link-button.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { TextLink } from '../../../components/text-link.js';
import { paths, payPasswordSettingPath } from '../../../config/paths.js';
import { walletTokens } from '../../../config/wallet-colours.js';
import { t } from '../../../lib/i18n.js';
import { modal } from '../../../lib/notify.js';
import { useFlow } from '../api/flow.js';
import { tw, type WalletTextKey } from '../texts.js';
import { FlowRow } from './flow-row.js';
import { WalletFrame, WalletGate } from './wallet-frame.js';
import { WalletIcon, type WalletIconName } from './wallet-icons.js';
import { useWalletPageStyles } from './wallet-styles.js';

const RechargeDialog = lazy(() => import('./recharge-dialog.js').then((m) => ({ default: m.RechargeDialog })));

const RECENT = 5;

const useStyles = makeStyles({
  card: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'end',
    gap: tokens.spacingHorizontalXXL,
    padding: `${tokens.spacingVerticalXXL} 36px`,
    borderRadius: '16px',
    backgroundImage: walletTokens.hezuoWalletCard,
    color: tokens.colorNeutralForegroundOnBrand,
    overflow: 'hidden',
    boxShadow: tokens.shadow8,
    '::after': {
      content: '""',
      position: 'absolute',
      right: '-60px',
      top: '-90px',
      width: '260px',
      height: '260px',
      borderRadius: tokens.borderRadiusCircular,
      border: `36px solid ${walletTokens.hezuoWalletCardRing}`,
      pointerEvents: 'none',
    },
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}`, gap: tokens.spacingVerticalL },
  },
  company: { backgroundImage: walletTokens.hezuoWalletCardCompany },
  figures: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  label: { margin: 0, fontSize: tokens.fontSizeBase300, opacity: 0.92 },
  balance: {
    margin: 0,
    fontSize: '40px',
    lineHeight: '48px',
    fontWeight: tokens.fontWeightBold,
    fontVariantNumeric: 'tabular-nums',
    letterSpacing: '0.5px',
    overflowWrap: 'anywhere',
    [NARROW_MEDIA]: { fontSize: '32px', lineHeight: '40px' },
  },
  split: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalS} 40px`, marginTop: tokens.spacingVerticalS },
  part: { display: 'flex', flexDirection: 'column', gap: '2px' },
  partLabel: { fontSize: tokens.fontSizeBase200, opacity: 0.92 },
  partValue: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  buttons: { position: 'relative', zIndex: 1, display: 'flex', gap: tokens.spacingHorizontalM, [NARROW_MEDIA]: { display: 'grid', gridTemplateColumns: '1fr 1fr' } },
  rechargeButton: {
    minWidth: '112px',
    height: '40px',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    border: 'none',
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2 },
    ':hover:active': { backgroundColor: tokens.colorBrandBackground2Pressed, color: tokens.colorBrandForeground2 },
  },
  withdrawButton: {
    minWidth: '112px',
    height: '40px',
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForegroundOnBrand,
    border: `1px solid ${tokens.colorNeutralForegroundOnBrand}`,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: walletTokens.hezuoWalletCardHover, color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': { backgroundColor: walletTokens.hezuoWalletCardPressed, color: tokens.colorNeutralForegroundOnBrand },
  },
  secure: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, margin: `${tokens.spacingVerticalS} 0 0`, fontSize: tokens.fontSizeBase200, opacity: 0.92 },
  notice: { marginTop: tokens.spacingVerticalL },
  // A link inside a sentence is underlined, not told apart by its colour alone.
  inlineLink: { textDecoration: 'underline', fontWeight: tokens.fontWeightSemibold },
  entries: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    marginTop: tokens.spacingVerticalXL,
    // A phone shows the three as a row of tiles, as payment apps do.
    [NARROW_MEDIA]: { gap: tokens.spacingHorizontalS },
  },
  entry: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusXLarge,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    transitionProperty: 'box-shadow, border-color',
    transitionDuration: tokens.durationFast,
    ':hover': { boxShadow: tokens.shadow4, borderTopColor: tokens.colorBrandStroke2, borderRightColor: tokens.colorBrandStroke2, borderBottomColor: tokens.colorBrandStroke2, borderLeftColor: tokens.colorBrandStroke2 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'center', gap: tokens.spacingVerticalS, padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXS}`, textAlign: 'center' },
  },
  entryIcon: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '44px',
    height: '44px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
  },
  entryText: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  entryTitle: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, [NARROW_MEDIA]: { fontSize: tokens.fontSizeBase300 } },
  entrySub: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, [NARROW_MEDIA]: { display: 'none' } },
  chevron: { color: tokens.colorNeutralForeground4, [NARROW_MEDIA]: { display: 'none' } },
  recentHead: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalXXL, marginBottom: tokens.spacingVerticalS },
  recentTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: { display: 'flex', flexDirection: 'column' },
});

interface Entry {
  to: string;
  icon: WalletIconName;
  title: WalletTextKey;
  text: WalletTextKey;
}

const ENTRIES: readonly Entry[] = [
  { to: paths.withdrawMethod, icon: 'card', title: 'wallet.methods', text: 'wallet.methodsText' },
  { to: paths.withdrawRecord, icon: 'receipt', title: 'wallet.records', text: 'wallet.recordsText' },
  { to: paths.transactionRecord, icon: 'list', title: 'wallet.flow', text: 'wallet.flowText' },
];

/** The wallet's title: whose it is. */
export const walletTitle = (info: UserInfo | undefined): { title: string; subtitle?: string } => {
  if (info?.userType === 'COMPANY') return { title: tw('wallet.companyTitle'), subtitle: info.companyName };
  if (info?.userType === 'TEAM') return { title: tw('wallet.teamTitle'), subtitle: info.teamName };
  return { title: tw('wallet.title') };
};

const Recent = () => {
  const styles = useStyles();
  const page = useWalletPageStyles();
  const { data } = useFlow({ current: 1, size: RECENT });
  return (
    <section aria-labelledby="wallet-recent">
      <div className={styles.recentHead}>
        <h2 id="wallet-recent" className={styles.recentTitle}>
          {tw('wallet.recent')}
        </h2>
        {data && data.total > 0 && <TextLink to={paths.transactionRecord}>{tw('wallet.viewAll')}</TextLink>}
      </div>
      {!data ? (
        <div className={page.waiting}>
          <Spinner size="small" label={t('app.loading')} />
        </div>
      ) : data.records.length === 0 ? (
        <EmptyState title={tw('wallet.noFlow')} text={tw('wallet.noFlowText')} />
      ) : (
        <div className={styles.list}>
          {data.records.map((entry) => (
            <FlowRow key={entry.id} entry={entry} />
          ))}
        </div>
      )}
    </section>
  );
};

const Wallet = ({ wallet, company }: { wallet: WalletInfo; company: boolean }) => {
  const styles = useStyles();
  const navigate = useNavigate();
  const [recharging, setRecharging] = useState(false);

  const startWithdrawal = () => {
    if (wallet.payPasswordSet) {
      void navigate(paths.withdraw);
      return;
    }
    modal({
      title: t('notice.title'),
      text: tw('wallet.payPasswordFirst'),
      actions: [{ label: tw('wallet.setPayPassword'), primary: true, run: () => void navigate(payPasswordSettingPath) }, { label: t('notice.cancel') }],
    });
  };

  return (
    <>
      <div className={mergeClasses(styles.card, company && styles.company)} data-testid="wallet-card">
        <div className={styles.figures}>
          <p className={styles.label}>{tw('wallet.balance')}</p>
          <p className={styles.balance} data-testid="wallet-balance">
            {formatFen(wallet.balance)}
          </p>
          <div className={styles.split}>
            <span className={styles.part}>
              <span className={styles.partLabel}>{tw('wallet.available')}</span>
              <span className={styles.partValue} data-testid="wallet-available">
                {formatFen(wallet.available)}
              </span>
            </span>
            <span className={styles.part}>
              <span className={styles.partLabel}>{tw('wallet.frozen')}</span>
              <span className={styles.partValue} data-testid="wallet-frozen">
                {formatFen(wallet.frozen)}
              </span>
            </span>
          </div>
          <p className={styles.secure}>
            <WalletIcon name="shield" size={16} />
            {tw('wallet.secure')}
          </p>
        </div>
        <div className={styles.buttons}>
          <Button className={styles.rechargeButton} shape="circular" onClick={() => setRecharging(true)}>
            {tw('wallet.recharge')}
          </Button>
          <Button className={styles.withdrawButton} shape="circular" onClick={startWithdrawal}>
            {tw('wallet.withdraw')}
          </Button>
        </div>
      </div>
      {!wallet.payPasswordSet && (
        <MessageBar intent="warning" className={styles.notice}>
          <MessageBarBody>
            {tw('wallet.payPasswordMissing')}{' '}
            <TextLink to={payPasswordSettingPath} className={styles.inlineLink}>
              {tw('wallet.setPayPassword')}
            </TextLink>
          </MessageBarBody>
        </MessageBar>
      )}
      <nav className={styles.entries} aria-label={tw('wallet.entries')}>
        {ENTRIES.map((entry) => (
          <Link key={entry.to} to={entry.to} className={styles.entry}>
            <span className={styles.entryIcon}>
              <WalletIcon name={entry.icon} size={24} />
            </span>
            <span className={styles.entryText}>
              <span className={styles.entryTitle}>{tw(entry.title)}</span>
              <span className={styles.entrySub}>{tw(entry.text)}</span>
            </span>
            <span className={styles.chevron}>
              <WalletIcon name="chevron" size={16} />
            </span>
          </Link>
        ))}
      </nav>
      <Recent />
      {recharging && (
        <Suspense fallback={null}>
          <RechargeDialog onClose={() => setRecharging(false)} />
        </Suspense>
      )}
    </>
  );
};

export const WalletHome = ({ info }: { info: UserInfo }) => {
  const { title, subtitle } = walletTitle(info);
  return (
    <WalletFrame
      title={title}
      {...(subtitle ? { subtitle } : {})}
      back={false}
      {...(info.userType === 'COMPANY' && info.isAdmin
        ? {
            actions: (
              <LinkButton appearance="secondary" to={paths.setCertigier}>
                {t('userCenter.setCertigier')}
              </LinkButton>
            ),
          }
        : {})}
    >
      <WalletGate>{(wallet) => <Wallet wallet={wallet} company={info.userType === 'COMPANY'} />}</WalletGate>
    </WalletFrame>
  );
};
