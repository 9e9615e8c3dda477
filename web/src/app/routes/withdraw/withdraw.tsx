/** /withdraw/withdraw, 提现 (spec §2.1): where to, how much, the pay password; then the frozen amount and its arrival. */
import { WalletFrame, WalletGate } from '../../../features/wallet/components/wallet-frame.js';
import { WithdrawForm } from '../../../features/wallet/components/withdraw-form.js';
import { tw } from '../../../features/wallet/texts.js';
import { usePageStyles } from '../../../components/page-styles.js';

export const Component = () => {
  const page = usePageStyles();
  return (
    <div className={page.page}>
      <WalletFrame title={tw('withdraw.title')}>
        <WalletGate>{(wallet) => <WithdrawForm wallet={wallet} />}</WalletGate>
      </WalletFrame>
    </div>
  );
};
