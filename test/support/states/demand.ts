/**
 * The complete demand tests post (re-exported by test/support/projects.ts): a mini-program of three phases, open to
 * every kind of applicant, its deadline 20 days ahead. Kept here, where the state builders start from it, so that
 * test/support/projects.ts may build through them without the two importing each other.
 */
import { uniqueWord } from '../projects-search.js';

const DAY = 86_400_000;

export const demandFields = (name = `项目${uniqueWord()}`) => ({
  name,
  categoryId: 'it-app',
  provinceCode: '330000',
  cityCode: '330100',
  phases: [
    { name: '需求分析', amount: 200_000, days: 10, deliverables: '需求规格说明书' },
    { name: '开发', amount: 500_000, days: 30, deliverables: '小程序源码与部署' },
    { name: '验收上线', amount: 100_000, days: 5, deliverables: '验收报告' },
  ],
  applyDeadline: Date.now() + 20 * DAY,
  applicantTypes: ['PERSONAGE', 'TEAM', 'COMPANY'] as ('PERSONAGE' | 'TEAM' | 'COMPANY')[],
  bookHtml: '<p>我们需要开发一个<strong>微信小程序</strong>，用于门店预约。</p>',
});
