// @vitest-environment jsdom
/**
 * 接管 in the cooperation page's 文档 tab (web/src/features/document-editor/components/directory-takeover.tsx): party
 * B's leader is offered it where the node's actions list `takeOver`, chooses who writes on in a Chinese dialog, and
 * the call names that member; the node shows who took it over.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentRoute } from '../../../shared/routes/documents.js';
import type { CooperationDetail } from '../../../shared/schemas/cooperation.js';
import type { AssignablePerson, DirectoryView, DocumentNode, TakeOverStatus } from '../../../shared/schemas/documents.js';
import { PhaseDocuments } from '../../../web/src/features/document-editor/components/phase-documents.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';

const PROJECT = '01JCOOPERATION000000000000';
const TASK = '01JTASK0000000000000000000';
const leader = { userId: '01JLEADER00000000000000000', name: '周航' };
const former = { userId: '01JFORMER00000000000000000', name: '李四' };
const member = { userId: '01JMEMBER00000000000000000', name: '王五' };
const envelope = (data: unknown) => ({ body: { code: 200, msg: '', data } });

const detail = { projectId: PROJECT, side: 'partyB', current: 1, state: 'COOPERATING', phases: [{ index: 1, name: '宣传册设计', state: 'COMPILING', stateLabel: '编写中' }] } as unknown as CooperationDetail;

const node = (extra: Partial<DocumentNode> = {}): DocumentNode => ({
  taskId: TASK,
  phase: 1,
  title: '需求说明',
  order: 0,
  assignee: former,
  state: 'WRITING',
  stateLabel: '编写中',
  readers: [],
  writers: [],
  version: 3,
  updateTime: 1,
  permission: 'write',
  actions: [
    { name: 'stop', label: '停止协作', confirm: '停止后该成员不能再编写此文档。确定停止吗？' },
    { name: 'takeOver', label: '接管', confirm: '接管后原编写人将不能再编辑此文档，草稿和历史版本保留。确定接管吗？' },
  ],
  ...extra,
});

const directory = (n: DocumentNode): DirectoryView => ({ projectId: PROJECT, phase: 1, phaseState: 'COMPILING', phaseStateLabel: '编写中', writable: true, manage: true, nodes: [n], serverTime: Date.now() });

describe('接管 in the 文档 tab', () => {
  const api = useApiStub();

  it('offers the leader 接管 and hands the task to the member chosen in the dialog', async () => {
    // Prepare
    const people: AssignablePerson[] = [{ ...leader, leader: true }, { ...member, leader: false }];
    const taken: TakeOverStatus = {
      taskId: TASK,
      phase: 1,
      title: '需求说明',
      state: 'WRITING',
      stateLabel: '编写中',
      assignee: member,
      takenOver: true,
      takeOver: { from: former, to: member, by: leader, time: Date.now(), reason: 'LEFT' },
      takeable: false,
      lastActive: 1,
      mine: false,
    };
    api.reply(documentRoute('project.docDirectories').path, envelope(directory(node())));
    api.reply(documentRoute('project.docMembers').path, envelope(people));
    api.reply(documentRoute('project.docTakeOver').path, envelope(taken));
    const { notices, unsubscribe } = renderPage('/', <PhaseDocuments detail={detail} />);
    // Act
    fireEvent.click(await screen.findByRole('button', { name: '接管' }));
    expect(await screen.findByText('接管《需求说明》')).toBeTruthy();
    expect(screen.getByTestId('doc-takeover-note').textContent).toContain('原编写人 李四');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('王五'));
    fireEvent.change(screen.getByTestId('doc-takeover-to'), { target: { value: member.userId } });
    api.reply(documentRoute('project.docDirectories').path, envelope(directory(node({ assignee: member, takeOver: taken.takeOver, actions: [] }))));
    fireEvent.click(screen.getByRole('button', { name: '确定接管' }));
    // Assess
    await waitFor(() => expect(api.seen.some((r) => r.path === documentRoute('project.docTakeOver').path)).toBe(true));
    const sent = JSON.parse(api.seen.find((r) => r.path === documentRoute('project.docTakeOver').path)!.body) as Record<string, unknown>;
    expect(sent).toEqual({ projectId: PROJECT, taskId: TASK, to: member.userId });
    await waitFor(() => expect(notices.some((n) => n.kind === 'toast' && n.text === '已接管《需求说明》，编写人改为 王五')).toBe(true));
    expect((await screen.findByTestId('doc-node-takeover')).textContent).toContain('周航 于');
    expect(screen.queryByRole('button', { name: '接管' })).toBeNull();
    unsubscribe();
  });
});
