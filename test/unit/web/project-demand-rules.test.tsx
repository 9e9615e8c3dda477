/**
 * The demand form's rules (web/src/features/project-demand/model): typed yuan become exact fen and are held to
 * ¥1.00–¥10,000,000.00; the budget is the sum of the amounts that read; the deadline is the end of the picked day,
 * after now and within PROJECT_LIMITS.deadlineDaysMax days; a whole demand needs every field but the book while a
 * draft needs only the name; the server's issues land under the fields they name.
 */
import { describe, expect, it } from 'vitest';
import { PROJECT_ERRORS } from '../../../shared/errors/project.js';
import { PROJECT_LIMITS } from '../../../shared/limits.js';
import type { ProjectDetail } from '../../../shared/schemas/project.js';
import { deadlineBounds, deadlineIssue, deadlineOf } from '../../../web/src/features/project-demand/model/deadline.js';
import { checkDemand, completeDemand, errorsOfIssues, firstErrorKey, newDemandValues, valuesOfDetail, type DemandValues } from '../../../web/src/features/project-demand/model/demand-form.js';
import { budgetOf, emptyPhase, fenToYuanText, phaseAmount, phaseDays, type PhaseRow } from '../../../web/src/features/project-demand/model/phases.js';

const DAY = 86_400_000;
/** A fixed "now": 2026-03-10 10:00 local time. */
const NOW = new Date(2026, 2, 10, 10, 0, 0).getTime();

const row = (name: string, amount: string, days: string, deliverables: string): PhaseRow => ({ ...emptyPhase(), name, amount, days, deliverables });

const whole = (overrides: Partial<DemandValues> = {}): DemandValues => ({
  ...newDemandValues(),
  name: '门店预约小程序',
  categoryId: 'it-app',
  region: { provinceCode: '330000', cityCode: '330100' },
  phases: [row('需求分析', '2000', '10', '需求规格说明书'), row('开发', '5,000.50', '30', '源码'), row('验收', '1000', '5', '验收报告')],
  deadline: '2026-03-30',
  ...overrides,
});

describe('phase amounts', () => {
  it('reads typed yuan into exact fen, full-width digits and thousands commas included', () => {
    expect(phaseAmount('1')).toEqual({ fen: 100 });
    expect(phaseAmount('1.1')).toEqual({ fen: 110 });
    expect(phaseAmount('1234.56')).toEqual({ fen: 123_456 });
    expect(phaseAmount('１２．３')).toEqual({ fen: 1_230 });
    expect(phaseAmount('5,000.50')).toEqual({ fen: 500_050 });
    // 1.15 * 100 in floating point is 114.99999999999999: digits, not floats.
    expect(phaseAmount('1.15')).toEqual({ fen: 115 });
  });

  it('refuses what is not an amount, below ¥1.00 and above ¥10,000,000.00', () => {
    expect(phaseAmount('')).toEqual({ error: '请输入阶段金额' });
    expect(phaseAmount('abc')).toEqual({ error: '阶段金额必须是数字' });
    expect(phaseAmount('-5')).toEqual({ error: '阶段金额不能为负数' });
    expect(phaseAmount('1.234')).toEqual({ error: '阶段金额最多保留两位小数' });
    expect(phaseAmount('0')).toEqual({ error: '阶段金额不能少于¥1.00' });
    expect(phaseAmount('0.99')).toEqual({ error: '阶段金额不能少于¥1.00' });
    expect(phaseAmount('10000000')).toEqual({ fen: PROJECT_LIMITS.phaseAmountMax });
    expect(phaseAmount('10000000.01')).toEqual({ error: '阶段金额不能超过¥10,000,000.00' });
    expect(phaseAmount('1e9')).toEqual({ error: '阶段金额必须是数字' });
  });

  it('shows fen back as yuan the field can read again', () => {
    expect(fenToYuanText(100)).toBe('1');
    expect(fenToYuanText(500_050)).toBe('5000.50');
    expect(fenToYuanText(7)).toBe('0.07');
    for (const fen of [100, 101, 110, 123_456, 1_000_000_000]) expect(phaseAmount(fenToYuanText(fen))).toEqual({ fen });
  });

  it('takes whole days from 1 to the limit', () => {
    expect(phaseDays('10')).toEqual({ days: 10 });
    expect(phaseDays('１５')).toEqual({ days: 15 });
    expect(phaseDays('')).toEqual({ error: '请填写工期' });
    expect(phaseDays('0')).toEqual({ error: `工期须为1至${PROJECT_LIMITS.phaseDaysMax}的整数天` });
    expect(phaseDays('1.5')).toEqual({ error: `工期须为1至${PROJECT_LIMITS.phaseDaysMax}的整数天` });
    expect(phaseDays(String(PROJECT_LIMITS.phaseDaysMax + 1))).toEqual({ error: `工期须为1至${PROJECT_LIMITS.phaseDaysMax}的整数天` });
  });
});

describe('the budget', () => {
  it('is the sum of the phases’ amounts in fen, without floating-point error', () => {
    // 1.1 + 2.2 in floating point is 3.3000000000000003.
    expect(budgetOf([row('a', '1.1', '', ''), row('b', '2.2', '', ''), row('c', '1', '', '')])).toBe(430);
    expect(budgetOf(whole().phases)).toBe(200_000 + 500_050 + 100_000);
  });

  it('counts an amount still being typed, or refused, as nothing', () => {
    expect(budgetOf([row('a', '100', '', ''), row('b', '12.', '', ''), row('c', 'abc', '', ''), row('d', '', '', '')])).toBe(10_000 + 1_200);
    expect(budgetOf([])).toBe(0);
  });
});

describe('the application deadline', () => {
  it('is the last millisecond of the picked day', () => {
    expect(deadlineOf('2026-03-30')).toBe(new Date(2026, 2, 30, 23, 59, 59, 999).getTime());
    expect(deadlineOf('2026-02-30')).toBeUndefined();
    expect(deadlineOf('30/03/2026')).toBeUndefined();
  });

  it('must be picked, after now, and within the limit', () => {
    const max = PROJECT_LIMITS.deadlineDaysMax;
    expect(deadlineIssue('', NOW)).toBe('请选择申请截止时间');
    expect(deadlineIssue('', NOW, false)).toBeUndefined();
    expect(deadlineIssue('2026-03-09', NOW)).toBe('申请截止时间须晚于当前时间');
    // Today still counts: applications close at its end.
    expect(deadlineIssue('2026-03-10', NOW)).toBeUndefined();
    expect(deadlineIssue('2027-03-09', NOW)).toBeUndefined();
    expect(deadlineIssue('2027-03-10', NOW)).toBe(`申请截止时间不能超过${max}天后`);
    expect(deadlineIssue('2026-13-01', NOW)).toBe('申请截止时间不正确');
  });

  it('offers today to the last day that ends within the limit', () => {
    const { min, max } = deadlineBounds(NOW);
    expect(min).toBe('2026-03-10');
    expect(max).toBe('2027-03-09');
    expect(deadlineIssue(max, NOW)).toBeUndefined();
    expect((deadlineOf(max) ?? Infinity) <= NOW + PROJECT_LIMITS.deadlineDaysMax * DAY).toBe(true);
  });
});

describe('checking the demand', () => {
  it('turns a whole demand into what `project` takes: trimmed text, fen, whole days, the deadline’s end of day', () => {
    const checked = checkDemand(whole({ name: '  门店预约小程序 ' }), NOW, 'full');
    expect(checked.errors).toEqual({});
    expect(checked.fields).toEqual({
      name: '门店预约小程序',
      categoryId: 'it-app',
      provinceCode: '330000',
      cityCode: '330100',
      phases: [
        { name: '需求分析', amount: 200_000, days: 10, deliverables: '需求规格说明书' },
        { name: '开发', amount: 500_050, days: 30, deliverables: '源码' },
        { name: '验收', amount: 100_000, days: 5, deliverables: '验收报告' },
      ],
      applyDeadline: new Date(2026, 2, 30, 23, 59, 59, 999).getTime(),
      applicantTypes: ['PERSONAGE', 'TEAM', 'COMPANY'],
      visibility: 'PUBLIC',
      attachments: [],
    });
    expect(completeDemand(checked.fields!)).toEqual(checked.fields);
  });

  it('needs every field of a whole demand, with a Chinese message under each', () => {
    const checked = checkDemand({ ...newDemandValues(), applicantTypes: [] }, NOW, 'full');
    expect(checked.fields).toBeUndefined();
    expect(checked.errors).toEqual({
      name: '请填写项目名称',
      categoryId: '请选择项目分类',
      region: '请选择省份',
      'phases.0.name': '请填写阶段名称',
      'phases.0.amount': '请输入阶段金额',
      'phases.0.days': '请填写工期',
      'phases.0.deliverables': '请填写交付内容',
      applyDeadline: '请选择申请截止时间',
      applicantTypes: '请选择可申请对象',
    });
    expect(checkDemand(whole({ phases: [] }), NOW, 'full').errors).toEqual({ phases: '请至少填写一个项目阶段' });
    expect(firstErrorKey(checked.errors)).toBe('name');
  });

  it('holds names, phases and the deadline to their limits', () => {
    const long = 'x'.repeat(PROJECT_LIMITS.name + 1);
    const errors = checkDemand(whole({ name: long, deadline: '2026-03-01', phases: [row('需求分析', '0.5', '0', '需求规格说明书')] }), NOW, 'full').errors;
    expect(errors).toEqual({
      name: `项目名称不能超过${PROJECT_LIMITS.name}个字符`,
      'phases.0.amount': '阶段金额不能少于¥1.00',
      'phases.0.days': `工期须为1至${PROJECT_LIMITS.phaseDaysMax}的整数天`,
      applyDeadline: '申请截止时间须晚于当前时间',
    });
  });

  it('refuses a name the live check found taken', () => {
    expect(checkDemand(whole(), NOW, 'full', true).errors).toEqual({ name: PROJECT_ERRORS.PROJECT_NAME_TAKEN.msg });
  });

  it('keeps a draft with the name alone, leaves blank phase rows out and still refuses what is filled in wrong', () => {
    const draft = checkDemand({ ...newDemandValues(), name: '草稿', applicantTypes: [] }, NOW, 'draft');
    expect(draft.errors).toEqual({});
    expect(draft.fields).toEqual({ name: '草稿', phases: [], visibility: 'PUBLIC', attachments: [] });
    expect(completeDemand(draft.fields!)).toBeUndefined();

    const partial = checkDemand({ ...newDemandValues(), name: '草稿', phases: [emptyPhase(), row('开发', '12.345', '', '')], deadline: '2020-01-01' }, NOW, 'draft');
    expect(partial.errors).toEqual({
      'phases.1.amount': '阶段金额最多保留两位小数',
      'phases.1.days': '请填写工期',
      'phases.1.deliverables': '请填写交付内容',
      applyDeadline: '申请截止时间须晚于当前时间',
    });
    expect(checkDemand(newDemandValues(), NOW, 'draft').errors).toEqual({ name: '请填写项目名称' });
  });
});

describe('the server’s issues', () => {
  it('land under the fields and phase rows they name; the rest at form level', () => {
    expect(
      errorsOfIssues([
        { path: 'name', message: '项目名称不能超过40个字符' },
        { path: 'cityCode', message: '城市不属于所选省份' },
        { path: 'phases.1.amount', message: '阶段金额不能大于1000000000' },
        { path: 'phases.1.amount', message: '第二条' },
        { path: 'applyDeadline', message: '申请截止时间须晚于当前时间' },
        { path: 'attachments.0.url', message: '附件地址不正确' },
        { path: 'projectId', message: '项目格式不正确' },
      ]),
    ).toEqual({
      name: '项目名称不能超过40个字符',
      region: '城市不属于所选省份',
      'phases.1.amount': '阶段金额不能大于1000000000',
      applyDeadline: '申请截止时间须晚于当前时间',
      attachments: '附件地址不正确',
      _form: '项目格式不正确',
    });
  });

  it('find the form row of a phase a draft sent without the blank rows before it', () => {
    const checked = checkDemand({ ...newDemandValues(), name: '草稿', phases: [emptyPhase(), row('开发', '100', '3', '源码')] }, NOW, 'draft');
    expect(checked.phaseRows).toEqual([1]);
    expect(errorsOfIssues([{ path: 'phases.0.name', message: '阶段名称不能超过30个字符' }], checked.phaseRows)).toEqual({ 'phases.1.name': '阶段名称不能超过30个字符' });
  });
});

describe('a saved demand in the form', () => {
  it('comes back as typed values: yuan from fen, the day of its deadline, its applicant types in order', () => {
    const detail = {
      projectId: '01HZX0000000000000000000AA',
      name: '旧项目（副本）',
      categoryId: 'it-app',
      categoryName: 'App 与小程序',
      provinceCode: '110000',
      cityCode: '110100',
      phases: [{ name: '开发', amount: 123_456, days: 20, deliverables: '源码' }],
      applyDeadline: new Date(2026, 3, 1, 23, 59, 59, 999).getTime(),
      applicantTypes: ['COMPANY', 'PERSONAGE'],
      visibility: 'PRIVATE',
      attachments: [{ name: '说明.pdf', url: 'http://localhost/files/project-file/u/a.pdf', size: 1024 }],
    } as unknown as ProjectDetail;
    const values = valuesOfDetail(detail);
    expect(values).toMatchObject({
      name: '旧项目（副本）',
      categoryId: 'it-app',
      categoryName: 'App 与小程序',
      region: { provinceCode: '110000', cityCode: '110100' },
      deadline: '2026-04-01',
      applicantTypes: ['PERSONAGE', 'COMPANY'],
      visibility: 'PRIVATE',
    });
    expect(values.phases.map(({ key: _key, ...rest }) => rest)).toEqual([{ name: '开发', amount: '1234.56', days: '20', deliverables: '源码' }]);
    expect(checkDemand(values, NOW, 'full').fields?.phases).toEqual(detail.phases);
  });
});
