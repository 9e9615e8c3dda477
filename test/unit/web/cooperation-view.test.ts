// @vitest-environment jsdom
/**
 * The cooperation pages' view logic (web/src/features/project-center/model/cooperation.ts): the acceptance countdown
 * in words, each phase's planned days, its place in the stepper, the handovers a side may send, what an escrow
 * payment covers and where party A pays it; and from the wallet (web/src/features/wallet/model): what a short wallet
 * lacks and the cashier's way back to the page that sent the person to recharge.
 */
import { describe, expect, it } from 'vitest';
import { phaseProcess } from '../../../shared/process/cooperation.js';
import type { PhaseView } from '../../../shared/schemas/cooperation.js';
import {
  acceptanceCountdown,
  actsIn,
  doneText,
  escrowCovers,
  handoversFor,
  plannedDates,
  stepStatus,
  timeLeft,
  trusteeshipFeePath,
} from '../../../web/src/features/project-center/model/cooperation.js';
import { cooperationEn } from '../../../web/src/features/project-center/cooperation-texts-en.js';
import { cooperationZhCN } from '../../../web/src/features/project-center/cooperation-texts.js';
import { shortfall } from '../../../web/src/features/wallet/model/payer.js';
import { returnPath, withReturn } from '../../../web/src/features/wallet/model/wallet-paths.js';
import { cooperatePath } from '../../../web/src/config/paths.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 26, 2, 0);

const phase = (index: number, over: Partial<PhaseView> = {}): PhaseView => ({
  index,
  name: `阶段${index}`,
  amount: 100_000 * index,
  days: 10,
  deliverables: '',
  state: 'PENDING',
  stateLabel: '未开始',
  funded: false,
  rounds: 0,
  ...over,
});

describe('the acceptance countdown', () => {
  it('says days and hours from a day on, rounded down', () => {
    expect(timeLeft(NOW + 13 * DAY + 5 * HOUR + 59 * MINUTE, NOW)).toBe('13天5小时');
    // Just delivered: 14 days less the moment it took is 13天23小时, never a promise of 14 days.
    expect(timeLeft(NOW + 14 * DAY - 1_000, NOW)).toBe('13天23小时');
    expect(timeLeft(NOW + 14 * DAY, NOW)).toBe('14天0小时');
    expect(timeLeft(NOW + DAY, NOW)).toBe('1天0小时');
  });

  it('says hours and minutes within a day, minutes within an hour, and 1分钟内 at the end', () => {
    expect(timeLeft(NOW + DAY - MINUTE, NOW)).toBe('23小时59分钟');
    expect(timeLeft(NOW + 5 * HOUR + 20 * MINUTE + 30_000, NOW)).toBe('5小时20分钟');
    expect(timeLeft(NOW + 20 * MINUTE + 59_000, NOW)).toBe('20分钟');
    expect(timeLeft(NOW + 59_000, NOW)).toBe('1分钟内');
    expect(timeLeft(NOW - HOUR, NOW)).toBe('1分钟内');
  });

  it('names the phase, and is there only while the phase waits for acceptance', () => {
    expect(acceptanceCountdown(phase(1, { autoAcceptAt: NOW + 13 * DAY + 5 * HOUR }), NOW)).toBe('第1阶段将在13天5小时后自动验收');
    expect(acceptanceCountdown(phase(2), NOW)).toBeUndefined();
  });
});

describe('the phases', () => {
  it('plans each phase after the one before, from the cooperation’s start', () => {
    const dates = plannedDates(NOW, [phase(1, { days: 10 }), phase(2, { days: 30 }), phase(3, { days: 5 })]);
    expect(dates).toEqual([
      { start: NOW, end: NOW + 10 * DAY },
      { start: NOW + 10 * DAY, end: NOW + 40 * DAY },
      { start: NOW + 40 * DAY, end: NOW + 45 * DAY },
    ]);
    expect(plannedDates(NOW, [])).toEqual([]);
  });

  it('places each phase in the stepper: accepted, running, to come', () => {
    expect(stepStatus(phase(1, { state: 'ACCEPTED' }), 2)).toBe('done');
    expect(stepStatus(phase(2, { state: 'COMPILING' }), 2)).toBe('current');
    expect(stepStatus(phase(3), 2)).toBe('upcoming');
    // The last phase accepted: the cooperation completed, its current phase is done.
    expect(stepStatus(phase(3, { state: 'ACCEPTED' }), 3)).toBe('done');
  });
});

describe('the toast after a phase action', () => {
  it('says a verdict as what it did, never 审核不通过成功, and the other actions as done', () => {
    const said = Object.fromEntries(phaseProcess.transitions.filter((t) => !t.actors.includes('platform')).map((t) => [t.name, doneText(t)]));
    expect(said).toMatchObject({
      checkPass: '审核已通过',
      checkNoPass: '审核不通过，已退回编写人修改',
      assessPass: '评估已通过',
      assessNoPass: '评估不通过，已退回乙方修改',
      acceptancePass: '验收已通过',
      acceptanceNoPass: '验收不通过，已退回乙方修改',
      goCheck: '提交审核成功',
    });
    expect(Object.values(said).filter((text) => /通过成功/.test(text))).toEqual([]);
  });
});

describe('the handovers', () => {
  it('lets each acting side send its own kinds while the cooperation runs', () => {
    expect(handoversFor('partyA', 'COOPERATING')).toEqual(['toPartyBHandover', 'toPartyBSubmit']);
    expect(handoversFor('partyB', 'COOPERATING')).toEqual(['toPartyAHandover', 'toPartyADelivery', 'toPartyAIssueReport']);
  });

  it('gives staff who only read, and a completed cooperation, none', () => {
    expect(handoversFor('partyAStaff', 'COOPERATING')).toEqual([]);
    expect(handoversFor('partyBStaff', 'COOPERATING')).toEqual([]);
    expect(handoversFor('partyA', 'COMPLETED')).toEqual([]);
    expect(actsIn('partyA')).toBe(true);
    expect(actsIn('partyBStaff')).toBe(false);
  });
});

describe('the trusteeship fee', () => {
  it('works out what a short wallet lacks (nothing while the balance is unknown)', () => {
    expect(shortfall(50_000, 200_000)).toBe(150_000);
    expect(shortfall(200_000, 200_000)).toBe(0);
    expect(shortfall(300_000, 200_000)).toBe(0);
    expect(shortfall(undefined, 200_000)).toBe(0);
  });

  it('covers the running phase, or every unfunded phase when all is paid at once', () => {
    const phases = [phase(1, { state: 'ACCEPTED', funded: true }), phase(2, { state: 'UNFUNDED' }), phase(3)];
    expect(escrowCovers({ escrowPlan: 'PER_PHASE', phases, current: 2 }).map((p) => p.index)).toEqual([2]);
    expect(escrowCovers({ escrowPlan: 'ALL_AT_ONCE', phases, current: 2 }).map((p) => p.index)).toEqual([2, 3]);
  });

  it('is paid on the page of the session’s account type', () => {
    expect(trusteeshipFeePath('PERSONAGE', '01HZX')).toBe('/trusteeship-fee/personal?projectId=01HZX');
    expect(trusteeshipFeePath('TEAM', '01HZX')).toBe('/trusteeship-fee/company?projectId=01HZX');
    expect(trusteeshipFeePath('COMPANY', '01HZX')).toBe('/trusteeship-fee/company?projectId=01HZX');
    expect(cooperatePath('01HZX')).toBe('/project/cooperate/01HZX');
  });

  it('leads the cashier back only to a page of this site', () => {
    const back = '/trusteeship-fee/company?projectId=01HZX';
    expect(withReturn('/cashier/p1', back)).toBe(`/cashier/p1?back=${encodeURIComponent(back)}`);
    expect(withReturn('/cashier/p1?x=1', back)).toBe(`/cashier/p1?x=1&back=${encodeURIComponent(back)}`);
    expect(withReturn('/cashier/p1', undefined)).toBe('/cashier/p1');
    expect(returnPath(back)).toBe(back);
    for (const bad of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', '/login?redirect=/work', '/cashier/p2', '', null]) expect(returnPath(bad)).toBeUndefined();
  });
});

describe('the texts', () => {
  it('gives every zh_CN key an English placeholder, and writes the zh_CN texts in Chinese', () => {
    expect(Object.keys(cooperationEn).sort()).toEqual(Object.keys(cooperationZhCN).sort());
    const han = /\p{Script=Han}/u;
    expect(Object.entries(cooperationZhCN).filter(([, text]) => !han.test(text))).toEqual([]);
  });
});
