/**
 * GET .../company/staff-list (administrators only) and .../user-team/staff-list (any member of the team): the
 * organisation's members page by page, resigned ones included. One list, two doors: `kind` picks the route.
 */
import useSWR from 'swr';
import type { Page } from '../../../../../shared/envelope.js';
import { orgRoute } from '../../../../../shared/routes/org.js';
import type { StaffMember } from '../../../../../shared/schemas/account.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';

const routes = { company: orgRoute('org.staffList'), team: orgRoute('org.teamStaffList') } as const;

/** Whose members: a company's staff (员工) or a team's members (成员). */
export type StaffKind = keyof typeof routes;

export const STAFF_PAGE_SIZE = 10;

export type StaffListKey = readonly [path: string, query: { current: number; size: number }];

export const staffListKey = (current: number, kind: StaffKind = 'company', size = STAFF_PAGE_SIZE): StaffListKey => [routes[kind].path, { current, size }];

export const getStaffList = ([path, query]: StaffListKey): Promise<Page<StaffMember>> =>
  callRoute(path === routes.team.path ? routes.team : routes.company, query);

/** Whether an SWR key is a page of either list: every page is revalidated after a change. */
export const isStaffListKey = (key: unknown): boolean => Array.isArray(key) && (key[0] === routes.company.path || key[0] === routes.team.path);

export const useStaffList = (current: number, kind: StaffKind = 'company', size = STAFF_PAGE_SIZE) =>
  useSWR<Page<StaffMember>, HttpError, StaffListKey>(staffListKey(current, kind, size), getStaffList, { keepPreviousData: true });
