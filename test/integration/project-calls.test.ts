/**
 * The Projects I calls a person uses around a demand, each as its users rely on it (docs/projects.md): categories of
 * their own and followed ones, copies of old demands, the preview, the owner's lists by bucket, a publisher's open
 * demands, the find-project list and its page sizes, whom party A may still invite to what, an invitation's message,
 * and the backlog's waiting entries with their counts.
 */
import type { Page } from '../../shared/envelope.js';
import type { CenterCount } from '../../shared/schemas/content.js';
import type { BacklogItem, CustomCategory, InvitableProject, ProjectCard, ProjectCategories, ProjectDetail, RequestCard, SearchPageSize, SelectableCategory } from '../../shared/schemas/project.js';
import { call } from '../support/api.js';
import { hireStaff } from '../support/org.js';
import { login, newPerson } from '../support/people.js';
import { ok, releasedProject } from '../support/projects.js';
import { uniqueWord } from '../support/projects-search.js';
import { completeBaseInfo } from '../support/uploads.js';
import { strangerName } from '../../shared/masking.js';
import type { InviteCandidate, InviteOutcome } from '../../shared/schemas/project.js';
import { SEARCH_LIMITS } from '../../shared/search.js';

const eventually = async <T>(read: () => Promise<T>, until: (value: T) => boolean, ms = 3_000): Promise<T> => {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (until(value) || Date.now() - start > ms) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('categories', () => {
  it('keeps a party’s own categories, usable in its demands, and the ones it follows', async () => {
    const [admin, member] = await Promise.all([newPerson('COMPANY'), newPerson()]);
    await hireStaff(admin, member);
    const staff = (await login(member.phone, member.password, 'COMPANY')).body.data as string;
    const own = ok<CustomCategory>(await call('project.addCategory', { name: '智慧门店' }, admin.token), 'add');
    expect((await call('project.addCategory', { name: '智慧门店' }, admin.token)).body.code).toBe(102014);
    const listed = ok<ProjectCategories>(await call('project.categories', {}, admin.token), 'categories');
    expect(listed.platform.map((c) => c.id)).toContain('it');
    expect(listed.custom.map((c) => c.name)).toEqual(['智慧门店']);
    // The organisation's staff read them; only those who act may add.
    expect(ok<CustomCategory[]>(await call('project.orgCategories', {}, staff), 'org categories').map((c) => c.id)).toEqual([own.id]);
    expect((await call('project.addCategory', { name: '员工分类' }, staff)).body.code).toBe(403);
    // Used by a demand, whose card says its name; deleting it keeps the name on the demand.
    const project = await releasedProject(admin, { categoryId: own.id });
    expect(project.categoryName).toBe('智慧门店');
    ok(await call('project.deleteCategory', { id: own.id }, admin.token), 'delete');
    expect(ok<ProjectCategories>(await call('project.categories', {}, admin.token), 'categories').custom).toEqual([]);
    expect(ok<ProjectDetail>(await call('project.info', { projectId: project.projectId }, admin.token), 'info').categoryName).toBe('智慧门店');
    expect((await call('project.deleteCategory', { id: own.id }, admin.token)).body.code).toBe(404);

    // Followed platform categories: chosen, read back, replaced whole.
    ok(await call('project.selectCategories', { categoryIds: ['it-app', 'design'] }, member.token), 'select');
    expect(ok<SelectableCategory[]>(await call('project.selectedCategories', {}, member.token), 'selected').map((c) => c.id).sort()).toEqual(['design', 'it-app']);
    const all = ok<SelectableCategory[]>(await call('project.selectableCategories', {}, member.token), 'selectable');
    expect(all.find((c) => c.id === 'it-app')).toMatchObject({ selected: true, parentId: 'it' });
    ok(await call('project.selectCategories', { categoryIds: [] }, member.token), 'clear');
    expect(ok<SelectableCategory[]>(await call('project.selectedCategories', {}, member.token), 'selected')).toEqual([]);
  });
});

describe('the owner’s demands', () => {
  it('copies an old demand as a draft named 副本, previews it, and lists each bucket', async () => {
    const owner = await newPerson();
    const project = await releasedProject(owner);
    const { projectId: copyId } = ok<{ projectId: string }>(await call('project.copy', { projectId: project.projectId }, owner.token), 'copy');
    const copy = ok<ProjectDetail>(await call('project.prerelease', { projectId: copyId }, owner.token), 'preview');
    expect(copy).toMatchObject({ name: `${project.name}（副本）`, state: 'DRAFT', budget: project.budget, phases: project.phases, bookHtml: project.bookHtml });
    expect(copy.actions.map((a) => a.name)).toEqual(['modify', 'rename', 'release', 'delete']);
    const again = ok<{ projectId: string }>(await call('project.copy', { projectId: project.projectId }, owner.token), 'copy again');
    expect(ok<ProjectDetail>(await call('project.prerelease', { projectId: again.projectId }, owner.token), 'preview').name).toBe(`${project.name}（副本2）`);
    const bucket = async (b: 'OPEN' | 'DRAFT' | 'ENDED' | 'ALL') => ok<Page<ProjectCard>>(await call('project.mine', { bucket: b }, owner.token), b).records.map((p) => p.projectId);
    expect(await bucket('OPEN')).toEqual([project.projectId]);
    expect(await bucket('DRAFT')).toEqual([again.projectId, copyId]);
    ok(await call('project.withdraw', { projectId: project.projectId }, owner.token), 'withdraw');
    expect(await bucket('ENDED')).toEqual([project.projectId]);
    expect((await bucket('ALL')).sort()).toEqual([project.projectId, copyId, again.projectId].sort());
  });

  it('lists a publisher’s open demands newest first, and the find-project list with its page sizes', async () => {
    const owner = await newPerson();
    const word = uniqueWord();
    const first = await releasedProject(owner, { name: `甲${word}` });
    const second = await releasedProject(owner, { name: `乙${word}`, categoryId: 'design' });
    const mine = await eventually(
      async () => ok<Page<ProjectCard>>(await call('search.partyProjects', { id: owner.userId, type: 'PERSONAGE' }), 'party'),
      (page) => page.total === 2,
    );
    expect(mine.records.map((p) => p.projectId)).toEqual([second.projectId, first.projectId]);
    expect(ok<SearchPageSize>(await call('search.pageSize', {}), 'sizes')).toEqual({ size: 10, sizes: [10, 20, 30] });
    // A parent category finds its children's demands: 信息技术 covers App 与小程序.
    const underIt = await eventually(
      async () => ok<Page<ProjectCard>>(await call('search.projectList', { categoryId: 'it', keyword: word }), 'list'),
      (page) => page.total === 1,
    );
    expect(underIt.records.map((p) => p.projectId)).toEqual([first.projectId]);
    const both = ok<Page<ProjectCard>>(await call('search.projectList', { categoryIds: ['it', 'design'], keyword: word }), 'list');
    expect(both.total).toBe(2);
  });
});

describe('search page sizes', () => {
  it('serves a page as large as the schema allows, and answers a larger size with a 400 naming it instead of cutting it', async () => {
    const owner = await newPerson();
    const word = uniqueWord();
    await releasedProject(owner, { name: `丙${word}` });
    const largest = await eventually(
      async () => ok<Page<ProjectCard>>(await call('search.projectList', { keyword: word, size: SEARCH_LIMITS.maxPageSize }), 'list'),
      (page) => page.total === 1,
    );
    expect(largest.size).toBe(SEARCH_LIMITS.maxPageSize);
    for (const [id, input] of [
      ['search.projectList', { keyword: word, size: SEARCH_LIMITS.maxPageSize + 1 }],
      ['search.projects', { keyword: word, size: 100 }],
      ['search.partyProjects', { id: owner.userId, size: SEARCH_LIMITS.maxPageSize + 1 }],
    ] as const) {
      const answer = await call(id, input);
      expect([id, answer.status, answer.body.msg, answer.body.data], id).toEqual([id, 400, `每页条数不能大于${SEARCH_LIMITS.maxPageSize}`, { issues: [{ path: 'size', message: `每页条数不能大于${SEARCH_LIMITS.maxPageSize}` }] }]);
    }
  });
});

describe('a refused input', () => {
  it('lists each issue once, though two checks of a field refuse it alike', async () => {
    const owner = await newPerson();
    // Text where a list of projects goes is refused as no list and as no project, in the same words: one issue.
    const answer = await call('project.invite', { projectIds: '' as unknown as string[], inviteeType: 'PERSONAGE', inviteeId: owner.userId }, owner.token);
    expect([answer.status, answer.body.data]).toEqual([400, { issues: [{ path: 'projectIds', message: '请选择项目' }] }]);
  });
});

describe('invitations', () => {
  it('offers party A its open demands for an invitee, marks those it is engaged with, and lets it change a waiting message', async () => {
    const [owner, invitee] = await Promise.all([newPerson(), newPerson()]);
    const [a, b] = await Promise.all([releasedProject(owner), releasedProject(owner)]);
    const sent = ok<{ sent: { projectId: string; id: string }[] }>(await call('project.invite', { projectIds: [a.projectId], inviteeType: 'PERSONAGE', inviteeId: invitee.userId, message: '诚邀' }, owner.token), 'invite');
    const offered = ok<InvitableProject[]>(await call('project.invitableProjects', { inviteeType: 'PERSONAGE', inviteeId: invitee.userId }, owner.token), 'invitable');
    expect(Object.fromEntries(offered.map((p) => [p.projectId, p.engaged]))).toEqual({ [a.projectId]: true, [b.projectId]: false });
    const id = sent.sent[0]!.id;
    ok(await call('project.leaveMessage', { id, message: '期待合作，预算可谈' }, owner.token), 'message');
    expect(ok<RequestCard>(await call('project.request', { id }, invitee.token), 'request').message).toBe('期待合作，预算可谈');
    expect((await call('project.leaveMessage', { id, message: '乙方改的' }, invitee.token)).body.code).toBe(102002);
    const counts = ok<CenterCount>(await call('content.centerCount', {}, invitee.token), 'count');
    expect(counts).toMatchObject({ receiveInvite: 1, backlog: 1 });
  });
});

describe('an invited person’s name', () => {
  it('is the same in the invite search and in party A’s sent invitations until they accept: 林女士, not 林晓', async () => {
    const [owner, invitee] = await Promise.all([newPerson(), newPerson()]);
    await completeBaseInfo(invitee, '女');
    const project = await releasedProject(owner);
    const masked = strangerName(invitee.nickname, '女');
    const [found] = ok<InviteCandidate[]>(await call('project.inviteList', { keyword: invitee.phone, projectId: project.projectId }, owner.token), 'search');
    expect(found?.name).toBe(masked);
    const { sent: [invitation] } = ok<InviteOutcome>(await call('project.invite', { projectIds: [project.projectId], inviteeType: 'PERSONAGE', inviteeId: invitee.userId, message: '邀请您洽谈' }, owner.token), 'invite');
    const sent = ok<Page<RequestCard>>(await call('project.requests', { box: 'send-invite' }, owner.token), 'sent');
    expect(sent.records.map((r) => r.partyB.name)).toEqual([masked]);
    expect(ok<RequestCard>(await call('project.request', { id: invitation!.id }, owner.token), 'info').partyB.name).toBe(masked);
    // The invitee sees their own name; once they accept, party A sees it too.
    expect(ok<Page<RequestCard>>(await call('project.requests', { box: 'receive-invite' }, invitee.token), 'received').records[0]?.partyB.name).toBe(invitee.nickname);
    ok(await call('project.answerRequest', { id: invitation!.id, action: 'accept' }, invitee.token), 'accept');
    expect(ok<Page<RequestCard>>(await call('project.requests', { box: 'send-invite' }, owner.token), 'sent').records[0]?.partyB.name).toBe(invitee.nickname);
  });
});

describe('the backlog', () => {
  it('counts what waits until it is dealt with or cleared, marks entries read, and hides them', async () => {
    const [owner, a, b] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    const project = await releasedProject(owner);
    const { id: first } = ok<{ id: string }>(await call('project.apply', { projectId: project.projectId, message: '一' }, a.token), 'apply');
    ok(await call('project.apply', { projectId: project.projectId, message: '二' }, b.token), 'apply');
    const waiting = ok<Page<BacklogItem>>(await call('project.backlog', { todo: true }, owner.token), 'backlog');
    expect(waiting.total).toBe(2);
    expect(waiting.records[0]).toMatchObject({ type: 'APPLICATION', typeLabel: '收到申请', todo: true, read: false });
    expect(waiting.records[0]!.link).toMatch(/^\/apply\/details\?id=/);
    expect(ok<CenterCount>(await call('content.centerCount', {}, owner.token), 'count').backlog).toBe(2);

    // Declining the first deals with its entry; clearing the second stops it counting; reading marks it read.
    ok(await call('project.answerRequest', { id: first, action: 'decline', reason: '方向不符' }, owner.token), 'decline');
    const left = ok<Page<BacklogItem>>(await call('project.backlog', { todo: true }, owner.token), 'backlog');
    expect(left.total).toBe(1);
    const entry = left.records[0]!;
    ok(await call('project.backlogRead', { id: entry.id }, owner.token), 'read');
    ok(await call('project.backlogClear', { id: entry.id }, owner.token), 'clear');
    expect(ok<CenterCount>(await call('content.centerCount', {}, owner.token), 'count').backlog).toBe(0);
    const everything = ok<Page<BacklogItem>>(await call('project.backlog', {}, owner.token), 'backlog');
    expect(everything.records.find((r) => r.id === entry.id)).toMatchObject({ read: true, todo: false });
    ok(await call('project.backlogHide', { id: entry.id }, owner.token), 'hide');
    expect(ok<Page<BacklogItem>>(await call('project.backlog', {}, owner.token), 'backlog').records.map((r) => r.id)).not.toContain(entry.id);
    // The applicant declined was told, with the reason.
    const told = ok<Page<BacklogItem>>(await call('project.backlog', {}, a.token), 'backlog').records[0];
    expect(told).toMatchObject({ type: 'REQUEST_ANSWERED', content: '方向不符', todo: false });
  });
});

