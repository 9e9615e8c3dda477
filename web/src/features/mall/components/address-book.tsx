/**
 * 收货地址 (/work/userCenter/address for a person or a team, /company/comAddress for a company): the session's
 * account's delivery addresses, the default first with its 默认 badge; 新增 and 编辑 in a dialog, 设为默认, and 删除
 * after confirming.
 */
import { Badge, Button } from '@fluentui/react-components';
import { useState } from 'react';
import { ADDRESS_LIMITS, type Address } from '../../../../../shared/schemas/mall-cart.js';
import { EmptyState } from '../../../components/empty-state.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { t } from '../../../lib/i18n.js';
import { modal, toast } from '../../../lib/notify.js';
import { deleteAddress, setDefaultAddress, useAddresses } from '../api/cart.js';
import { tm } from '../texts.js';
import { AddressDialog } from './address-dialog.js';
import { ListSkeleton } from './list-skeleton.js';
import { useMallStyles } from './styles.js';

/** The default address first, then the newest change (as the server answers; kept here for a list changed in place). */
export const sortAddresses = (list: readonly Address[]): Address[] =>
  [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.updateTime - a.updateTime);

export const AddressBook = () => {
  const panel = usePanelStyles();
  const styles = useMallStyles();
  const { data, error, isLoading, mutate } = useAddresses();
  const [editing, setEditing] = useState<Address | 'new'>();
  const list = sortAddresses(data ?? []);
  const full = list.length >= ADDRESS_LIMITS.perAccount;

  const remove = (address: Address) =>
    modal({
      title: tm('mall.address.deleteTitle'),
      text: tm('mall.address.deleteText'),
      actions: [
        { label: tm('mall.delete'), primary: true, run: () => void deleteAddress(address.id).then(() => toast({ intent: 'success', text: tm('mall.deleted') }), () => undefined) },
        { label: tm('mall.cancel') },
      ],
    });

  const makeDefault = (address: Address) =>
    void setDefaultAddress(address.id).then(
      () => toast({ intent: 'success', text: tm('mall.address.defaultDone') }),
      () => undefined,
    );

  return (
    <section className={panel.panel}>
      <title>{`${tm('mall.address.title')} - ${t('app.name')}`}</title>
      <div className={styles.head}>
        <h1 className={styles.title}>{tm('mall.address.title')}</h1>
        <Button appearance="primary" disabled={full || !data} onClick={() => setEditing('new')} data-testid="address-add">
          {tm('mall.address.add')}
        </Button>
      </div>
      <p className={styles.intro}>{full ? tm('mall.address.full', { limit: ADDRESS_LIMITS.perAccount }) : tm('mall.address.intro')}</p>
      {isLoading && !data ? (
        <ListSkeleton rows={2} />
      ) : error?.code === 403 && !data ? (
        <EmptyState title={tm('mall.notManager')} />
      ) : error && !data ? (
        <EmptyState
          title={tm('mall.loadFailed')}
          actions={
            <Button size="small" onClick={() => void mutate()}>
              {tm('mall.retry')}
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState title={tm('mall.address.empty')} text={tm('mall.address.emptyText')} />
      ) : (
        <ul className={styles.list} aria-label={tm('mall.address.list')} data-testid="address-list">
          {list.map((address) => (
            <li key={address.id} className={styles.item} data-testid="address">
              <div className={styles.body}>
                <span className={styles.name}>
                  {address.contact} {address.phone}{' '}
                  {address.isDefault && (
                    <Badge appearance="filled" color="brand" size="small">
                      {tm('mall.address.default')}
                    </Badge>
                  )}{' '}
                  {address.label && (
                    <Badge appearance="outline" size="small">
                      {address.label}
                    </Badge>
                  )}
                </span>
                <span className={styles.meta}>
                  {address.regionLabel} {address.street}
                </span>
              </div>
              <div className={styles.rowActions}>
                {!address.isDefault && (
                  <Button size="small" onClick={() => makeDefault(address)}>
                    {tm('mall.address.setDefault')}
                  </Button>
                )}
                <Button size="small" onClick={() => setEditing(address)}>
                  {tm('mall.edit')}
                </Button>
                <Button size="small" onClick={() => remove(address)}>
                  {tm('mall.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <AddressDialog {...(editing === 'new' ? {} : { address: editing })} first={list.length === 0} onClose={() => setEditing(undefined)} />}
    </section>
  );
};
