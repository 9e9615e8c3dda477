/**
 * Demo resumes for the local cloud (README "Demo accounts"; docs/search.md "Resumes"): 林晓's, the team 星火设计工作室's
 * and the demo company's, so that 搜索资源 › 人才 and 单位, /search and the demands' suggested partners find someone at
 * once. Written through the org domain's own services as their owners would (the stream indexes them); idempotent
 * (skipped once the company has a resume), also on a local cloud whose data predates resumes.
 */
import { getPersonByPhone } from '../../functions/account/store.js';
import { savePersonResume } from '../../functions/org/resume.js';
import { saveCompanyResume, saveTeamResume, setTeamConsent } from '../../functions/org/resume-org.js';
import { getResume } from '../../functions/org/resume-store.js';
import { companyResumeInput, personResumeInput, teamResumeInput } from '../../shared/schemas/resume.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { claimsOf } from './seed-projects.js';

export const seedDemoResumes = async (): Promise<'seeded' | 'present' | 'no demo accounts'> => {
  const [person, team, company] = await Promise.all([getPersonByPhone(DEMO_ACCOUNTS[0].phone), claimsOf(DEMO_ACCOUNTS[1].phone, 'TEAM'), claimsOf(DEMO_ACCOUNTS[2].phone, 'COMPANY')]);
  if (!person || !team?.orgId || !company?.orgId) return 'no demo accounts';
  if (await getResume('COMPANY', company.orgId, true)) return 'present';
  await savePersonResume(
    person.userId,
    personResumeInput.parse({
      updateTime: 0,
      skills: ['产品设计', '交互设计', '微信小程序', '需求分析'],
      work: [{ company: '合作云示范科技有限公司', position: '产品经理', start: '2021-07', description: '负责工作台与项目协作模块的产品设计，三个月完成从需求到上线。' }],
      projects: [{ name: '门店预约微信小程序', role: '产品负责人', start: '2023-03', end: '2023-06', description: '预约、排队与会员卡，上线首月服务两万人次。' }],
      education: [{ school: '浙江大学', major: '工业设计', degree: '本科', start: '2017-09', end: '2021-06' }],
      provinceCode: '330000',
      cityCode: '330100',
    }),
  );
  await saveTeamResume(
    team,
    teamResumeInput.parse({
      updateTime: 0,
      introduction: '星火设计工作室专注品牌视觉与界面设计，成员来自一线设计公司，服务过二十余家企业与初创团队。',
      tags: ['品牌设计', 'UI设计', '视觉设计', '宣传册', '小程序界面'],
      works: [{ name: '连锁茶饮品牌升级', description: '标志、门店视觉与包装的整套设计。' }],
      provinceCode: '440000',
      cityCode: '440300',
    }),
  );
  await setTeamConsent(team, true);
  await saveCompanyResume(
    company,
    companyResumeInput.parse({
      updateTime: 0,
      publicEmail: 'hello@hezuo.example.com',
      address: '浙江省杭州市西湖区文三路 90 号 合作云大厦',
      tags: ['物联网', '软件开发', '系统集成', '数据分析'],
      advantages: '十年物联网与企业软件经验，拥有自主通信模块与设备管理平台，服务制造、零售与物流企业三百余家。',
      staff: { doctor: 2, master: 12, bachelor: 46, college: 18, other: 4 },
      turnover: [{ year: 2023, amount: 86_000_000_00 }, { year: 2024, amount: 102_000_000_00 }, { year: 2025, amount: 128_000_000_00 }],
      equipment: [{ name: '射频测试系统', model: 'CMW500', quantity: 2 }],
      patents: [{ name: '一种低功耗无线传感网络的组网方法', number: 'ZL202110345678.9', date: '2022-08' }],
      softwareCopyrights: [{ name: '合作云设备管理平台 V2.0', number: '2023SR0123456' }],
      provinceCode: '330000',
      cityCode: '330100',
    }),
  );
  return 'seeded';
};
