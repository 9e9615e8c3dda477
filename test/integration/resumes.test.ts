/**
 * Resumes (issue 31): a person's own resume, a team's (its administrator writes, members read and consent to be
 * shown), a company's (its administrator or authorised person writes; the licence photo private to the administrator
 * and the platform), and the public view `user-personage/resume/{a}/{b}` — every route with its owner, a wrong
 * person, a stranger, bad input, row limits and masking; no private field reaches a stranger by any door.
 */
import { ERRORS } from '../../shared/errors.js';
import { RESUME_LIMITS } from '../../shared/limits.js';
import type { OwnCompanyResume, OwnTeamResume, PersonResume, PublicResume } from '../../shared/schemas/resume.js';
import { call } from '../support/api.js';
import { info, login, newPerson, type TestPerson } from '../support/people.js';
import { hireStaff, joinTeam } from '../support/org.js';
import { uploadAs } from '../support/uploads.js';

const work = { company: '合作云科技', position: '前端工程师', start: '2020-09', end: '2023-06', description: '负责前端开发' };
const education = { school: '浙江大学', major: '计算机科学', degree: '本科' as const, start: '2016-09', end: '2020-06' };
const code = (answer: { body: { code: number } }) => answer.body.code;
const loginAs = async (person: TestPerson, type: 'TEAM' | 'COMPANY', teamId?: string) => {
  const answer = await login(person.phone, person.password, type, teamId ? { teamId } : {});
  expect(answer.body.code, answer.body.msg).toBe(200);
  return answer.body.data;
};

describe('a person’s resume', () => {
  it('is saved section by section over its version and shown to others without the phone, the name masked', async () => {
    // Prepare
    const [owner, stranger] = await Promise.all([newPerson(), newPerson()]);
    const picture = (await uploadAs(owner, 'image', 'work.png')).fileUrl;
    const file = (await uploadAs(owner, 'project-file', '作品集.pdf', Buffer.from('%PDF-1.4'), 'application/pdf')).fileUrl;

    // Act: the first save, then one over a stale version.
    const empty = await call<PersonResume>('org.personResume', {}, owner.token);
    const saved = await call<{ updateTime: number }>('org.savePersonResume', { skills: ['React', 'TypeScript'], work: [work], education: [education], pictures: [picture], files: [{ name: '作品集', url: file }], updateTime: 0 }, owner.token);
    const stale = await call('org.savePersonResume', { skills: ['Go'], updateTime: 0 }, owner.token);

    // Assess
    expect(empty.body.data).toMatchObject({ skills: [], work: [], updateTime: 0, owner: { id: owner.userId, name: owner.nickname } });
    expect(code(saved)).toBe(200);
    expect(code(stale)).toBe(ERRORS.STALE_DATA.code);
    const own = (await call<PersonResume>('org.personResume', {}, owner.token)).body.data;
    expect(own).toMatchObject({ skills: ['React', 'TypeScript'], work: [work], education: [education], pictures: [picture], updateTime: saved.body.data.updateTime });
    const seen = await call<PublicResume>('org.publicResume', { a: owner.userId, b: 'PERSONAGE' }, stranger.token);
    expect(seen.body.data).toMatchObject({ kind: 'PERSONAGE', skills: ['React', 'TypeScript'], work: [work], files: [{ name: '作品集', url: file }] });
    expect(seen.body.data.owner.name).not.toBe(owner.nickname);
    expect(JSON.stringify(seen.body.data)).not.toContain(owner.phone);
    // Saved again over the version read: the picture it already shows stays.
    expect(code(await call('org.savePersonResume', { ...own, skills: ['React'], updateTime: own.updateTime }, owner.token))).toBe(200);
  });

  it('refuses another’s upload, a private upload, bad fields named in Chinese and rows over the limit', async () => {
    const [owner, other] = await Promise.all([newPerson(), newPerson()]);
    const others = (await uploadAs(other, 'image', 'theirs.png')).fileUrl;
    const chat = (await uploadAs(owner, 'chat-image', 'chat.png')).fileUrl;

    const theirs = await call('org.savePersonResume', { updateTime: 0, pictures: [others] }, owner.token);
    const privateOne = await call('org.savePersonResume', { updateTime: 0, certificates: [{ name: '证书', picture: chat }] }, owner.token);
    const badMonth = await call('org.savePersonResume', { updateTime: 0, work: [{ ...work, start: '2020/9' }] }, owner.token);
    const noSchool = await call('org.savePersonResume', { updateTime: 0, education: [{ ...education, school: '' }] }, owner.token);
    const tooMany = await call('org.savePersonResume', { updateTime: 0, work: Array.from({ length: RESUME_LIMITS.work + 1 }, () => work) }, owner.token);

    // A save says which version it replaces (0 for the first): without it, a 400 naming the field, nothing written.
    const noVersion = await call('org.savePersonResume', { skills: ['Go'] } as never, owner.token);
    expect([noVersion.status, noVersion.body.msg]).toEqual([400, expect.stringContaining('版本')]);
    expect([theirs.status, privateOne.status]).toEqual([403, 403]);
    expect(badMonth.status).toBe(400);
    expect(badMonth.body.msg).toContain('开始时间');
    expect(noSchool.body.msg).toContain('学校');
    expect(tooMany.body.msg).toBe(`工作经历最多${RESUME_LIMITS.work}条`);
    expect((await call<PersonResume>('org.personResume', {}, owner.token)).body.data.updateTime).toBe(0);
  });

  it('does not take another’s upload as a picture because the resume already holds its URL as text', async () => {
    // Found by the outside probe of issue 31: a description, a work's link or an address takes any URL, and the URLs of
    // every text of the saved resume passed as "already shown", so the next save named them as pictures unchecked.
    const [owner, other, team, company] = await Promise.all([newPerson(), newPerson(), newPerson('TEAM'), newPerson('COMPANY')]);
    const others = (await uploadAs(other, 'image', 'theirs.png')).fileUrl;
    const read = async <T extends { updateTime: number }>(id: 'org.personResume' | 'org.teamResume' | 'org.companyResume', token: string) => (await call<T>(id, {}, token)).body.data.updateTime;

    const asText = [
      await call('org.savePersonResume', { updateTime: 0, work: [{ ...work, description: others }] }, owner.token),
      await call('org.saveTeamResume', { updateTime: 0, works: [{ name: '作品', link: others }] }, team.token),
      await call('org.saveCompanyResume', { updateTime: 0, address: others }, company.token),
    ];
    const asPicture = [
      await call('org.savePersonResume', { updateTime: await read('org.personResume', owner.token), pictures: [others] }, owner.token),
      await call('org.saveTeamResume', { updateTime: await read('org.teamResume', team.token), works: [{ name: '作品', picture: others }] }, team.token),
      await call('org.saveCompanyResume', { updateTime: await read('org.companyResume', company.token), products: [{ name: '产品', picture: others }] }, company.token),
    ];

    expect(asText.map(code)).toEqual([200, 200, 200]);
    expect(asPicture.map((a) => [a.status, a.body.msg])).toEqual([
      [403, expect.stringContaining('文件地址不正确')],
      [403, expect.stringContaining('文件地址不正确')],
      [403, expect.stringContaining('文件地址不正确')],
    ]);
    // A picture of one's own, once saved, is taken again as it is (the resume already shows it).
    const mine = (await uploadAs(owner, 'image', 'mine.png')).fileUrl;
    expect(code(await call('org.savePersonResume', { updateTime: await read('org.personResume', owner.token), pictures: [mine] }, owner.token))).toBe(200);
    expect(code(await call('org.savePersonResume', { updateTime: await read('org.personResume', owner.token), pictures: [mine], skills: ['Go'] }, owner.token))).toBe(200);
  });

  it('refuses a region not in the data set and a city of another province, for a person, a team and a company', async () => {
    // Found by the outside probe of issue 31: the codes were checked as six digits only, so 999999 was saved and indexed.
    const [owner, team, company] = await Promise.all([newPerson(), newPerson('TEAM'), newPerson('COMPANY')]);
    const answers = [
      await call('org.savePersonResume', { updateTime: 0, provinceCode: '999999' }, owner.token),
      await call('org.savePersonResume', { updateTime: 0, provinceCode: '110000', cityCode: '330100' }, owner.token),
      await call('org.saveTeamResume', { updateTime: 0, provinceCode: '999999' }, team.token),
      await call('org.saveCompanyResume', { updateTime: 0, provinceCode: '330000', cityCode: '110100' }, company.token),
    ];
    expect(answers.map((a) => [a.status, a.body.msg])).toEqual([
      [400, '所选省份不存在'],
      [400, '城市不属于所选省份'],
      [400, '所选省份不存在'],
      [400, '城市不属于所选省份'],
    ]);
    expect((await call<PersonResume>('org.personResume', {}, owner.token)).body.data.updateTime).toBe(0);
    expect(code(await call('org.savePersonResume', { updateTime: 0, provinceCode: '330000', cityCode: '330100' }, owner.token))).toBe(200);
  });

  it('is not found for nobody, and the public view needs a login', async () => {
    const viewer = await newPerson();
    expect((await call('org.publicResume', { a: '01ARZ3NDEKTSV4RRFFQ69G5FAV', b: 'PERSONAGE' }, viewer.token)).status).toBe(404);
    expect((await call('org.publicResume', { a: '01ARZ3NDEKTSV4RRFFQ69G5FAV', b: 'TEAM' }, viewer.token)).status).toBe(404);
    expect((await call('org.publicResume', { a: viewer.userId, b: 'COMPANY' }, viewer.token)).status).toBe(404);
    expect((await call('org.publicResume', { a: viewer.userId, b: 'PERSONAGE' })).status).toBe(401);
    expect((await call('org.publicResume', { a: viewer.userId, b: 'ROBOT' as 'TEAM' }, viewer.token)).body.msg).toContain('账号类型');
  });
});

describe('a team’s resume', () => {
  it('is written by its administrator only, read by its members, and shows the members who consented, never a phone', async () => {
    // Prepare: a team of an administrator and two members; a stranger with a team of their own.
    const [admin, shown, hidden, stranger] = await Promise.all([newPerson('TEAM'), newPerson(), newPerson(), newPerson('TEAM')]);
    await joinTeam(admin, shown);
    await joinTeam(admin, hidden);
    const teamId = (await info(admin.token)).teamId as string;
    const [asShown, asHidden] = [await loginAs(shown, 'TEAM', teamId), await loginAs(hidden, 'TEAM', teamId)];

    // Act
    const saved = await call<{ updateTime: number }>('org.saveTeamResume', { updateTime: 0, introduction: '专注品牌设计', tags: ['平面设计', 'UI'], works: [{ name: '宣传册', description: '展会物料' }] }, admin.token);
    const byMember = await call('org.saveTeamResume', { introduction: '改写', updateTime: saved.body.data.updateTime }, asShown);
    const consented = await call('org.teamResumeConsent', { shown: true }, asShown);
    await call('org.teamResumeConsent', { shown: true }, admin.token);
    await call('org.teamResumeConsent', { shown: false }, asHidden);

    // Assess
    expect(code(saved)).toBe(200);
    expect(code(byMember)).toBe(ERRORS.RESUME_TEAM_ADMIN_ONLY.code);
    expect(code(consented)).toBe(200);
    const mine = (await call<OwnTeamResume>('org.teamResume', {}, asHidden)).body.data;
    expect(mine).toMatchObject({ introduction: '专注品牌设计', admin: false, shown: false, memberCount: 3 });
    const seen = (await call<PublicResume>('org.publicResume', { a: teamId, b: 'TEAM' }, stranger.token)).body.data;
    expect(seen).toMatchObject({ kind: 'TEAM', tags: ['平面设计', 'UI'], works: [{ name: '宣传册' }] });
    if (seen.kind !== 'TEAM') throw new Error('not a team');
    expect(seen.members.map((m) => [m.userId, m.admin])).toEqual([[admin.userId, true], [shown.userId, false]]);
    for (const person of [admin, shown, hidden]) expect(JSON.stringify(seen)).not.toContain(person.phone);
    // The stranger's session acts for their own team: they read and write that one, never this.
    expect((await call<OwnTeamResume>('org.teamResume', {}, stranger.token)).body.data.introduction).toBe('');
    expect((await call<OwnTeamResume>('org.teamResume', {}, admin.token)).body.data.introduction).toBe('专注品牌设计');
    // A member who left is neither shown nor may read it.
    expect(code(await call('org.teamLeave', {}, asShown))).toBe(200);
    const after = (await call<PublicResume>('org.publicResume', { a: teamId, b: 'TEAM' }, stranger.token)).body.data;
    expect(after.kind === 'TEAM' && after.members.map((m) => m.userId)).toEqual([admin.userId]);
    // Invited back, they are not shown on the consent they gave before: they say again.
    await joinTeam(admin, shown);
    const back = await loginAs(shown, 'TEAM', teamId);
    expect((await call<OwnTeamResume>('org.teamResume', {}, back)).body.data.shown).toBe(false);
    expect(code(await call('org.teamResumeConsent', { shown: true }, back))).toBe(200);
    const again = (await call<PublicResume>('org.publicResume', { a: teamId, b: 'TEAM' }, stranger.token)).body.data;
    expect(again.kind === 'TEAM' && again.members.map((m) => m.userId)).toEqual([admin.userId, shown.userId]);
  });

  it('is refused to a personal session and to a company', async () => {
    const [person, company] = await Promise.all([newPerson(), newPerson('COMPANY')]);
    expect((await call('org.teamResume', {}, person.token)).status).toBe(403);
    expect((await call('org.saveTeamResume', { updateTime: 0, introduction: 'x' }, company.token)).status).toBe(403);
    expect((await call('org.teamResumeConsent', { shown: true }, person.token)).status).toBe(403);
  });
});

describe('a company’s resume', () => {
  it('carries every label of spec §3; the licence number masked and the licence photo never outside its managers', async () => {
    // Prepare: a company, its authorised person, a staff member, a stranger.
    const [admin, certigier, staff, stranger] = await Promise.all([newPerson('COMPANY'), newPerson(), newPerson(), newPerson('COMPANY')]);
    await hireStaff(admin, certigier);
    await hireStaff(admin, staff);
    expect(code(await call('org.setCertigier', { userId: certigier.userId }, admin.token))).toBe(200);
    const companyId = (await info(admin.token)).companyId as string;
    const [asCertigier, asStaff] = [await loginAs(certigier, 'COMPANY'), await loginAs(staff, 'COMPANY')];
    const photo = (await uploadAs(admin, 'licence', 'licence.png')).fileUrl;
    const product = (await uploadAs(certigier, 'image', 'product.png')).fileUrl;
    const labels = {
      licenceNumber: '91330100MA2K123456',
      publicEmail: 'hello@example.com',
      address: '杭州市西湖区文三路 1 号',
      tags: ['软件开发', '系统集成'],
      advantages: '十年行业经验',
      staff: { doctor: 2, master: 10, bachelor: 50, college: 20, other: 5 },
      turnover: [{ year: 2023, amount: 120_000_000 }, { year: 2024, amount: 150_000_000 }, { year: 2025, amount: 180_000_000 }],
      equipment: [{ name: '服务器', model: 'R740', quantity: 12 }],
      products: [{ name: '合作云平台', description: '项目协作', picture: product }],
      awards: [{ name: '高新技术企业', issuer: '科技厅', date: '2022-12' }],
      patents: [{ name: '一种协作方法', number: 'ZL2020100000001', date: '2021-05' }],
      trademarks: [{ name: '合作云', number: '12345678' }],
      softwareCopyrights: [{ name: '合作云系统 V1.0', number: '2021SR000001' }],
      qualifications: [{ name: 'ISO9001', number: 'Q-001', issuer: '认证中心', validUntil: '2027-12' }],
    };

    // Act: the administrator saves with the photo; the authorised person adds a product of theirs over it, without
    // sending the photo (the administrator could not name the authorised person's upload).
    const adminsProduct = await call('org.saveCompanyResume', { ...labels, licencePhoto: photo, updateTime: 0 }, admin.token);
    const first = await call<{ updateTime: number }>('org.saveCompanyResume', { ...labels, products: [], licencePhoto: photo, updateTime: 0 }, admin.token);
    const second = await call<{ updateTime: number }>('org.saveCompanyResume', { ...labels, advantages: '十一年行业经验', updateTime: first.body.data.updateTime }, asCertigier);
    const byStaff = await call('org.saveCompanyResume', { ...labels, updateTime: second.body.data.updateTime }, asStaff);
    const strangersPhoto = await call('org.saveCompanyResume', { updateTime: 0, licencePhoto: photo }, stranger.token);
    const certigiersPhoto = await call('org.saveCompanyResume', { ...labels, licencePhoto: photo.replace(admin.userId, certigier.userId), updateTime: second.body.data.updateTime }, asCertigier);

    // Assess
    expect(adminsProduct.status).toBe(403);
    expect(adminsProduct.body.data).toMatchObject({ issues: [{ path: 'products.0.picture' }] });
    expect([code(first), code(second)]).toEqual([200, 200]);
    expect(code(byStaff)).toBe(ERRORS.RESUME_COMPANY_EDITORS_ONLY.code);
    expect(strangersPhoto.status).toBe(403);
    expect(certigiersPhoto.status).toBe(400);
    const forAdmin = (await call<OwnCompanyResume>('org.companyResume', {}, admin.token)).body.data;
    const forCertigier = (await call<OwnCompanyResume>('org.companyResume', {}, asCertigier)).body.data;
    const forStaff = (await call<OwnCompanyResume>('org.companyResume', {}, asStaff)).body.data;
    const forStranger = (await call<PublicResume>('org.publicResume', { a: companyId, b: 'COMPANY' }, stranger.token)).body.data;
    expect(forAdmin).toMatchObject({ ...labels, advantages: '十一年行业经验', editor: true, hasLicencePhoto: true });
    // The photo kept, signed for the administrator, readable by that link; its /files/ URL refused.
    expect(forAdmin.licencePhoto).toMatch(/X-Amz-Signature=/);
    expect((await fetch(forAdmin.licencePhoto!)).status).toBe(200);
    expect((await fetch(photo)).status).not.toBe(200);
    expect(forCertigier).toMatchObject({ licenceNumber: labels.licenceNumber, editor: true, hasLicencePhoto: true });
    expect(forCertigier.licencePhoto).toBeUndefined();
    expect(forStaff).toMatchObject({ licenceNumber: '91************3456', editor: false, hasLicencePhoto: false });
    expect(forStranger).toMatchObject({ kind: 'COMPANY', owner: { id: companyId }, licenceNumber: '91************3456', staff: labels.staff, turnover: labels.turnover, patents: labels.patents });
    for (const seen of [forStaff, forStranger]) {
      const text = JSON.stringify(seen);
      expect(text).not.toContain('licence/');
      expect(text).not.toContain(labels.licenceNumber);
      for (const person of [admin, certigier, staff]) expect(text).not.toContain(person.phone);
    }
    expect(Object.keys(forStranger)).not.toContain('licencePhoto');
    // Removed by its administrator: gone for everyone.
    expect(code(await call('org.saveCompanyResume', { ...labels, products: [], removeLicencePhoto: true, updateTime: forAdmin.updateTime }, admin.token))).toBe(200);
    expect((await call<OwnCompanyResume>('org.companyResume', {}, admin.token)).body.data).toMatchObject({ hasLicencePhoto: false });
  });

  it('refuses a fourth year of turnover, a bad e-mail and a licence number of other characters, each named', async () => {
    const admin = await newPerson('COMPANY');
    const years = await call('org.saveCompanyResume', { updateTime: 0, turnover: [2022, 2023, 2024, 2025].map((year) => ({ year, amount: 1 })) }, admin.token);
    const email = await call('org.saveCompanyResume', { updateTime: 0, publicEmail: 'not-an-email' }, admin.token);
    const number = await call('org.saveCompanyResume', { updateTime: 0, licenceNumber: '9133-0100' }, admin.token);
    const amount = await call('org.saveCompanyResume', { updateTime: 0, turnover: [{ year: 2024, amount: -1 }] }, admin.token);
    expect(years.body.msg).toBe('近三年营业额最多3条');
    expect(email.body.msg).toBe('对外邮箱格式不正确');
    expect(number.body.msg).toBe('营业执照号只能包含字母和数字');
    expect(amount.body.msg).toContain('营业额');
    expect([years.status, email.status, number.status, amount.status]).toEqual([400, 400, 400, 400]);
  });

  it('is refused to a personal or team session, and to a former staff member', async () => {
    const [person, team, admin, former] = await Promise.all([newPerson(), newPerson('TEAM'), newPerson('COMPANY'), newPerson()]);
    await hireStaff(admin, former);
    const asFormer = await loginAs(former, 'COMPANY');
    expect(code(await call('org.removeStaff', { userId: former.userId }, admin.token))).toBe(200);
    expect((await call('org.companyResume', {}, person.token)).status).toBe(403);
    expect((await call('org.saveCompanyResume', { updateTime: 0 }, team.token)).status).toBe(403);
    expect((await call('org.companyResume', {}, asFormer)).status).toBe(401);
  });
});
