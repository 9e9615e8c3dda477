// @vitest-environment jsdom
/**
 * The request card of the project center: its buttons are exactly the `actions` the server gave (labels and order),
 * never more; an expired invitation shows 已失效 without buttons; an action with `confirm` and `reason` asks both in a
 * dialog before it runs, with the reason it was given; an accepted one links to its negotiation.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProcessAction } from '../../../shared/process/types.js';
import type { RequestCard } from '../../../shared/schemas/project.js';
import { RequestCardView } from '../../../web/src/features/project-center/components/request-card.js';
import { boxOfPath } from '../../../web/src/features/project-center/components/request-pages.js';
import { renderPage } from './render-page.js';

const card = (over: Partial<RequestCard> = {}): RequestCard => ({
  id: '01JTESTREQUEST00000000000A',
  kind: 'APPLY',
  state: 'PENDING',
  stateLabel: '待处理',
  project: { projectId: '01JTESTPROJECT00000000000A', name: '门店预约小程序', state: 'RELEASED', budget: 800_000 },
  partyA: { type: 'COMPANY', id: 'c1', name: '示范科技有限公司' },
  partyB: { type: 'TEAM', id: 't1', name: '星火设计工作室' },
  message: '我们做过三个类似的小程序',
  createTime: Date.UTC(2026, 0, 5, 8, 0),
  viewerSide: 'partyA',
  actions: [],
  ...over,
});

const buttons = () => screen.queryAllByRole('button').filter((b) => b.getAttribute('data-action'));

let unsubscribe: (() => void) | undefined;
afterEach(() => unsubscribe?.());

describe('the request card', () => {
  it('shows exactly the actions it was given, in their order, with their labels', () => {
    const actions: ProcessAction[] = [
      { name: 'accept', label: '同意洽谈' },
      { name: 'decline', label: '拒绝', confirm: '确定拒绝该申请吗？', reason: true },
    ];
    const view = renderPage('/work/project-center/receive-apply', <RequestCardView card={card({ actions })} box="receive-apply" onAction={async () => undefined} />);
    unsubscribe = view.unsubscribe;
    expect(buttons().map((b) => [b.getAttribute('data-action'), b.textContent])).toEqual([
      ['accept', '同意洽谈'],
      ['decline', '拒绝'],
    ]);
    // The other side in this box is the applicant (party B), and the note is shown.
    expect(screen.getByTestId('request-other').textContent).toContain('星火设计工作室');
    expect(screen.getByTestId('request-message').textContent).toContain('我们做过三个类似的小程序');
    expect(screen.getByTestId('request-state').textContent).toBe('待处理');
  });

  it('shows no action buttons when none are given (the sender waiting, a final state)', () => {
    const view = renderPage('/work/project-center/send-apply', <RequestCardView card={card({ actions: [] })} box="send-apply" onAction={async () => undefined} />);
    unsubscribe = view.unsubscribe;
    expect(buttons()).toEqual([]);
    expect(screen.getByTestId('request-other').textContent).toContain('示范科技有限公司');
  });

  it('shows an expired invitation as 已失效 without buttons, even if actions came with it', () => {
    const view = renderPage(
      '/work/project-center/receive-invite',
      <RequestCardView card={card({ kind: 'INVITE', state: 'EXPIRED', stateLabel: '已失效', actions: [{ name: 'accept', label: '接受邀请' }] })} box="receive-invite" onAction={async () => undefined} />,
    );
    unsubscribe = view.unsubscribe;
    expect(screen.getByTestId('request-state').textContent).toBe('已失效');
    expect(buttons()).toEqual([]);
    expect(screen.getByRole('note').textContent).toContain('邀请已失效');
  });

  it('asks the confirmation and the reason before it runs an action that wants them', async () => {
    const ran: [string, string | undefined][] = [];
    const actions: ProcessAction[] = [{ name: 'decline', label: '拒绝', confirm: '确定拒绝该申请吗？', reason: true }];
    const view = renderPage(
      '/work/project-center/receive-apply',
      <RequestCardView card={card({ actions })} box="receive-apply" onAction={async (action, reason) => void ran.push([action.name, reason])} />,
    );
    unsubscribe = view.unsubscribe;
    fireEvent.click(screen.getByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('确定拒绝该申请吗？')).toBeTruthy();
    expect(ran).toEqual([]);
    fireEvent.change(within(dialog).getByTestId('action-reason'), { target: { value: '预算不符' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(ran).toEqual([['decline', '预算不符']]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('runs an action without confirm or reason at once, and links an accepted request to its negotiation', async () => {
    const ran: string[] = [];
    const view = renderPage(
      '/apply/details',
      <RequestCardView card={card({ actions: [{ name: 'accept', label: '同意洽谈' }] })} onAction={async (action) => void ran.push(action.name)} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '同意洽谈' }));
    await waitFor(() => expect(ran).toEqual(['accept']));
    view.unmount();
    view.unsubscribe();
    const accepted = renderPage('/apply/details', <RequestCardView card={card({ state: 'ACCEPTED', stateLabel: '已同意', negotiationId: 'N1' })} onAction={async () => undefined} />);
    unsubscribe = accepted.unsubscribe;
    expect(screen.getByRole('link', { name: '查看洽谈' }).getAttribute('href')).toContain('/negotiate/details?id=N1');
    // On its own page both sides are named.
    expect(screen.getByText('示范科技有限公司')).toBeTruthy();
    expect(screen.getByText('星火设计工作室')).toBeTruthy();
  });

  it('takes the box of a request tab from its path', () => {
    expect(boxOfPath('/work/project-center/send-invite')).toBe('send-invite');
    expect(boxOfPath('/work/project-center/receive-invite')).toBe('receive-invite');
    expect(boxOfPath('/work/project-center/send-apply')).toBe('send-apply');
    expect(boxOfPath('/work/project-center/receive-apply')).toBe('receive-apply');
  });
});
