/**
 * 收货地址 at checkout: the session's addresses (mall.address.list, the default first and chosen at once), one chosen
 * with a radio, the link to manage them (the mall's address page), and a refusal of the chosen one (107006) under it.
 */
import { Radio, RadioGroup, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { Address } from '../../../../../shared/schemas/mall-cart.js';
import { TextLink } from '../../../components/text-link.js';
import { paths } from '../../../config/paths.js';
import { to } from '../texts.js';
import { useOrderStyles } from './styles.js';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  label: { display: 'flex', flexDirection: 'column', gap: '2px', overflowWrap: 'anywhere' },
  tag: { marginLeft: tokens.spacingHorizontalS, color: tokens.colorBrandForeground1, fontSize: tokens.fontSizeBase200 },
});

export interface AddressPickerProps {
  addresses: Address[] | undefined;
  value: string | undefined;
  onChange: (id: string) => void;
  error?: string | undefined;
}

/** The address chosen at first: the default one, else the first. */
export const initialAddress = (addresses: readonly Address[]): string | undefined => (addresses.find((a) => a.isDefault) ?? addresses[0])?.id;

export const AddressPicker = ({ addresses, value, onChange, error }: AddressPickerProps) => {
  const styles = useStyles();
  const common = useOrderStyles();
  return (
    <div>
      <div className={common.between}>
        <h2 id="address-title" className={common.sectionTitle}>
          {to('od.submit.address')}
        </h2>
        <TextLink to={paths.address}>{to('od.submit.manageAddress')}</TextLink>
      </div>
      {!addresses ? (
        <Spinner size="tiny" label={to('od.loading')} />
      ) : addresses.length === 0 ? (
        <p className={common.muted} data-testid="address-none">
          {to('od.submit.noAddress')}
        </p>
      ) : (
        <RadioGroup aria-labelledby="address-title" className={styles.group} value={value ?? ''} onChange={(_event, data) => onChange(data.value)}>
          {addresses.map((address) => (
            <Radio
              key={address.id}
              value={address.id}
              data-testid="address-option"
              label={
                <span className={styles.label}>
                  <span>
                    <strong>{address.contact}</strong> {address.phone}
                    {address.isDefault && <span className={styles.tag}>{to('od.submit.default')}</span>}
                    {address.label && <span className={styles.tag}>{address.label}</span>}
                  </span>
                  <span className={common.muted}>
                    {address.regionLabel} {address.street}
                  </span>
                </span>
              }
            />
          ))}
        </RadioGroup>
      )}
      {error && (
        <p className={common.warn} role="alert" data-testid="address-error">
          {error}
        </p>
      )}
    </div>
  );
};
