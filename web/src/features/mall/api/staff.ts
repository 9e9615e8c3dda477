/**
 * 商城管理员 (docs/mall.md "Who manages an organisation's goods"): the members a team's or company's administrator names
 * to manage its mall, and the organisation's members to name them from (the org domain's member lists).
 */
import useSWR, { mutate } from 'swr';
import type { Page } from '../../../../../shared/envelope.js';
import { mallRoute } from '../../../../../shared/routes/mall.js';
import { orgRoute } from '../../../../../shared/routes/org.js';
import type { StaffMember } from '../../../../../shared/schemas/account.js';
import type { MallStaffMember } from '../../../../../shared/schemas/mall-staff.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';

const STAFF_KEY = 'mall:staff';
const MEMBERS_KEY = 'mall:members';

export const useMallStaff = () => useSWR<MallStaffMember[], HttpError>(STAFF_KEY, () => callRoute(mallRoute('mall.staff.list'), {}));

/** The organisation's members (the first hundred), to name mall staff from. */
export const useMembers = (kind: 'TEAM' | 'COMPANY') =>
  useSWR<Page<StaffMember>, HttpError>([MEMBERS_KEY, kind], () =>
    callRoute(kind === 'TEAM' ? orgRoute('org.teamStaffList') : orgRoute('org.staffList'), { current: 1, size: 100 }),
  );

export const nameMallStaff = async (userId: string): Promise<void> => {
  await callRoute(mallRoute('mall.staff.add'), { userId });
  await mutate(STAFF_KEY);
};

export const unnameMallStaff = async (userId: string): Promise<void> => {
  await callRoute(mallRoute('mall.staff.remove'), { userId });
  await mutate(STAFF_KEY);
};
