/**
 * Outside probe 31: the new doors of issue 31 — resumes (a person's, a team's with its members' consent, a company's with
 * its private licence photo and masked licence number, the public view), a team's 授权人, favourites and following with
 * the followers' notices, the message sounds, new-user and update-personage-password, the unit's home and the project
 * centre's `side`, team settings (rename, avatar) and dissolving, discovery search (talent, units, a unit's views) and
 * matching — attacked as an outside client would, through HTTP and the sockets only, with people, teams and companies
 * made as the other probes make them (test/support).
 *
 * - callers who are not the owner: a stranger, another team's and another company's administrator, a team's plain
 *   member, a company's plain staff, its 授权人, a former member, a person session acting for no unit — through every
 *   door; after each refusal the owner reads back what it had;
 * - private fields (the licence photo, the licence number whole, phones, members who did not consent) reaching nobody
 *   through any door: the public resume, search answers, the unit's home, follow lists, socket pushes, notices;
 * - files: a stranger's upload, another company's licence, a licence named as a picture, dot segments and encoded slashes
 *   in a file URL, the licence photo read bare, and its signed URL forged;
 * - races: two saves of one resume on one version, follow/unfollow and collect bursts (the counts equal the items),
 *   two renames at once, a rename against dissolving, ten views of one viewer at once;
 * - hostile input on every new route: a 400 naming the field in Chinese or a business code, never a 5xx, nothing written.
 *
 * Found when the probe was written (each fixed, with its regression test beside the code's own):
 * - update-personage-password (and change-password) judged the old password without counting wrong ones, so a held
 *   session — a borrowed computer, a stolen token — guessed the password at will beside the login's 10 tries in 15
 *   minutes (fixed: every attempt counted per person before it is judged, 429 after 10 in 15 minutes;
 *   test/integration/abuse-limits.test.ts);
 * - a team's rename took a name with a zero-width space, a twin of another team's name past the uniqueness check
 *   (fixed: team and company names refuse invisible and control characters as project names do;
 *   test/unit/visible-names.test.ts);
 * - a unit's administrator and staff counted views of its resume from their person sessions (fixed: an active member is
 *   not counted from any session; test/integration/search-discovery.test.ts);
 * - a resume save took any URL its saved text held (a work's link, an address, a description) as a file it already
 *   shows, so a stranger's upload saved as text passed as a picture on the next save (fixed: only the saved file fields
 *   count; test/integration/resumes.test.ts);
 * - resume saves took region codes of six digits that are no region (999999) or a city of another province (fixed:
 *   checked together against the data set; test/integration/resumes.test.ts);
 * - keeping or following a person stored and listed their whole nickname, which the public resume masks (fixed: named
 *   as strangers see them, 林女士; test/integration/collect-follow.test.ts).
 * Not changed, noted: a demand's publisherName (a person's whole nickname) is what its public page shows, so the
 * favourite of a demand and the followers' notice carry it as that page does.
 */
import { inject } from 'vitest';
import { ERRORS } from '../../../shared/errors.js';
import { RATE_LIMITS } from '../../../shared/limits.js';
import type { Page } from '../../../shared/envelope.js';
import type { RouteId } from '../../../shared/routes/index.js';
import type { CollectRecord, FollowRecord } from '../../../shared/schemas/collect.js';
import type { CenterCount } from '../../../shared/schemas/content.js';
import type { DiscoveryPage } from '../../../shared/schemas/discovery.js';
import type { OrgHome } from '../../../shared/schemas/org-home.js';
import type { BacklogItem } from '../../../shared/schemas/project-backlog.js';
import type { OwnCompanyResume, OwnTeamResume, PersonResume, PublicResume } from '../../../shared/schemas/resume.js';
import type { TeamSetting } from '../../../shared/schemas/team-setting.js';
import { guardRedirect } from '../../../web/src/app/guard-rule.js';
import { api, call, type Answer } from '../../support/api.js';
import { asTeam } from '../../support/documents.js';
import { aListing } from '../../support/mall.js';
import { hireStaff, joinTeam } from '../../support/org.js';
import { info, login, newPerson, smsCodeFor, type TestPerson } from '../../support/people.js';
import { codeOf, noServerError, ok } from '../../support/probe.js';
import { releasedProject } from '../../support/projects.js';
import { socketPool } from '../../support/sockets.js';
import { completeBaseInfo, uploadAs } from '../../support/uploads.js';

const open = socketPool(() => inject('cloud').wsUrl);
const C = (name: keyof typeof ERRORS): number => ERRORS[name].code;
const CJK = /[\u4e00-\u9fff]/;
/** Any input, as a hostile client sends it. */
const raw = (id: RouteId, input: unknown, token?: string): Promise<Answer> => call(id, input as never, token);
const asCompany = async (person: TestPerson): Promise<TestPerson> => ({ ...person, token: ok<string>(await login(person.phone, person.password, 'COMPANY'), 'login as company') });

/** A refusal as a client must get it: a 400 naming the field in Chinese, a 403/404/429, or a business code — never a 5xx, never a 200. */
const refused = (a: Answer, what: string): void => {
  expect(a.status, `${what}: ${a.status} ${JSON.stringify(a.body).slice(0, 300)}`).toBeLessThan(500);
  expect(a.body.code, `${what}: accepted ${JSON.stringify(a.body).slice(0, 300)}`).not.toBe(200);
  expect(a.body.msg, `${what}: a message in Chinese`).toMatch(CJK);
  if (a.status === 200) expect(a.body.code, `${what}: a business code`).toBeGreaterThanOrEqual(100_000);
};
const strangerRefused = (a: Answer, what: string): void => expect([403, 404], `${what}: ${a.status} ${JSON.stringify(a.body).slice(0, 300)}`).toContain(a.status);

const LICENCE = '91330100MA2K123456';

/**
 * A company (its administrator, a 授权人, a plain staff member — each logged in as the company — and the staff member's
 * person session), a team (its administrator, a member shown on its resume, a member not shown, a member who left), and
 * strangers: a person, another company's administrator, another team's administrator. The company's resume has a
 * licence photo and number; the team's and the person's are saved.
 */
const world = async () => {
  const [company, certP, staffP, team, shownP, hiddenP, formerP, stranger, otherCo, otherTeam, person] = await Promise.all([
    newPerson('COMPANY'),
    newPerson(),
    newPerson(),
    newPerson('TEAM'),
    newPerson(),
    newPerson(),
    newPerson(),
    newPerson(),
    newPerson('COMPANY'),
    newPerson('TEAM'),
    newPerson(),
  ]);
  await Promise.all([hireStaff(company, certP).then(() => hireStaff(company, staffP)), joinTeam(team, shownP).then(() => joinTeam(team, hiddenP)).then(() => joinTeam(team, formerP))]);
  const [cert, staff, shown, hidden, formerTeam] = await Promise.all([asCompany(certP), asCompany(staffP), asTeam(shownP), asTeam(hiddenP), asTeam(formerP)]);
  const [companyInfo, teamInfo] = await Promise.all([info(company.token), info(team.token)]);
  ok(await call('org.setCertigier', { userId: certP.userId }, company.token), 'certigier');
  // The team: shown consents, the former member consents and then leaves.
  ok(await call('org.teamResumeConsent', { shown: true }, shown.token), 'consent');
  ok(await call('org.teamResumeConsent', { shown: true }, formerTeam.token), 'consent former');
  ok(await call('org.teamLeave', {}, formerTeam.token), 'leave');
  const photo = (await uploadAs(company, 'licence', 'licence.png')).fileUrl;
  const companyVersion = ok<{ updateTime: number }>(
    await call('org.saveCompanyResume', { licenceNumber: LICENCE, licencePhoto: photo, tags: ['精密加工'], advantages: '专注精密零件', address: '浙江省杭州市西湖区', updateTime: 0 }, company.token),
    'company resume',
  ).updateTime;
  const teamVersion = ok<{ updateTime: number }>(await call('org.saveTeamResume', { introduction: '前端团队', tags: ['前端开发'], updateTime: 0 }, team.token), 'team resume').updateTime;
  const personVersion = ok<{ updateTime: number }>(await call('org.savePersonResume', { skills: ['焊接'], updateTime: 0 }, person.token), 'person resume').updateTime;
  return {
    company: { admin: company, cert, staff, staffPerson: staffP, id: companyInfo.companyId, photo, version: companyVersion },
    team: { admin: team, shown, hidden, formerPerson: formerP, formerTeam, id: teamInfo.teamId, version: teamVersion },
    person: { who: person, version: personVersion },
    stranger,
    otherCo,
    otherTeam,
  };
};
type World = Awaited<ReturnType<typeof world>>;

/** What the owners read of their resumes (and the company's private photo, the team's consents), to compare after attacks. */
const ownersRead = async (w: World) => {
  const [co, team, person, pub] = await Promise.all([
    call<OwnCompanyResume>('org.companyResume', {}, w.company.admin.token),
    call<OwnTeamResume>('org.teamResume', {}, w.team.admin.token),
    call<PersonResume>('org.personResume', {}, w.person.who.token),
    call<PublicResume>('org.publicResume', { a: w.team.id, b: 'TEAM' }, w.stranger.token),
  ]);
  const c = ok<OwnCompanyResume>(co, 'company');
  const t = ok<OwnTeamResume>(team, 'team');
  const p = ok<PersonResume>(person, 'person');
  return {
    company: { ...c, licencePhoto: c.licencePhoto?.split('?')[0] },
    team: t,
    person: p,
    members: (ok<PublicResume>(pub, 'public') as { members: { userId: string }[] }).members.map((m) => m.userId),
  };
};

// =================================================================================================================
// Who may read and write which resume
// =================================================================================================================

describe('resumes through every door, by everyone who may not', () => {
  it('strangers, plain staff, plain members, a former member and another unit change nothing; private fields reach none of them', async () => {
    // Prepare
    const w = await world();
    const before = await ownersRead(w);
    const { admin: coAdmin, cert, staff, staffPerson } = w.company;
    const { admin: teamAdmin, shown, hidden, formerTeam } = w.team;

    // Act: every writer who may not write, each with the owner's own current version (the best a stranger can do).
    const attempts: [string, Answer][] = [
      ['plain staff saves the company', await call('org.saveCompanyResume', { advantages: '改了', updateTime: w.company.version }, staff.token)],
      ['plain staff removes the licence', await call('org.saveCompanyResume', { removeLicencePhoto: true, updateTime: w.company.version }, staff.token)],
      ['another company saves its own with our licence', await call('org.saveCompanyResume', { licencePhoto: w.company.photo, updateTime: 0 }, w.otherCo.token)],
      ['a member saves the team', await call('org.saveTeamResume', { introduction: '改了', updateTime: w.team.version }, shown.token)],
      ['a former member saves the team', await call('org.saveTeamResume', { introduction: '改了', updateTime: w.team.version }, formerTeam.token)],
      ['a former member consents', await call('org.teamResumeConsent', { shown: true }, formerTeam.token)],
      ['a former member reads the team', await call('org.teamResume', {}, formerTeam.token)],
    ];
    // Doors of one account type only: a person session, and a team's for the company's doors and back.
    const wrongType: [string, Answer][] = [
      ['a person session reads a team', await call('org.teamResume', {}, w.stranger.token)],
      ['a person session consents', await call('org.teamResumeConsent', { shown: true }, staffPerson.token)],
      ['a person session reads a company', await call('org.companyResume', {}, staffPerson.token)],
      ['a person session saves a company', await call('org.saveCompanyResume', { updateTime: w.company.version }, staffPerson.token)],
      ['a team reads a company', await call('org.companyResume', {}, w.otherTeam.token)],
      ['a company saves a team', await call('org.saveTeamResume', { updateTime: w.team.version }, coAdmin.token)],
    ];

    // Assess
    for (const [what, a] of attempts) refused(a, what);
    for (const [what, a] of wrongType) expect([401, 403], `${what}: ${a.status} ${JSON.stringify(a.body).slice(0, 200)}`).toContain(a.status);
    expect(codeOf(attempts[0]![1])).toBe(C('RESUME_COMPANY_EDITORS_ONLY'));
    expect(codeOf(attempts[3]![1])).toBe(C('RESUME_TEAM_ADMIN_ONLY'));
    expect(await ownersRead(w)).toEqual(before);
    // The former member's consent given before leaving does not show them; the member who did not consent is not shown.
    expect(before.members.sort()).toEqual([w.team.shown.userId].sort());

    // Private fields: who sees what of the company.
    const [forCert, forStaff, forHidden] = await Promise.all([
      ok<OwnCompanyResume>(await call('org.companyResume', {}, cert.token), 'cert'),
      ok<OwnCompanyResume>(await call('org.companyResume', {}, staff.token), 'staff'),
      ok<OwnTeamResume>(await call('org.teamResume', {}, hidden.token), 'hidden'),
    ]);
    expect([forCert.licenceNumber, forCert.licencePhoto, forStaff.licenceNumber, forStaff.licencePhoto, forStaff.hasLicencePhoto]).toEqual([LICENCE, undefined, '91************3456', undefined, false]);
    expect(forHidden.shown).toBe(false);
    expect(before.company.hasLicencePhoto).toBe(true);
    // The public view through every spelling of its door, by everyone: no licence, no phone.
    const phones = [coAdmin, cert, staff, teamAdmin, shown, hidden, w.team.formerPerson, w.person.who].map((p) => p.phone);
    const publicAnswers = await Promise.all(
      [w.stranger, w.otherCo, w.otherTeam, staffPerson, w.team.formerPerson].flatMap((viewer) => [
        call('org.publicResume', { a: w.company.id, b: 'COMPANY' }, viewer.token),
        call('org.publicResume', { a: w.team.id, b: 'TEAM' }, viewer.token),
        call('org.publicResume', { a: w.person.who.userId, b: 'PERSONAGE' }, viewer.token),
      ]),
    );
    for (const a of publicAnswers) {
      expect(a.body.code).toBe(200);
      const text = JSON.stringify(a.body);
      expect(text).not.toContain('licence/');
      expect(text).not.toContain(LICENCE);
      expect(text).not.toMatch(/licencePhoto|hasLicencePhoto|X-Amz-Signature/);
      for (const phone of phones) expect(text).not.toContain(phone);
      expect(text).not.toContain(hidden.userId);
      expect(text).not.toContain(w.team.formerPerson.userId);
    }
    // Ids of the wrong kind: a company as a team, a team as a person, a person as a company, a made-up id.
    for (const [a, b] of [
      [w.company.id, 'TEAM'],
      [w.team.id, 'PERSONAGE'],
      [w.person.who.userId, 'COMPANY'],
      [w.team.id, 'COMPANY'],
      ['01JZZZZZZZZZZZZZZZZZZZZZZZ', 'PERSONAGE'],
    ] as const) {
      const a1 = await call('org.publicResume', { a, b }, w.stranger.token);
      expect(a1.status, `${a} as ${b}`).toBe(404);
    }
    for (const [a, b] of [
      ['..', 'TEAM'],
      ['x'.repeat(65), 'TEAM'],
      [w.team.id, '__proto__'],
      [w.team.id, 'team'],
    ]) {
      const a1 = await raw('org.publicResume', { a, b }, w.stranger.token);
      expect([400, 404], `${a} ${b}: ${a1.status}`).toContain(a1.status);
      if (a1.status === 400) expect(a1.body.msg).toMatch(CJK);
    }
  }, 120_000);

  it('files: a stranger’s upload, another company’s licence, a licence as a picture, dot segments and encoded slashes; the licence photo bare and forged', async () => {
    // Prepare
    const w = await world();
    const before = await ownersRead(w);
    const me = w.person.who;
    const [strangersImage, othersLicence, myLicence, myImage] = await Promise.all([
      uploadAs(w.stranger, 'image', 's.png'),
      uploadAs(w.otherCo, 'licence', 'l.png'),
      uploadAs(me, 'licence', 'mine.png'),
      uploadAs(me, 'image', 'mine.png'),
    ]);
    const privatePhoto = w.company.photo;
    const privateKey = new URL(privatePhoto).pathname.replace(/^\/files\//, '');
    const mineBase = myImage.fileUrl.slice(0, myImage.fileUrl.indexOf('/files/') + '/files/'.length);
    const tricks = [
      strangersImage.fileUrl,
      othersLicence.fileUrl,
      myLicence.fileUrl,
      privatePhoto,
      `${mineBase}image/${me.userId}/../../${privateKey}`,
      `${mineBase}image/${me.userId}/..%2F..%2F${privateKey}`,
      `${mineBase}image/${me.userId}%2F..%2F..%2F${privateKey}`,
      `${mineBase}image/${me.userId}/%2E%2E/${strangersImage.key.split('/').slice(1).join('/')}`,
      `${mineBase}image/${w.stranger.userId}/${strangersImage.key.split('/')[2]}`,
      `${myImage.fileUrl}?/../${privateKey}`,
      `${myImage.fileUrl}#../${privateKey}`,
      myImage.fileUrl.replace('/image/', '/IMAGE/'),
      myImage.fileUrl.replace(me.userId, me.userId.toLowerCase()),
      `javascript:alert(1)//${myImage.fileUrl}`,
    ];

    // Act
    const answers: [string, Answer][] = [];
    for (const url of tricks) {
      answers.push([`picture ${url}`, await raw('org.savePersonResume', { pictures: [url], updateTime: w.person.version }, me.token)]);
      answers.push([`certificate ${url}`, await raw('org.savePersonResume', { certificates: [{ name: '证书', picture: url }], updateTime: w.person.version }, me.token)]);
      answers.push([`work file ${url}`, await raw('org.savePersonResume', { files: [{ name: '作品', url }], updateTime: w.person.version }, me.token)]);
      answers.push([`team work ${url}`, await raw('org.saveTeamResume', { works: [{ name: '作品', picture: url }], updateTime: w.team.version }, w.team.admin.token)]);
      answers.push([`product ${url}`, await raw('org.saveCompanyResume', { products: [{ name: '产品', picture: url }], updateTime: w.company.version }, w.company.admin.token)]);
    }
    for (const url of [strangersImage.fileUrl, othersLicence.fileUrl, myImage.fileUrl, `${mineBase}licence/${w.company.admin.userId}/../../${othersLicence.key}`]) {
      answers.push([`licence ${url}`, await raw('org.saveCompanyResume', { licencePhoto: url, updateTime: w.company.version }, w.company.admin.token)]);
      answers.push([`licence by the 授权人 ${url}`, await raw('org.saveCompanyResume', { licencePhoto: url, updateTime: w.company.version }, w.company.cert.token)]);
    }

    // Assess: each refused, nothing written.
    for (const [what, a] of answers) refused(a, what);
    expect(await ownersRead(w)).toEqual(before);
    // The licence photo: bare, through every spelling of its path, and its signed URL tampered with — none of them serves it.
    const signed = before.company.licencePhoto ? ok<OwnCompanyResume>(await call('org.companyResume', {}, w.company.admin.token), 'admin').licencePhoto! : '';
    expect((await fetch(signed)).status).toBe(200);
    const u = new URL(signed);
    const forged = [
      privatePhoto,
      `${u.origin}${u.pathname}`,
      signed.replace(/X-Amz-Signature=[0-9a-f]+/, `X-Amz-Signature=${'0'.repeat(64)}`),
      signed.replace(/X-Amz-Expires=\d+/, 'X-Amz-Expires=604800'),
      signed.replace(/X-Amz-Date=\d{8}T\d{6}Z/, 'X-Amz-Date=20200101T000000Z'),
      signed.replace(privateKey, othersLicence.key),
      signed.replace(privateKey.split('/').pop()!, `${privateKey.split('/').pop()!}/../${othersLicence.key.split('/').pop()!}`),
    ];
    for (const url of forged) {
      const got = await fetch(url);
      expect(got.status, url).not.toBe(200);
      expect(got.status, url).toBeLessThan(500);
    }
    const filesBase = `${new URL(privatePhoto).origin}/files/`;
    for (const path of [privateKey, `avatar/..%2F${privateKey}`, `image/x/..%2F..%2F${privateKey}`, `licence%2F${privateKey.split('/').slice(1).join('%2F')}`]) {
      const got = await fetch(`${filesBase}${path}`);
      expect(got.status, path).not.toBe(200);
      expect(got.status, path).toBeLessThan(500);
    }
  }, 120_000);

  it('a stranger’s upload first written as text (a link, an address, a description) is not then taken as a picture the resume already shows', async () => {
    // Prepare: the stranger's public picture and another company's private licence
    const w = await world();
    const [theirs, licence] = await Promise.all([uploadAs(w.stranger, 'image', 's.png'), uploadAs(w.otherCo, 'licence', 'l.png')]);
    const me = w.person.who;

    // Act: each URL saved where any text goes (accepted: a link is a link), then named as a picture or file
    const steps: [string, () => Promise<Answer>, () => Promise<Answer>][] = [];
    for (const url of [theirs.fileUrl, licence.fileUrl]) {
      steps.push([
        `team work link then picture ${url}`,
        () => call('org.saveTeamResume', { works: [{ name: '作品', link: url }], updateTime: w.team.version }, w.team.admin.token),
        async () => call('org.saveTeamResume', { works: [{ name: '作品', picture: url }], updateTime: ok<OwnTeamResume>(await call('org.teamResume', {}, w.team.admin.token), 'team').updateTime }, w.team.admin.token),
      ]);
      steps.push([
        `company address then product picture ${url}`,
        () => call('org.saveCompanyResume', { licenceNumber: LICENCE, address: url, updateTime: w.company.version }, w.company.admin.token),
        async () => call('org.saveCompanyResume', { licenceNumber: LICENCE, products: [{ name: '产品', picture: url }], updateTime: ok<OwnCompanyResume>(await call('org.companyResume', {}, w.company.admin.token), 'co').updateTime }, w.company.admin.token),
      ]);
      steps.push([
        `work description then picture ${url}`,
        () => call('org.savePersonResume', { work: [{ company: '某公司', start: '2020-01', description: url }], updateTime: w.person.version }, me.token),
        async () => call('org.savePersonResume', { pictures: [url], updateTime: ok<PersonResume>(await call('org.personResume', {}, me.token), 'person').updateTime }, me.token),
      ]);
    }
    const results: [string, Answer, Answer][] = [];
    for (const [what, first, then] of steps) {
      const a = await first();
      const b = await then();
      results.push([what, a, b]);
      // Back to the versions the world knows for the next step.
      w.team.version = ok<OwnTeamResume>(await call('org.teamResume', {}, w.team.admin.token), 'team').updateTime;
      w.company.version = ok<OwnCompanyResume>(await call('org.companyResume', {}, w.company.admin.token), 'co').updateTime;
      w.person.version = ok<PersonResume>(await call('org.personResume', {}, me.token), 'person').updateTime;
    }

    // Assess: the text accepted, the picture refused naming its field; no resume shows the URL as a picture
    for (const [what, a, b] of results) {
      expect(codeOf(a), `${what}: as text`).toBe(200);
      refused(b, what);
    }
    const [team, co, person] = await Promise.all([
      call('org.publicResume', { a: w.team.id, b: 'TEAM' }, w.stranger.token),
      call('org.publicResume', { a: w.company.id, b: 'COMPANY' }, w.stranger.token),
      call('org.publicResume', { a: me.userId, b: 'PERSONAGE' }, w.stranger.token),
    ]);
    // The URLs stay what they were saved as: text (a link, an address, a description), never a picture or a file.
    const pictures = (a: Answer) => JSON.stringify([(a.body.data as Record<string, unknown>).pictures, (a.body.data as Record<string, unknown>).works, (a.body.data as Record<string, unknown>).products]);
    for (const a of [team, co, person]) for (const url of [theirs.fileUrl, licence.fileUrl]) expect(pictures(a)).not.toContain(`"picture":"${url}"`);
    expect(JSON.stringify(person.body)).not.toContain(`"pictures":["${theirs.fileUrl}"]`);
  }, 120_000);

  it('hostile input to the resume routes: handler rules and wrong types each named, never a 5xx, nothing written', async () => {
    // Prepare: a licence presigned but never posted, the administrator's own image (not a licence)
    const w = await world();
    const before = await ownersRead(w);
    const presigned = await api<{ fileUrl: string }>('POST', '/api/common/upload/presign', { token: w.company.admin.token, json: { kind: 'licence', fileName: 'l.png', contentType: 'image/png', size: 68 } });
    const image = await uploadAs(w.company.admin, 'image', 'i.png');
    const co = { licenceNumber: LICENCE, updateTime: w.company.version };
    const me = w.person.who;
    const pv = w.person.version;

    // Act
    const cases: [string, RouteId, unknown, TestPerson][] = [
      ['licence removed and replaced at once', 'org.saveCompanyResume', { ...co, removeLicencePhoto: true, licencePhoto: image.fileUrl }, w.company.admin],
      ['licence never posted', 'org.saveCompanyResume', { ...co, licencePhoto: presigned.body.data.fileUrl }, w.company.admin],
      ['licence of the image kind', 'org.saveCompanyResume', { ...co, licencePhoto: image.fileUrl }, w.company.admin],
      ['licence as javascript', 'org.saveCompanyResume', { ...co, licencePhoto: 'javascript:alert(1)' }, w.company.admin],
      ['licence as an array', 'org.saveCompanyResume', { ...co, licencePhoto: [w.company.photo] }, w.company.admin],
      ['remove as text', 'org.saveCompanyResume', { ...co, removeLicencePhoto: 'yes' }, w.company.admin],
      ['licence number unicode digits', 'org.saveCompanyResume', { ...co, licenceNumber: '９１３３０１００' }, w.company.admin],
      ['licence number with zero-width', 'org.saveCompanyResume', { ...co, licenceNumber: `9133\u200b0100` }, w.company.admin],
      ['turnover negative', 'org.saveCompanyResume', { ...co, turnover: [{ year: 2024, amount: -1 }] }, w.company.admin],
      ['turnover fraction', 'org.saveCompanyResume', { ...co, turnover: [{ year: 2024, amount: 0.5 }] }, w.company.admin],
      ['staff as text', 'org.saveCompanyResume', { ...co, staff: '很多' }, w.company.admin],
      ['staff prototype', 'org.saveCompanyResume', { ...co, staff: { __proto__: { doctor: 1 }, doctor: -1 } }, w.company.admin],
      ['equipment 10k rows', 'org.saveCompanyResume', { ...co, equipment: Array.from({ length: 10_000 }, () => ({ name: '设' })) }, w.company.admin],
      ['version negative', 'org.savePersonResume', { updateTime: -1 }, me],
      ['version fraction', 'org.savePersonResume', { updateTime: pv + 0.5 }, me],
      ['version huge', 'org.savePersonResume', { updateTime: 1e300 }, me],
      ['version as text', 'org.savePersonResume', { updateTime: `${pv}` + 'x' }, me],
      ['version of the future', 'org.savePersonResume', { updateTime: pv + 1, skills: ['未来'] }, me],
      ['version zero again', 'org.savePersonResume', { updateTime: 0, skills: ['重来'] }, me],
      ['skills deep', 'org.savePersonResume', { updateTime: pv, skills: [[['焊接']]] }, me],
      ['skills one long', 'org.savePersonResume', { updateTime: pv, skills: ['长'.repeat(21)] }, me],
      ['month thirteen', 'org.savePersonResume', { updateTime: pv, work: [{ company: '某', start: '2020-13' }] }, me],
      ['degree unknown', 'org.savePersonResume', { updateTime: pv, education: [{ school: '某', degree: 'PhD', start: '2020-01' }] }, me],
      ['province unknown', 'org.savePersonResume', { updateTime: pv, provinceCode: '999999' }, me],
      ['city of another province', 'org.savePersonResume', { updateTime: pv, provinceCode: '110000', cityCode: '330100' }, me],
      ['pictures as object', 'org.savePersonResume', { updateTime: pv, pictures: { 0: 'x' } }, me],
      ['team link javascript', 'org.saveTeamResume', { updateTime: w.team.version, works: [{ name: '作品', link: 'javascript:alert(1)' }] }, w.team.admin],
      ['team link data', 'org.saveTeamResume', { updateTime: w.team.version, works: [{ name: '作品', link: 'data:text/html,<script>' }] }, w.team.admin],
      ['consent as text', 'org.teamResumeConsent', { shown: 'yes' }, w.team.hidden],
      ['consent missing', 'org.teamResumeConsent', {}, w.team.hidden],
    ];
    const answers: Answer[] = [];
    for (const [, id, input, who] of cases) answers.push(await raw(id, input, who.token));

    // Assess
    answers.forEach((a, i) => refused(a, cases[i]![0]));
    expect(await ownersRead(w)).toEqual(before);
    expect(ok<OwnTeamResume>(await call('org.teamResume', {}, w.team.hidden.token), 'hidden').shown).toBe(false);
  }, 120_000);

  it('dissolving: only the administrator with its own ticket; staff, the 授权人 and a member are refused and nothing ends', async () => {
    const w = await world();
    const ticketOf = async (p: TestPerson) => ok<{ ticket: string }>(await call('account.unsubscribeVerify', { code: await smsCodeFor(p.phone, 'unsubscribe', p.token) }, p.token), 'verify').ticket;
    const [adminTicket, certTicket, memberTicket] = [await ticketOf(w.company.admin), await ticketOf(w.company.cert), await ticketOf(w.team.hidden)];
    const attempts: [string, Answer][] = [
      ['授权人 with its own ticket', await call('account.unsubscribeOrg', { ticket: certTicket }, w.company.cert.token)],
      ['授权人 with the administrator’s ticket', await call('account.unsubscribeOrg', { ticket: adminTicket }, w.company.cert.token)],
      ['staff with the administrator’s ticket', await call('account.unsubscribeOrg', { ticket: adminTicket }, w.company.staff.token)],
      ['a member with its own ticket', await call('account.unsubscribeOrg', { ticket: memberTicket }, w.team.hidden.token)],
      ['another company with the ticket', await call('account.unsubscribeOrg', { ticket: adminTicket }, w.otherCo.token)],
      ['a person session', await call('account.unsubscribeOrg', { ticket: adminTicket }, w.company.staffPerson.token)],
      ['a ticket as an object', await raw('account.unsubscribeOrg', { ticket: { $ne: '' } }, w.company.admin.token)],
      ['a ticket huge', await raw('account.unsubscribeOrg', { ticket: 'x'.repeat(100_000) }, w.company.admin.token)],
    ];
    for (const [what, a] of attempts) {
      expect(a.status, `${what}: ${a.status}`).toBeLessThan(500);
      expect(codeOf(a), what).not.toBe(200);
    }
    // Nothing ended: every seat still reads its unit; the administrator's own ticket still works once.
    for (const p of [w.company.admin, w.company.cert, w.company.staff]) expect(codeOf(await call('org.home', {}, p.token))).toBe(200);
    expect(codeOf(await call('org.home', {}, w.team.hidden.token))).toBe(200);
    const done = await call('account.unsubscribeOrg', { ticket: adminTicket }, w.company.admin.token);
    expect(codeOf(done)).toBe(200);
    for (const p of [w.company.cert, w.company.staff]) expect((await call('org.home', {}, p.token)).status).toBe(401);
    expect((await call('org.publicResume', { a: w.company.id, b: 'COMPANY' }, w.stranger.token)).status).toBe(404);
  }, 120_000);

  it('two saves of one resume at once: on one version one wins and the other is told 100002; on two versions only the current one; never half of each', async () => {
    // Prepare
    const w = await world();
    const me = w.person.who;

    // Act: ten saves on the current version, each a different resume.
    const same = await Promise.all(Array.from({ length: 10 }, (_, i) => call<{ updateTime: number }>('org.savePersonResume', { skills: [`技能${i}`], pictures: [], updateTime: w.person.version }, me.token)));
    // Then two teams' and two companies' saves on the current and an older version at once.
    const [t1, t2, c1, c2] = await Promise.all([
      call<{ updateTime: number }>('org.saveTeamResume', { introduction: '甲', updateTime: w.team.version }, w.team.admin.token),
      call<{ updateTime: number }>('org.saveTeamResume', { introduction: '乙', updateTime: w.team.version - 1 }, w.team.admin.token),
      call<{ updateTime: number }>('org.saveCompanyResume', { advantages: '管理员的', licenceNumber: LICENCE, updateTime: w.company.version }, w.company.admin.token),
      call<{ updateTime: number }>('org.saveCompanyResume', { advantages: '授权人的', licenceNumber: LICENCE, removeLicencePhoto: true, updateTime: w.company.version }, w.company.cert.token),
    ]);

    // Assess
    noServerError([...same, t1, t2, c1, c2], 'saves');
    const won = same.filter((a) => codeOf(a) === 200);
    expect(won).toHaveLength(1);
    for (const a of same.filter((x) => codeOf(x) !== 200)) expect(codeOf(a)).toBe(C('STALE_DATA'));
    const winner = same.indexOf(won[0]!);
    const mine = ok<PersonResume>(await call('org.personResume', {}, me.token), 'read');
    expect([mine.skills, mine.updateTime]).toEqual([[`技能${winner}`], won[0]!.body.data.updateTime]);
    expect([codeOf(t1), codeOf(t2)]).toEqual([200, C('STALE_DATA')]);
    expect(ok<OwnTeamResume>(await call('org.teamResume', {}, w.team.admin.token), 'team').introduction).toBe('甲');
    expect([codeOf(c1), codeOf(c2)].sort()).toEqual([200, C('STALE_DATA')].sort());
    const co = ok<OwnCompanyResume>(await call('org.companyResume', {}, w.company.admin.token), 'company');
    // The photo goes with the save that removed it, and stays with the one that did not.
    if (codeOf(c1) === 200) expect([co.advantages, co.hasLicencePhoto]).toEqual(['管理员的', true]);
    else expect([co.advantages, co.hasLicencePhoto]).toEqual(['授权人的', false]);
  }, 120_000);
});

// =================================================================================================================
// A team's 授权人, the unit's home, team settings and dissolving
// =================================================================================================================

describe('a team’s 授权人, the unit’s home and team settings, by everyone who may not', () => {
  it('only the administrator names, reads and removes the 授权人; the home names it to the administrator only; nobody else renames the team', async () => {
    // Prepare
    const w = await world();
    const { admin, shown, hidden, formerTeam, formerPerson } = w.team;
    ok(await call('org.setTeamCertigier', { userId: shown.userId }, admin.token), 'name');
    const avatar = await uploadAs(w.stranger, 'avatar', 'a.png');
    const settingBefore = ok<TeamSetting>(await call('org.teamSetting', {}, admin.token), 'setting');

    // Act
    const byMembers: [string, Answer][] = [];
    for (const [who, p] of [
      ['member', hidden],
      ['授权人', shown],
    ] as const) {
      byMembers.push([`${who} reads`, await call('org.teamCertigier', {}, p.token)]);
      byMembers.push([`${who} names`, await call('org.setTeamCertigier', { userId: p.userId }, p.token)]);
      byMembers.push([`${who} removes`, await call('org.removeTeamCertigier', {}, p.token)]);
      byMembers.push([`${who} renames`, await call('org.saveTeamSetting', { teamName: `篡改${Date.now() % 1e6}` }, p.token)]);
    }
    const byOutsiders: [string, Answer][] = [
      ['former reads', await call('org.teamCertigier', {}, formerTeam.token)],
      ['former names', await call('org.setTeamCertigier', { userId: formerPerson.userId }, formerTeam.token)],
      ['former renames', await call('org.saveTeamSetting', { teamName: '前成员的名字' }, formerTeam.token)],
      ['former home', await call('org.home', {}, formerTeam.token)],
      ['former setting', await call('org.teamSetting', {}, formerTeam.token)],
      ['person home', await call('org.home', {}, w.stranger.token)],
      ['person certigier', await call('org.teamCertigier', {}, w.stranger.token)],
      ['person setting', await call('org.saveTeamSetting', { teamName: '个人的名字' }, w.stranger.token)],
      ['company certigier of a team', await call('org.setTeamCertigier', { userId: w.company.staff.userId }, w.company.admin.token)],
    ];
    const namesNobody: [string, Answer][] = [
      ['a former member', await call('org.setTeamCertigier', { userId: formerPerson.userId }, admin.token)],
      ['a stranger', await call('org.setTeamCertigier', { userId: w.stranger.userId }, admin.token)],
      ['another team', await call('org.setTeamCertigier', { userId: w.team.id }, admin.token)],
      ['another team’s admin', await call('org.setTeamCertigier', { userId: w.otherTeam.userId }, admin.token)],
      ['a malformed id', await raw('org.setTeamCertigier', { userId: '../x' }, admin.token)],
      ['an array', await raw('org.setTeamCertigier', { userId: [shown.userId] }, admin.token)],
      ['a stranger’s avatar', await call('org.saveTeamSetting', { teamName: settingBefore.teamName, headPortrait: avatar.fileUrl }, admin.token)],
      ['a licence as avatar', await call('org.saveTeamSetting', { teamName: settingBefore.teamName, headPortrait: w.company.photo }, admin.token)],
      ['another team’s name', await call('org.saveTeamSetting', { teamName: w.otherTeam.orgName! }, admin.token)],
      ['a zero-width name', await raw('org.saveTeamSetting', { teamName: `${settingBefore.teamName}\u200b` }, admin.token)],
      ['a name of spaces', await raw('org.saveTeamSetting', { teamName: '   ' }, admin.token)],
      ['a long name', await raw('org.saveTeamSetting', { teamName: '长'.repeat(31) }, admin.token)],
      ['a name as an object', await raw('org.saveTeamSetting', { teamName: { toString: '团队' } }, admin.token)],
    ];

    // Assess
    for (const [what, a] of byMembers) {
      expect(a.status, `${what}: ${a.status}`).toBeLessThan(500);
      expect(codeOf(a), what).not.toBe(200);
    }
    for (const [what, a] of byOutsiders) expect([401, 403, 404], `${what}: ${a.status} ${JSON.stringify(a.body).slice(0, 200)}`).toContain(a.status);
    for (const [what, a] of namesNobody) refused(a, what);
    const certigier = ok<{ userId: string; phone: string } | null>(await call('org.teamCertigier', {}, admin.token), 'certigier');
    expect(certigier?.userId).toBe(shown.userId);
    expect(certigier?.phone).not.toBe(shown.phone);
    expect(ok<TeamSetting>(await call('org.teamSetting', {}, admin.token), 'setting')).toEqual(settingBefore);
    // The home: the administrator sees the 授权人; members see no one but the administrator, and no phone anywhere.
    const home = async (p: TestPerson) => ok<OrgHome>(await call('org.home', {}, p.token), 'home');
    const [forAdmin, forMember, forCert] = await Promise.all([home(admin), home(hidden), home(shown)]);
    expect(forAdmin.certigier?.userId).toBe(shown.userId);
    expect([forMember.certigier, forCert.certigier]).toEqual([undefined, undefined]);
    for (const h of [forAdmin, forMember, forCert]) for (const p of [admin, shown, hidden]) expect(JSON.stringify(h)).not.toContain(p.phone);
    expect(forCert.me.certigier).toBe(true);
  }, 120_000);

  it('two renames at once, and a rename against dissolving: one name held, the other free; a dissolved team renamed by nobody', async () => {
    // Prepare
    const w = await world();
    const { admin } = w.team;
    const stamp = Date.now() % 1e8;
    const [nameA, nameB] = [`甲队${stamp}`, `乙队${stamp}`];

    // Act: two renames at once
    const [a, b] = await Promise.all([call<TeamSetting>('org.saveTeamSetting', { teamName: nameA }, admin.token), call<TeamSetting>('org.saveTeamSetting', { teamName: nameB }, admin.token)]);

    // Assess: one of them; the other told the data changed; the loser's name free for another team at once
    noServerError([a, b], 'renames');
    expect([codeOf(a), codeOf(b)].sort()).toEqual([200, C('STALE_DATA')].sort());
    const held = codeOf(a) === 200 ? nameA : nameB;
    const free = held === nameA ? nameB : nameA;
    expect(ok<TeamSetting>(await call('org.teamSetting', {}, admin.token), 'setting').teamName).toBe(held);
    expect(codeOf(await call('org.saveTeamSetting', { teamName: held }, w.otherTeam.token))).toBe(C('NAME_TAKEN'));
    expect(codeOf(await call('org.saveTeamSetting', { teamName: w.team.admin.orgName! }, w.otherTeam.token))).toBe(200);
    expect(codeOf(await call('org.saveTeamSetting', { teamName: free }, w.otherTeam.token))).toBe(200);

    // Act: a rename at the instant the team is dissolved (its resume and members' consents stand in nobody's way)
    const verified = ok<{ ticket: string; reasons: string[] }>(await call('account.unsubscribeVerify', { code: await smsCodeFor(admin.phone, 'unsubscribe', admin.token) }, admin.token), 'verify');
    expect(verified.reasons).toEqual([]);
    const third = `丙队${stamp}`;
    const [renamed, dissolved] = await Promise.all([call('org.saveTeamSetting', { teamName: third }, admin.token), call('account.unsubscribeOrg', { ticket: verified.ticket }, admin.token)]);

    // Assess: dissolved; the rename answered with a code or went first; afterwards the team is nobody's to rename, read or find
    noServerError([renamed, dissolved], 'rename vs dissolve');
    expect(codeOf(dissolved)).toBe(200);
    const again = await call('org.saveTeamSetting', { teamName: `丁队${stamp}` }, admin.token);
    expect([401, 403]).toContain(again.status);
    expect((await call('org.publicResume', { a: w.team.id, b: 'TEAM' }, w.stranger.token)).status).toBe(404);
    expect((await call('search.unitBrowse', { type: 'TEAM', id: w.team.id }, w.stranger.token)).status).toBe(404);
    const found = ok<DiscoveryPage>(await call('search.units', { type: 'TEAM', current: 1, size: 50 }, w.stranger.token), 'units');
    expect(found.records.map((r) => (r as { id?: string; orgId?: string }).id ?? (r as { orgId?: string }).orgId)).not.toContain(w.team.id);
  }, 120_000);
});

// =================================================================================================================
// Favourites, following and the followers' notices
// =================================================================================================================

const counts = async (p: TestPerson) => {
  const [center, follows, parties] = await Promise.all([
    ok<CenterCount>(await call('content.centerCount', {}, p.token), 'count'),
    ok<Page<FollowRecord>>(await call('mall.follow.list', { current: 1, size: 50 }, p.token), 'follows'),
    ok<Page<CollectRecord>>(await call('mall.collect.list', { tab: 'party', current: 1, size: 50 }, p.token), 'collects'),
  ]);
  return { myAttention: center.myAttention, follows: follows.total, followRecords: follows.records.length, collects: parties.total, collectRecords: parties.records.length };
};

describe('favourites and following', () => {
  it('bursts of follow and unfollow, collect and uncollect at once: myAttention equals the follows, each list its items', async () => {
    // Prepare
    const w = await world();
    const fan = w.stranger;
    const targets = [
      { targetType: 'COMPANY', targetId: w.company.id },
      { targetType: 'TEAM', targetId: w.team.id },
      { targetType: 'PERSONAGE', targetId: w.person.who.userId },
    ] as const;

    // Act: for each target, six adds and six removals interleaved, all at once, three rounds
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        targets.flatMap((t) =>
          Array.from({ length: 12 }, (_, i) =>
            i % 2 === 0 ? call(i % 4 === 0 ? 'mall.follow.add' : 'mall.collect.add', t, fan.token) : call(i % 4 === 1 ? 'mall.follow.del' : 'mall.collect.del', t, fan.token),
          ),
        ),
      );
      noServerError(answers, `round ${round}`);
      for (const a of answers) expect(codeOf(a)).toBe(200);
      const c = await counts(fan);
      expect(c.myAttention).toBe(c.follows);
      expect(c.follows).toBe(c.followRecords);
      expect(c.collects).toBe(c.collectRecords);
      const following = await Promise.all(targets.map(async (t) => ok<{ following: boolean }>(await call('mall.follow.is', t, fan.token), 'is').following));
      expect(following.filter(Boolean).length).toBe(c.follows);
    }
    // And at last all removed at once, several times each: zero everywhere, never below.
    const removed = await Promise.all(targets.flatMap((t) => [1, 2, 3].flatMap(() => [call('mall.follow.del', t, fan.token), call('mall.collect.del', t, fan.token)])));
    noServerError(removed, 'removals');
    expect(await counts(fan)).toEqual({ myAttention: 0, follows: 0, followRecords: 0, collects: 0, collectRecords: 0 });
  }, 120_000);

  it('a person kept or followed by a stranger is listed by the name strangers see (林先生), never the whole nickname', async () => {
    // Prepare: a person whose public resume masks the nickname
    const w = await world();
    const target = w.person.who;
    await completeBaseInfo(target, '女');
    const shownName = ok<PersonResume>(await call('org.publicResume', { a: target.userId, b: 'PERSONAGE' }, w.stranger.token), 'public').owner.name;

    // Act
    ok(await call('mall.follow.add', { targetType: 'PERSONAGE', targetId: target.userId }, w.stranger.token), 'follow');
    ok(await call('mall.collect.add', { targetType: 'PERSONAGE', targetId: target.userId }, w.stranger.token), 'collect');

    // Assess
    const [follows, kept] = await Promise.all([
      ok<Page<FollowRecord>>(await call('mall.follow.list', { current: 1, size: 10 }, w.stranger.token), 'follows'),
      ok<Page<CollectRecord>>(await call('mall.collect.list', { tab: 'party', current: 1, size: 10 }, w.stranger.token), 'collects'),
    ]);
    expect(shownName).not.toBe(target.nickname);
    expect([follows.records[0]?.name, kept.records[0]?.name]).toEqual([shownName, shownName]);
    expect(JSON.stringify([follows, kept])).not.toContain(target.nickname);
    expect(JSON.stringify([follows, kept])).not.toContain(target.phone);
  }, 60_000);

  it('what may not be kept: one’s own unit from any of its seats, a private demand, goods off sale, ids of the wrong kind; nothing is kept', async () => {
    // Prepare
    const w = await world();
    const [secret, offSale] = await Promise.all([releasedProject(w.company.admin, { visibility: 'PRIVATE' }), aListing(w.company.admin, 1, { isOnSale: false })]);

    // Act
    const cases: [string, RouteId, unknown, TestPerson][] = [
      ['staff follows own company', 'mall.follow.add', { targetType: 'COMPANY', targetId: w.company.id }, w.company.staff],
      ['授权人 keeps own company', 'mall.collect.add', { targetType: 'COMPANY', targetId: w.company.id }, w.company.cert],
      ['member follows own team', 'mall.follow.add', { targetType: 'TEAM', targetId: w.team.id }, w.team.hidden],
      ['self followed', 'mall.follow.add', { targetType: 'PERSONAGE', targetId: w.stranger.userId }, w.stranger],
      ['private demand kept', 'mall.collect.add', { targetType: 'PROJECT', targetId: secret.projectId }, w.stranger],
      ['goods off sale kept', 'mall.collect.add', { targetType: 'GOODS', targetId: offSale }, w.stranger],
      ['a company as a team', 'mall.follow.add', { targetType: 'TEAM', targetId: w.company.id }, w.stranger],
      ['a team as a person', 'mall.follow.add', { targetType: 'PERSONAGE', targetId: w.team.id }, w.stranger],
      ['a person as a project', 'mall.collect.add', { targetType: 'PROJECT', targetId: w.person.who.userId }, w.stranger],
      ['a demand as goods', 'mall.collect.add', { targetType: 'GOODS', targetId: secret.projectId }, w.stranger],
      ['a project followed', 'mall.follow.add', { targetType: 'PROJECT', targetId: secret.projectId }, w.stranger],
      ['type prototype', 'mall.follow.add', { targetType: '__proto__', targetId: w.company.id }, w.stranger],
      ['id as array', 'mall.collect.add', { targetType: 'COMPANY', targetId: [w.company.id] }, w.stranger],
      ['id lower case', 'mall.follow.add', { targetType: 'COMPANY', targetId: w.company.id.toLowerCase() }, w.stranger],
      ['id with zero-width', 'mall.follow.add', { targetType: 'COMPANY', targetId: `${w.company.id}\u200b` }, w.stranger],
      ['id traversal', 'mall.collect.is', { targetType: 'COMPANY', targetId: '../../ORG#x' }, w.stranger],
      ['list tab unknown', 'mall.collect.list', { tab: 'constructor', current: 1, size: 10 }, w.stranger],
      ['list size huge', 'mall.follow.list', { current: 1, size: 1e9 }, w.stranger],
      ['list page negative', 'mall.collect.list', { tab: 'party', current: -1, size: 10 }, w.stranger],
    ];
    const answers: Answer[] = [];
    for (const [, id, input, who] of cases) answers.push(await raw(id, input, who.token));

    // Assess
    answers.forEach((a, i) => refused(a, cases[i]![0]));
    for (const who of [w.stranger, w.company.staff, w.company.cert, w.team.hidden]) {
      const c = await counts(who);
      expect(c).toEqual({ myAttention: 0, follows: 0, followRecords: 0, collects: 0, collectRecords: 0 });
      for (const tab of ['project', 'supplier', 'purchase'] as const) expect(ok<Page<CollectRecord>>(await call('mall.collect.list', { tab, current: 1, size: 50 }, who.token), tab).total).toBe(0);
    }
  }, 120_000);

  it('followers told of public releases only, each once, with no phone; a follower whose socket dropped is told on 待办; a private demand tells nobody', async () => {
    // Prepare: a fan online, a fan whose socket drops, a person who follows nobody
    const w = await world();
    const [fan, dropped, bystander] = [w.stranger, w.person.who, w.team.formerPerson];
    for (const p of [fan, dropped]) ok(await call('mall.follow.add', { targetType: 'COMPANY', targetId: w.company.id }, p.token), 'follow');
    const [fanSocket, droppedSocket, bystanderSocket] = await Promise.all([open(fan.token, 'channel=radio'), open(dropped.token, 'channel=radio'), open(bystander.token, 'channel=radio')]);
    droppedSocket.socket.terminate();
    const backlog = async (p: TestPerson) => ok<Page<BacklogItem>>(await call('project.backlog', { current: 1, size: 50 }, p.token), 'backlog').records.filter((b) => b.type === 'FOLLOWED_DEMAND' || b.type === 'FOLLOWED_GOODS');

    // Act: a private demand, then a public one, then goods on sale
    const secret = await releasedProject(w.company.admin, { name: `私密需求${Date.now() % 1e6}`, visibility: 'PRIVATE' });
    const open1 = await releasedProject(w.company.admin, { name: `公开需求${Date.now() % 1e6}` });
    await aListing(w.company.admin, 1);

    // Assess
    for (const p of [fan, dropped]) await expect.poll(async () => (await backlog(p)).map((b) => b.type).sort(), { timeout: 20_000, interval: 300 }).toEqual(['FOLLOWED_DEMAND', 'FOLLOWED_GOODS']);
    await fanSocket.waitFor('NEED_RADIO', 10_000);
    const told = JSON.stringify([...(await backlog(fan)), ...fanSocket.frames]);
    expect(told).not.toContain(secret.projectId);
    expect(told).not.toContain(secret.name);
    expect(told).toContain(open1.projectId);
    for (const p of [w.company.admin, w.company.cert, w.company.staff]) expect(told).not.toContain(p.phone);
    expect(await backlog(bystander)).toEqual([]);
    expect(bystanderSocket.frames.filter((f) => f.messageType === 'NEED_RADIO')).toEqual([]);
    // Each release told once: the fan has exactly two.
    expect((await backlog(fan)).length).toBe(2);
  }, 120_000);
});

// =================================================================================================================
// Sounds, new-user, the password, the project centre's side
// =================================================================================================================

describe('the person’s own doors', () => {
  it('another’s message sounds and new-user are refused by name; hostile ids are 400s; the count is untouched', async () => {
    // Prepare
    const w = await world();
    const [me, other] = [w.stranger, w.person.who];
    ok(await call('chat.subUserAudio', { id: other.userId }, other.token), 'raise');

    // Act
    const answers: [string, Answer][] = [];
    for (const id of ['chat.subUserAudio', 'chat.clearUserAudio', 'chat.queryUserAudioNum', 'account.newUser'] as const) {
      answers.push([`${id} of another`, await call(id, { id: other.userId }, me.token)]);
      answers.push([`${id} of a team`, await call(id, { id: w.team.id }, me.token)]);
      for (const bad of ['..', '%2e%2e', me.userId.toLowerCase(), `${me.userId}\u200b`, '0', '-1', 'x'.repeat(300)]) answers.push([`${id} ${bad}`, await raw(id, { id: bad }, me.token)]);
    }

    // Assess
    for (const [what, a] of answers) refused(a, what);
    for (const [what, a] of answers.filter(([w1]) => w1.endsWith('of another'))) expect(a.status, what).toBe(403);
    expect(ok<number>(await call('chat.queryUserAudioNum', { id: other.userId }, other.token), 'count')).toBe(1);
  }, 60_000);

  it('update-personage-password: wrong old passwords are counted, so a held session cannot guess the password', async () => {
    // Prepare
    // A person logged in twice: as itself on one account type, and the session that guesses on another.
    const me = await newPerson('TEAM');
    const other = await login(me.phone, me.password, 'PERSONAGE');

    // The count is per fixed window (15 minutes): start the burst in one.
    const windowMs = RATE_LIMITS.passwordChange.seconds * 1000;
    if (windowMs - (Date.now() % windowMs) < 20_000) await new Promise((resolve) => setTimeout(resolve, windowMs - (Date.now() % windowMs) + 50));

    // Act: twelve wrong guesses, then the right one
    const guesses: Answer[] = [];
    for (let i = 0; i < 12; i += 1) guesses.push(await call('account.updatePersonagePassword', { oldPassword: `guess${i}word1`, password: 'newpass2026x' }, me.token));
    const right = await call('account.updatePersonagePassword', { oldPassword: me.password, password: 'newpass2026x' }, me.token);

    // Assess
    noServerError([...guesses, right], 'guesses');
    expect(guesses.slice(0, 5).map(codeOf)).toEqual(Array(5).fill(C('OLD_PASSWORD_WRONG')));
    expect(guesses.map(codeOf), 'the guesses are stopped').toContain(429);
    expect(codeOf(right), 'the right one is not judged either while stopped').toBe(429);
    // Nothing changed: the old password still logs in; the other session lives.
    expect(codeOf(await call('account.info', {}, other.body.data))).toBe(200);
    expect(codeOf(await login(me.phone, me.password, 'PERSONAGE'))).toBe(200);
  }, 60_000);

  it('project.coop.list’s side and org.home: wrong values and wrong sessions are refused, never a 5xx', async () => {
    const w = await world();
    const cases: [string, RouteId, unknown, TestPerson][] = [
      ['side unknown', 'project.coop.list', { side: 'partyC', current: 1, size: 10 }, w.company.admin],
      ['side prototype', 'project.coop.list', { side: '__proto__', current: 1, size: 10 }, w.company.admin],
      ['side as array', 'project.coop.list', { side: ['partyA', 'partyB'], current: 1, size: 10 }, w.company.admin],
      ['side as object', 'project.coop.list', { side: { $ne: 'x' }, current: 1, size: 10 }, w.company.admin],
      ['size huge', 'project.coop.list', { side: 'partyA', current: 1, size: 1e6 }, w.company.admin],
    ];
    for (const [what, id, input, who] of cases) refused(await raw(id, input, who.token), what);
    for (const side of ['partyA', 'partyB'] as const) {
      const a = await raw('project.coop.list', { side, current: 1, size: 10 }, w.company.staff.token);
      expect(a.status, side).toBeLessThan(500);
    }
    strangerRefused(await call('org.home', {}, w.company.staffPerson.token), 'person session home');
  }, 60_000);
});

// =================================================================================================================
// Discovery and matching
// =================================================================================================================

describe('discovery search and matching', () => {
  it('a unit’s views: one viewer once however many at once, its own seats and visitors never; search answers hold the public view only', async () => {
    // Prepare
    const w = await world();
    const view = (token?: string) => call<{ browseNum: number; counted: boolean }>('search.unitBrowse', { type: 'COMPANY', id: w.company.id }, token);

    // Act
    const burst = await Promise.all(Array.from({ length: 10 }, () => view(w.stranger.token)));
    const own = await Promise.all([w.company.admin, w.company.cert, w.company.staff].map((p) => view(p.token)));
    const visitors = await Promise.all(Array.from({ length: 5 }, () => view()));
    const other = await view(w.otherCo.token);

    // Assess
    noServerError([...burst, ...own, ...visitors, other], 'views');
    expect(burst.filter((a) => ok<{ counted: boolean }>(a, 'view').counted)).toHaveLength(1);
    expect(own.map((a) => ok<{ counted: boolean }>(a, 'own').counted)).toEqual([false, false, false]);
    expect(visitors.map((a) => ok<{ counted: boolean }>(a, 'visitor').counted)).toEqual(Array(5).fill(false));
    expect(ok<{ browseNum: number }>(other, 'other').browseNum).toBe(2);
    for (const [type, id] of [
      ['TEAM', w.company.id],
      ['COMPANY', w.team.id],
      ['COMPANY', w.person.who.userId],
    ] as const)
      expect((await call('search.unitBrowse', { type, id }, w.stranger.token)).status, `${id} as ${type}`).toBe(404);
    for (const bad of [{ type: 'PERSONAGE', id: w.person.who.userId }, { type: 'COMPANY', id: '../x' }, { type: 'COMPANY', id: { S: 'x' } }, { type: ['COMPANY'], id: w.company.id }]) refused(await raw('search.unitBrowse', bad, w.stranger.token), JSON.stringify(bad));

    // The search answers: the company and the team found by their words, holding no licence, no phone, no hidden member.
    const phones = [w.company.admin, w.company.cert, w.company.staff, w.team.admin, w.team.shown, w.team.hidden].map((p) => p.phone);
    await expect
      .poll(async () => ok<DiscoveryPage>(await call('search.units', { keyword: '精密加工', current: 1, size: 50 }), 'units').records.map((r) => JSON.stringify(r)).join(), { timeout: 20_000, interval: 500 })
      .toContain(w.company.id);
    const answers: Answer<DiscoveryPage>[] = [
      await call('search.units', { keyword: '精密加工', current: 1, size: 50 }),
      await call('search.units', { keyword: LICENCE, current: 1, size: 50 }),
      await call('search.units', { keyword: w.company.admin.phone, current: 1, size: 50 }),
      await call('search.talent', { type: 'TEAM', keyword: '前端开发', current: 1, size: 50 }),
      await call('search.talent', { keyword: '焊接', current: 1, size: 50 }, w.stranger.token),
    ];
    for (const a of answers) {
      expect(a.body.code).toBe(200);
      const text = JSON.stringify(a.body);
      expect(text).not.toContain(LICENCE);
      expect(text).not.toMatch(/licence\/|licencePhoto/);
      for (const phone of phones) expect(text).not.toContain(phone);
      expect(text).not.toContain(w.team.hidden.userId);
    }
    expect(ok<DiscoveryPage>(answers[1]!, 'licence').records.map((r) => JSON.stringify(r)).join()).not.toContain(w.company.id);
    expect(ok<DiscoveryPage>(answers[2]!, 'phone').records.map((r) => JSON.stringify(r)).join()).not.toContain(w.company.id);
  }, 120_000);

  it('a unit’s own people do not count its views from any session: its administrator and staff as persons', async () => {
    // Prepare
    const w = await world();
    const view = (type: 'TEAM' | 'COMPANY', id: string, token: string) => call<{ browseNum: number; counted: boolean }>('search.unitBrowse', { type, id }, token);
    const asPerson = async (p: TestPerson) => ({ ...p, token: ok<string>(await login(p.phone, p.password, 'PERSONAGE'), 'login as person') });
    const [coAdmin, teamAdmin, shownPerson] = await Promise.all([asPerson(w.company.admin), asPerson(w.team.admin), asPerson(w.team.shown)]);

    // Act: the company's administrator and plain staff, the team's administrator and member, each in a person session
    const own = await Promise.all([
      view('COMPANY', w.company.id, coAdmin.token),
      view('COMPANY', w.company.id, w.company.staffPerson.token),
      view('TEAM', w.team.id, teamAdmin.token),
      view('TEAM', w.team.id, shownPerson.token),
    ]);

    // Assess
    noServerError(own, 'own views');
    expect(own.map((a) => ok<{ counted: boolean }>(a, 'own').counted)).toEqual([false, false, false, false]);
    expect(ok<{ browseNum: number }>(await view('TEAM', w.team.id, w.stranger.token), 'stranger').browseNum).toBe(1);
  }, 60_000);

  it('a rename tells the team’s active members to read their privileges again, and nobody else', async () => {
    // Prepare: sockets of the administrator, a member, the former member and a stranger
    const w = await world();
    const sockets = await Promise.all([w.team.admin, w.team.hidden, w.team.formerPerson, w.stranger].map((p) => open(p.token, 'channel=radio')));
    const newName = `改名${Date.now() % 1e8}`;

    // Act
    ok(await call('org.saveTeamSetting', { teamName: newName }, w.team.admin.token), 'rename');
    ok(await call('project.devSweep', { now: Date.now() + 1_000, objectIds: [w.team.id] }), 'sweep');

    // Assess: the member hears it; then the stranger and the former member are asked something that must come after
    await sockets[1]!.waitFor('REFRESH_PRIVILEGES', 10_000);
    await sockets[0]!.waitFor('REFRESH_PRIVILEGES', 10_000);
    for (const s of sockets.slice(2)) expect(s.frames.filter((f) => f.messageType === 'REFRESH_PRIVILEGES')).toEqual([]);
    const text = JSON.stringify(sockets.flatMap((s) => s.frames));
    for (const p of [w.team.admin, w.team.hidden, w.team.shown]) expect(text).not.toContain(p.phone);
  }, 60_000);

  it('suggested parties for the publisher’s side only; hostile input to the discovery routes is refused', async () => {
    // Prepare
    const w = await world();
    await completeBaseInfo(w.person.who);
    const demand = await releasedProject(w.company.admin, { name: `推荐测试${Date.now() % 1e6}` });
    const secret = await releasedProject(w.otherCo, { visibility: 'PRIVATE' });

    // Act
    const strangers = await Promise.all([w.stranger, w.otherCo, w.team.admin, w.company.staffPerson].map((p) => call('search.suggestedParties', { projectId: demand.projectId, size: 10 }, p.token)));
    const own = await call('search.suggestedParties', { projectId: demand.projectId, size: 10 }, w.company.admin.token);
    const privateOfAnother = await call('search.suggestedParties', { projectId: secret.projectId, size: 10 }, w.company.admin.token);
    const projects = await Promise.all([w.stranger, w.team.admin, w.company.staff].map((p) => call('search.suggestedProjects', { size: 10 }, p.token)));
    const hostile: [string, RouteId, unknown][] = [
      ['talent keyword huge', 'search.talent', { keyword: '焊'.repeat(10_000), current: 1, size: 10 }],
      ['talent tags huge array', 'search.talent', { tags: Array.from({ length: 5_000 }, (_, i) => `标签${i}`), current: 1, size: 10 }],
      ['talent deep object', 'search.talent', { keyword: JSON.parse('{"a":'.repeat(200) + '1' + '}'.repeat(200)), current: 1, size: 10 }],
      ['units type unknown', 'search.units', { type: 'PERSONAGE', current: 1, size: 10 }],
      ['units scale prototype', 'search.units', { scale: 'constructor', current: 1, size: 10 }],
      ['units page deep', 'search.units', { current: 1e9, size: 50 }],
      ['units query DSL', 'search.units', { keyword: { match_all: {} }, current: 1, size: 10 }],
      ['parties id malformed', 'search.suggestedParties', { projectId: '*', size: 10 }],
      ['parties size huge', 'search.suggestedParties', { projectId: demand.projectId, size: 10_000 }],
      ['projects size negative', 'search.suggestedProjects', { size: -1 }],
    ];
    const hostileAnswers: Answer[] = [];
    for (const [, id, input] of hostile) hostileAnswers.push(await raw(id, input, w.company.admin.token));

    // Assess
    strangers.forEach((a, i) => strangerRefused(a, `stranger ${i}`));
    expect(codeOf(own)).toBe(200);
    strangerRefused(privateOfAnother, 'another’s private demand');
    for (const a of projects) {
      expect(codeOf(a)).toBe(200);
      expect(JSON.stringify(a.body)).not.toContain(secret.projectId);
    }
    hostileAnswers.forEach((a, i) => {
      expect(a.status, hostile[i]![0]).toBeLessThan(500);
      if (a.status !== 200) refused(a, hostile[i]![0]);
    });
    expect(JSON.stringify(own.body)).not.toMatch(new RegExp([w.company.admin, w.person.who, w.team.admin].map((p) => p.phone).join('|')));
  }, 120_000);
});

// =================================================================================================================
// The pages /userInfo and /addFriend, behind login
// =================================================================================================================

describe('the pages of issue 31 without a login', () => {
  it('/userInfo and /addFriend send a visitor to log in, whatever the path or query carries; the calls behind them answer 401', async () => {
    const w = await world();
    for (const path of [
      `/userInfo?userId=${w.person.who.userId}`,
      `/userInfo?userId=${w.company.id}&type=COMPANY`,
      '/userInfo?next=/search',
      '/addFriend?who=12345678',
      `/addFriend?userId=${w.person.who.userId}&x=/home`,
      '/userInfo/',
    ])
      expect(guardRedirect(path, false), path).toMatch(/^\/login/);
    expect(guardRedirect(`/userInfo?userId=${w.person.who.userId}`, true)).toBeUndefined();
    // What those pages read: nothing without a token.
    const calls = await Promise.all([
      call('org.publicResume', { a: w.person.who.userId, b: 'PERSONAGE' }),
      call('org.publicResume', { a: w.company.id, b: 'COMPANY' }),
      call('mall.follow.is', { targetType: 'COMPANY', targetId: w.company.id }),
      call('mall.collect.add', { targetType: 'COMPANY', targetId: w.company.id }),
      call('mall.follow.add', { targetType: 'COMPANY', targetId: w.company.id }),
      call('account.newUser', { id: w.person.who.userId }),
      call('chat.queryUserAudioNum', { id: w.person.who.userId }),
    ]);
    for (const a of calls) expect(a.status).toBe(401);
  }, 60_000);
});
