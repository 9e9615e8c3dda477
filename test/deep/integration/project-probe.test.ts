/**
 * An outside probe of the project routes (Projects I: shared/routes/project.ts, shared/routes/search.ts), as a
 * hostile or careless client would use them through the local gateway: strangers with others' ids at every door,
 * parties acting as the other side, races between the two sides and the platform, hostile input and dropped
 * requests. Each test asserts what the documentation promises or what a client must be able to rely on (a 400 that
 * names the field, a 403/404 that tells a stranger nothing, one agreement and one fee however the calls interleave,
 * never a 5xx for anything a client can send). A test that fails names a defect: it is not to be weakened. Input
 * that a route's schema refuses (wrong types, bounds, lengths, invisible or control characters, ids of the wrong
 * shape, bodies that are no object) is held for every route by the generated suite (test/contract/route-inputs.test.ts);
 * the input cases here are the ones the handlers' own rules refuse.
 */
import type { Page } from '../../../shared/envelope.js';
import { negotiationFeeOf, PROJECT_LIMITS } from '../../../shared/limits.js';
import type { RouteId } from '../../../shared/routes/index.js';
import type {
  CustomCategory,
  InvitableProject,
  InviteCandidate,
  InviteOutcome,
  NegotiationDetail,
  ProjectCard,
  ProjectDetail,
  RequestCard,
  Terms,
} from '../../../shared/schemas/project.js';
import type { FlowEntry, WalletInfo } from '../../../shared/schemas/wallet.js';
import { call, type Answer } from '../../support/api.js';
import { fundWallet, newRequestId, PAY_PASSWORD, setPayPassword, startRecharge } from '../../support/money.js';
import { hireStaff } from '../../support/org.js';
import { info as accountInfo, login, newPerson, type TestPerson } from '../../support/people.js';
import { demandFields, ok, releasedProject } from '../../support/projects.js';
import { uniqueWord } from '../../support/projects-search.js';

const DAY = 86_400_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The states in which a negotiation still runs. */
const TALKING = ['A_PROPOSED', 'B_PROPOSED', 'CONFIRMED'];

/** The budget of `demandFields()` and the fee party A pays on it. */
const BUDGET = 800_000;
const FEE = negotiationFeeOf(BUDGET);

const codeOf = (answer: Answer): number => answer.body.code;
const statusAndCode = (answer: Answer) => ({ status: answer.status, code: answer.body.code, msg: answer.body.msg });

/** A refusal that tells a stranger nothing: HTTP 403 or 404, and the same code in the envelope. */
const expectHidden = (answer: Answer, what: string) => {
  expect([403, 404], `${what}: ${JSON.stringify(statusAndCode(answer))}`).toContain(answer.status);
  expect(answer.body.code, what).toBe(answer.status);
};
const expectNotFound = (answer: Answer, what: string) => {
  expect(statusAndCode(answer), what).toMatchObject({ status: 404, code: 404 });
};
/** A 400 whose message names the field (in Chinese). */
const expectBadInput = (answer: Answer, what: string, field?: RegExp) => {
  expect(statusAndCode(answer), what).toMatchObject({ status: 400, code: 400 });
  if (field) expect(answer.body.msg, what).toMatch(field);
};
/** The inputs of a list that were not refused with a 400, each with what it got instead. */
const notRefused = async (cases: [string, () => Promise<Answer>][], accept: (answer: Answer) => boolean = (a) => a.status === 400 && a.body.code === 400): Promise<string[]> => {
  const wrong: string[] = [];
  for (const [what, run] of cases) {
    const answer = await run();
    if (!accept(answer)) wrong.push(`${what} → ${answer.status} ${answer.body.code} ${answer.body.msg}`);
  }
  return wrong;
};
const expectNoServerError = (answer: Answer, what: string) => {
  expect(answer.status, `${what}: ${JSON.stringify(statusAndCode(answer))}`).toBeLessThan(500);
};

/** Sends a route's input as the route would, but with any shape (hostile inputs need no types). */
const send = (id: RouteId, input: unknown, token?: string): Promise<Answer> => call(id, input as never, token);

const countBy = (codes: number[]): Record<number, number> => codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

// ---------------------------------------------------------------------------------------------------------------
// Building things as people do
// ---------------------------------------------------------------------------------------------------------------

const save = async (owner: TestPerson, fields: Record<string, unknown> = {}) =>
  ok<{ projectId: string }>(await send('project.save', { ...demandFields(), ...fields }, owner.token), 'save').projectId;

const info = async (person: TestPerson | undefined, projectId: string) => send('project.info', { projectId }, person?.token);
const detailOf = async (person: TestPerson, projectId: string) => ok<ProjectDetail>(await info(person, projectId), 'info');

/** party B applies to the project and party A accepts: a negotiation on version 1 (A_PROPOSED). */
interface Deal {
  owner: TestPerson;
  partyB: TestPerson;
  projectId: string;
  requestId: string;
  negotiationId: string;
}

const applyTo = async (partyB: TestPerson, projectId: string, message = '我们做过类似项目') =>
  ok<{ id: string }>(await send('project.apply', { projectId, message }, partyB.token), 'apply').id;

const openDeal = async (owner: TestPerson, projectId: string, partyB?: TestPerson): Promise<Deal> => {
  const b = partyB ?? (await newPerson());
  const requestId = await applyTo(b, projectId);
  const card = ok<RequestCard>(await send('project.answerRequest', { id: requestId, action: 'accept' }, owner.token), 'accept');
  return { owner, partyB: b, projectId, requestId, negotiationId: card.negotiationId as string };
};

const negotiation = async (person: TestPerson, id: string) => ok<NegotiationDetail>(await send('project.negotiation', { id }, person.token), 'negotiation');

/** party B confirms version 1: the negotiation waits for party A's fee (CONFIRMED). */
const confirmedDeal = async (owner: TestPerson, projectId: string, partyB?: TestPerson): Promise<Deal> => {
  const deal = await openDeal(owner, projectId, partyB);
  ok(await send('project.confirm', { id: deal.negotiationId, version: 1 }, deal.partyB.token), 'confirm by B');
  return deal;
};

/** A party A with a pay password and `amount` fen in its wallet. */
const payer = async (amount: number, type: 'PERSONAGE' | 'TEAM' | 'COMPANY' = 'PERSONAGE'): Promise<TestPerson> => {
  const person = await newPerson(type);
  await setPayPassword(person);
  if (amount > 0) await fundWallet(person, amount);
  return person;
};

const payFee = (owner: TestPerson, id: string, requestId = newRequestId(), payPassword = PAY_PASSWORD, version = 1) =>
  send('project.payFee', { id, version, payPassword, requestId }, owner.token);

const walletInfo = async (person: TestPerson) => ok<WalletInfo>(await send('wallet.info', {}, person.token), 'wallet');
const flowOf = async (person: TestPerson) => ok<Page<FlowEntry>>(await send('wallet.flow', { current: 1, size: 100 }, person.token), 'flow').records;

/** Terms of a negotiation's latest version, with the first phase's amount changed (a new proposal). */
const termsFrom = (detail: NegotiationDetail, amount: number): Terms => {
  const latest = detail.versions[detail.versions.length - 1]!.terms;
  return { ...latest, phases: latest.phases.map((p, i) => (i === 0 ? { ...p, amount } : p)) };
};

/** party B proposes again and again, each time on the version it last saw, until told to stop or refused for good. */
const keepProposing = async (deal: Deal, stop: () => boolean): Promise<{ proposals: number; lastCode: number }> => {
  let detail = await negotiation(deal.partyB, deal.negotiationId);
  let proposals = 0;
  let lastCode = 200;
  while (!stop()) {
    const answer = await send('project.propose', { id: deal.negotiationId, version: detail.version, terms: termsFrom(detail, 200_000 + ((proposals + 1) % 50) * 100) }, deal.partyB.token);
    lastCode = codeOf(answer);
    if (lastCode === 200) {
      detail = answer.body.data as NegotiationDetail;
      proposals += 1;
    } else if (lastCode === 100002) {
      detail = await negotiation(deal.partyB, deal.negotiationId);
    } else {
      break;
    }
  }
  return { proposals, lastCode };
};

const companyStaffToken = async (company: TestPerson): Promise<{ worker: TestPerson; token: string }> => {
  const worker = await newPerson();
  await hireStaff(company, worker);
  const answer = await login(worker.phone, worker.password, 'COMPANY');
  expect(answer.body.code, answer.body.msg).toBe(200);
  return { worker, token: answer.body.data };
};

/** Polls a search until `until` holds (the index follows the table within a second or two). */
const searchUntil = async (route: 'search.projects' | 'search.projectList' | 'search.partyProjects', input: Record<string, unknown>, token: string | undefined, until: (ids: string[]) => boolean) => {
  const start = Date.now();
  let last: Page<ProjectCard> | undefined;
  while (Date.now() - start < 15_000) {
    const answer = await send(route, input, token);
    if (answer.body.code === 200) {
      last = answer.body.data as Page<ProjectCard>;
      if (until(last.records.map((r) => r.projectId))) return last;
    }
    await sleep(200);
  }
  throw new Error(`search ${route} ${JSON.stringify(input)} never held; last ${JSON.stringify(last?.records.map((r) => r.name))}`);
};

// ---------------------------------------------------------------------------------------------------------------
// 1. Strangers with others' ids
// ---------------------------------------------------------------------------------------------------------------

describe('probe: strangers with others’ ids', () => {
  it('answers a stranger and a visitor 404 for a private released project at every door, and changes nothing', async () => {
    const [owner, stranger, friend] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    const project = await releasedProject(owner, { visibility: 'PRIVATE' } as never);
    const projectId = project.projectId;
    expect(project.visibility).toBe('PRIVATE');

    for (const who of [stranger, undefined]) {
      expectNotFound(await info(who, projectId), `info by ${who ? 'a stranger' : 'a visitor'}`);
      expectNotFound(await send('project.browse', { projectId }, who?.token), 'browse');
    }
    expectNotFound(await send('project.apply', { projectId, message: '' }, stranger.token), 'apply');
    expectNotFound(await send('project.copy', { projectId }, stranger.token), 'copy');
    expectNotFound(await send('project.prerelease', { projectId }, stranger.token), 'prerelease');
    expectNotFound(await send('project.modify', { projectId, name: '抢来的项目' }, stranger.token), 'modify');
    expectNotFound(await send('project.rename', { projectId, name: '抢来的项目' }, stranger.token), 'rename');
    expectNotFound(await send('project.withdraw', { projectId }, stranger.token), 'withdraw');
    expectNotFound(await send('project.release', { projectId }, stranger.token), 'release');
    expectNotFound(await send('project.delete', { projectId }, stranger.token), 'delete');
    expectNotFound(await send('project.saveDraft', { projectId, name: '抢来的项目' }, stranger.token), 'saveDraft over it');
    expectNotFound(await send('project.invite', { projectIds: [projectId], inviteeType: 'PERSONAGE', inviteeId: friend.userId, message: '' }, stranger.token), 'invite someone to it');

    const after = await detailOf(owner, projectId);
    expect({ name: after.name, state: after.state, browseNum: after.browseNum, applyCount: after.applyCount }).toEqual({ name: project.name, state: 'RELEASED', browseNum: 0, applyCount: 0 });
  });

  it('answers a stranger 404 for a draft at every door, applying included (a draft’s existence is not told)', async () => {
    const [owner, stranger] = await Promise.all([newPerson(), newPerson()]);
    const projectId = await save(owner);
    expectNotFound(await info(stranger, projectId), 'info');
    expectNotFound(await info(undefined, projectId), 'info by a visitor');
    expectNotFound(await send('project.browse', { projectId }, stranger.token), 'browse');
    expectNotFound(await send('project.prerelease', { projectId }, stranger.token), 'prerelease');
    expectNotFound(await send('project.copy', { projectId }, stranger.token), 'copy');
    // A public draft: the apply door must not answer 102006 (该项目已不在发布中), which tells that it exists.
    expectNotFound(await send('project.apply', { projectId, message: '' }, stranger.token), 'apply to a draft');
  });

  it('shows a stranger a public project without party A’s counts or actions', async () => {
    const [owner, applicant, stranger] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    const project = await releasedProject(owner);
    await applyTo(applicant, project.projectId);
    for (const [who, person] of [['a stranger', stranger], ['party B', applicant], ['a visitor', undefined]] as const) {
      const seen = ok<ProjectDetail>(await info(person, project.projectId), `info by ${who}`);
      expect({ applyCount: seen.applyCount, inviteCount: seen.inviteCount, negotiatingCount: seen.negotiatingCount, actions: seen.actions }, who).toEqual({
        applyCount: undefined,
        inviteCount: undefined,
        negotiatingCount: undefined,
        actions: [],
      });
    }
    // Nothing of it in the stranger's own lists and counts.
    for (const box of ['send-invite', 'receive-invite', 'send-apply', 'receive-apply'] as const) {
      expect(ok<Page<RequestCard>>(await send('project.requests', { box }, stranger.token), box).total, box).toBe(0);
    }
    for (const tab of ['negotiate', 'terminated', 'agreed'] as const) {
      expect(ok<Page<unknown>>(await send('project.negotiations', { tab }, stranger.token), tab).total, tab).toBe(0);
    }
    expect(ok<Page<unknown>>(await send('project.backlog', {}, stranger.token), 'backlog').total).toBe(0);
  });

  it('refuses a stranger’s use of others’ request, negotiation and backlog ids with 404, and changes none of them', async () => {
    const [owner, applicant, invitee, stranger] = await Promise.all([newPerson(), newPerson(), newPerson(), newPerson()]);
    const project = await releasedProject(owner);
    const second = await releasedProject(owner);
    const pendingApplication = await applyTo(applicant, second.projectId);
    const deal = await openDeal(owner, project.projectId, applicant);
    const sent = ok<InviteOutcome>(await send('project.invite', { projectIds: [project.projectId], inviteeType: 'PERSONAGE', inviteeId: invitee.userId, message: '来谈谈' }, owner.token), 'invite');
    const invitationId = sent.sent[0]!.id;
    const backlogIds = ok<Page<{ id: string }>>(await send('project.backlog', {}, owner.token), 'backlog').records.map((r) => r.id);
    expect(backlogIds.length).toBeGreaterThan(0);

    for (const id of [pendingApplication, invitationId, deal.requestId]) {
      expectNotFound(await send('project.request', { id }, stranger.token), `request ${id}`);
      for (const action of ['accept', 'decline', 'cancel']) expectNotFound(await send('project.answerRequest', { id, action }, stranger.token), `${action} ${id}`);
    }
    expectNotFound(await send('project.leaveMessage', { id: invitationId, message: '改掉留言' }, stranger.token), 'leave message');
    const nid = deal.negotiationId;
    expectNotFound(await send('project.negotiation', { id: nid }, stranger.token), 'negotiation');
    const terms = termsFrom(await negotiation(owner, nid), 100_000);
    expectNotFound(await send('project.propose', { id: nid, version: 1, terms }, stranger.token), 'propose');
    expectNotFound(await send('project.confirm', { id: nid, version: 1 }, stranger.token), 'confirm');
    expectNotFound(await send('project.confirm', { id: nid, version: 1, payPassword: PAY_PASSWORD, requestId: newRequestId() }, stranger.token), 'confirm with a fee');
    expectNotFound(await payFee(stranger, nid), 'pay fee');
    expectNotFound(await send('project.terminate', { id: nid, reason: '捣乱' }, stranger.token), 'terminate');
    for (const id of backlogIds) {
      expectNotFound(await send('project.backlogClear', { id }, stranger.token), 'backlog clear');
      expectNotFound(await send('project.backlogRead', { id }, stranger.token), 'backlog read');
      expectNotFound(await send('project.backlogHide', { id }, stranger.token), 'backlog hide');
    }

    // Nothing moved.
    expect(ok<RequestCard>(await send('project.request', { id: pendingApplication }, owner.token), 'request').state).toBe('PENDING');
    const invitation = ok<RequestCard>(await send('project.request', { id: invitationId }, owner.token), 'invitation');
    expect({ state: invitation.state, message: invitation.message }).toEqual({ state: 'PENDING', message: '来谈谈' });
    expect(await negotiation(owner, nid)).toMatchObject({ state: 'A_PROPOSED', version: 1 });
    const backlog = ok<Page<{ id: string; read: boolean }>>(await send('project.backlog', {}, owner.token), 'backlog').records;
    expect(backlog.map((r) => r.id).sort()).toEqual(expect.arrayContaining(backlogIds));
    expect(backlog.filter((r) => backlogIds.includes(r.id)).every((r) => !r.read)).toBe(true);
  });

  it('stops showing a private project to a person whose invitation was cancelled', async () => {
    const [owner, invitee] = await Promise.all([newPerson(), newPerson()]);
    const project = await releasedProject(owner, { visibility: 'PRIVATE', bookHtml: '<p>只给受邀者看的需求书</p>' } as never);
    const sent = ok<InviteOutcome>(await send('project.invite', { projectIds: [project.projectId], inviteeType: 'PERSONAGE', inviteeId: invitee.userId, message: '' }, owner.token), 'invite');
    ok(await info(invitee, project.projectId), 'read while invited');
    ok(await send('project.answerRequest', { id: sent.sent[0]!.id, action: 'cancel' }, owner.token), 'cancel');
    expectNotFound(await info(invitee, project.projectId), 'read after the invitation was cancelled');
  });

  it('does not tell a stranger through invite-List who is engaged with another party’s (private) project', async () => {
    const [owner, invitee, stranger] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    const project = await releasedProject(owner, { visibility: 'PRIVATE' } as never);
    ok(await send('project.invite', { projectIds: [project.projectId], inviteeType: 'PERSONAGE', inviteeId: invitee.userId, message: '' }, owner.token), 'invite');
    // The owner's own use of it marks the invitee as engaged, as designed.
    const own = ok<InviteCandidate[]>(await send('project.inviteList', { keyword: invitee.userNo, projectId: project.projectId }, owner.token), 'own list');
    expect(own.map((c) => c.engaged)).toEqual([true]);
    // A stranger naming the owner's project id learns nothing of it.
    const answer = await send('project.inviteList', { keyword: invitee.userNo, projectId: project.projectId }, stranger.token);
    if (answer.status === 200) {
      expect((answer.body.data as InviteCandidate[]).map((c) => c.engaged), 'the invitee shown as engaged with a stranger’s private project').not.toContain(true);
    } else {
      expectHidden(answer, 'invite-List naming another’s project');
    }
  });

  it('shows a person found by phone in invite-List only as a stranger is shown (user-detail masks the nickname)', async () => {
    const [someone, stranger] = await Promise.all([newPerson(), newPerson()]);
    const found = ok<InviteCandidate[]>(await send('project.inviteList', { keyword: someone.phone }, stranger.token), 'invite list');
    expect(found.map((c) => c.id)).toEqual([someone.userId]);
    expect(found[0]!.name, 'the full nickname of any registered phone').not.toBe(someone.nickname);
  });

  it('limits invite-List as a phone lookup, as add-staff is limited: 80 lookups in a row meet a 429', async () => {
    const prober = await newPerson();
    const codes: number[] = [];
    for (let i = 0; i < 80; i += 1) codes.push(codeOf(await send('project.inviteList', { keyword: `139${String(10_000_000 + i)}` }, prober.token)));
    expect(countBy(codes)[429] ?? 0, JSON.stringify(countBy(codes))).toBeGreaterThan(0);
  }, 60_000);

  it('lists in can-invite-negotiate-release-projects only the caller’s own open projects, whoever is named', async () => {
    const [owner, invitee, stranger] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    const privateOne = await releasedProject(owner, { visibility: 'PRIVATE' } as never);
    const publicOne = await releasedProject(owner);
    ok(await send('project.invite', { projectIds: [privateOne.projectId], inviteeType: 'PERSONAGE', inviteeId: invitee.userId, message: '' }, owner.token), 'invite');
    const strangersOwn = await releasedProject(stranger);
    for (const [type, id] of [['PERSONAGE', invitee.userId], ['PERSONAGE', owner.userId], ['PERSONAGE', stranger.userId]] as const) {
      const listed = ok<InvitableProject[]>(await send('project.invitableProjects', { inviteeType: type, inviteeId: id }, stranger.token), 'invitable');
      expect(listed.map((p) => p.projectId), id).toEqual([strangersOwn.projectId]);
      expect(listed.map((p) => p.projectId)).not.toContain(privateOne.projectId);
      expect(listed.map((p) => p.projectId)).not.toContain(publicOne.projectId);
    }
  });

  it('does not find a private, draft or withdrawn project by search, the find-project list or the publisher’s page, for strangers and visitors', async () => {
    const [owner, stranger] = await Promise.all([newPerson(), newPerson()]);
    const word = uniqueWord();
    const open = await releasedProject(owner, { name: `公开需求${word}`, bookHtml: `<p>公开的需求书 ${word}</p>` });
    const hidden = await releasedProject(owner, { name: `私有需求${word}`, bookHtml: `<p>秘密的预算与客户名单 ${word}</p>`, visibility: 'PRIVATE' } as never);
    const draft = await save(owner, { name: `草稿需求${word}`, bookHtml: `<p>草稿的内容 ${word}</p>` });
    const withdrawn = await releasedProject(owner, { name: `撤回需求${word}` });
    ok(await send('project.withdraw', { projectId: withdrawn.projectId }, owner.token), 'withdraw');

    // The owner finds the public and the private one (the index has caught up); nobody finds the draft.
    await searchUntil('search.projects', { keyword: word }, owner.token, (ids) => ids.includes(open.projectId) && ids.includes(hidden.projectId) && !ids.includes(withdrawn.projectId));

    const notShown = [hidden.projectId, draft, withdrawn.projectId];
    for (const [who, token] of [['a stranger', stranger.token], ['a visitor', undefined]] as const) {
      for (const [route, input] of [
        ['search.projects', { keyword: word }],
        ['search.projects', { keyword: `秘密的预算与客户名单 ${word}` }],
        ['search.projects', { keyword: `私有需求${word}`, sort: 'budgetHigh' }],
        ['search.projectList', { keyword: word }],
        ['search.projectList', { keyword: word, size: 1, current: 2 }],
        ['search.partyProjects', { id: owner.userId, type: 'PERSONAGE' }],
      ] as const) {
        const page = ok<Page<ProjectCard>>(await send(route, input, token), `${route} by ${who}`);
        const ids = page.records.map((r) => r.projectId);
        for (const id of notShown) expect(ids, `${route} ${JSON.stringify(input)} by ${who}`).not.toContain(id);
        expect(page.total, `${route} ${JSON.stringify(input)} by ${who} counts`).toBeLessThanOrEqual(1);
        const text = JSON.stringify(page.records);
        expect(text).not.toMatch(/秘密|私有需求|草稿需求|撤回需求/);
      }
    }
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------------------------
// 2. Categories and invitees named by id
// ---------------------------------------------------------------------------------------------------------------

describe('probe: category and invitee ids', () => {
  it('does not let a stranger use, delete or learn the name of another party’s own category', async () => {
    const [owner, stranger] = await Promise.all([newPerson(), newPerson()]);
    const category = ok<CustomCategory>(await send('project.addCategory', { name: '机密分类甲' }, owner.token), 'add category');
    const used = await send('project.save', { ...demandFields(), categoryId: category.id }, stranger.token);
    expectBadInput(used, 'a stranger using another’s category', /分类/);
    expect(JSON.stringify(used.body)).not.toContain('机密分类甲');
    const draft = await save(stranger);
    expectBadInput(await send('project.modify', { projectId: draft, categoryId: category.id }, stranger.token), 'modify to another’s category', /分类/);
    expectHidden(await send('project.deleteCategory', { id: category.id }, stranger.token), 'delete another’s category');
    expect(ok<{ custom: CustomCategory[] }>(await send('project.categories', {}, owner.token), 'categories').custom.map((c) => c.id)).toContain(category.id);
    expectBadInput(await send('project.selectCategories', { categoryIds: [category.id] }, stranger.token), 'follow another’s category');
  });

  it('refuses an invitee id of the wrong type or of nobody with 102016, sending nothing', async () => {
    const [owner, team, company] = await Promise.all([newPerson(), newPerson('TEAM'), newPerson('COMPANY')]);
    const project = await releasedProject(owner);
    const orgOfTeam = (await accountInfo(team.token)).teamId as string;
    expect(orgOfTeam).toBeTruthy();
    const cases: [string, string, string][] = [
      ['a team id as a person', 'PERSONAGE', orgOfTeam],
      ['a team id as a company', 'COMPANY', orgOfTeam],
      ['a person id as a team', 'TEAM', team.userId],
      ['a company administrator’s user id as the company', 'COMPANY', company.userId],
      ['nobody', 'PERSONAGE', '01ARZ3NDEKTSV4RRFFQ69G5FAV'],
    ];
    for (const [what, inviteeType, inviteeId] of cases) {
      expect(codeOf(await send('project.invite', { projectIds: [project.projectId], inviteeType, inviteeId, message: '' }, owner.token)), what).toBe(102016);
    }
    expect((await detailOf(owner, project.projectId)).inviteCount).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 3. Staff
// ---------------------------------------------------------------------------------------------------------------

describe('probe: a company’s staff who is not a project leader', () => {
  it('reads the company’s projects, drafts and private ones included, but acts on none (403 NOT_PROJECT_LEADER)', async () => {
    const company = await newPerson('COMPANY');
    const { token: staff } = await companyStaffToken(company);
    const applicant = await newPerson();
    const open = await releasedProject(company);
    const hidden = await releasedProject(company, { visibility: 'PRIVATE' } as never);
    const draft = await save(company);
    const deal = await openDeal(company, open.projectId, applicant);
    const pending = await applyTo(await newPerson(), open.projectId);
    const s = { token: staff } as TestPerson;

    for (const projectId of [open.projectId, hidden.projectId, draft]) {
      const seen = ok<ProjectDetail>(await info(s, projectId), 'info');
      expect({ relation: seen.relation, actions: seen.actions }).toEqual({ relation: 'partyAStaff', actions: [] });
    }
    ok(await send('project.prerelease', { projectId: draft }, staff), 'prerelease');
    expect(ok<Page<ProjectCard>>(await send('project.mine', { bucket: 'DRAFT' }, staff), 'mine').records.map((r) => r.projectId)).toContain(draft);
    const received = ok<Page<RequestCard>>(await send('project.requests', { box: 'receive-apply' }, staff), 'requests');
    expect(received.records.every((r) => r.actions.length === 0)).toBe(true);
    expect(ok<RequestCard>(await send('project.request', { id: pending }, staff), 'request').actions).toEqual([]);
    expect((await negotiation(s, deal.negotiationId)).actions).toEqual([]);

    const terms = termsFrom(await negotiation(s, deal.negotiationId), 150_000);
    const acts: [string, RouteId, unknown][] = [
      ['new draft', 'project.saveDraft', { name: `员工草稿${uniqueWord()}` }],
      ['new project', 'project.save', demandFields()],
      ['modify', 'project.modify', { projectId: open.projectId, name: `员工改名${uniqueWord()}` }],
      ['rename', 'project.rename', { projectId: hidden.projectId, name: `员工改名${uniqueWord()}` }],
      ['release', 'project.release', { projectId: draft }],
      ['withdraw', 'project.withdraw', { projectId: open.projectId }],
      ['delete', 'project.delete', { projectId: draft }],
      ['copy', 'project.copy', { projectId: open.projectId }],
      ['verify a name', 'project.verifyName', { name: '随便' }],
      ['add a category', 'project.addCategory', { name: '员工分类' }],
      ['invite', 'project.invite', { projectIds: [open.projectId], inviteeType: 'PERSONAGE', inviteeId: applicant.userId, message: '' }],
      ['invite list', 'project.inviteList', { keyword: applicant.userNo }],
      ['invitable projects', 'project.invitableProjects', { inviteeType: 'PERSONAGE', inviteeId: applicant.userId }],
      ['accept', 'project.answerRequest', { id: pending, action: 'accept' }],
      ['decline', 'project.answerRequest', { id: pending, action: 'decline', reason: '员工拒绝' }],
      ['propose', 'project.propose', { id: deal.negotiationId, version: 1, terms }],
      ['terminate', 'project.terminate', { id: deal.negotiationId, reason: '员工终止' }],
      ['apply as the company', 'project.apply', { projectId: (await releasedProject(await newPerson())).projectId, message: '' }],
    ];
    for (const [what, id, input] of acts) {
      const answer = await send(id, input, staff);
      expect(statusAndCode(answer), what).toMatchObject({ status: 403, code: 403, msg: '只有管理员和项目负责人可以操作项目' });
    }
    // Nothing moved.
    expect((await detailOf(company, open.projectId)).state).toBe('NEGOTIATING');
    expect((await detailOf(company, draft)).state).toBe('DRAFT');
    expect(ok<RequestCard>(await send('project.request', { id: pending }, company.token), 'request').state).toBe('PENDING');
    expect(await negotiation(company, deal.negotiationId)).toMatchObject({ state: 'A_PROPOSED', version: 1 });
  }, 60_000);

  it('on party B’s side reads the company’s application and negotiation but may not cancel, propose, confirm or terminate', async () => {
    const [owner, company] = await Promise.all([newPerson(), newPerson('COMPANY')]);
    const { token: staff } = await companyStaffToken(company);
    const project = await releasedProject(owner);
    const other = await releasedProject(owner);
    const deal = await openDeal(owner, project.projectId, company);
    const pending = await applyTo(company, other.projectId);
    expect(ok<RequestCard>(await send('project.request', { id: pending }, staff), 'request').actions).toEqual([]);
    const seen = await negotiation({ token: staff } as TestPerson, deal.negotiationId);
    expect(seen.relation).toMatch(/^partyB/);
    expect(seen.actions).toEqual([]);
    const terms = termsFrom(seen, 150_000);
    for (const [what, id, input] of [
      ['cancel', 'project.answerRequest', { id: pending, action: 'cancel' }],
      ['propose', 'project.propose', { id: deal.negotiationId, version: 1, terms }],
      ['confirm', 'project.confirm', { id: deal.negotiationId, version: 1 }],
      ['terminate', 'project.terminate', { id: deal.negotiationId, reason: '员工终止' }],
    ] as [string, RouteId, unknown][]) {
      expect(statusAndCode(await send(id, input, staff)), what).toMatchObject({ status: 403, code: 403 });
    }
    expect(await negotiation(owner, deal.negotiationId)).toMatchObject({ state: 'A_PROPOSED', version: 1 });
  });

  it('once resigned reads nothing: the company session ends and a new one is refused', async () => {
    const company = await newPerson('COMPANY');
    const { worker, token: staff } = await companyStaffToken(company);
    const hidden = await releasedProject(company, { visibility: 'PRIVATE', name: `离职后${uniqueWord()}` } as never);
    ok(await info({ token: staff } as TestPerson, hidden.projectId), 'read while staff');
    ok(await send('org.removeStaff', { userId: worker.userId }, company.token), 'remove staff');
    const afterwards = await info({ token: staff } as TestPerson, hidden.projectId);
    expect([401, 404], JSON.stringify(statusAndCode(afterwards))).toContain(afterwards.status);
    expect((await send('project.mine', { bucket: 'ALL' }, staff)).status).toBe(401);
    expect((await login(worker.phone, worker.password, 'COMPANY')).body.code).not.toBe(200);
    // Their own person account sees only what a stranger sees.
    expectNotFound(await info(worker, hidden.projectId), 'the former staff’s personal account');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 4. Party confusion
// ---------------------------------------------------------------------------------------------------------------

describe('probe: one party acting as the other', () => {
  it('refuses party B accepting its own application and party A cancelling it (102002), and party A confirming its own proposal', async () => {
    const owner = await payer(100_000);
    const project = await releasedProject(owner);
    const partyB = await newPerson();
    const requestId = await applyTo(partyB, project.projectId);
    expect(codeOf(await send('project.answerRequest', { id: requestId, action: 'accept' }, partyB.token))).toBe(102002);
    expect(codeOf(await send('project.answerRequest', { id: requestId, action: 'decline' }, partyB.token))).toBe(102002);
    expect(codeOf(await send('project.answerRequest', { id: requestId, action: 'cancel' }, owner.token))).toBe(102002);
    const card = ok<RequestCard>(await send('project.answerRequest', { id: requestId, action: 'accept' }, owner.token), 'accept');
    // Version 1 is party A's own proposal: A confirming it (with the fee) is not B's confirmation.
    expect(codeOf(await send('project.confirm', { id: card.negotiationId as string, version: 1, payPassword: PAY_PASSWORD, requestId: newRequestId() }, owner.token))).toBe(102001);
    expect((await walletInfo(owner)).available).toBe(100_000);
    expect(await negotiation(owner, card.negotiationId as string)).toMatchObject({ state: 'A_PROPOSED', version: 1 });
  });

  it('refuses party B paying party A’s fee (102002), moving nothing from either wallet', async () => {
    const owner = await payer(100_000);
    const partyB = await payer(100_000);
    const project = await releasedProject(owner);
    const deal = await confirmedDeal(owner, project.projectId, partyB);
    expect(codeOf(await payFee(partyB, deal.negotiationId))).toBe(102002);
    // B "confirming" again with a fee is refused too (its confirmation is given; the fee is A's).
    expect(codeOf(await send('project.confirm', { id: deal.negotiationId, version: 1, payPassword: PAY_PASSWORD, requestId: newRequestId() }, partyB.token))).toBe(102001);
    expect((await walletInfo(partyB)).available).toBe(100_000);
    expect((await walletInfo(owner)).available).toBe(100_000);
    expect((await negotiation(owner, deal.negotiationId)).state).toBe('CONFIRMED');
  });

  it('refuses proposals on a closed (102044) and a terminated (101048) negotiation', async () => {
    const owner = await newPerson();
    const project = await releasedProject(owner);
    const closing = await openDeal(owner, project.projectId);
    const terms = termsFrom(await negotiation(owner, closing.negotiationId), 150_000);
    ok(await send('project.withdraw', { projectId: project.projectId }, owner.token), 'withdraw');
    expect((await negotiation(owner, closing.negotiationId)).state).toBe('CLOSED');
    expect(codeOf(await send('project.propose', { id: closing.negotiationId, version: 1, terms }, closing.partyB.token))).toBe(102044);
    expect(codeOf(await send('project.propose', { id: closing.negotiationId, version: 1, terms }, owner.token))).toBe(102044);
    expect(codeOf(await send('project.confirm', { id: closing.negotiationId, version: 1 }, closing.partyB.token))).toBe(102044);

    const again = await releasedProject(owner);
    const ending = await openDeal(owner, again.projectId);
    ok(await send('project.terminate', { id: ending.negotiationId, reason: '条件谈不拢' }, ending.partyB.token), 'terminate');
    expect(codeOf(await send('project.propose', { id: ending.negotiationId, version: 1, terms }, owner.token))).toBe(101048);
    expect(codeOf(await send('project.terminate', { id: ending.negotiationId, reason: '再终止一次' }, owner.token))).toBe(101048);
  });

  it('refuses inviting oneself (102011) and applying to one’s own project (102011)', async () => {
    const owner = await newPerson();
    const project = await releasedProject(owner);
    expect(codeOf(await send('project.invite', { projectIds: [project.projectId], inviteeType: 'PERSONAGE', inviteeId: owner.userId, message: '' }, owner.token))).toBe(102011);
    expect(codeOf(await send('project.apply', { projectId: project.projectId, message: '' }, owner.token))).toBe(102011);
    expect((await detailOf(owner, project.projectId)).applyCount).toBe(0);
  });

  it('lets a person apply to their own personal project as the team they administer, and negotiate with themself (recorded: a decision for the owner)', async () => {
    const teamAdmin = await newPerson('TEAM');
    const personal = await login(teamAdmin.phone, teamAdmin.password, 'PERSONAGE');
    expect(personal.body.code, personal.body.msg).toBe(200);
    const asPerson = { ...teamAdmin, token: personal.body.data };
    const project = await releasedProject(asPerson);
    const applied = await send('project.apply', { projectId: project.projectId, message: '自己申请自己' }, teamAdmin.token);
    const invited = await send('project.invite', { projectIds: [(await releasedProject(asPerson)).projectId], inviteeType: 'TEAM', inviteeId: (await accountInfo(teamAdmin.token)).teamId as string, message: '' }, asPerson.token);
    console.log(`project-probe: a person applying to their own project as their team answered ${codeOf(applied)}; inviting their own team answered ${codeOf(invited)} ${JSON.stringify(invited.body.data)}`);
    // Recorded as it is today: allowed (the two sides are different parties). 102011 would be the refusal.
    expect([200, 102011]).toContain(codeOf(applied));
    if (codeOf(applied) === 200) {
      const accepted = await send('project.answerRequest', { id: (applied.body.data as { id: string }).id, action: 'accept' }, asPerson.token);
      expect(codeOf(accepted)).toBe(200);
    }
  });

  it('takes one application of a party sending 20 at once', async () => {
    const owner = await newPerson();
    const project = await releasedProject(owner);
    const partyB = await newPerson();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send('project.apply', { projectId: project.projectId, message: `第${i}次` }, partyB.token)));
    const codes = answers.map(codeOf);
    expect(codes.filter((c) => c === 200), JSON.stringify(countBy(codes))).toHaveLength(1);
    for (const answer of answers) expectNoServerError(answer, 'apply');
    expect(codes.filter((c) => c !== 200).every((c) => c === 102009), `the others are told 已申请: ${JSON.stringify(countBy(codes))}`).toBe(true);
    expect((await detailOf(owner, project.projectId)).applyCount).toBe(1);
    expect(ok<Page<RequestCard>>(await send('project.requests', { box: 'send-apply' }, partyB.token), 'sent').total).toBe(1);
  });

  it('takes exactly 99 of 120 different people applying at once, refusing the rest as full (102008)', async () => {
    const owner = await newPerson();
    const project = await releasedProject(owner);
    const people: TestPerson[] = [];
    for (let i = 0; i < 120; i += 20) people.push(...(await Promise.all(Array.from({ length: 20 }, () => newPerson()))));
    const answers = await Promise.all(people.map((p, i) => send('project.apply', { projectId: project.projectId, message: `申请${i}` }, p.token)));
    const codes = answers.map(codeOf);
    for (const answer of answers) expectNoServerError(answer, 'apply');
    expect(countBy(codes)).toEqual({ 200: 99, 102008: 21 });
    const detail = await detailOf(owner, project.projectId);
    expect(detail.applyCount).toBe(codes.filter((c) => c === 200).length);
    expect(ok<Page<RequestCard>>(await send('project.requests', { box: 'receive-apply', size: 100 }, owner.token), 'received').total).toBe(codes.filter((c) => c === 200).length);
  }, 180_000);

  it('agrees one of two negotiations paid at once: the other closed, the fee charged once, the ledger balanced', async () => {
    const owner = await payer(100_000);
    const project = await releasedProject(owner);
    const first = await confirmedDeal(owner, project.projectId);
    const second = await confirmedDeal(owner, project.projectId);
    const answers = await Promise.all([payFee(owner, first.negotiationId), payFee(owner, second.negotiationId)]);
    for (const answer of answers) expectNoServerError(answer, 'pay fee');
    const codes = answers.map(codeOf);
    expect(codes.filter((c) => c === 200), JSON.stringify(answers.map(statusAndCode))).toHaveLength(1);
    const [winner, loser] = codes[0] === 200 ? [first, second] : [second, first];
    expect((await negotiation(owner, winner.negotiationId)).state).toBe('AGREED');
    await expect.poll(async () => (await negotiation(owner, loser.negotiationId)).state).toBe('CLOSED');
    expect((await detailOf(owner, project.projectId)).state).toBe('AGREED');

    const wallet = await walletInfo(owner);
    expect(wallet).toMatchObject({ available: 100_000 - FEE, frozen: 0, balance: 100_000 - FEE });
    const flow = await flowOf(owner);
    expect(flow.filter((e) => e.type === 'PAYMENT').map((e) => [e.amount, e.bizId])).toEqual([[-FEE, winner.negotiationId]]);
    expect(flow.reduce((sum, e) => sum + e.amount, 0)).toBe(wallet.balance);
    expect(flow[0]!.balanceAfter).toBe(wallet.balance);
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------------------------
// 5. The fee
// ---------------------------------------------------------------------------------------------------------------

describe('probe: paying the negotiation fee', () => {
  it('charges once for the same requestId sent again and five times at once', async () => {
    const owner = await payer(100_000);
    const project = await releasedProject(owner);
    const deal = await confirmedDeal(owner, project.projectId);
    const requestId = newRequestId();
    const burst = await Promise.all(Array.from({ length: 5 }, () => payFee(owner, deal.negotiationId, requestId)));
    for (const answer of burst) expectNoServerError(answer, 'pay fee');
    expect(burst.map(codeOf)).toContain(200);
    // Sent again after the agreement: the agreed negotiation, or its page-gone code (102043 洽谈已达成); never a charge.
    const again = await payFee(owner, deal.negotiationId, requestId);
    expect([200, 102043]).toContain(codeOf(again));
    expect((await negotiation(owner, deal.negotiationId)).state).toBe('AGREED');
    expect((await walletInfo(owner)).available).toBe(100_000 - FEE);
    expect((await flowOf(owner)).filter((e) => e.type === 'PAYMENT')).toHaveLength(1);
  });

  it('refuses a requestId already used for another negotiation’s fee (105014) rather than answering it as paid', async () => {
    const owner = await payer(100_000);
    const one = await confirmedDeal(owner, (await releasedProject(owner)).projectId);
    const two = await confirmedDeal(owner, (await releasedProject(owner)).projectId);
    const requestId = newRequestId();
    ok(await payFee(owner, one.negotiationId, requestId), 'first fee');
    const reused = await payFee(owner, two.negotiationId, requestId);
    expect({ code: codeOf(reused), state: (reused.body.data as NegotiationDetail | null)?.state }).toEqual({ code: 105014, state: undefined });
    expect((await negotiation(owner, two.negotiationId)).state).toBe('CONFIRMED');
    expect((await walletInfo(owner)).available).toBe(100_000 - FEE);
  });

  it('refuses a requestId already used for a recharge (105014) rather than answering the fee as paid', async () => {
    const owner = await payer(100_000);
    const deal = await confirmedDeal(owner, (await releasedProject(owner)).projectId);
    const requestId = newRequestId();
    await startRecharge(owner, 500, requestId);
    const reused = await payFee(owner, deal.negotiationId, requestId);
    expect(codeOf(reused)).toBe(105014);
    expect((await negotiation(owner, deal.negotiationId)).state).toBe('CONFIRMED');
    expect((await walletInfo(owner)).available).toBe(100_000);
  });

  it('locks paying after five wrong pay passwords, moving nothing', async () => {
    const owner = await payer(100_000);
    const deal = await confirmedDeal(owner, (await releasedProject(owner)).projectId);
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) codes.push(codeOf(await payFee(owner, deal.negotiationId, newRequestId(), '000000')));
    expect(codes).toEqual([105005, 105005, 105005, 105005, 105006]);
    expect(codeOf(await payFee(owner, deal.negotiationId))).toBe(105006);
    expect((await negotiation(owner, deal.negotiationId)).state).toBe('CONFIRMED');
    expect((await walletInfo(owner)).available).toBe(100_000);
    expect((await flowOf(owner)).filter((e) => e.type === 'PAYMENT')).toHaveLength(0);
  });

  it('refuses a fee above the balance with 105007 and changes nothing', async () => {
    const owner = await payer(FEE - 1);
    const project = await releasedProject(owner);
    const deal = await confirmedDeal(owner, project.projectId);
    const flowBefore = await flowOf(owner);
    const answer = await payFee(owner, deal.negotiationId);
    expect(codeOf(answer)).toBe(105007);
    expect(await walletInfo(owner)).toMatchObject({ available: FEE - 1, frozen: 0 });
    expect(await flowOf(owner)).toEqual(flowBefore);
    expect((await negotiation(owner, deal.negotiationId)).state).toBe('CONFIRMED');
    expect((await detailOf(owner, project.projectId)).state).toBe('NEGOTIATING');
  });

  it('refuses a fee from a wallet that was never funded with 105007, not a 5xx', async () => {
    const owner = await payer(0);
    const deal = await confirmedDeal(owner, (await releasedProject(owner)).projectId);
    const answer = await payFee(owner, deal.negotiationId);
    expectNoServerError(answer, 'pay from an empty wallet');
    expect(codeOf(answer)).toBe(105007);
    expect((await negotiation(owner, deal.negotiationId)).state).toBe('CONFIRMED');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 6. Races
// ---------------------------------------------------------------------------------------------------------------

describe('probe: two sides at once', () => {
  it('lets exactly one of accept and cancel of one application win, the rest agreeing with it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const owner = await newPerson();
      const project = await releasedProject(owner);
      const partyB = await newPerson();
      const id = await applyTo(partyB, project.projectId);
      const [accepted, cancelled] = await Promise.all([
        send('project.answerRequest', { id, action: 'accept' }, owner.token),
        send('project.answerRequest', { id, action: 'cancel' }, partyB.token),
      ]);
      expectNoServerError(accepted, 'accept');
      expectNoServerError(cancelled, 'cancel');
      expect([codeOf(accepted), codeOf(cancelled)].filter((c) => c === 200), JSON.stringify([statusAndCode(accepted), statusAndCode(cancelled)])).toHaveLength(1);
      const card = ok<RequestCard>(await send('project.request', { id }, owner.token), 'request');
      const detail = await detailOf(owner, project.projectId);
      if (codeOf(accepted) === 200) {
        expect(card.state).toBe('ACCEPTED');
        expect((await negotiation(partyB, card.negotiationId as string)).state).toBe('A_PROPOSED');
        expect({ state: detail.state, negotiatingCount: detail.negotiatingCount }).toEqual({ state: 'NEGOTIATING', negotiatingCount: 1 });
      } else {
        expect(card.state).toBe('CANCELLED');
        expect(card.negotiationId).toBeUndefined();
        expect({ state: detail.state, negotiatingCount: detail.negotiatingCount }).toEqual({ state: 'RELEASED', negotiatingCount: 0 });
        expect(codeOf(await send('project.apply', { projectId: project.projectId, message: '再申请' }, partyB.token))).toBe(200);
      }
    }
  }, 60_000);

  it('withdrawing while the fee is paid: either agreed and not withdrawn, or withdrawn with nothing charged', async () => {
    for (let round = 0; round < 3; round += 1) {
      const owner = await payer(100_000);
      const project = await releasedProject(owner);
      const deal = await confirmedDeal(owner, project.projectId);
      const [paid, withdrawn] = await Promise.all([payFee(owner, deal.negotiationId), send('project.withdraw', { projectId: project.projectId }, owner.token)]);
      expectNoServerError(paid, 'pay');
      expectNoServerError(withdrawn, 'withdraw');
      const state = (await detailOf(owner, project.projectId)).state;
      const nego = (await negotiation(owner, deal.negotiationId)).state;
      const wallet = await walletInfo(owner);
      const outcome = { paid: codeOf(paid), withdrawn: codeOf(withdrawn), state, nego, available: wallet.available };
      if (state === 'AGREED') {
        expect(outcome, JSON.stringify(outcome)).toMatchObject({ paid: 200, nego: 'AGREED', available: 100_000 - FEE });
        expect(codeOf(withdrawn)).not.toBe(200);
      } else {
        expect(outcome, JSON.stringify(outcome)).toMatchObject({ withdrawn: 200, state: 'WITHDRAWN', nego: 'CLOSED', available: 100_000 });
        expect(codeOf(paid)).not.toBe(200);
      }
    }
  }, 90_000);

  it('withdrawing while parties B keep proposing leaves no negotiation running on the withdrawn project', async () => {
    const escaped: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      const owner = await newPerson();
      const project = await releasedProject(owner);
      const deals: Deal[] = [];
      for (let i = 0; i < 6; i += 1) deals.push(await openDeal(owner, project.projectId));
      let stop = false;
      const loops = deals.map((d) => keepProposing(d, () => stop));
      await sleep(150);
      ok(await send('project.withdraw', { projectId: project.projectId }, owner.token), 'withdraw');
      await sleep(300);
      stop = true;
      await Promise.all(loops);
      for (const d of deals) {
        const state = (await negotiation(owner, d.negotiationId)).state;
        if (TALKING.includes(state)) escaped.push(`${d.negotiationId} ${state}`);
      }
      const detail = await detailOf(owner, project.projectId);
      expect(detail.state).toBe('WITHDRAWN');
    }
    expect(escaped, 'negotiations still running on a withdrawn project').toEqual([]);
  }, 120_000);

  it('agreeing with one party B while the others keep proposing closes every other negotiation', async () => {
    const escaped: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      const owner = await payer(100_000);
      const project = await releasedProject(owner);
      const chosen = await confirmedDeal(owner, project.projectId);
      const others: Deal[] = [];
      for (let i = 0; i < 6; i += 1) others.push(await openDeal(owner, project.projectId));
      let stop = false;
      const loops = others.map((d) => keepProposing(d, () => stop));
      await sleep(150);
      ok(await payFee(owner, chosen.negotiationId), 'pay fee');
      await sleep(300);
      stop = true;
      await Promise.all(loops);
      for (const d of others) {
        const state = (await negotiation(owner, d.negotiationId)).state;
        if (TALKING.includes(state)) escaped.push(`${d.negotiationId} ${state}`);
      }
    }
    expect(escaped, 'negotiations still running on an agreed project').toEqual([]);
  }, 120_000);

  it('deleting a project while an application is accepted leaves no negotiation running on the deleted project', async () => {
    const orphans: string[] = [];
    for (const delay of [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 0, 2, 4, 6, 8]) {
      const owner = await newPerson();
      const project = await releasedProject(owner);
      const partyB = await newPerson();
      const id = await applyTo(partyB, project.projectId);
      const accepting = send('project.answerRequest', { id, action: 'accept' }, owner.token);
      await sleep(delay);
      const deleting = send('project.delete', { projectId: project.projectId }, owner.token);
      const [accepted, deleted] = await Promise.all([accepting, deleting]);
      expectNoServerError(accepted, 'accept');
      expectNoServerError(deleted, 'delete');
      if (codeOf(accepted) === 200 && codeOf(deleted) === 200) {
        const nid = (accepted.body.data as RequestCard).negotiationId as string;
        const state = (await negotiation(partyB, nid)).state;
        if (TALKING.includes(state)) orphans.push(`delay ${delay} ms: ${nid} ${state}`);
      }
    }
    expect(orphans, 'negotiations running on a deleted project').toEqual([]);
  }, 120_000);

  it('refuses a proposal on a stale version with 100002', async () => {
    const owner = await newPerson();
    const deal = await openDeal(owner, (await releasedProject(owner)).projectId);
    const opened = await negotiation(owner, deal.negotiationId);
    ok(await send('project.propose', { id: deal.negotiationId, version: 1, terms: termsFrom(opened, 210_000) }, deal.partyB.token), 'propose v2');
    const stale = await send('project.propose', { id: deal.negotiationId, version: 1, terms: termsFrom(opened, 220_000) }, owner.token);
    expect(codeOf(stale)).toBe(100002);
    const future = await send('project.propose', { id: deal.negotiationId, version: 9, terms: termsFrom(opened, 220_000) }, owner.token);
    expect(codeOf(future)).toBe(100002);
    expect((await negotiation(owner, deal.negotiationId)).versions).toHaveLength(2);
  });

  it('takes one of two proposals made at once on the same version', async () => {
    const owner = await newPerson();
    const deal = await openDeal(owner, (await releasedProject(owner)).projectId);
    const opened = await negotiation(owner, deal.negotiationId);
    const answers = await Promise.all([
      send('project.propose', { id: deal.negotiationId, version: 1, terms: termsFrom(opened, 230_000) }, owner.token),
      send('project.propose', { id: deal.negotiationId, version: 1, terms: termsFrom(opened, 240_000) }, deal.partyB.token),
      send('project.propose', { id: deal.negotiationId, version: 1, terms: termsFrom(opened, 250_000) }, deal.partyB.token),
    ]);
    const codes = answers.map(codeOf);
    expect(codes.filter((c) => c === 200), JSON.stringify(codes)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 100002)).toBe(true);
    const after = await negotiation(owner, deal.negotiationId);
    expect(after.versions.map((v) => v.version)).toEqual([1, 2]);
    expect(after.version).toBe(2);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 7. Hostile input
// ---------------------------------------------------------------------------------------------------------------

/** A demand book of exactly `length` characters of allowed markup around few words (plain text well under the limit). */
const bookOf = (length: number): string => {
  const unit = '<p><b>x</b></p>';
  const html = unit.repeat(Math.floor(length / unit.length));
  return html + 'y'.repeat(length - html.length);
};

describe('probe: hostile demands', () => {
  it('keeps a demand book of PROJECT_LIMITS.bookHtml characters whole, and refuses more plain text than PROJECT_LIMITS.bookText with a 400 naming 需求书', async () => {
    const owner = await newPerson();
    const limit = PROJECT_LIMITS.bookHtml;
    const projectId = await save(owner, { bookHtml: bookOf(limit) });
    expect((await detailOf(owner, projectId)).bookHtml.length).toBe(limit);
    expectBadInput(await send('project.save', { ...demandFields(), bookHtml: `<p>${'字'.repeat(PROJECT_LIMITS.bookText + 1)}</p>` }, owner.token), 'plain text over', /需求书/);
  });

  it('refuses, and never fails with a 5xx on, a demand book whose sanitised form outgrows the store', async () => {
    const owner = await newPerson();
    const book = `<p><a href="https://example.com/" title="${'<'.repeat(PROJECT_LIMITS.bookHtml - 80)}">链接</a></p>`;
    expect(book.length).toBeLessThanOrEqual(PROJECT_LIMITS.bookHtml);
    const created = await send('project.save', { ...demandFields(), bookHtml: book }, owner.token);
    expectNoServerError(created, 'save');
    const draft = await save(owner);
    const modified = await send('project.modify', { projectId: draft, bookHtml: book }, owner.token);
    expectNoServerError(modified, 'modify');
    expect(codeOf(await info(owner, draft))).toBe(200);
  });

  it('stores the demand book sanitised: no script, event handler, javascript: or data: URL survives', async () => {
    const owner = await newPerson();
    const vectors = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<img src="https://example.com/a.png" onload="alert(1)">',
      '<a href="javascript:alert(1)">点我</a>',
      '<a href="JaVaScRiPt:alert(1)">点我</a>',
      '<a href="&#106;avascript:alert(1)">点我</a>',
      '<a href=" javascript:alert(1)">点我</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">点我</a>',
      '<svg><script>alert(1)</script></svg>',
      '<svg onload=alert(1)>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<div style="background:url(javascript:alert(1))">背景</div>',
      '<p style="color:red;behavior:url(x.htc)">行为</p>',
      '<form action="https://evil.example"><input name=x></form>',
      '<object data="javascript:alert(1)"></object>',
      '<video src="https://example.com/v.mp4" poster="javascript:alert(1)"></video>',
      '<p onmouseover="alert(1)">移过来</p>',
      '<a href="https://example.com" target="_self" rel="opener">外链</a>',
      '<<script>script>alert(1)<</script>/script>',
    ];
    const projectId = await save(owner, { bookHtml: `<p>需求书</p>${vectors.join('')}` });
    const stored = (await detailOf(owner, projectId)).bookHtml;
    expect(stored).not.toMatch(/<script|<svg|<math|<iframe|<object|<form|<style|<input/i);
    expect(stored).not.toMatch(/\son[a-z]+\s*=/i);
    expect(stored).not.toMatch(/javascript:|data:text|behavior|srcdoc/i);
    expect(stored).not.toMatch(/target="_self"|rel="opener"/);
    for (const link of stored.match(/<a\b[^>]*>/g) ?? []) expect(link).toMatch(/rel="noopener noreferrer"/);
    const summary = (await detailOf(owner, projectId)).summary;
    expect(summary).not.toMatch(/<[a-z]/i);
  });

  it('keeps markup in a name as text, and a search highlight marks only the matched words', async () => {
    const owner = await newPerson();
    const word = uniqueWord();
    const name = `<img src=x onerror=alert(1)>${word}`;
    const project = await releasedProject(owner, { name });
    expect(project.name).toBe(name);
    const page = await searchUntil('search.projects', { keyword: word }, undefined, (ids) => ids.includes(project.projectId));
    const card = page.records.find((r) => r.projectId === project.projectId)!;
    expect(card.name).toBe(name);
    for (const html of [card.highlight?.name, card.highlight?.summary].filter(Boolean) as string[]) {
      expect(html.replace(/<\/?em>/g, '')).not.toMatch(/[<>]/);
    }
  });

  it('treats a name and its zero-width or padded twin as the same name (102003)', async () => {
    const owner = await newPerson();
    const name = `同名项目${uniqueWord()}`;
    await save(owner, { name });
    const twins = [`${name}\u200B`, `\u200B${name}`, `${name.slice(0, 2)}\u200D${name.slice(2)}`, `\u2060${name}`, `${name}\uFE0F`, `${name}\u00AD`];
    expect(await notRefused(twins.map((twin) => [JSON.stringify(twin), () => send('project.save', { ...demandFields(), name: twin }, owner.token)]), (a) => a.body.code === 102003 || a.body.code === 400)).toEqual([]);
  });

  it('takes emoji in names and answers them unchanged', async () => {
    const owner = await newPerson();
    const name = `🚀项目👩‍💻${uniqueWord()}`;
    const projectId = await save(owner, { name });
    expect((await detailOf(owner, projectId)).name).toBe(name);
  });

  it('treats fullwidth ＡＢＣ and ABC as one name (the owner decided: names compare in NFKC, docs/projects.md)', async () => {
    const owner = await newPerson();
    const word = uniqueWord();
    const half = await send('project.saveDraft', { name: `ABC${word}` }, owner.token);
    const full = await send('project.saveDraft', { name: `ＡＢＣ${word}` }, owner.token);
    expect([codeOf(half), codeOf(full)]).toEqual([200, 102003]);
  });

  it('refuses a deadline that is not ahead and within a year, and a category that does not exist, with a 400 naming the field', async () => {
    // What the schema refuses (amounts, days, phases, types, visibility, names, codes of the wrong shape) is held for
    // every field of every route by the generated suite (test/contract/route-inputs.test.ts, edgeCasesFor); these
    // are the demand's own rules, which its handler applies.
    const owner = await newPerson();
    const now = Date.now();
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['a deadline in the past', { applyDeadline: now - DAY }, /截止/],
      ['a deadline now', { applyDeadline: now - 1_000 }, /截止/],
      ['a deadline beyond 365 days', { applyDeadline: now + 366 * DAY }, /截止/],
      ['a deadline in 2099', { applyDeadline: Date.UTC(2099, 0, 1) }, /截止/],
      ['an unknown category', { categoryId: 'no-such-category' }, /分类/],
    ];
    for (const [what, patch, field] of cases) {
      expectBadInput(await send('project.save', { ...demandFields(), ...patch }, owner.token), what, field);
    }
    expect(ok<Page<ProjectCard>>(await send('project.mine', { bucket: 'ALL' }, owner.token), 'mine').total).toBe(0);
  });

  it('refuses region codes that do not exist', async () => {
    const owner = await newPerson();
    const cases: [string, Record<string, unknown>][] = [
      ['an unknown province 999999', { provinceCode: '999999', cityCode: undefined }],
      ['an unknown province 990000', { provinceCode: '990000', cityCode: undefined }],
      ['an unknown city 339900', { provinceCode: '330000', cityCode: '339900' }],
      ['an unknown district 330199', { provinceCode: '330000', cityCode: '330100', districtCode: '330199' }],
      ['the placeholder 市辖区 330101', { provinceCode: '330000', cityCode: '330100', districtCode: '330101' }],
      ['a city code as the province', { provinceCode: '330100', cityCode: undefined }],
    ];
    expect(await notRefused(cases.map(([what, patch]) => [what, () => send('project.save', { ...demandFields(), ...patch }, owner.token)]))).toEqual([]);
  });

  it('refuses a city outside the chosen province, and a district outside the chosen city', async () => {
    const owner = await newPerson();
    const cases: [string, () => Promise<Answer>][] = [
      ['北京市 under 浙江省', () => send('project.save', { ...demandFields(), provinceCode: '330000', cityCode: '110100' }, owner.token)],
      ['朝阳区 under 杭州市', () => send('project.save', { ...demandFields(), provinceCode: '330000', cityCode: '330100', districtCode: '110105' }, owner.token)],
      ['a city without its province (draft)', () => send('project.saveDraft', { name: `无省份${uniqueWord()}`, cityCode: '330100' }, owner.token)],
      ['a district without its city (draft)', () => send('project.saveDraft', { name: `无城市${uniqueWord()}`, provinceCode: '330000', districtCode: '330106' }, owner.token)],
    ];
    expect(await notRefused(cases)).toEqual([]);
  });

  it('takes as attachments only the owner’s own uploads, not any address on the web', async () => {
    const owner = await newPerson();
    const stranger = await newPerson();
    const urls = ['https://evil.example.com/invoice.exe', `https://cdn.example.com/files/project-file/${stranger.userId}/x.pdf`, `https://cdn.example.com/files/chat-file/${stranger.userId}/secret.pdf`];
    const wrong = await notRefused(
      urls.map((url) => [url, () => send('project.save', { ...demandFields(), attachments: [{ name: '需求说明.pdf', url, size: 1024 }] }, owner.token)]),
      (a) => a.status === 400 || a.status === 403,
    );
    expect(wrong).toEqual([]);
  });

  it('refuses request actions that are no action of the party’s (expire, close, constructor, toString …) with a 400, changing nothing', async () => {
    // Words the schema takes (letters only); its own refusals ('__proto__', 'accept;', blank, not text) are the
    // generated suite's (route-inputs).
    const owner = await newPerson();
    const project = await releasedProject(owner);
    const partyB = await newPerson();
    const id = await applyTo(partyB, project.projectId);
    for (const action of ['expire', 'close', 'constructor', 'toString', 'hasOwnProperty', 'prototype', 'ACCEPT', 'Accept', 'proposeByA', 'payFee', 'release', 'withdraw']) {
      for (const person of [owner, partyB]) {
        const answer = await send('project.answerRequest', { id, action }, person.token);
        expectBadInput(answer, `action ${JSON.stringify(action)}`, /操作/);
      }
    }
    expect(ok<RequestCard>(await send('project.request', { id }, owner.token), 'request').state).toBe('PENDING');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 8. Custom categories under bursts
// ---------------------------------------------------------------------------------------------------------------

describe('probe: custom categories sent at once', () => {
  it('keeps at most 20 custom categories when 19 exist and 20 more are added at once', async () => {
    const counts: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const owner = await newPerson();
      for (let i = 0; i < 19; i += 1) ok(await send('project.addCategory', { name: `已有分类${i}` }, owner.token), 'add category');
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send('project.addCategory', { name: `并发分类${i}` }, owner.token)));
      for (const answer of answers) expectNoServerError(answer, 'add category');
      counts.push(ok<{ custom: CustomCategory[] }>(await send('project.categories', {}, owner.token), 'categories').custom.length);
    }
    expect(Math.max(...counts), `live categories after each burst: ${counts.join(', ')}`).toBeLessThanOrEqual(PROJECT_LIMITS.customCategories);
  });

  it('keeps one category of a name added 15 times at once', async () => {
    const owner = await newPerson();
    const codes: number[] = [];
    for (const name of ['重复分类甲', '重复分类乙', '重复分类丙']) {
      const answers = await Promise.all(Array.from({ length: 15 }, () => send('project.addCategory', { name }, owner.token)));
      codes.push(...answers.map(codeOf));
    }
    const live = ok<{ custom: CustomCategory[] }>(await send('project.categories', {}, owner.token), 'categories').custom;
    expect(live.map((c) => c.name).sort(), JSON.stringify(countBy(codes))).toEqual(['重复分类丙', '重复分类乙', '重复分类甲']);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 9. Dropped requests, retried
// ---------------------------------------------------------------------------------------------------------------

describe('probe: requests retried after a timeout', () => {
  const draftsNamed = async (owner: TestPerson, name: string) =>
    ok<Page<ProjectCard>>(await send('project.mine', { bucket: 'DRAFT', size: 100 }, owner.token), 'mine').records.filter((r) => r.name === name);

  it('keeps one draft when save_project_and_exit is sent again, and when it is sent five times at once', async () => {
    const owner = await newPerson();
    const name = `保存退出${uniqueWord()}`;
    const first = ok<{ projectId: string }>(await send('project.saveDraft', { name }, owner.token), 'first');
    const retry = await send('project.saveDraft', { name }, owner.token);
    console.log(`project-probe: save_project_and_exit retried answered ${codeOf(retry)} ${retry.body.msg}`);
    expect([200, 102003]).toContain(codeOf(retry));
    if (codeOf(retry) === 200) expect((retry.body.data as { projectId: string }).projectId).toBe(first.projectId);
    expect(await draftsNamed(owner, name)).toHaveLength(1);

    const burstName = `并发保存${uniqueWord()}`;
    const burst = await Promise.all(Array.from({ length: 5 }, () => send('project.saveDraft', { name: burstName }, owner.token)));
    for (const answer of burst) expectNoServerError(answer, 'save');
    expect(await draftsNamed(owner, burstName)).toHaveLength(1);
    expect(burst.filter((a) => codeOf(a) === 200)).toHaveLength(1);
  });

  it('keeps one project when the whole demand (下一步) is sent again', async () => {
    const owner = await newPerson();
    const fields = demandFields();
    ok(await send('project.save', fields, owner.token), 'first');
    const answers = await Promise.all(Array.from({ length: 3 }, () => send('project.save', fields, owner.token)));
    for (const answer of answers) expectNoServerError(answer, 'save');
    expect(await draftsNamed(owner, fields.name)).toHaveLength(1);
  });

  it('releases once when the release is sent again and five times at once, keeping the first release time', async () => {
    const owner = await newPerson();
    const projectId = await save(owner);
    const first = ok<ProjectDetail>(await send('project.release', { projectId }, owner.token), 'release');
    const retry = await send('project.release', { projectId }, owner.token);
    expect(codeOf(retry)).toBe(102001);
    expect((await detailOf(owner, projectId)).releaseTime).toBe(first.releaseTime);

    const other = await save(owner);
    const burst = await Promise.all(Array.from({ length: 5 }, () => send('project.release', { projectId: other }, owner.token)));
    for (const answer of burst) expectNoServerError(answer, 'release');
    const codes = burst.map(codeOf);
    expect(codes.filter((c) => c === 200), JSON.stringify(codes)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 100002 || c === 102001)).toBe(true);
    const open = ok<Page<ProjectCard>>(await send('project.mine', { bucket: 'OPEN' }, owner.token), 'mine').records;
    expect(open.filter((r) => r.projectId === other)).toHaveLength(1);
  });
});
