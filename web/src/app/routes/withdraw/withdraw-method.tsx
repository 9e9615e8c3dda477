/** /withdraw/withdrawMethod, 提现方式 (spec §2.1): the wallet's bank cards and Alipay accounts. */
import { WalletFrame, WalletGate } from '../../../features/wallet/components/wallet-frame.js';
import { MethodList } from '../../../features/wallet/components/method-list.js';
import { tw } from '../../../features/wallet/texts.js';
import { usePageStyles } from '../../../components/page-styles.js';

export const Component = () => {
  const page = usePageStyles();
  return (
    <div className={page.page}>
      <WalletFrame title={tw('method.title')}>
        <WalletGate>{() => <MethodList />}</WalletGate>
      </WalletFrame>
    </div>
  );
};
