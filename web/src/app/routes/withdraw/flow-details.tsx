/** /withdraw/flowDetails?id=, 交易详情 (spec §2.1): one entry of the wallet's flow. */
import { useSearchParams } from 'react-router-dom';
import { FlowDetails } from '../../../features/wallet/components/flow-details.js';
import { WalletFrame } from '../../../features/wallet/components/wallet-frame.js';
import { tw } from '../../../features/wallet/texts.js';
import { usePageStyles } from '../../../components/page-styles.js';
import { paths } from '../../../config/paths.js';

/** The entry's number from the address: a whole number, else none. */
const entryId = (raw: string | null): number | undefined => (raw && /^\d{1,10}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined);

export const Component = () => {
  const page = usePageStyles();
  const [query] = useSearchParams();
  return (
    <div className={page.page}>
      <WalletFrame title={tw('details.title')} back={{ to: paths.transactionRecord, label: tw('details.back') }}>
        <FlowDetails id={entryId(query.get('id'))} />
      </WalletFrame>
    </div>
  );
};
