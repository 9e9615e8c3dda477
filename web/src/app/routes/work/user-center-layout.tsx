/**
 * /work/userCenter, the personal center (spec §2.4): a side menu of its entries and the chosen one beside it.
 * 个人简历 and 账号设置 work now; a company administrator's 单位管理 leads to the staff page. The entries are the
 * pages listed in the `userCenter` menu (app/pages.ts), those the person may see; 采购订单 and 销售订单 carry their
 * order counts (spec §3 "Order count", at most 99+), 我的关注 how many people and units the person follows (the count
 * object's `myAttention`, a quiet figure: nothing waits there).
 */
import { CounterBadge, mergeClasses } from '@fluentui/react-components';
import { paths } from '../../../config/paths.js';
import { useCenterCount } from '../../../features/content/public.js';
import { NavLink, Outlet } from 'react-router-dom';
import { LIST_LIMITS } from '../../../../../shared/limits.js';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { useOrderMenuCounts } from '../../../features/order/public.js';
import { useSideMenuStyles } from '../../../components/side-menu-styles.js';
import { t } from '../../../lib/i18n.js';
import { useMenu, visibleEntries } from '../../menus.js';

export const Component = () => {
  const styles = useSideMenuStyles();
  const { data: info } = useUserInfo();
  const entries = visibleEntries(useMenu('userCenter'), info);
  const counts = useOrderMenuCounts();
  const following = useCenterCount().data?.myAttention ?? 0;
  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label={t('userCenter.menu')}>
        {entries.map((entry) => (
          <NavLink key={entry.to} to={entry.to} className={({ isActive }) => mergeClasses(styles.entry, isActive && styles.active)}>
            <span>{t(entry.label)}</span>
            {(counts[entry.to] ?? 0) > 0 && (
              <CounterBadge
                count={counts[entry.to]}
                overflowCount={LIST_LIMITS.badgeMax}
                size="small"
                color="danger"
                aria-label={`${t('userCenter.orderCount')}${(counts[entry.to] ?? 0) > LIST_LIMITS.badgeMax ? `${LIST_LIMITS.badgeMax}+` : counts[entry.to]}`}
                data-testid={`order-count-${entry.to.split('/').at(-1) ?? ''}`}
              />
            )}
            {entry.to === paths.myAttention && following > 0 && (
              <CounterBadge
                count={following}
                overflowCount={LIST_LIMITS.badgeMax}
                size="small"
                color="informative"
                appearance="ghost"
                aria-label={t('userCenter.followCount', { count: following })}
                data-testid="follow-count"
              />
            )}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
};
