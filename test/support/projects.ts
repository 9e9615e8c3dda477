/** Projects I through the HTTP routes, as a client would (test/integration/project-*.test.ts). */
import type { ProjectDetail } from '../../shared/schemas/project.js';
import { call } from './api.js';
import type { TestPerson } from './people.js';
import { uniqueWord } from './projects-search.js';

const DAY = 86_400_000;

/** What a call answered, or a thrown error naming the call and its answer. */
export const ok = <T>(answer: { body: { code: number; msg: string; data: unknown } }, what: string): T => {
  if (answer.body.code !== 200) throw new Error(`${what}: ${answer.body.code} ${answer.body.msg} ${JSON.stringify(answer.body.data)}`);
  return answer.body.data as T;
};

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

/** A released demand of the person's session's party. */
export const releasedProject = async (owner: TestPerson, fields: Partial<ReturnType<typeof demandFields>> = {}): Promise<ProjectDetail> => {
  const { projectId } = ok<{ projectId: string }>(await call('project.save', { ...demandFields(), ...fields }, owner.token), 'save');
  return ok<ProjectDetail>(await call('project.release', { projectId }, owner.token), 'release');
};
