/** /withdraw/withdrawRecord, 提现记录 (spec §2.1): the wallet's withdrawals by status. */
import { WalletFrame, WalletGate } from '../../../features/wallet/components/wallet-frame.js';
import { WithdrawalList } from '../../../features/wallet/components/withdrawal-list.js';
import { tw } from '../../../features/wallet/texts.js';
import { usePageStyles } from '../../../components/page-styles.js';

export const Component = () => {
  const page = usePageStyles();
  return (
    <div className={page.page}>
      <WalletFrame title={tw('record.title')}>
        <WalletGate>{() => <WithdrawalList />}</WalletGate>
      </WalletFrame>
    </div>
  );
};
