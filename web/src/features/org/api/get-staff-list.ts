/** GET .../company/staff-list: the company's staff page by page, resigned ones included (administrators only). */
import useSWR from 'swr';
import type { Page } from '../../../../../shared/envelope.js';
import { orgRoute } from '../../../../../shared/routes/org.js';
import type { StaffMember } from '../../../../../shared/schemas/account.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';

const route = orgRoute('org.staffList');

export const STAFF_PAGE_SIZE = 10;

export type StaffListKey = readonly [path: string, query: { current: number; size: number }];

export const staffListKey = (current: number, size = STAFF_PAGE_SIZE): StaffListKey => [route.path, { current, size }];

export const getStaffList = ([, query]: StaffListKey): Promise<Page<StaffMember>> => callRoute(route, query);

/** Whether an SWR key is a page of this list: every page is revalidated after a change. */
export const isStaffListKey = (key: unknown): boolean => Array.isArray(key) && key[0] === route.path;

export const useStaffList = (current: number) =>
  useSWR<Page<StaffMember>, HttpError, StaffListKey>(staffListKey(current), getStaffList, { keepPreviousData: true });
