/**
 * Demo demands for the local cloud (README "Demo accounts"): the demo company and team post a few released demands
 * with demand books, and the team applies to one of the company's, so that 找项目, the project center, the backlog
 * and a negotiation can be tried at once. Written through the project service as a person would; idempotent (skipped
 * when the company already holds the first demand's name), also on a local cloud whose data predates projects.
 */
import { getPersonByPhone } from '../../functions/account/store.js';
import type { TokenClaims } from '../../functions/lib/auth/token.js';
import { membershipsOf } from '../../functions/account/org-store.js';
import { releaseProject, saveProject } from '../../functions/project/demands.js';
import { apply } from '../../functions/project/requests.js';
import { nameHolder } from '../../functions/project/store.js';
import type { AccountType } from '../../shared/domains.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';

const DAY = 86_400_000;

const DEMANDS: { by: 'COMPANY' | 'TEAM'; name: string; categoryId: string; provinceCode: string; cityCode: string; phases: [string, number, number, string][]; book: string }[] = [
  {
    by: 'COMPANY',
    name: '门店预约微信小程序的开发',
    categoryId: 'it-app',
    provinceCode: '330000',
    cityCode: '330100',
    phases: [
      ['需求分析与原型', 300_000, 10, '需求规格说明书、可点击原型'],
      ['小程序开发', 1_200_000, 30, '小程序前端与后台源码、测试报告'],
      ['上线与培训', 200_000, 7, '上线部署、操作培训'],
    ],
    book: '<h2>项目背景</h2><p>我们在杭州有 12 家门店，希望顾客能在<strong>微信小程序</strong>里预约到店服务、选择技师和时间。</p><h2>功能要求</h2><ul><li>门店与技师列表、可预约时段</li><li>预约、改期、取消，微信通知提醒</li><li>后台排班与核销</li></ul>',
  },
  {
    by: 'COMPANY',
    name: '企业官网改版与品牌视觉升级',
    categoryId: 'design',
    provinceCode: '110000',
    cityCode: '110100',
    phases: [
      ['品牌视觉方案', 400_000, 15, '标志优化、色彩与字体规范'],
      ['官网设计与开发', 800_000, 25, '响应式官网、内容管理后台'],
    ],
    book: '<p>公司官网已使用六年，需要按新的品牌定位改版，支持手机访问和中英文切换。</p>',
  },
  {
    by: 'TEAM',
    name: '社区团购数据分析看板',
    categoryId: 'it-data',
    provinceCode: '440000',
    cityCode: '440300',
    phases: [['数据接入与看板', 500_000, 20, '数据接入脚本、可视化看板']],
    book: '<p>为社区团购团长提供销量、复购和库存的数据看板，数据来自现有的订单表。</p>',
  },
];

/** The demo administrator's session claims as its team or company (what logging in there would sign). */
export const claimsOf = async (phone: string, type: Exclude<AccountType, 'PERSONAGE'>): Promise<TokenClaims | undefined> => {
  const person = await getPersonByPhone(phone);
  if (!person) return undefined;
  const org = (await membershipsOf(person.userId)).find((m) => m.orgType === type && m.role === 'ADMIN' && m.status === 'ACTIVE');
  return org ? { userId: person.userId, accountType: type, orgId: org.orgId, sessionId: 'demo-seed' } : undefined;
};

export const seedDemoProjects = async (): Promise<'seeded' | 'present' | 'no demo accounts'> => {
  const [company, team] = await Promise.all([claimsOf(DEMO_ACCOUNTS[2].phone, 'COMPANY'), claimsOf(DEMO_ACCOUNTS[1].phone, 'TEAM')]);
  if (!company || !team) return 'no demo accounts';
  if (await nameHolder(`COMPANY:${company.orgId}`, DEMANDS[0]!.name)) return 'present';
  const released: string[] = [];
  for (const demand of DEMANDS) {
    const claims = demand.by === 'COMPANY' ? company : team;
    const { projectId } = await saveProject(claims, {
      name: demand.name,
      categoryId: demand.categoryId,
      provinceCode: demand.provinceCode,
      cityCode: demand.cityCode,
      phases: demand.phases.map(([name, amount, days, deliverables]) => ({ name, amount, days, deliverables })),
      applyDeadline: Date.now() + 30 * DAY,
      applicantTypes: ['PERSONAGE', 'TEAM', 'COMPANY'],
      visibility: 'PUBLIC',
      attachments: [],
      bookHtml: demand.book,
    });
    await releaseProject(claims, projectId);
    released.push(projectId);
  }
  await apply(team, { projectId: released[0]!, message: '我们团队做过三个预约类小程序，可以提供案例。' });
  return 'seeded';
};
