/**
 * Resumes in browsers (issue 31): a person fills 个人简历's sections (a work row added, saved, then the public view),
 * a team's administrator and a company's administrator open 团队简历 and 单位简历 filled through the API, and a
 * company's staff member sees the company's resume read-only with the licence number masked and no licence photo.
 * Every page is kept as a screenshot at 1366 and 390 px (test-results/e2e/resumes), never scrolling sideways, with no
 * serious or critical axe finding at either width.
 */
import type { Page } from 'playwright-core';
import { call } from '../../support/api.js';
import { screenshot, useBrowserPages } from '../../support/browser.js';
import { loggedInPage, site } from '../../support/chat-panel.js';
import { watchErrors } from '../../support/e2e-pages.js';
import { hireStaff, joinTeam } from '../../support/org.js';
import { login, newPerson } from '../../support/people.js';
import { ok } from '../../support/projects.js';
import { completeBaseInfo, uploadAs } from '../../support/uploads.js';
import { axeFindings, overflowOf } from '../../support/page-checks.js';

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

const shoot = async (page: Page, name: string): Promise<void> => {
  await screenshot(page, `resumes/${name}-1366`);
  expect(await axeFindings(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await expect.poll(() => overflowOf(page), { timeout: 5_000 }).toEqual([]);
  await screenshot(page, `resumes/${name}-390`);
  expect(await axeFindings(page)).toEqual([]);
  await page.setViewportSize(DESKTOP);
};

describe('resumes in the browser', () => {
  const pages = useBrowserPages();

  it('a person adds a work row and saves; the public view shows it', { timeout: 180_000 }, async () => {
    const person = await newPerson();
    await completeBaseInfo(person);
    const picture = (await uploadAs(person, 'image', 'work.png')).fileUrl;
    ok(await call('org.savePersonResume', {
      updateTime: 0,
      skills: ['React', 'TypeScript', '产品设计'],
      education: [{ school: '浙江大学', major: '计算机科学与技术', degree: '本科', start: '2016-09', end: '2020-06' }],
      projects: [{ name: '门店预约微信小程序', role: '前端负责人', start: '2022-03', end: '2022-08', description: '预约、排队与会员卡三个模块，两个月上线。' }],
      certificates: [{ name: '软件设计师', issuer: '工业和信息化部', date: '2021-11' }],
      pictures: [picture],
    }, person.token), 'save resume');

    const page = await loggedInPage(pages.browser(), person);
    const errors = watchErrors(page);
    await page.goto(site('/work/userCenter/resume'));
    const work = page.getByTestId('resume-list-work');
    await expect.poll(() => work.isVisible(), { timeout: 20_000 }).toBe(true);
    await work.getByRole('button', { name: '添加工作经历' }).click();
    await work.getByRole('textbox', { name: '工作单位' }).fill('合作云示范科技有限公司');
    await work.getByRole('textbox', { name: '职位' }).fill('前端工程师');
    await work.getByRole('textbox', { name: /开始时间/ }).fill('2020-07');
    await work.getByRole('textbox', { name: '工作内容' }).fill('负责合作云工作台与消息的前端开发。');
    await shoot(page, 'person-editor');
    await page.getByRole('button', { name: '保存简历' }).click();
    await expect.poll(() => page.getByText('简历已保存').isVisible(), { timeout: 10_000 }).toBe(true);
    const saved = ok<{ work: { company: string }[] }>(await call('org.personResume', {}, person.token), 'read');
    expect(saved.work.map((row) => row.company)).toEqual(['合作云示范科技有限公司']);

    await page.getByRole('button', { name: '预览公开简历' }).click();
    const view = page.getByTestId('resume-view');
    await expect.poll(() => view.getByText('合作云示范科技有限公司').isVisible(), { timeout: 10_000 }).toBe(true);
    await shoot(page, 'person-view');
    expect(errors).toEqual([]);
  });

  it('a team’s administrator and a company’s administrator and staff see their resumes; the staff never the photo', { timeout: 180_000 }, async () => {
    const [team, member, company, staff] = await Promise.all([newPerson('TEAM'), newPerson(), newPerson('COMPANY'), newPerson()]);
    await Promise.all([completeBaseInfo(team), completeBaseInfo(member), completeBaseInfo(company), completeBaseInfo(staff)]);
    await joinTeam(team, member);
    await hireStaff(company, staff);
    ok(await call('org.saveTeamResume', { updateTime: 0, introduction: '我们是一支专注品牌视觉与界面设计的小团队，服务过二十余家企业。', tags: ['品牌设计', 'UI 设计', '宣传册'], works: [{ name: '产品宣传册', description: '展会物料与宣传册整套设计', link: 'https://example.com/works/1' }] }, team.token), 'team resume');
    ok(await call('org.teamResumeConsent', { shown: true }, team.token), 'consent');
    const photo = (await uploadAs(company, 'licence', 'licence.png')).fileUrl;
    ok(await call('org.saveCompanyResume', {
      updateTime: 0,
      licenceNumber: '91330100MA2K123456', publicEmail: 'hello@example.com', address: '浙江省杭州市西湖区文三路 1 号', licencePhoto: photo,
      tags: ['软件开发', '系统集成'], advantages: '十年行业经验，服务过三百余家企业客户。',
      staff: { doctor: 2, master: 10, bachelor: 50, college: 20, other: 5 },
      turnover: [{ year: 2023, amount: 120_000_000 }, { year: 2024, amount: 150_000_000 }, { year: 2025, amount: 180_000_000 }],
      equipment: [{ name: '服务器', model: 'R740', quantity: 12 }],
      patents: [{ name: '一种多方协作的项目管理方法', number: 'ZL2020100000001', date: '2021-05' }],
      softwareCopyrights: [{ name: '合作云协作平台 V1.0', number: '2021SR000001' }],
      qualifications: [{ name: 'ISO9001 质量管理体系认证', number: 'Q-001', issuer: '认证中心', validUntil: '2027-12' }],
    }, company.token), 'company resume');

    const t = await loggedInPage(pages.browser(), team);
    const errorsT = watchErrors(t);
    await t.goto(site('/team/teamResume'));
    await expect.poll(() => t.getByRole('textbox', { name: /团队介绍/ }).isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => t.getByTestId('resume-view').getByText(team.nickname).isVisible(), { timeout: 10_000 }).toBe(true);
    await shoot(t, 'team-admin');

    const c = await loggedInPage(pages.browser(), company);
    const errorsC = watchErrors(c);
    await c.goto(site('/company/comResume'));
    await expect.poll(() => c.getByRole('img', { name: '营业执照照片' }).isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => c.getByTestId('resume-view').getByText('91************3456').isVisible()).toBe(true);
    await shoot(c, 'company-admin');

    const asStaff = ok<string>(await login(staff.phone, staff.password, 'COMPANY'), 'staff login');
    const s = await loggedInPage(pages.browser(), { ...staff, token: asStaff });
    const errorsS = watchErrors(s);
    await s.goto(site('/company/comResume'));
    await expect.poll(() => s.getByText('仅管理员或授权人可以编辑').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await s.getByText('91************3456').count()).toBe(1);
    expect(await s.getByRole('img', { name: '营业执照照片' }).count()).toBe(0);
    expect(await s.content()).not.toContain('licence/');
    await shoot(s, 'company-staff');
    expect([...errorsT, ...errorsC, ...errorsS]).toEqual([]);
  });
});
