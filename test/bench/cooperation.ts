/**
 * Cooperation figures on the local cloud (docs/cooperation.md), over HTTP through the local gateway as a browser
 * sends them, with the test clients (test/support/cooperation.ts, documents.ts):
 * - acceptance → payment: `project.coop.acceptancePass` on a delivered first phase of two. The call moves the phase
 *   to 已验收 and, in the same ledger posting, pays party B the phase less the service fee out of the escrow, then
 *   opens the next phase. COOPERATIONS cooperations are set up first (released, applied, agreed, fee paid, started,
 *   escrow paid with the pay password, checked and delivered); half are accepted one at a time, half with
 *   ACCEPT_CONCURRENCY in flight. Afterwards every party B's wallet is checked to hold exactly its phase less the fee.
 * - document save: `project.docSave` by the writer holding the edit lock, each save on the version it read (a new
 *   version of the whole text, the lease renewed). DOCUMENTS documents, each written by its own person; SAVES saves of
 *   a typical page (about 6 KB of Chinese HTML, growing a paragraph per save) one at a time, then as many with one
 *   save per document in flight. Afterwards each document's version is checked to be the number of its saves.
 */
import { phaseServiceFeeOf } from '../../shared/limits.js';
import type { DocumentSaved, DocumentView } from '../../shared/schemas/documents.js';
import type { CloudInfo } from '../support/cloud-info.js';
import { call } from '../support/api.js';
import { agreedProject, deliverPhase, fundedCooperation, payEscrow, type Agreed } from '../support/cooperation.js';
import { addNode } from '../support/documents.js';
import { ok } from '../support/projects.js';
import { measure, type Latency } from './stats.js';

export const COOPERATIONS = 60;
export const ACCEPT_CONCURRENCY = 8;
export const DOCUMENTS = 8;
export const SAVES = 200;
const SETUP_CONCURRENCY = 4;
const PHASE_AMOUNT = 120_000;
const PHASES = [
  { name: '需求分析', amount: PHASE_AMOUNT, days: 10, deliverables: '需求说明书' },
  { name: '开发上线', amount: 80_000, days: 20, deliverables: '源码与部署' },
];

export interface CooperationFigures {
  alone: Latency;
  concurrent: Latency;
  saveAlone: Latency;
  saveConcurrent: Latency;
  setupSeconds: number;
  htmlBytes: number;
}

/** Runs `task` for 0 … n-1, `concurrency` at a time; throws on the first failure (setup must not fail). */
const each = async (n: number, concurrency: number, task: (i: number) => Promise<void>): Promise<void> => {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) await task(next++);
    }),
  );
};

const PARAGRAPH = '<p>本阶段完成门店预约小程序的需求分析：用户扫码登录、选择门店与服务项目、预约时段、在线支付定金，商家后台确认预约并推送提醒；数据看板按日统计预约量与到店率。</p>';
/** A page of about 6 KB, a paragraph longer on each save. */
const pageAt = (save: number) => `<h2>需求规格说明书</h2>${PARAGRAPH.repeat(25 + (save % 10))}`;

export const cooperationFigures = async (cloud: CloudInfo): Promise<CooperationFigures> => {
  process.env.HEZUO_BENCH_SITE = cloud.siteUrl;
  Object.assign(process.env, cloud.env);
  const setupStarted = performance.now();

  // Delivered first phases, waiting for party A's acceptance.
  const delivered: Agreed[] = [];
  await each(COOPERATIONS, SETUP_CONCURRENCY, async () => {
    const c = await agreedProject({ phases: PHASES, spare: PHASE_AMOUNT });
    ok(await call('project.coop.start', { projectId: c.projectId }, c.partyA.token), 'start');
    await payEscrow(c);
    await deliverPhase(c, 1);
    delivered.push(c);
  });
  // Documents, each assigned to its party B (a person: its own leader and writer) and locked by it.
  const documents: { token: string; projectId: string; taskId: string; version: number }[] = [];
  await each(DOCUMENTS, SETUP_CONCURRENCY, async () => {
    const c = await fundedCooperation({ phases: [PHASES[0]!] });
    const node = await addNode(c, { title: '需求规格说明书', assignee: c.partyB.userId });
    ok(await call('project.docRequestEdit', { projectId: c.projectId, taskId: node.taskId }, c.partyB.token), 'request edit');
    documents.push({ token: c.partyB.token, projectId: c.projectId, taskId: node.taskId, version: 0 });
  });
  const setupSeconds = (performance.now() - setupStarted) / 1000;

  const accept = async (i: number) => {
    const c = delivered[i]!;
    const answer = await call('project.coop.acceptancePass', { projectId: c.projectId, phase: 1 }, c.partyA.token);
    return answer.body.code === 200;
  };
  const half = COOPERATIONS / 2;
  // The project handler is warm from the setup.
  const alone = await measure(half, 1, (i) => accept(i));
  const concurrent = await measure(half, ACCEPT_CONCURRENCY, (i) => accept(half + i));
  const wrong: string[] = [];
  await each(COOPERATIONS, 8, async (i) => {
    const c = delivered[i]!;
    const wallet = ok<{ available: number }>(await call('wallet.info', {}, c.partyB.token), 'wallet');
    if (wallet.available !== PHASE_AMOUNT - phaseServiceFeeOf(PHASE_AMOUNT)) wrong.push(`${c.projectId}: ${wallet.available}`);
  });
  if (wrong.length) throw new Error(`cooperation bench: party B not paid the phase less the fee: ${wrong.join(', ')}`);

  let saves = 0;
  const save = async (doc: (typeof documents)[number]) => {
    const answer = await call<DocumentSaved>('project.docSave', { projectId: doc.projectId, taskId: doc.taskId, baseVersion: doc.version, html: pageAt(saves++) }, doc.token);
    if (answer.body.code !== 200) return false;
    doc.version = answer.body.data.version;
    return true;
  };
  const saveAlone = await measure(SAVES, 1, (i) => save(documents[i % DOCUMENTS]!));
  // One save per document in flight (a save is on the version it read): each takes a document no save is on.
  const free = [...documents];
  const saveConcurrent = await measure(SAVES, DOCUMENTS, async () => {
    const doc = free.shift()!;
    try {
      return await save(doc);
    } finally {
      free.push(doc);
    }
  });
  for (const doc of documents) {
    const view = ok<DocumentView>(await call('project.docQuery', { projectId: doc.projectId, taskId: doc.taskId }, doc.token), 'document');
    if (view.version !== doc.version) throw new Error(`cooperation bench: document ${doc.taskId} at version ${view.version}, its saves made ${doc.version}`);
  }
  return { alone, concurrent, saveAlone, saveConcurrent, setupSeconds, htmlBytes: Buffer.byteLength(pageAt(5)) };
};
