// @vitest-environment jsdom
/**
 * 商城管理员 (web/src/features/mall/components/mall-staff-dialog.tsx) against a stub API: the named members, one who
 * left marked 已离职; only active members who are neither the administrator nor named already can be named; naming
 * and un-naming go to the mall's staff routes.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mallRoute } from '../../../shared/routes/mall.js';
import { orgRoute } from '../../../shared/routes/org.js';
import { MallStaffDialog } from '../../../web/src/features/mall/components/mall-staff-dialog.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';

const LIST = mallRoute('mall.staff.list').path;
const ADD = mallRoute('mall.staff.add').path;
const REMOVE = mallRoute('mall.staff.remove').path;
const MEMBERS = orgRoute('org.staffList').path;
const ok = (data: unknown) => ({ body: { code: 200, msg: '操作成功', data } });
const api = useApiStub();
const bodiesOf = (path: string) => api.seen.filter((request) => request.path === path).map((request) => JSON.parse(Buffer.from(request.body, 'latin1').toString('utf8')) as Record<string, unknown>);
const member = (userId: string, nickname: string, fields: Record<string, unknown> = {}) => ({ userId, nickname, headPortrait: '', phone: '138****0000', role: 'STAFF', projectLeader: false, userStatus: '', joinTime: 0, ...fields });

beforeEach(() => {
  api.seen.length = 0;
  api.reply(LIST, ok([{ userId: 'u2', nickname: '王五', headPortrait: '', phone: '139****1111', addTime: 0, active: false }]));
  api.reply(MEMBERS, ok({ records: [member('u1', '陈总', { role: 'ADMIN' }), member('u2', '王五'), member('u3', '赵六', { userStatus: '已离职' }), member('u4', '林晓')], total: 4, pages: 1, current: 1, size: 100 }));
  api.reply(ADD, ok(null));
  api.reply(REMOVE, ok(null));
});

describe('商城管理员', () => {
  it('lists the named, offers only members who may be named, and names and un-names them', async () => {
    renderPage('/company/comAdrate', <MallStaffDialog kind="COMPANY" onClose={() => undefined} />);
    const named = await screen.findByTestId('mall-staff');
    expect(within(named).getByText('已离职')).toBeTruthy();
    await waitFor(() => expect(api.seen.some((request) => request.path === MEMBERS)).toBe(true));
    fireEvent.click(screen.getByRole('combobox'));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['林晓 138****0000']);
    fireEvent.click(screen.getByRole('option', { name: /林晓/ }));
    fireEvent.click(screen.getByRole('button', { name: '指定' }));
    await waitFor(() => expect(bodiesOf(ADD)).toEqual([{ userId: 'u4' }]));
    fireEvent.click(within(named).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(bodiesOf(REMOVE)).toEqual([{ userId: 'u2' }]));
  });
});
