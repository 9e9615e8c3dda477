// @vitest-environment jsdom
/**
 * The project center's tabs against a stub API: each tab of the menu carries its figure of the personal center
 * count (at most 99+, spec §9; none at 0), and a project push (NEED_RADIO with kind project) reads the count again,
 * so the badges follow without a reload; a NEED_RADIO of another kind is left alone.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routeById } from '../../../shared/routes/index.js';
import type { CenterCount } from '../../../shared/schemas/content.js';
import { CenterLayout } from '../../../web/src/features/project-center/components/center-layout.js';
import { paths } from '../../../web/src/config/paths.js';
import { emitRadio } from '../../../web/src/lib/radio-events.js';
import { removeToken, setToken } from '../../../web/src/lib/token.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';

const COUNT_PATH = routeById('content.centerCount').path;
const api = useApiStub();

const count = (over: Partial<CenterCount>): CenterCount => ({
  backlog: 0,
  myAttention: 0,
  notice: 0,
  releaseProject: 0,
  negotiateProject: 0,
  negotiateTerminatedProject: 0,
  onGoingPhaseProject: 0,
  cooperateTerminatedProject: 0,
  completeProject: 0,
  receiveInvite: 0,
  receiveApply: 0,
  ...over,
});

const answer = (data: CenterCount) => api.reply(COUNT_PATH, { body: { code: 200, msg: '操作成功', data } });
const asked = () => api.seen.filter((r) => r.path === COUNT_PATH).length;

const TABS = [
  { to: paths.releasedProject, label: '已发布的项目' },
  { to: paths.negotiateProject, label: '洽谈中的项目' },
  { to: paths.receiveInvite, label: '收到的邀请' },
  { to: paths.receiveApply, label: '收到的申请' },
  { to: paths.terminatedProject, label: '已终止洽谈' },
];

beforeAll(() => setToken('project-center-test-token'));
afterAll(() => removeToken());
beforeEach(() => {
  api.seen.length = 0;
});

describe('the project center tabs', () => {
  it('shows each tab’s count, 99+ above 99 and nothing at 0, and follows project pushes', async () => {
    answer(count({ releaseProject: 3, receiveApply: 150, negotiateTerminatedProject: 1 }));
    const view = renderPage(paths.releasedProject, <CenterLayout tabs={TABS}>{null}</CenterLayout>);
    await waitFor(() => expect(screen.getByTestId('center-count-released-project').textContent).toBe('3'));
    expect(screen.getByTestId('center-count-receive-apply').textContent).toBe('99+');
    expect(screen.getByTestId('center-count-terminated-project').textContent).toBe('1');
    expect(screen.queryByTestId('center-count-negotiate-project')).toBeNull();
    expect(screen.getByRole('navigation', { name: '项目中心' }).querySelectorAll('a')).toHaveLength(5);

    // Another kind of NEED_RADIO is not the project center's.
    const before = asked();
    answer(count({ releaseProject: 3, receiveApply: 0, negotiateProject: 2 }));
    emitRadio({ messageType: 'NEED_RADIO', sendTime: Date.now(), content: JSON.stringify({ kind: 'other' }) });
    emitRadio({ messageType: 'NEED_RADIO', sendTime: Date.now(), content: JSON.stringify({ kind: 'project', event: 'negotiation', id: 'N1' }) });
    await waitFor(() => expect(screen.getByTestId('center-count-negotiate-project').textContent).toBe('2'));
    expect(screen.queryByTestId('center-count-receive-apply')).toBeNull();
    expect(asked() - before).toBe(1);
    view.unmount();
    view.unsubscribe();
  });
});
