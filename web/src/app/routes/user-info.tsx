/**
 * /userInfo?userId=<id>[&type=TEAM|COMPANY] (spec §2.1; issue 31): a person's page, or a unit's. For anyone logged in:
 * spec §2.2 does not list it among the public paths (docs/decisions.md "A person's page and adding a friend").
 */
import { useSearchParams } from 'react-router-dom';
import type { AccountType } from '../../../../shared/domains.js';
import { ACCOUNT_TYPES_SHOWN } from '../../features/people/components/user-info-page.js';
import { UserInfoPage } from '../../features/people/public.js';

export const Component = () => {
  const [params] = useSearchParams();
  const asked = params.get('type') ?? 'PERSONAGE';
  const type = (ACCOUNT_TYPES_SHOWN as readonly string[]).includes(asked) ? (asked as AccountType) : 'PERSONAGE';
  const userId = params.get('userId')?.trim() || undefined;
  return <UserInfoPage key={`${type}:${userId ?? ''}`} userId={userId} type={type} />;
};
