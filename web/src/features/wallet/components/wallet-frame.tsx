/**
 * What every wallet page stands in: the white panel with its way back to the wallet, its title and its buttons;
 * and the gate that reads the wallet first, showing a staff member without rights (403 NOT_WALLET_OPERATOR) why
 * there is nothing here, in place of the page, rather than a modal or a crash.
 */
import { Button, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { WalletInfo } from '../../../../../shared/schemas/wallet.js';
import { EmptyState } from '../../../components/empty-state.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { TextLink } from '../../../components/text-link.js';
import { t } from '../../../lib/i18n.js';
import { useUserInfo } from '../../account/public.js';
import { isNotOperator, useWalletInfo } from '../api/wallet-info.js';
import { walletHomePath } from '../model/wallet-paths.js';
import { tw } from '../texts.js';
import { WalletIcon } from './wallet-icons.js';
import { useWalletPageStyles } from './wallet-styles.js';

const useStyles = makeStyles({
  refused: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
  },
  lock: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '72px',
    height: '72px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
  },
  refusedTitle: { margin: `${tokens.spacingVerticalS} 0 0`, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  refusedText: { margin: 0, maxWidth: '440px', color: tokens.colorNeutralForeground3, lineHeight: tokens.lineHeightBase300 },
});

export interface WalletFrameProps {
  title: string;
  subtitle?: string;
  /** The way back to the wallet (the wallet page itself has none). */
  back?: { to: string; label: string } | false;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

export const WalletFrame = ({ title, subtitle, back, actions, className, children }: WalletFrameProps) => {
  const panel = usePanelStyles();
  const styles = useWalletPageStyles();
  const { data: info } = useUserInfo();
  const way = back === false ? undefined : (back ?? { to: walletHomePath(info), label: tw('wallet.back') });
  return (
    <section className={mergeClasses(panel.panel, className)}>
      <title>{`${title} - ${t('app.name')}`}</title>
      {way && (
        <TextLink to={way.to} className={styles.back}>
          <WalletIcon name="back" size={14} weight={2} />
          {way.label}
        </TextLink>
      )}
      <div className={styles.head}>
        <div className={styles.titles}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
};

/** The wallet refused to this session: a company's staff member who is neither administrator nor 授权人, a team's member. */
export const NotOperator = ({ message }: { message: string }) => {
  const styles = useStyles();
  const { data: info } = useUserInfo();
  return (
    <div className={styles.refused} role="status" data-testid="wallet-refused">
      <span className={styles.lock}>
        <WalletIcon name="lock" size={36} weight={1.5} />
      </span>
      <p className={styles.refusedTitle}>{tw('wallet.notOperator')}</p>
      <p className={styles.refusedText}>{message}</p>
      {info?.userType === 'COMPANY' && <p className={styles.refusedText}>{tw('wallet.notOperatorCompany')}</p>}
      {info?.userType === 'TEAM' && <p className={styles.refusedText}>{tw('wallet.notOperatorTeam')}</p>}
    </div>
  );
};

/** Reads the wallet, then shows `children` with it; a refusal, a failure and the wait each in place of the page. */
export const WalletGate = ({ children }: { children: (wallet: WalletInfo) => ReactNode }) => {
  const styles = useWalletPageStyles();
  const { data, error, mutate, isLoading } = useWalletInfo();
  if (error && isNotOperator(error)) return <NotOperator message={error.msg} />;
  if (!data && error) {
    return (
      <EmptyState
        title={tw('wallet.loadFailed')}
        actions={
          <Button appearance="primary" disabled={isLoading} onClick={() => void mutate()}>
            {t('notice.refresh')}
          </Button>
        }
      />
    );
  }
  if (!data) {
    return (
      <div className={styles.waiting}>
        <Spinner size="small" label={t('app.loading')} />
      </div>
    );
  }
  return <>{children(data)}</>;
};
