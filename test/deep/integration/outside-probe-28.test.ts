/**
 * Outside probe 28: what issue 28 changed, attacked as an outside client would — a stranger naming others' ids through
 * every door, overlapping requests and bursts, dropped connections, hostile input.
 *
 * - party B's own check (审核) is party B's: party A, its staff, a stranger and a visitor learn nothing of its reasons,
 *   its count or its records through any route, push or list;
 * - the agreed terms: the plan from the agreed start date, deadlines never before it, one-time escrow paid once;
 * - downloads keep their names (Content-Disposition, RFC 6266) and nothing else: no header injection, no path;
 * - new pay passwords: trivial ones refused, full-width digits read as digits, through the API;
 * - search: page sizes, keyword limits and hostile keywords, never a 5xx;
 * - a cancelled account's erasure: restoring against the sweep, the test clock's routes, what stays of the person;
 * - opaque avatar keys: nobody passes another's avatar, or a forged one, as their own.
 *
 * Each `it` states the behaviour a user relies on. Found when the probe was written: a download's Content-Disposition
 * carried the uploader's path, control and bidirectional-override characters (`../../etc/…`, `发票\u202Efdp.exe.pdf`;
 * fixed: the file's own visible name, `downloadName`); the API refused a pay password typed in full-width digits, and
 * told a full-width 111111 only that it was no digits (fixed: read as the digits they are); a person whose avatar
 * predates the opaque keys could no longer save their profile without uploading it again (fixed: the avatar one has
 * stays one's own); party A read the delivered documents' change list, whose submissions counted party B's check
 * rounds (fixed: party A's page is empty); an erased person's old nickname lived on in the default names of their
 * groups, in person cards others had sent of them, and as the publisher of their demands in search (fixed: named
 * 已注销用户 there too).
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { inject } from 'vitest';
import { ulid } from 'ulidx';
import type { Page } from '../../../shared/envelope.js';
import { ERRORS } from '../../../shared/errors.js';
import { ACCOUNT_RESTORE_DAYS } from '../../../shared/limits.js';
import { PARTY_B_INTERNAL_MOVES } from '../../../shared/process/cooperation.js';
import { deployedRoutes } from '../../../shared/routes/index.js';
import type { RecordPage } from '../../../shared/schemas/chat-messages.js';
import type { GroupDetail, MyGroup } from '../../../shared/schemas/chat-groups.js';
import type { CooperationDetail, ProcessRecordView } from '../../../shared/schemas/cooperation.js';
import type { DocumentMessage } from '../../../shared/schemas/documents.js';
import type { LibraryEntry, LibraryFolderPage } from '../../../shared/schemas/libraries.js';
import type { ProjectCard, ProjectDetail } from '../../../shared/schemas/project.js';
import { PAY_PASSWORD_TRIVIAL, trivialPayPassword } from '../../../shared/schemas/wallet-pay-password.js';
import type { WalletInfo } from '../../../shared/schemas/wallet.js';
import { ENV } from '../../../shared/runtime-config.js';
import { SEARCH_LIMITS } from '../../../shared/search.js';
import { UNITS, type UnitName } from '../../../shared/units.js';
import { ERASED_NICKNAME, getPerson, setPersonFields } from '../../../functions/account/store.js';
import { config } from '../../../functions/lib/config.js';
import { keywordQuery, normaliseKeywords } from '../../../functions/lib/search/query.js';
import { escrowAccountId, walletAccountId } from '../../../functions/wallet/public.js';
import { reconcileScoped } from '../../../functions/wallet/reconcile.js';
import { readLedgerOf } from '../../../infra/scripts/ledger-snapshot.js';
import { planHttpRoutes, routeKeyOf, selectRoute } from '../../../infra/stack/http-routes.js';
import { api, call, type Answer } from '../../support/api.js';
import { agreedProject, coopInfo, deliverPhase, fundedCooperation, startedCooperation, type Agreed } from '../../support/cooperation.js';
import { addNode, asTeam } from '../../support/documents.js';
import { addBankCard, fundWallet, newRequestId, PAY_PASSWORD, setPayPassword } from '../../support/money.js';
import { hireStaff, joinTeam } from '../../support/org.js';
import { friendsWith, login, newPerson, smsCodeFor, type TestPerson } from '../../support/people.js';
import { ok, releasedProject } from '../../support/projects.js';
import { projectSpec } from '../../support/projects-search.js';
import { proxiedEvent } from '../../support/proxied-event.js';
import { clauses, type Clause } from '../../support/search-clauses.js';
import { socketPool } from '../../support/sockets.js';
import { completeBaseInfo, uploadAs } from '../../support/uploads.js';
import { codeOf, noServerError } from '../../support/probe.js';

const open = socketPool(() => inject('cloud').wsUrl);
const DAY = 86_400_000;
const BASE = '/api/pc/hezuo/user-personage';

const touched = new Set<string>();
const remember = <T extends Pick<Agreed, 'partyA' | 'partyB' | 'projectId'>>(c: T, types: { a?: 'PERSONAGE' | 'TEAM' | 'COMPANY'; aOrg?: string; b?: 'PERSONAGE' | 'TEAM' | 'COMPANY'; bOrg?: string } = {}): T => {
  touched.add(walletAccountId(types.a ?? 'PERSONAGE', types.aOrg ?? c.partyA.userId));
  touched.add(walletAccountId(types.b ?? 'PERSONAGE', types.bOrg ?? c.partyB.userId));
  touched.add(escrowAccountId(c.projectId));
  return c;
};
const wallet = async (p: TestPerson) => ok<WalletInfo>(await call('wallet.info', {}, p.token), 'wallet');

// =================================================================================================================
// Downloads keep their names, and nothing else
// =================================================================================================================

/**
 * The header S3 answers a download with: one line, `attachment; filename*=UTF-8''…` made of RFC 5987's attr-chars and
 * percent-encodings only, and a name that, decoded, is a file's name — no path, no control, format (bidirectional,
 * zero-width) or line-breaking character, not empty and not made of dots.
 */
const dispositionProblems = (header: string | null): string[] => {
  if (header === null) return ['no Content-Disposition'];
  const problems: string[] = [];
  const match = /^attachment; filename\*=UTF-8''((?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})+)$/.exec(header);
  if (!match) return [`not a single RFC 6266 filename*: ${JSON.stringify(header)}`];
  const name = decodeURIComponent(match[1]!);
  if (/[/\\]/.test(name)) problems.push(`a path: ${JSON.stringify(name)}`);
  if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(name)) problems.push(`an invisible or control character: ${JSON.stringify(name)}`);
  if (/^\.*$/.test(name.trim())) problems.push(`no name: ${JSON.stringify(name)}`);
  return problems;
};

const HOSTILE_NAMES: Record<string, { name: string; keeps: string }> = {
  quotes: { name: '交付"说明".pdf', keeps: '交付"说明".pdf' },
  'CRLF header injection': { name: '报告\r\nSet-Cookie: hezuo=1\r\nX-Evil: 1.pdf', keeps: '.pdf' },
  semicolons: { name: 'a; filename=evil.exe; b=.pdf', keeps: 'a; filename=evil.exe; b=.pdf' },
  'a Unix path': { name: '../../etc/交付说明.pdf', keeps: '交付说明.pdf' },
  'a Windows path': { name: 'C:\\Users\\王小明\\..\\需求.docx', keeps: '需求.docx' },
  'an RTL override': { name: '发票\u202Efdp.exe.pdf', keeps: 'fdp.exe.pdf' },
  'zero-width and NUL': { name: '合\u200B同\u0000.pdf', keeps: '合同.pdf' },
  emoji: { name: '🎉验收报告😀.pdf', keeps: '🎉验收报告😀.pdf' },
  'dot segments': { name: '..', keeps: '' },
  'very long': { name: `${'需'.repeat(195)}.pdf`, keeps: `${'需'.repeat(195)}.pdf` },
};

describe('downloads keep their names, and nothing else', () => {
  it('a project file with a hostile name downloads under a safe header that keeps the name’s visible part', async () => {
    // Prepare
    const person = await newPerson();
    const problems: Record<string, string[]> = {};
    const kept: Record<string, string> = {};

    // Act
    for (const [what, { name, keeps }] of Object.entries(HOSTILE_NAMES)) {
      const upload = await uploadAs(person, 'project-file', name.endsWith('.pdf') || name.endsWith('.docx') ? name : `${name}.pdf`, Buffer.from('%PDF-1.4'), 'application/pdf');
      const download = await fetch(upload.fileUrl);
      expect(download.status, what).toBe(200);
      expect([download.headers.get('set-cookie'), download.headers.get('x-evil')], what).toEqual([null, null]);
      const header = download.headers.get('content-disposition');
      problems[what] = dispositionProblems(header);
      const encoded = /filename\*=UTF-8''(.*)$/.exec(header ?? '')?.[1];
      if (keeps && encoded) kept[what] = decodeURIComponent(encoded).endsWith(keeps) ? 'kept' : `lost: ${decodeURIComponent(encoded)}`;
    }

    // Assess
    expect(Object.entries(problems).filter(([, p]) => p.length)).toEqual([]);
    expect(Object.entries(kept).filter(([, k]) => k !== 'kept')).toEqual([]);
  }, 120_000);

  it('chat files and library files, read through their signed links, carry the same safe header', async () => {
    // Prepare
    const person = await newPerson();
    const problems: Record<string, string[]> = {};

    // Act
    for (const [what, { name }] of Object.entries(HOSTILE_NAMES)) {
      for (const kind of ['chat-file', 'library-file'] as const) {
        const upload = await uploadAs(person, kind, name, Buffer.from('data'), 'application/octet-stream');
        const entry = ok<LibraryEntry>(await call('project.materialSave', { type: 'FILE', name: `${kind}-${ulid()}`, fileUrl: kind === 'library-file' ? upload.fileUrl : (await uploadAs(person, 'library-file', 'x.bin', Buffer.from('x'), 'application/octet-stream')).fileUrl }, person.token), 'save');
        if (kind === 'library-file') {
          const listed = ok<LibraryFolderPage>(await call('project.materialList', { current: 1, size: 100 }, person.token), 'list').records.find((e) => e.id === entry.id)!;
          const download = await fetch(listed.url!);
          expect(download.status, what).toBe(200);
          problems[`${kind} ${what}`] = dispositionProblems(download.headers.get('content-disposition'));
        } else {
          const { readableFileUrl } = await import('../../../functions/lib/s3/private-file-reads.js');
          const download = await fetch(await readableFileUrl(upload.fileUrl));
          expect(download.status, what).toBe(200);
          problems[`${kind} ${what}`] = dispositionProblems(download.headers.get('content-disposition'));
        }
      }
    }

    // Assess
    expect(Object.entries(problems).filter(([, p]) => p.length)).toEqual([]);
  }, 180_000);

  it('a stranger gets no other person’s chat or library file: not under /files, not filed as their own, not sent as their own, not handed over', async () => {
    // Prepare
    const [owner, stranger, friend] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    const chatFile = await uploadAs(owner, 'chat-file', '合同.pdf', Buffer.from('%PDF-'), 'application/pdf');
    const library = await uploadAs(owner, 'library-file', '简历.pdf', Buffer.from('%PDF-'), 'application/pdf');
    const projectFile = await uploadAs(owner, 'project-file', '需求.pdf', Buffer.from('%PDF-'), 'application/pdf');
    const c = await fundedCooperation({ partyB: stranger, phases: [{ name: '一', amount: 10_000, days: 5, deliverables: 'x' }] });
    remember(c);

    // Act
    const direct = await Promise.all([chatFile, library].map((u) => fetch(u.fileUrl).then((r) => r.status)));
    const filed = await Promise.all(
      [chatFile, library, projectFile].map((u) => call('project.materialSave', { type: 'FILE', name: `偷-${ulid()}`, fileUrl: u.fileUrl }, stranger.token)),
    );
    const literature = await call('project.literatureSave', { type: 'FILE', name: `偷-${ulid()}`, fileUrl: library.fileUrl }, stranger.token);
    const chat = await open(stranger.token, `channel=chat&messageType=MSG&joinUserId=${friend.userId}`);
    const sent: string[] = [];
    for (const u of [chatFile, library]) {
      const messageId = crypto.randomUUID();
      chat.socket.send(JSON.stringify({ messageType: 'MSG', messageContentType: 'FILE', joinUserId: friend.userId, content: JSON.stringify({ name: 'x.pdf', url: u.fileUrl, size: 5, type: 'application/pdf', oldName: 'x.pdf' }), messageId }));
      const f = await vi.waitFor(() => {
        const x = chat.frames.find((y) => y.messageId === messageId && (y.messageType === 'ERROR' || y.messageType === 'SEND_SUCCESSFULLY'));
        if (!x) throw new Error('waiting');
        return x;
      }, { timeout: 10_000 });
      sent.push(String(f.messageType));
    }
    const handedOver = await call('project.coop.toPartyAHandover', { projectId: c.projectId, phase: 1, message: '成果', files: [{ name: '需求.pdf', url: projectFile.fileUrl, size: 5 }] }, stranger.token);
    const listed = ok<LibraryFolderPage>(await call('project.materialList', { current: 1, size: 100 }, stranger.token), 'list');

    // Assess
    expect(direct).toEqual([403, 403]);
    expect(filed.map(codeOf).filter((code) => code === 200)).toEqual([]);
    expect(codeOf(literature)).not.toBe(200);
    expect(sent).toEqual(['ERROR', 'ERROR']);
    expect(codeOf(handedOver)).not.toBe(200);
    expect(listed.records).toEqual([]);
  }, 120_000);
});

// =================================================================================================================
// Pay passwords through the API
// =================================================================================================================

describe('a new pay password, through the API', () => {
  const setting = async (person: TestPerson, payPassword: string, code: string) => call('account.updatePayPassword', { payPassword, code }, person.token);

  it('refuses trivial ones (one digit, a run either way, the phone’s digits), in full-width digits too, naming 支付密码', async () => {
    // Prepare
    const person = await newPerson();
    const code = await smsCodeFor(person.phone, 'pay-password', person.token);
    const fromPhone = [person.phone.slice(-6), person.phone.slice(2, 8)];
    const candidates = ['111111', '000000', '123456', '654321', '987654', '012345', ...fromPhone, '１１１１１１', '１２３４５６', ...fromPhone.map((d) => d.replace(/\d/g, (x) => String.fromCharCode(0xff10 + Number(x))))];

    // Act
    const answers = [];
    for (const candidate of candidates) answers.push(await setting(person, candidate, code));

    // Assess: each refused for its reason, the code left for the right password.
    noServerError(answers, 'pay password');
    const reasons = candidates.map((c) => trivialPayPassword(c.normalize('NFKC'), person.phone));
    expect(answers.map((a) => [a.status, a.body.msg])).toEqual(reasons.map((r) => [400, PAY_PASSWORD_TRIVIAL[r!]]));
    for (const a of answers) expect((a.body.data as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual(['payPassword']);
    expect(codeOf(await setting(person, PAY_PASSWORD, code))).toBe(200);
  }, 60_000);

  it('takes full-width digits as the digits they are, to set the password and to pay with it', async () => {
    // Prepare
    const person = await newPerson();
    await fundWallet(person, 1_000);
    touched.add(walletAccountId('PERSONAGE', person.userId));
    const methodId = await addBankCard(person);
    const code = await smsCodeFor(person.phone, 'pay-password', person.token);

    // Act
    const set = await setting(person, '１３５７９０', code);
    const paidHalf = await call('wallet.withdraw', { amount: 100, methodId, payPassword: '135790', requestId: newRequestId() }, person.token);
    const paidFull = await call('wallet.withdraw', { amount: 100, methodId, payPassword: '１３５７９０', requestId: newRequestId() }, person.token);

    // Assess
    expect([codeOf(set), set.body.msg]).toEqual([200, set.body.msg]);
    expect(codeOf(paidHalf)).toBe(200);
    expect(codeOf(paidFull)).toBe(200);
    expect(await wallet(person)).toMatchObject({ available: 800, frozen: 200 });
  }, 60_000);

  it('a burst of settings with one SMS code sets one password, and the code is spent', async () => {
    // Prepare
    const person = await newPerson();
    const code = await smsCodeFor(person.phone, 'pay-password', person.token);
    const passwords = ['135790', '246801', '975310', '802468', '147036'];

    // Act
    const answers = await Promise.all(passwords.map((p) => setting(person, p, code)));
    const again = await setting(person, '135791', code);

    // Assess
    noServerError([...answers, again], 'burst');
    expect(answers.filter((a) => codeOf(a) === 200)).toHaveLength(1);
    expect(codeOf(again)).not.toBe(200);
  }, 60_000);
});

// =================================================================================================================
// Opaque avatar keys
// =================================================================================================================

describe('avatars: nobody passes another’s, or a forged one, as their own', () => {
  const saveAvatar = (person: TestPerson, headPortrait: string, nickname = person.nickname) =>
    call('account.updateBaseInfo', { nickname, headPortrait, sex: '女' }, person.token);

  it('another’s avatar, a forged proof, one’s id in the old form, another kind or host: 403 naming 头像; one’s own: saved, naming nobody', async () => {
    // Prepare
    const [a, b] = await Promise.all([newPerson(), newPerson()]);
    const mine = await uploadAs(a, 'avatar', 'me.png');
    const theirs = await uploadAs(b, 'avatar', 'b.png');
    const [kind, fileId, last] = mine.key.split('/') as [string, string, string];
    const base = mine.fileUrl.slice(0, mine.fileUrl.indexOf(mine.key));
    const forged = {
      'another’s': theirs.fileUrl,
      'a forged proof': `${base}${kind}/${fileId}/${'A'.repeat(22)}.png`,
      'their proof on my id': `${base}${kind}/${fileId}/${theirs.key.split('/')[2]}`,
      'my proof on their id': `${base}${kind}/${theirs.key.split('/')[1]}/${last}`,
      'my own id, the old form': `${base}avatar/${a.userId}/${ulid()}.png`,
      'a chat image of mine': (await uploadAs(a, 'chat-image', 'x.png')).fileUrl,
      'another host': `https://evil.example.com/files/${mine.key}`,
      'a dot segment': `${base}avatar/${fileId}/../${theirs.key.split('/')[1]}/${theirs.key.split('/')[2]}`,
      'a query': `${mine.fileUrl}?x=${b.userId}`,
    };

    // Act
    const answers = Object.fromEntries(await Promise.all(Object.entries(forged).map(async ([what, url]) => [what, await saveAvatar(a, url)] as const)));
    const team = await call('org.createTeam', { teamName: `团队${ulid()}`, headPortrait: theirs.fileUrl }, a.token);
    const own = await saveAvatar(a, mine.fileUrl);

    // Assess
    noServerError(Object.values(answers), 'avatars');
    expect(Object.entries(answers).filter(([, x]) => x.status !== 403 || !x.body.msg.includes('头像')).map(([what, x]) => `${what}: ${x.status} ${x.body.msg}`)).toEqual([]);
    expect(codeOf(team)).not.toBe(200);
    expect(codeOf(own)).toBe(200);
    expect(mine.fileUrl).not.toContain(a.userId);
    expect((await getPerson(a.userId))!.headPortrait).toBe(mine.fileUrl);
  }, 60_000);

  it('a person whose avatar predates the opaque keys still saves their profile without uploading it again', async () => {
    // Prepare: an avatar stored before issue 28 (avatar/<userId>/<id>.png), as the accounts of that time have it.
    const person = await newPerson();
    const legacy = `${config.filesBaseUrl}/avatar/${person.userId}/${ulid()}.png`;
    await setPersonFields(person.userId, { headPortrait: legacy, sex: '女' });

    // Act: the profile form sends the avatar it shows with a new nickname.
    const saved = await saveAvatar(person, legacy, '新昵称');
    const other = await newPerson();
    const taken = await saveAvatar(other, legacy);

    // Assess: one's own avatar as it is stays; nobody else takes it.
    expect([saved.status, saved.body.msg]).toEqual([200, saved.body.msg]);
    expect((await getPerson(person.userId))).toMatchObject({ nickname: '新昵称', headPortrait: legacy });
    expect(taken.status).toBe(403);
  }, 60_000);
});

// =================================================================================================================
// Party B's own check (审核)
// =================================================================================================================

const TWO_PHASES = [
  { name: '需求分析', amount: 100_000, days: 10, deliverables: '需求说明书' },
  { name: '开发', amount: 200_000, days: 20, deliverables: '源码' },
];
/** The labels of party B's own check moves, as records would name them. */
const CHECK_LABELS = ['提交审核', '审核通过', '审核不通过', '重新编写'];

/** A person logged in as the company they are staff of. */
const asCompany = async (person: TestPerson): Promise<TestPerson> => ({ ...person, token: ok<string>(await login(person.phone, person.password, 'COMPANY'), 'login as company') });

describe('party B’s own check stays party B’s', () => {
  it('party A, its staff, a stranger and a visitor learn nothing of the check — reasons, count or records — through any route, list or push', async () => {
    // Prepare: party A a company with a staff member; party B a team whose member writes the phase's one document.
    const [partyA, partyB, hired, member, stranger] = await Promise.all([newPerson('COMPANY'), newPerson('TEAM'), newPerson(), newPerson(), newPerson()]);
    await Promise.all([hireStaff(partyA, hired), joinTeam(partyB, member)]);
    const [staff, writer] = await Promise.all([asCompany(hired), asTeam(member)]);
    const c = await fundedCooperation({ partyA, partyB, phases: TWO_PHASES });
    const coopOf = ok<CooperationDetail>(await call('project.coop.info', { projectId: c.projectId }, partyA.token), 'info');
    remember(c, { a: 'COMPANY', aOrg: coopOf.partyA.id, b: 'TEAM', bOrg: coopOf.partyB.id });
    const secrets = [`审核意见甲${ulid()}`, `审核意见乙${ulid()}`, `审核意见丙${ulid()}`];
    const radios = await Promise.all([partyA, staff, stranger].map((p) => open(p.token, 'channel=radio')));
    const { taskId } = await addNode(c, { title: '需求说明', assignee: writer.userId });
    const doc = { projectId: c.projectId, taskId };
    const p1 = { projectId: c.projectId, phase: 1 };
    const p2 = { projectId: c.projectId, phase: 2 };

    // Act: the writer submits three times, the leader refusing twice with a reason before passing; party B delivers and
    // party A accepts; the second phase has one check refused too.
    for (let round = 0; round < 3; round += 1) {
      ok(await call('project.docRequestEdit', doc, writer.token), 'edit');
      ok(await call('project.docSave', { ...doc, baseVersion: round, html: `<p>第${round + 1}稿</p>` }, writer.token), 'save');
      ok(await call('project.docExitEdit', { ...doc, submit: true }, writer.token), 'submit');
      ok(await call('project.coop.goCheck', p1, partyB.token), 'go check');
      if (round < 2) ok(await call('project.coop.checkNoPass', { ...p1, reason: secrets[round]! }, partyB.token), 'check no pass');
    }
    ok(await call('project.coop.checkPass', p1, partyB.token), 'check pass');
    ok(await call('project.coop.goAcceptance', p1, partyB.token), 'deliver');
    const deliveredAs = {
      directory: await call('project.docDirectories', p1, partyA.token),
      statuses: await call('project.docStatuses', p1, partyA.token),
      document: await call('project.docQuery', doc, partyA.token),
      messages: await call<Page<DocumentMessage>>('project.docMessages', { ...p1, current: 1, size: 100 }, partyA.token),
    };
    ok(await call('project.coop.acceptancePass', p1, partyA.token), 'accept 1');
    ok(await call('project.coop.payEscrow', { ...p1, amount: TWO_PHASES[1]!.amount, payPassword: PAY_PASSWORD, requestId: newRequestId() }, partyA.token), 'escrow 2');
    ok(await call('project.coop.goCheck', p2, partyB.token), 'go check 2');
    ok(await call('project.coop.checkNoPass', { ...p2, reason: secrets[2]! }, partyB.token), 'check no pass 2');
    ok(await call('project.coop.goCheck', p2, partyB.token), 'go check 2 again');
    ok(await call('project.coop.checkPass', p2, partyB.token), 'check pass 2');
    ok(await call('project.coop.goAcceptance', p2, partyB.token), 'deliver 2');
    ok(await call('project.coop.acceptancePass', p2, partyA.token), 'accept 2');

    // Everything a caller of party A's side (or nobody's) may ask about the cooperation.
    const ask = async (token?: string) => ({
      info: await call('project.coop.info', { projectId: c.projectId }, token),
      list: await call('project.coop.list', { tab: 'completed', current: 1, size: 50 }, token),
      progress: await call('project.coop.progress', { projectId: c.projectId }, token),
      status: await call('project.coop.status', { projectId: c.projectId }, token),
      service: await call('project.coop.serviceStatus', { projectId: c.projectId }, token),
      next: await call('project.coop.nextStep', { projectId: c.projectId }, token),
      dates: await call('project.coop.dates', { projectId: c.projectId }, token),
      completion: await call('project.coop.completion', { projectId: c.projectId }, token),
      records: await call<Page<ProcessRecordView>>('project.coop.records', { projectId: c.projectId, current: 1, size: 100 }, token),
      phase1: await call<ProcessRecordView[]>('project.coop.phaseRecords', p1, token),
      phase2: await call<ProcessRecordView[]>('project.coop.phaseRecords', p2, token),
      backlog: await call('project.backlog', { current: 1, size: 100 }, token),
      directory: await call('project.docDirectories', p1, token),
      messages: await call('project.docMessages', { ...p1, current: 1, size: 100 }, token),
      notices: await call('project.docRefreshList', { projectId: c.projectId }, token),
      performance: await call('project.projectPerformance', { projectId: c.projectId }, token),
      history: await call('project.historyCompleted', { current: 1, size: 50 }, token),
      all: await call('project.allProjects', { current: 1, size: 50 }, token),
      credit: await call('project.creditHistory', { current: 1, size: 50 }, token),
      figures: await call('project.partyPerformance', { months: 12 }, token),
      publicHistory: await call('project.partyHistoryCompleted', { id: coopOf.partyB.id, type: 'TEAM', current: 1, size: 50 }, token),
      group: coopOf.groupId ? await call<RecordPage>('chat.record', { messageType: 'GROUP', joinUserId: coopOf.groupId, current: 1, size: 100 }, token) : undefined,
      search: await call('search.projects', { keyword: secrets[0]!, current: 1, size: 10 }, token),
    });
    const seen = { partyA: await ask(partyA.token), staff: await ask(staff.token), stranger: await ask(stranger.token), visitor: await ask() };
    // A later push everyone must hear, so that what they did not hear is known not to be on its way.
    const beacon = await call('project.coop.info', { projectId: c.projectId }, partyB.token);

    // Assess: party B saw its own check.
    expect(ok<CooperationDetail>(beacon, 'party B').phases.map((p) => [p.checkRounds, p.checkReason])).toEqual([[2, secrets[1]], [1, secrets[2]]]);
    // Nobody else has a word, a count or a record of it, in any answer or push.
    for (const [who, answers] of Object.entries(seen)) {
      const text = JSON.stringify(answers);
      for (const s of secrets) expect(text, `${who} read a check reason`).not.toContain(s);
      expect(text, `${who} read a check count`).not.toMatch(/checkRounds|checkReason/);
      for (const label of CHECK_LABELS) expect(text, `${who} read a check record`).not.toContain(label);
      for (const a of Object.values(answers)) if (a) expect(a.status, who).toBeLessThan(500);
    }
    const records = ok<Page<ProcessRecordView>>(seen.partyA.records, 'records').records;
    expect(records.filter((r) => PARTY_B_INTERNAL_MOVES.includes(r.kind))).toEqual([]);
    expect(records.filter((r) => r.kind === 'goAcceptance')).toHaveLength(2);
    // Party A's staff read the project, not its documents; a stranger and a visitor nothing at all.
    for (const what of ['info', 'records', 'phase1', 'progress', 'dates', 'performance', 'directory', 'messages'] as const) {
      expect([403, 404], `stranger ${what}`).toContain(seen.stranger[what].status === 200 ? Number(seen.stranger[what].body.code) : seen.stranger[what].status);
      expect(seen.visitor[what].status, `visitor ${what}`).toBe(401);
    }
    // What party A reads of the delivered documents counts no more submissions than deliveries: the check's rounds
    // (each refusal reopens the documents for another submission) are not told by the documents either.
    const messages = deliveredAs.messages.body.code === 200 ? deliveredAs.messages.body.data.records : [];
    expect(messages.filter((m) => /提交了/.test(m.text)).length, JSON.stringify(messages.map((m) => m.text))).toBeLessThanOrEqual(1);
    expect(JSON.stringify(deliveredAs)).not.toMatch(/checkRounds|checkReason/);
    // No push to party A's side carried any of it.
    await expect.poll(() => radios[0]!.frames.length).toBeGreaterThan(0);
    for (const radio of radios) {
      const text = JSON.stringify(radio.frames);
      for (const s of secrets) expect(text).not.toContain(s);
      expect(text).not.toMatch(/checkRounds|checkReason|审核/);
    }
    expect(radios[2]!.frames.filter((f) => JSON.stringify(f).includes(c.projectId))).toEqual([]);
  }, 240_000);

  it('the check’s moves sent by party A, its staff or a stranger, one at a time or in a burst, move nothing and say nothing', async () => {
    // Prepare
    const [partyA, hired, stranger] = await Promise.all([newPerson('COMPANY'), newPerson(), newPerson()]);
    await hireStaff(partyA, hired);
    const staff = await asCompany(hired);
    const c = await fundedCooperation({ partyA, phases: TWO_PHASES });
    const coopOf = await coopInfo(c, partyA);
    remember(c, { a: 'COMPANY', aOrg: coopOf.partyA.id });
    const p1 = { projectId: c.projectId, phase: 1 };
    ok(await call('project.coop.goCheck', p1, c.partyB.token), 'go check');
    const secret = `内部${ulid()}`;

    // Act
    const tries = await Promise.all(
      [partyA, staff, stranger].flatMap((who) => [
        call('project.coop.checkPass', p1, who.token),
        call('project.coop.checkNoPass', { ...p1, reason: secret }, who.token),
        call('project.coop.goCompile', p1, who.token),
        call('project.coop.goCheck', p1, who.token),
      ]),
    );
    const burst = await Promise.all([
      call('project.coop.checkNoPass', { ...p1, reason: secret }, c.partyB.token),
      call('project.coop.checkPass', p1, c.partyB.token),
      call('project.coop.checkNoPass', { ...p1, reason: `${secret}二` }, c.partyB.token),
    ]);

    // Assess: only party B moved it, once; party A reads the state it ended in and nothing else.
    noServerError([...tries, ...burst], 'check moves');
    expect(tries.filter((a) => codeOf(a) === 200)).toEqual([]);
    expect(burst.filter((a) => codeOf(a) === 200)).toHaveLength(1);
    const b = (await coopInfo(c, c.partyB)).phases[0]!;
    const a = (await coopInfo(c, partyA)).phases[0]!;
    expect(a.state).toBe(b.state);
    expect(JSON.stringify(a)).not.toMatch(/checkRounds|checkReason|内部/);
    expect(b.checkRounds ?? 0).toBe(b.state === 'COMPILING' ? 1 : 0);
  }, 120_000);
});

// =================================================================================================================
// The agreed terms: the plan, the deadlines, one-time escrow
// =================================================================================================================

describe('the agreed terms are kept', () => {
  const THREE = [
    { name: '一', amount: 100_000, days: 10, deliverables: 'a' },
    { name: '二', amount: 200_000, days: 5, deliverables: 'b' },
    { name: '三', amount: 300_001, days: 7, deliverables: 'c' },
  ];
  const total = THREE.reduce((s, p) => s + p.amount, 0);

  it('one-time escrow is paid once for every phase: a burst with one or several requestIds, a fen off, party B, party A’s staff and a stranger move nothing more', async () => {
    // Prepare
    const [partyA, hired, stranger] = await Promise.all([newPerson('COMPANY'), newPerson(), newPerson()]);
    await hireStaff(partyA, hired);
    const staff = await asCompany(hired);
    const c = await startedCooperation({ partyA, phases: THREE, escrowPlan: 'ALL_AT_ONCE', spare: total + 50_000 });
    const orgA = c.detail.partyA.id;
    remember(c, { a: 'COMPANY', aOrg: orgA });
    await Promise.all([setPayPassword(c.partyB), fundWallet(c.partyB, total), setPayPassword(stranger), fundWallet(stranger, total)]);
    touched.add(walletAccountId('PERSONAGE', stranger.userId));
    const before = { a: (await wallet(partyA)).available, b: (await wallet(c.partyB)).available, s: (await wallet(stranger)).available };
    const pay = (who: TestPerson, amount: number, requestId = newRequestId()) => call<CooperationDetail>('project.coop.payEscrow', { projectId: c.projectId, amount, payPassword: PAY_PASSWORD, requestId }, who.token);
    const requestId = newRequestId();

    // Act
    const refused = [await pay(partyA, total - 1), await pay(partyA, total + 1), await pay(partyA, c.detail.phases[0]!.amount), await pay(c.partyB, total), await pay(staff, total), await pay(stranger, total)];
    const burst = await Promise.all([pay(partyA, total, requestId), pay(partyA, total, requestId), pay(partyA, total, requestId), pay(partyA, total), pay(partyA, total), pay(c.partyB, total)]);
    const replay = await pay(partyA, total, requestId);
    const after = await pay(partyA, total);

    // Assess
    noServerError([...refused, ...burst, replay, after], 'escrow');
    expect(refused.map(codeOf).filter((code) => code === 200)).toEqual([]);
    expect(refused.slice(0, 3).map(codeOf)).toEqual([ERRORS.ESCROW_AMOUNT_CHANGED.code, ERRORS.ESCROW_AMOUNT_CHANGED.code, ERRORS.ESCROW_AMOUNT_CHANGED.code]);
    // The requestId sent three times answers its first outcome if it was the one that paid; else it is a new payment,
    // refused as the phase is no longer waiting for escrow.
    const paidBy = burst.slice(0, 3).some((a) => codeOf(a) === 200) ? 200 : ERRORS.PROCESS_WRONG_STATE.code;
    expect(codeOf(replay)).toBe(paidBy);
    expect(codeOf(after)).toBe(ERRORS.PROCESS_WRONG_STATE.code);
    const detail = await coopInfo(c, partyA);
    expect(detail.escrowDue).toBe(0);
    expect(detail.phases.map((p) => [p.funded, p.state])).toEqual([[true, 'COMPILING'], [true, 'PENDING'], [true, 'PENDING']]);
    expect(detail.money).toMatchObject({ funded: total, inEscrow: total });
    expect({ a: (await wallet(partyA)).available, b: (await wallet(c.partyB)).available, s: (await wallet(stranger)).available }).toEqual({ a: before.a - total, b: before.b, s: before.s });
    const escrow = (await readLedgerOf([escrowAccountId(c.projectId)])).accounts[0]!.account;
    expect(escrow.available).toBe(total);
    const funds = ok<Page<ProcessRecordView>>(await call('project.coop.records', { projectId: c.projectId, current: 1, size: 100 }, partyA.token), 'records').records.filter((r) => r.kind === 'fund');
    expect(funds).toHaveLength(1);
    expect(funds[0]!.phase).toBeUndefined();

    // Act: the first phase accepted, the second begins at once, funded; nothing more is due or taken.
    await deliverPhase(c, 1);
    ok(await call('project.coop.acceptancePass', { projectId: c.projectId, phase: 1 }, partyA.token), 'accept');
    const second = await Promise.all([pay(partyA, THREE[1]!.amount), pay(partyA, total - THREE[0]!.amount), pay(partyA, 0 as never)]);

    // Assess
    noServerError(second, 'escrow after');
    expect(second.map(codeOf).filter((code) => code === 200)).toEqual([]);
    const now = await coopInfo(c, partyA);
    expect([now.escrowDue, now.phases[1]!.state]).toEqual([0, 'COMPILING']);
    // The phase funded long before it began runs its days from its start, never before the agreed start date's.
    expect(now.phases[1]!.dueTime!).toBeGreaterThanOrEqual(Math.max(now.phases[1]!.startTime!, now.startDate) + THREE[1]!.days * DAY);
    expect((await wallet(partyA)).available).toBe(before.a - total);
  }, 180_000);

  it('the plan runs from the agreed start date, and no phase’s deadline falls before the agreed start plus its days, however early it begins', async () => {
    // Prepare: the terms agree to start ten days from now; party A funds at once and party B delivers early.
    const startDate = Date.now() + 10 * DAY;
    const c = await startedCooperation({ phases: THREE, startDate, spare: total });
    remember(c);

    // Act
    const pay = async () => {
      const due = (await coopInfo(c)).escrowDue;
      return ok<CooperationDetail>(await call('project.coop.payEscrow', { projectId: c.projectId, amount: due, payPassword: PAY_PASSWORD, requestId: newRequestId() }, c.partyA.token), 'pay');
    };
    await pay();
    await deliverPhase(c, 1);
    ok(await call('project.coop.acceptancePass', { projectId: c.projectId, phase: 1 }, c.partyA.token), 'accept');
    await pay();
    const [detail, progress, dates] = await Promise.all([
      coopInfo(c),
      call<{ phases: { plannedStart: number; plannedEnd: number; overdueDays: number }[] }>('project.coop.progress', { projectId: c.projectId }, c.partyA.token).then((a) => ok<{ phases: { plannedStart: number; plannedEnd: number; overdueDays: number }[] }>(a, 'progress')),
      call<{ startDate: number; plannedEnd: number }>('project.coop.dates', { projectId: c.projectId }, c.partyB.token).then((a) => ok<{ startDate: number; plannedEnd: number }>(a, 'dates')),
    ]);

    // Assess
    expect(detail.startDate).toBe(startDate);
    expect(dates.startDate).toBe(startDate);
    expect(progress.phases.map((p) => [p.plannedStart, p.plannedEnd])).toEqual([
      [startDate, startDate + 10 * DAY],
      [startDate + 10 * DAY, startDate + 15 * DAY],
      [startDate + 15 * DAY, startDate + 22 * DAY],
    ]);
    expect(dates.plannedEnd).toBe(startDate + 22 * DAY);
    expect(detail.phases[0]!.dueTime!).toBeGreaterThanOrEqual(startDate + 10 * DAY);
    expect(detail.phases[1]!.dueTime!).toBeGreaterThanOrEqual(startDate + 5 * DAY);
    expect(progress.phases.map((p) => p.overdueDays)).toEqual([0, 0, 0]);
  }, 120_000);

  it('starting twice at once starts once, and terms proposed after the agreement change nothing of the plan or the escrow due', async () => {
    // Prepare
    const startDate = Date.now() + 3 * DAY;
    const agreed = await agreedProject({ phases: THREE, startDate, spare: total });
    remember(agreed);

    // Act
    const starts = await Promise.all([0, 1, 2].map(() => call<CooperationDetail>('project.coop.start', { projectId: agreed.projectId }, agreed.partyA.token)));
    const terms = { phases: [{ name: '全部', amount: 1, days: 1, deliverables: 'x' }], startDate: Date.now() - 30 * DAY, escrowPlan: 'ALL_AT_ONCE' as const, remark: '' };
    const proposals = await Promise.all([
      call('project.propose', { id: agreed.negotiationId, version: 1, terms }, agreed.partyA.token),
      call('project.propose', { id: agreed.negotiationId, version: 2, terms }, agreed.partyB.token),
      call('project.confirm', { id: agreed.negotiationId, version: 2 }, agreed.partyB.token),
    ]);

    // Assess
    noServerError([...starts, ...proposals], 'start/propose');
    expect(starts.filter((a) => codeOf(a) === 200)).toHaveLength(1);
    expect(proposals.filter((a) => codeOf(a) === 200)).toEqual([]);
    const detail = await coopInfo(agreed);
    expect({ startDate: detail.startDate, due: detail.escrowDue, amounts: detail.phases.map((p) => p.amount), plan: detail.escrowPlan }).toEqual({ startDate, due: THREE[0]!.amount, amounts: THREE.map((p) => p.amount), plan: 'PER_PHASE' });
  }, 120_000);

  it('a stale escrow (the previous phase’s amount), a requestId spent on another project, and one replayed after the phase moved move nothing', async () => {
    // Prepare
    const [c, other] = await Promise.all([startedCooperation({ phases: THREE, spare: total }), startedCooperation({ phases: THREE })]);
    remember(c);
    remember(other);
    const spent = newRequestId();
    const first = ok<CooperationDetail>(await call('project.coop.payEscrow', { projectId: c.projectId, amount: THREE[0]!.amount, payPassword: PAY_PASSWORD, requestId: spent }, c.partyA.token), 'pay 1');
    await deliverPhase(c, 1);
    ok(await call('project.coop.acceptancePass', { projectId: c.projectId, phase: 1 }, c.partyA.token), 'accept');
    const before = (await wallet(c.partyA)).available;

    // Act
    const stale = await call('project.coop.payEscrow', { projectId: c.projectId, amount: THREE[0]!.amount, payPassword: PAY_PASSWORD, requestId: newRequestId() }, c.partyA.token);
    const replayed = await call<CooperationDetail>('project.coop.payEscrow', { projectId: c.projectId, amount: THREE[1]!.amount, payPassword: PAY_PASSWORD, requestId: spent }, c.partyA.token);
    const elsewhere = await call('project.coop.payEscrow', { projectId: other.projectId, amount: THREE[0]!.amount, payPassword: PAY_PASSWORD, requestId: spent }, other.partyA.token);
    const foreign = await call('project.coop.payEscrow', { projectId: other.projectId, amount: THREE[0]!.amount, payPassword: PAY_PASSWORD, requestId: spent }, c.partyA.token);

    // Assess
    noServerError([stale, replayed, elsewhere, foreign], 'escrow');
    expect(first.escrowDue).toBe(0);
    expect(codeOf(stale)).toBe(ERRORS.ESCROW_AMOUNT_CHANGED.code);
    expect((await wallet(c.partyA)).available).toBe(before);
    expect((await coopInfo(c)).escrowDue).toBe(THREE[1]!.amount);
    expect(codeOf(foreign)).not.toBe(200);
    expect((await coopInfo(other)).escrowDue).toBe(codeOf(elsewhere) === 200 ? 0 : THREE[0]!.amount);
  }, 120_000);
});

// =================================================================================================================
// Search: sizes, keywords, never a 5xx
// =================================================================================================================

describe('search takes any keyword and refuses sizes it cannot answer', () => {
  it('a page size above the search’s is a 400 naming 每页条数 on every search route; the largest size is answered', async () => {
    // Prepare
    const person = await newPerson();
    const max = SEARCH_LIMITS.maxPageSize;

    // Act
    const answers = {
      search: await call('search.projects', { current: 1, size: max + 1 }, person.token),
      list: await call('search.projectList', { current: 1, size: max + 1 }),
      party: await api('GET', `${BASE}/new-project/${person.userId}?type=PERSONAGE&current=1&size=${max + 1}`),
      huge: await call('search.projects', { current: 1, size: 1e9 }),
      zero: await call('search.projects', { current: 1, size: 0 }),
      fraction: await call('search.projects', { current: 1, size: 10.5 }),
      exponent: await api('GET', `${BASE}/new-project/${person.userId}?size=1e2`),
      deep: await call('search.projects', { current: 100_000, size: max }),
    };
    const largest = await call<Page<ProjectCard>>('search.projects', { current: 1, size: max }, person.token);

    // Assess
    noServerError(Object.values(answers), 'sizes');
    for (const what of ['search', 'list', 'party', 'huge', 'zero', 'fraction', 'exponent'] as const) {
      expect([answers[what].status, answers[what].body.msg], what).toEqual([400, expect.stringContaining('每页条数')]);
    }
    expect(answers.deep.status === 200 || answers.deep.status === 400).toBe(true);
    expect(codeOf(largest)).toBe(200);
    expect(largest.body.data.size).toBe(max);
  }, 60_000);

  it('huge, unicode-heavy, whitespace-only, punctuation-only and query-syntax keywords are answered, never a 5xx', async () => {
    // Prepare
    const person = await newPerson();
    const keywords = [
      ' ', '\t\n\u3000', '　　', '！？。，、；：', '.,;:!?', '***', '"', '\\', '""', '\\"', 'AND OR NOT', '(', ')', '[', ']', '{', '}', ':', '/', '~', '^', '*?', 'name:*', '_id:1', '+-&&||!(){}[]^"~*?:\\/',
      '😀'.repeat(25), '\u202e\u202d\u2066', '\u200b'.repeat(40), 'e\u0301'.repeat(25), '\ufdfa'.repeat(3), '\ufb03' + '😀'.repeat(24), '\u337f'.repeat(50),
      Array.from({ length: 50 }, (_, i) => String.fromCodePoint(0x3041 + i)).join(''), Array.from({ length: 50 }, (_, i) => String.fromCodePoint(0xac00 + i * 97)).join(''),
      Array.from({ length: 50 }, (_, i) => String.fromCodePoint(0x4e00 + i * 37)).join(''), '中a'.repeat(25), 'a'.repeat(50), '0'.repeat(50), '<script>alert(1)</script>', "' OR 1=1 --",
      '\u0000', '\ud800', 'null', 'undefined', '__proto__', 'constructor',
    ];

    // Act
    const answers: Answer[] = [];
    for (const keyword of keywords) {
      answers.push(await call('search.projects', { keyword, current: 1, size: 10 }, person.token));
      answers.push(await call('search.projectList', { keyword, current: 1, size: 10 }));
    }
    const tooLong = await call('search.projects', { keyword: '项'.repeat(51), current: 1, size: 10 });

    // Assess
    noServerError(answers, 'keywords');
    const odd = answers.map((a, i) => [keywords[Math.floor(i / 2)], a.status, a.body.msg] as const).filter(([, status, msg]) => status !== 200 && !(status === 400 && /关键词/.test(msg)));
    expect(odd).toEqual([]);
    expect([tooLong.status, tooLong.body.msg]).toEqual([400, expect.stringContaining('关键词')]);
    // The local endpoint does not refuse a query of too many clauses as OpenSearch does (搜索服务暂时不可用 for the
    // person): every one of these keywords, normalised as the module does (NFKC may lengthen them), stays within it.
    const over = keywords
      .map((k) => [k, clauses(keywordQuery(projectSpec, normaliseKeywords(k)) as Clause)] as const)
      .filter(([, n]) => n > SEARCH_LIMITS.maxQueryClauses);
    expect(over).toEqual([]);
  }, 120_000);
});

// =================================================================================================================
// A cancelled account's erasure
// =================================================================================================================

const post = <T = unknown>(path: string, json: unknown, token?: string) => api<T>('POST', `${BASE}/${path}`, { json, token });
const accountSweep = (now: number, objectIds: string[], token?: string) => api<{ fired: number; failed: number }>('POST', '/api/dev/account-timers/sweep', { json: { now, objectIds }, token });
const projectSweep = (now: number, objectIds: string[], token?: string) => api<{ fired: number; failed: number }>('POST', '/api/dev/timers/sweep', { json: { now, objectIds }, token });

/**
 * What a unit's function answers, as deployed (a stage that is not the local one, without the test clock), to a POST
 * that API Gateway hands it through its `$default` route. Its modules are loaded afresh under that stage, then again.
 */
const deployedAnswer = async (unit: UnitName, path: string, body: unknown): Promise<number> => {
  const saved = { stage: process.env[ENV.stage], clock: process.env[ENV.testClock] };
  process.env[ENV.stage] = 'prod';
  delete process.env[ENV.testClock];
  vi.resetModules();
  try {
    const entry = `../../../functions/${UNITS[unit].entry}`;
    const { handler } = (await import(/* @vite-ignore */ entry)) as { handler: (e: APIGatewayProxyEventV2, c: Context) => Promise<APIGatewayProxyStructuredResultV2> };
    const result = await handler(proxiedEvent('POST', path, '$default', JSON.stringify(body)), { awsRequestId: 'probe-28', functionName: `hezuo-${unit}`, getRemainingTimeInMillis: () => 10_000 } as Context);
    return result.statusCode ?? 200;
  } finally {
    if (saved.stage === undefined) delete process.env[ENV.stage];
    else process.env[ENV.stage] = saved.stage;
    if (saved.clock !== undefined) process.env[ENV.testClock] = saved.clock;
    vi.resetModules();
  }
};

const cancel = async (person: TestPerson): Promise<number> => {
  const code = await smsCodeFor(person.phone, 'unsubscribe', person.token);
  const { ticket } = ok<{ ticket: string }>(await post('unsubscribe-verify', { code }, person.token), 'verify');
  ok(await post('unsubscribe-userPersonage', { ticket }, person.token), 'cancel');
  return (await getPerson(person.userId))!.cancelTime!;
};

/** Both steps of a cancelled person's erasure, by the test clocks, the period over. */
const erase = async (person: TestPerson, cancelTime: number) => {
  const later = cancelTime + (ACCOUNT_RESTORE_DAYS + 1) * DAY;
  expect(ok<{ fired: number }>(await accountSweep(later, [person.userId]), 'account sweep').fired).toBe(1);
  await expect.poll(async () => (await getPerson(person.userId))?.erasure?.state).toBe('PENDING');
  for (let i = 0; i < 5 && (await getPerson(person.userId))?.erasure?.state !== 'DONE'; i += 1) await projectSweep(later, [person.userId]);
  expect((await getPerson(person.userId))?.erasure?.state).toBe('DONE');
};

describe('a cancelled account’s erasure', () => {
  it('restoring while the erasure’s sweep fires ends in one whole outcome: restored with everything, or erased with nothing left to restore', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      // Prepare
      const person = await newPerson();
      const cancelTime = await cancel(person);
      const code = await smsCodeFor(person.phone, 'login');

      // Act: the restore and two sweeps of a clock past the period, at once.
      const [restored, ...sweeps] = await Promise.all([
        post('reactivate', { phone: person.phone, code, password: person.password }),
        accountSweep(cancelTime + (ACCOUNT_RESTORE_DAYS + 1) * DAY, [person.userId]),
        accountSweep(cancelTime + (ACCOUNT_RESTORE_DAYS + 1) * DAY, [person.userId]),
      ]);

      // Assess
      noServerError([restored, ...sweeps], 'restore/erase');
      // (Two sweeps that read the timer before either dropped it both fire it; the second finds nothing to erase.)
      for (const s of sweeps) expect(s.body.data?.failed, JSON.stringify(s.body)).toBe(0);
      const after = (await getPerson(person.userId))!;
      const loggedIn = await login(person.phone, person.password, 'PERSONAGE');
      if (codeOf(restored) === 200) {
        expect({ status: after.status, state: after.cancellation?.state, nickname: after.nickname, phone: after.phone, erasure: after.erasure }).toEqual({ status: 'NORMAL', state: 'RESTORED', nickname: person.nickname, phone: person.phone, erasure: undefined });
        expect(codeOf(loggedIn)).toBe(200);
        outcomes.push('restored');
      } else {
        expect({ status: after.status, state: after.cancellation?.state, nickname: after.nickname, phone: after.phone, erasure: after.erasure?.state }).toEqual({ status: 'CANCELLED', state: 'ERASED', nickname: ERASED_NICKNAME, phone: '', erasure: 'PENDING' });
        expect(codeOf(loggedIn)).not.toBe(200);
        expect(codeOf(await post('reactivate', { phone: person.phone, code: await smsCodeFor(person.phone, 'login').catch(() => '000000'), password: person.password }))).not.toBe(200);
        outcomes.push('erased');
      }
      // Whatever won, a later sweep changes nothing.
      expect(ok<{ fired: number }>(await accountSweep(cancelTime + 30 * DAY, [person.userId]), 'sweep again').fired).toBe(0);
    }
    expect(outcomes).toHaveLength(3);
  }, 120_000);

  it('the test clock’s sweeps: never deployed, and on the local stage they fire only what is due for the ids named — a stranger erases nobody early', async () => {
    // Prepare
    const [live, cancelled, stranger] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    await cancel(cancelled);
    const before = { live: await getPerson(live.userId), cancelled: await getPerson(cancelled.userId) };
    const plan = planHttpRoutes(deployedRoutes('prod'));
    const keys = plan.map(routeKeyOf);

    // Act: a stranger, logged in or not, sweeps others' ids at the present time, and with ids not theirs to name.
    const now = await Promise.all([
      accountSweep(Date.now(), [live.userId, cancelled.userId], stranger.token),
      accountSweep(Date.now(), [live.userId, cancelled.userId]),
      projectSweep(Date.now(), [live.userId, cancelled.userId], stranger.token),
    ]);
    const hostile = await Promise.all([
      accountSweep(Date.now(), Array.from({ length: 21 }, () => ulid())),
      accountSweep(Date.now(), []),
      api('POST', '/api/dev/account-timers/sweep', { json: { objectIds: ['USER#x', '../x'] } }),
      api('POST', '/api/dev/timers/sweep', { json: { now: 'tomorrow', objectIds: [live.userId] } }),
      api('POST', '/api/dev/timers/sweep', { json: { now: Date.UTC(2300, 0, 1), objectIds: [live.userId] } }),
    ]);

    // Assess
    noServerError([...now, ...hostile], 'sweeps');
    expect(now.map((a) => a.body.data)).toEqual([{ fired: 0, failed: 0 }, { fired: 0, failed: 0 }, { fired: 0, failed: 0 }]);
    expect(hostile.map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
    expect(await getPerson(live.userId)).toEqual(before.live);
    expect(await getPerson(cancelled.userId)).toEqual(before.cancelled);
    expect(deployedRoutes('prod').map((r) => r.id).filter((id) => id.endsWith('devSweep') || id === 'account.devSms')).toEqual([]);
    // On a deployed stage the paths have no route of their own: API Gateway hands them to its `$default` unit (and the
    // account unit serves the account's clock locally), whose function answers 404 there.
    const paths = ['/api/dev/account-timers/sweep', '/api/dev/timers/sweep'];
    expect(paths.map((path) => selectRoute(keys, 'POST', path))).toEqual(['$default', '$default']);
    const units = [...new Set([plan.find((e) => e.kind === 'default')!.unit, 'account' as const])];
    const deployed: string[] = [];
    for (const unit of units) for (const path of paths) deployed.push(`${unit} ${path}: ${await deployedAnswer(unit, path, { now: Date.UTC(2100, 0, 1), objectIds: [cancelled.userId] })}`);
    expect(deployed).toEqual(units.flatMap((unit) => paths.map((path) => `${unit} ${path}: 404`)));
    expect(await getPerson(cancelled.userId)).toEqual(before.cancelled);
  }, 60_000);

  it('after the erasure: no login, no restore, the avatar and own files gone, and nowhere the old name — messages, groups, cards, projects', async () => {
    // Prepare: a person with an avatar, a library file, a released public demand, friends, a group named after its
    // members, direct and group messages, and a card of them one friend sent another.
    const [person, friend, other] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    await Promise.all([completeBaseInfo(person), completeBaseInfo(friend), completeBaseInfo(other)]);
    const oldName = `王${ulid().slice(-8).toLowerCase()}`;
    ok(await call('account.updateBaseInfo', { nickname: oldName, headPortrait: (await getPerson(person.userId))!.headPortrait!, sex: '男' }, person.token), 'name');
    const avatar = (await getPerson(person.userId))!.headPortrait!;
    await friendsWith(person.userId, [friend.userId, other.userId]);
    await friendsWith(friend.userId, [other.userId]);
    const libraryUpload = await uploadAs(person, 'library-file', '简历.pdf', Buffer.from('%PDF-'), 'application/pdf');
    ok(await call('project.materialSave', { type: 'FILE', name: '简历', fileUrl: libraryUpload.fileUrl }, person.token), 'library');
    const signedBefore = ok<LibraryFolderPage>(await call('project.materialList', { current: 1, size: 10 }, person.token), 'list').records[0]!.url!;
    const project = await releasedProject(person);
    const groupId = ok<string>(await call('chat.createGroup', { userIds: [friend.userId, other.userId] }, person.token), 'group');
    const dm = await open(person.token, `channel=chat&messageType=MSG&joinUserId=${friend.userId}`);
    dm.socket.send(JSON.stringify({ messageType: 'MSG', messageContentType: 'TEXT', joinUserId: friend.userId, content: '你好', messageId: crypto.randomUUID() }));
    await dm.waitFor('SEND_SUCCESSFULLY', 10_000);
    const group = await open(person.token, `channel=chat&messageType=GROUP&joinUserId=${groupId}`);
    group.socket.send(JSON.stringify({ messageType: 'GROUP', messageContentType: 'TEXT', joinUserId: groupId, content: '大家好', messageId: crypto.randomUUID() }));
    await group.waitFor('SEND_SUCCESSFULLY', 10_000);
    ok(await call('chat.recommend', { messageType: 'MSG', joinUserId: other.userId, recomendId: person.userId }, friend.token), 'card');
    await expect.poll(async () => JSON.stringify((await call('search.projects', { keyword: oldName, current: 1, size: 10 })).body.data), { timeout: 15_000 }).toContain(project.projectId);
    // An open demand keeps an account from being cancelled (docs/data-model.md "Erasure of a cancelled account"): withdrawn first.
    ok(await call('project.withdraw', { projectId: project.projectId }, person.token), 'withdraw');

    // Act
    const cancelTime = await cancel(person);
    await erase(person, cancelTime);

    // Assess: no way back in.
    expect(codeOf(await login(person.phone, person.password, 'PERSONAGE'))).not.toBe(200);
    expect(codeOf(await call('account.info', {}, person.token))).not.toBe(200);
    const code = await smsCodeFor(person.phone, 'login').catch(() => '000000');
    expect(codeOf(await post('reactivate', { phone: person.phone, code, password: person.password }))).not.toBe(200);
    // The avatar and the library's file are gone from storage, signed links included.
    expect((await fetch(avatar)).status).toBe(404);
    expect((await fetch(signedBefore)).status).toBe(404);
    // Nowhere the old name or avatar: the friends' messages, lists and contacts, the group, the card, the demand.
    const views = {
      dm: await call<RecordPage>('chat.record', { messageType: 'MSG', joinUserId: person.userId, current: 1, size: 50 }, friend.token),
      groupRecord: await call<RecordPage>('chat.record', { messageType: 'GROUP', joinUserId: groupId, current: 1, size: 50 }, friend.token),
      list: await call('chat.list', {}, friend.token),
      groups: await call<MyGroup[]>('chat.groupList', {}, other.token),
      groupDetail: await call<GroupDetail>('chat.groupDetail', { groupId }, other.token),
      groupMembers: await call('chat.groupMembers', { id: groupId }, other.token),
      contacts: await call('chat.contacts', {}, friend.token),
      card: await call<RecordPage>('chat.record', { messageType: 'MSG', joinUserId: friend.userId, current: 1, size: 50 }, other.token),
      project: await call<ProjectDetail>('project.info', { projectId: project.projectId }),
      publicCard: await call('account.publicInfo', { a: person.userId, b: 'PERSONAGE' }, friend.token),
    };
    noServerError(Object.values(views), 'views');
    expect(Object.entries(views).filter(([, a]) => JSON.stringify(a.body).includes(oldName)).map(([what]) => what)).toEqual([]);
    expect(Object.entries(views).filter(([, a]) => JSON.stringify(a.body).includes(avatar)).map(([what]) => what)).toEqual([]);
    // The demand, withdrawn before the cancellation (an open one keeps an account from being cancelled), is found in no
    // search, and nothing found carries the old name (the search follows the table within seconds).
    const searched = async () =>
      JSON.stringify([
        (await call('search.projects', { keyword: oldName, current: 1, size: 10 })).body,
        (await call('search.projects', { keyword: project.name, current: 1, size: 10 })).body,
        (await call('search.projectList', { current: 1, size: 50 })).body,
        (await api('GET', `${BASE}/new-project/${person.userId}?type=PERSONAGE`)).body,
      ]);
    await expect.poll(searched, { timeout: 15_000 }).not.toContain(oldName);
    expect(await searched()).not.toContain(project.projectId);
  }, 180_000);
});

describe('after the probes', () => {
  it('the ledger reconciles on every account these probes moved', async () => {
    const report = reconcileScoped(await readLedgerOf([...touched]));
    expect(report.findings, JSON.stringify(report.findings.slice(0, 5))).toEqual([]);
  }, 120_000);
});
