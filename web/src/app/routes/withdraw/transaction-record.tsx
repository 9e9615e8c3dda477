/** /withdraw/transactionRecord, 交易记录 (spec §2.1): the wallet's flow by type and date. */
import { WalletFrame, WalletGate } from '../../../features/wallet/components/wallet-frame.js';
import { FlowRecords } from '../../../features/wallet/components/flow-records.js';
import { tw } from '../../../features/wallet/texts.js';
import { usePageStyles } from '../../../components/page-styles.js';

export const Component = () => {
  const page = usePageStyles();
  return (
    <div className={page.page}>
      <WalletFrame title={tw('flow.title')}>
        <WalletGate>{() => <FlowRecords />}</WalletGate>
      </WalletFrame>
    </div>
  );
};
