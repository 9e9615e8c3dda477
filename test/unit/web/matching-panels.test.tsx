// @vitest-environment jsdom
/**
 * Matching's panels (web/src/features/matching) against a stub API: 推荐的合作方 shows each suggestion's reasons as the
 * server wrote them, 邀请 sends `project.invite` for that one demand and party and turns to 已邀请, a skipped invitation
 * says why on its card, an engaged suggestion shows 已邀请 without the button, and staff see no button at all.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { projectRoute } from '../../../shared/routes/project.js';
import { searchRoute } from '../../../shared/routes/search.js';
import type { SuggestedParties, SuggestedParty } from '../../../shared/schemas/matching.js';
import { SuggestedPartiesPanel } from '../../../web/src/features/matching/public.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';

const PARTIES = searchRoute('search.suggestedParties').path;
const INVITE = projectRoute('project.invite').path;
const api = useApiStub();
const PROJECT = '01JAAAAAAAAAAAAAAAAAAAAAA1';

const party = (id: string, name: string, fields: Partial<SuggestedParty> = {}): SuggestedParty => ({
  type: 'TEAM',
  id,
  name,
  tags: ['品牌设计', '小程序开发'],
  score: 60,
  reasons: [
    { kind: 'tags', text: '标签匹配：品牌设计、小程序开发' },
    { kind: 'region', text: '同城：杭州' },
  ],
  engaged: false,
  ...fields,
});

const envelope = <T,>(data: T) => ({ code: 200, msg: '操作成功', data });
const bodies = (path: string) => api.seen.filter((r) => r.path === path).map((r) => JSON.parse(Buffer.from(r.body, 'latin1').toString('utf8')) as Record<string, unknown>);

beforeEach(() => {
  api.seen.length = 0;
  api.reply(PARTIES, {
    body: envelope<SuggestedParties>({
      projectId: PROJECT,
      records: [party('01JBBBBBBBBBBBBBBBBBBBBBB1', '星火设计工作室'), party('01JCCCCCCCCCCCCCCCCCCCCCC1', '林女士', { type: 'PERSONAGE', engaged: true, reasons: [{ kind: 'credit', text: '信用良好' }] })],
    }),
  });
});

describe('推荐的合作方', () => {
  it('invites a suggestion in one click and shows 已邀请; an engaged one has no button', async () => {
    api.reply(INVITE, { body: envelope({ sent: [{ projectId: PROJECT, id: '01JDDDDDDDDDDDDDDDDDDDDDD1' }], skipped: [] }) });
    const view = renderPage(`/project/details?projectId=${PROJECT}`, <SuggestedPartiesPanel projectId={PROJECT} canInvite />);
    const cards = await screen.findAllByTestId('suggested-party');
    expect(bodies(PARTIES)[0]).toEqual({ projectId: PROJECT, size: 8 });
    expect(within(cards[0]!).getByTestId('suggestion-reasons').textContent).toBe('标签匹配：品牌设计、小程序开发同城：杭州');
    expect(within(cards[1]!).getByTestId('suggestion-invited').textContent).toBe('已邀请');
    expect(within(cards[1]!).queryByTestId('suggestion-invite')).toBeNull();
    fireEvent.click(within(cards[0]!).getByRole('button', { name: '邀请 星火设计工作室 洽谈该项目' }));
    await waitFor(() => expect(within(cards[0]!).getByTestId('suggestion-invited').textContent).toBe('已邀请'));
    expect(bodies(INVITE)).toEqual([{ projectIds: [PROJECT], inviteeType: 'TEAM', inviteeId: '01JBBBBBBBBBBBBBBBBBBBBBB1' }]);
    view.unsubscribe();
  });

  it('says on the card why an invitation was skipped, and keeps the button', async () => {
    api.reply(INVITE, { body: envelope({ sent: [], skipped: [{ projectId: PROJECT, msg: '该项目不接受此类型的申请' }] }) });
    const view = renderPage(`/project/details?projectId=${PROJECT}`, <SuggestedPartiesPanel projectId={PROJECT} canInvite />);
    const [card] = await screen.findAllByTestId('suggested-party');
    fireEvent.click(within(card!).getByTestId('suggestion-invite'));
    await waitFor(() => expect(within(card!).getByRole('alert').textContent).toBe('邀请未发出：该项目不接受此类型的申请'));
    expect(within(card!).getByTestId('suggestion-invite')).toBeTruthy();
    view.unsubscribe();
  });

  it('shows staff the suggestions without 邀请', async () => {
    const view = renderPage(`/project/details?projectId=${PROJECT}`, <SuggestedPartiesPanel projectId={PROJECT} canInvite={false} />);
    await screen.findAllByTestId('suggested-party');
    expect(screen.queryAllByTestId('suggestion-invite')).toHaveLength(0);
    view.unsubscribe();
  });
});
