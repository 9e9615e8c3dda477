// @vitest-environment jsdom
/**
 * 设置授权人 for a team (web/src/features/org/components/certigier-panel.tsx, kind team) against a stub API: the
 * team's texts (成员, 团队钱包), its members offered but the administrator and those who left, and the choice sent to
 * the team's own route after the confirmation.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orgRoute } from '../../../shared/routes/org.js';
import { CertigierPanel } from '../../../web/src/features/org/components/certigier-panel.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';

const ok = (data: unknown) => ({ body: { code: 200, msg: '操作成功', data } });
const member = (userId: string, nickname: string, fields: Record<string, unknown> = {}) => ({ userId, nickname, headPortrait: '', phone: '138****0000', role: 'STAFF', projectLeader: false, userStatus: '', joinTime: 0, ...fields });
const api = useApiStub();
/** What was POSTed to a path (the 授权人's read, write and removal share one path). */
const bodiesOf = (path: string) => api.seen.filter((r) => r.path === path && r.method === 'POST').map((r) => JSON.parse(Buffer.from(r.body, 'latin1').toString('utf8')) as Record<string, unknown>);

describe('a team’s 设置授权人', () => {
  it('offers the team’s active members and names one through the team’s route', async () => {
    // Prepare
    api.reply(orgRoute('org.teamCertigier').path, ok(null));
    api.reply(orgRoute('org.teamStaffList').path, ok({ records: [member('u1', '周航', { role: 'ADMIN' }), member('u2', '王五'), member('u3', '赵六', { userStatus: '已离职' })], total: 3, pages: 1, current: 1, size: 50 }));
    api.reply(orgRoute('org.setTeamCertigier').path, ok(null));
    // Act
    const { modals, unsubscribe } = renderPage('/team/setTeamCertigier', <CertigierPanel companyName="星火设计" kind="team" />);
    // Assess: the team's words and only 王五 to choose
    expect(await screen.findByText(/授权人须为本团队在职成员/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看团队钱包' })).toBeTruthy();
    const choices = await screen.findByRole('group', { name: '从在职成员中选择一位' });
    expect(within(choices).getAllByRole('radio')).toHaveLength(1);
    // Act: choose and confirm
    fireEvent.click(within(choices).getByRole('radio'));
    fireEvent.click(screen.getByRole('button', { name: '设为授权人' }));
    const [ask] = modals();
    expect(ask?.text).toBe('确定将「王五」设为授权人吗？');
    act(() => ask?.actions[0]?.run?.());
    // Assess
    await waitFor(() => expect(bodiesOf(orgRoute('org.setTeamCertigier').path)).toEqual([{ userId: 'u2' }]));
    expect(bodiesOf(orgRoute('org.setCertigier').path)).toEqual([]);
    unsubscribe();
  });
});
