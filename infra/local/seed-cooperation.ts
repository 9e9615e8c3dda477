/**
 * A demo cooperation for the local cloud (README "Demo accounts"), so that the cooperation pages (docs/cooperation.md)
 * can be tried without first driving a whole negotiation: 陈总's company (party A) released a two-phase demand, 周航's
 * team (party B) applied and was accepted, the terms were agreed and the negotiation fee paid, the cooperation started
 * and phase 1's escrow paid (phase 1 is 编写中), and 周航, the team's leader, assigned phase 1's first document to
 * himself and saved a draft. Every step goes through the service functions the HTTP handlers call, so the fee and the
 * escrow move through the ledger as a real payment does. Idempotent: skipped when the company already holds the
 * demand's name (also on a local cloud whose data predates this seed: it is then added once).
 */
import { startCooperation, payEscrow } from '../../functions/project/cooperation/service.js';
import { cooperationDetail } from '../../functions/project/cooperation/views.js';
import { releaseProject, saveProject } from '../../functions/project/demands.js';
import { cooperateDoc } from '../../functions/project/documents/directory.js';
import { exitEdit, requestEdit, saveDocument } from '../../functions/project/documents/editing.js';
import { confirm, payFee, propose } from '../../functions/project/negotiations.js';
import { answerRequest, apply } from '../../functions/project/requests.js';
import { nameHolder } from '../../functions/project/store.js';
import { DEMO_ACCOUNTS, DEMO_PAY_PASSWORD } from './demo-accounts.js';
import { claimsOf } from './seed-projects.js';

const DAY = 86_400_000;

/** The demand the demo cooperation runs on (its name is the seed's guard); amounts in fen. */
export const DEMO_COOPERATION = {
  name: '产品宣传册与展会物料设计',
  phases: [
    { name: '宣传册设计', amount: 400_000, days: 15, deliverables: '宣传册文案与版式、印刷文件' },
    { name: '展会物料设计', amount: 600_000, days: 20, deliverables: '展板、易拉宝、展位效果图' },
  ],
  document: {
    title: '宣传册文案与版式说明',
    html: '<h2>宣传册结构</h2><p>共 12 页：封面、公司简介、产品介绍、客户案例、联系方式。</p><h2>版式</h2><ul><li>A4 竖版，骑马钉装订</li><li>主色沿用公司品牌蓝</li></ul>',
  },
} as const;

export const seedDemoCooperation = async (): Promise<'seeded' | 'present' | 'no demo accounts'> => {
  const [company, team] = await Promise.all([claimsOf(DEMO_ACCOUNTS[2].phone, 'COMPANY'), claimsOf(DEMO_ACCOUNTS[1].phone, 'TEAM')]);
  if (!company || !team) return 'no demo accounts';
  if (await nameHolder(`COMPANY:${company.orgId}`, DEMO_COOPERATION.name)) return 'present';
  const phases = DEMO_COOPERATION.phases.map((p) => ({ ...p }));

  // 陈总 releases the demand; 周航 applies for his team and 陈总 accepts: the negotiation opens.
  const { projectId } = await saveProject(company, {
    name: DEMO_COOPERATION.name,
    categoryId: 'design',
    provinceCode: '110000',
    cityCode: '110100',
    phases,
    applyDeadline: Date.now() + 7 * DAY,
    applicantTypes: ['TEAM', 'COMPANY'],
    visibility: 'PUBLIC',
    attachments: [],
    bookHtml: '<p>公司将参加今年秋季的行业展会，需要一套新的<strong>产品宣传册</strong>和展位物料，风格与官网一致。</p>',
  });
  await releaseProject(company, projectId);
  const { id } = await apply(team, { projectId, message: '我们为多家科技公司做过宣传册和展会设计，可以提供作品集。' });
  const { negotiationId } = await answerRequest(company, { id, action: 'accept' });
  if (!negotiationId) throw new Error('demo cooperation: the accepted application opened no negotiation');

  // The terms: 陈总 proposes to start at once, phase by phase; 周航 confirms; 陈总 pays the fee (ledger: wallet → platform).
  const proposed = await propose(company, { id: negotiationId, version: 1, terms: { phases, startDate: Date.now(), escrowPlan: 'PER_PHASE', remark: '宣传册先行，展会物料在展会前两周交付。' } });
  const confirmed = await confirm(team, { id: negotiationId, version: proposed.version });
  await payFee(company, { id: negotiationId, version: confirmed.version, payPassword: DEMO_PAY_PASSWORD, requestId: `demo-fee-${negotiationId}` });

  // The cooperation starts and phase 1's escrow is paid (ledger: wallet → the project's escrow account): 编写中.
  await startCooperation(company, projectId);
  const { escrowDue } = await cooperationDetail(company, projectId);
  await payEscrow(company, { projectId, amount: escrowDue, payPassword: DEMO_PAY_PASSWORD, requestId: `demo-escrow-${projectId}` });

  // 周航, party B's leader, assigns phase 1's document to himself, writes a first draft and leaves the editor.
  const { taskId } = await cooperateDoc(team, { projectId, phase: 1, title: DEMO_COOPERATION.document.title, assignee: team.userId });
  await requestEdit(team, { projectId, taskId });
  await saveDocument(team, { projectId, taskId, baseVersion: 0, html: DEMO_COOPERATION.document.html });
  await exitEdit(team, { projectId, taskId, submit: false });
  return 'seeded';
};
