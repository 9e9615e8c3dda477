// @vitest-environment jsdom
/**
 * The negotiation terms as the project center edits and compares them: typed yuan become exact integer fen (no
 * floating point: 0.1 + 0.2, thousands commas, full-width digits), refusals are named per field, the total is the
 * sum of what can be read; the differences between two versions name the changed cells and read as Chinese lines;
 * the editor shows the total and the fee as one types and sends fen.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { negotiationFeeOf } from '../../../shared/limits.js';
import type { NegotiationDetail, Terms } from '../../../shared/schemas/project.js';
import { TermsEditor } from '../../../web/src/features/project-center/components/terms-editor.js';
import { TermsTable, VersionHistory } from '../../../web/src/features/project-center/components/terms-view.js';
import { changedCell, diffLines, diffTerms, draftOf, draftTotal, readDraft, type TermsDraft } from '../../../web/src/features/project-center/model/terms.js';
import { renderPage } from './render-page.js';

const START = new Date(2026, 2, 1).getTime();

const terms = (over: Partial<Terms> = {}): Terms => ({
  phases: [
    { name: '需求分析', amount: 200_000, days: 10, deliverables: '需求规格说明书' },
    { name: '开发', amount: 500_000, days: 30, deliverables: '小程序源码与部署' },
  ],
  startDate: START,
  escrowPlan: 'PER_PHASE',
  remark: '',
  ...over,
});

const draft = (amounts: string[]): TermsDraft => ({
  phases: amounts.map((amount, i) => ({ key: `k${i}`, name: `阶段${i + 1}`, amount, days: '5', deliverables: '交付物' })),
  startDate: '2026-03-01',
  escrowPlan: 'ALL_AT_ONCE',
  remark: '',
});

let unsubscribe: (() => void) | undefined;
afterEach(() => unsubscribe?.());

describe('typed yuan to fen', () => {
  it('reads amounts exactly, digit by digit', () => {
    const read = readDraft(draft(['1.1', '2.2', '1,234.56', '１００']));
    expect('terms' in read).toBe(true);
    if (!('terms' in read)) return;
    expect(read.terms.phases.map((p) => p.amount)).toEqual([110, 220, 123_456, 10_000]);
    expect(read.terms.startDate).toBe(START);
    expect(read.terms.escrowPlan).toBe('ALL_AT_ONCE');
  });

  it('totals what can be read (0.1 + 0.2 is 30 fen), ignoring what cannot yet', () => {
    expect(draftTotal(draft(['0.1', '0.2']))).toBe(30);
    expect(draftTotal(draft(['19.99', '0.01', 'abc', '']))).toBe(2_000);
    expect(draftTotal(draft(['8000', '12000.5']))).toBe(2_000_050);
  });

  it('refuses each bad field with its own Chinese message', () => {
    const bad: TermsDraft = {
      phases: [
        { key: 'a', name: '', amount: '1.234', days: '0', deliverables: '' },
        { key: 'b', name: '开发', amount: '0.5', days: '3.5', deliverables: '源码' },
        { key: 'c', name: '验收', amount: '-1', days: '731', deliverables: '报告' },
      ],
      startDate: '',
      escrowPlan: 'PER_PHASE',
      remark: '',
    };
    const read = readDraft(bad);
    expect('errors' in read && read.errors).toEqual({
      'phases.0.name': '请填写阶段名称',
      'phases.0.amount': '阶段金额最多保留两位小数',
      'phases.0.days': '工期为1至730天的整数',
      'phases.0.deliverables': '请填写交付内容',
      'phases.1.amount': '阶段金额不能少于¥1.00',
      'phases.1.days': '工期为1至730天的整数',
      'phases.2.amount': '阶段金额不能为负数',
      'phases.2.days': '工期为1至730天的整数',
      startDate: '请选择计划开始日期',
    });
    expect(readDraft({ ...draft(['1']), phases: [] })).toEqual({ errors: { phases: '请至少填写一个项目阶段' } });
  });

  it('prefills a draft from terms and reads it back unchanged', () => {
    const t = terms({ phases: [{ name: '开发', amount: 123_405, days: 7, deliverables: '源码' }], remark: '分两次验收' });
    const d = draftOf(t);
    expect(d.phases[0]).toMatchObject({ name: '开发', amount: '1234.05', days: '7', deliverables: '源码' });
    expect(d.startDate).toBe('2026-03-01');
    expect(readDraft(d)).toEqual({ terms: t });
  });
});

describe('differences between versions', () => {
  it('finds the changed cells, added and removed phases, and the other terms', () => {
    const before = terms();
    const after = terms({
      phases: [
        { name: '需求分析', amount: 200_000, days: 10, deliverables: '需求规格说明书' },
        { name: '开发', amount: 650_000, days: 25, deliverables: '小程序源码与部署' },
        { name: '验收', amount: 50_000, days: 3, deliverables: '验收报告' },
      ],
      escrowPlan: 'ALL_AT_ONCE',
    });
    const diff = diffTerms(before, after);
    expect(diff.phases).toEqual([
      { index: 1, kind: 'changed', fields: ['amount', 'days'], before: before.phases[1], after: after.phases[1] },
      { index: 2, kind: 'added', fields: ['name', 'amount', 'days', 'deliverables'], after: after.phases[2] },
    ]);
    expect(diff).toMatchObject({ startDate: false, escrowPlan: true, remark: false, total: true, same: false });
    expect(changedCell(diff, 1, 'amount')).toBe(true);
    expect(changedCell(diff, 1, 'name')).toBe(false);
    expect(changedCell(diff, 0, 'amount')).toBe(false);
    expect(diffLines(before, after)).toEqual([
      '阶段2「开发」金额：¥5,000.00 → ¥6,500.00',
      '阶段2「开发」工期：30天 → 25天',
      '新增阶段3「验收」：¥500.00，3天',
      '合计：¥7,000.00 → ¥9,000.00',
      '托管方式：按阶段托管 → 一次性托管全部金额',
    ]);
    expect(diffLines(after, before)).toContain('删除阶段3「验收」');
    expect(diffTerms(before, terms()).same).toBe(true);
    expect(diffTerms(undefined, before).same).toBe(true);
  });

  it('puts the phases in a named region a keyboard reaches, which scrolls sideways on a phone', () => {
    // axe's scrollable-region-focusable: the table is wider than 390 px, so its box must take focus to be scrolled.
    renderPage('/negotiate/details', <TermsTable terms={terms()} />);
    const region = screen.getByRole('region', { name: '项目阶段' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getAllByTestId('terms-phase')).toHaveLength(2);
  });

  it('highlights the changed cells in the terms table and lists the changes per version, newest first', () => {
    const v1 = terms();
    const v2 = terms({ phases: [v1.phases[0]!, { ...v1.phases[1]!, amount: 600_000 }] });
    const view = renderPage(
      '/negotiate/details',
      <>
        <TermsTable terms={v2} previous={v1} />
        <VersionHistory
          partyA={{ type: 'COMPANY', id: 'c', name: '示范科技' }}
          partyB={{ type: 'TEAM', id: 't', name: '星火' }}
          versions={[
            { version: 1, terms: v1, total: 700_000, proposedBy: 'partyA', proposerName: '示范科技', createTime: START },
            { version: 2, terms: v2, total: 800_000, proposedBy: 'partyB', proposerName: '星火', createTime: START + 60_000 },
          ]}
        />
      </>,
    );
    unsubscribe = view.unsubscribe;
    const changed = view.container.querySelectorAll('[data-changed="true"]');
    expect([...changed].map((el) => el.textContent)).toEqual(['¥6,000.00']);
    expect(screen.getByTestId('terms-total').textContent).toBe('¥8,000.00');
    const versions = screen.getAllByTestId('terms-version');
    expect(versions[0]!.textContent).toContain('第2版');
    expect(versions[0]!.textContent).toContain('乙方（星火）提出');
    expect(within(versions[0]!).getByTestId('version-changes').textContent).toContain('阶段2「开发」金额：¥5,000.00 → ¥6,000.00');
    expect(versions[1]!.textContent).toContain('初始条款');
  });
});

describe('the terms editor', () => {
  const detail = (): Pick<NegotiationDetail, 'version' | 'versions'> => ({
    version: 1,
    versions: [{ version: 1, terms: terms(), total: 700_000, proposedBy: 'partyA', proposerName: '', createTime: START }],
  });

  it('is prefilled with the current version, totals as one types and sends fen', async () => {
    const sent: Terms[] = [];
    const view = renderPage('/negotiate/details', <TermsEditor detail={detail()} onSubmit={async (t) => void sent.push(t)} onCancel={() => undefined} />);
    unsubscribe = view.unsubscribe;
    const amounts = screen.getAllByTestId('phase-amount-input');
    expect((amounts[1] as HTMLInputElement).value).toBe('5000');
    expect(screen.getByTestId('editor-total').textContent).toBe('¥7,000.00');
    expect(screen.getByTestId('editor-fee').textContent).toBe(`¥${(negotiationFeeOf(700_000) / 100).toFixed(2)}`);

    // Unchanged terms are not sent.
    fireEvent.click(screen.getByRole('button', { name: '提交新条款' }));
    expect(await screen.findByText('条款与当前版本相同，请修改后再提交')).toBeTruthy();

    fireEvent.change(amounts[1]!, { target: { value: '6000.10' } });
    expect(screen.getByTestId('editor-total').textContent).toBe('¥8,000.10');
    expect(screen.getByTestId('editor-fee').textContent).toBe('¥80.00');
    fireEvent.click(screen.getByRole('button', { name: '提交新条款' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.phases.map((p) => p.amount)).toEqual([200_000, 600_010]);
    expect(sent[0]!.startDate).toBe(START);
  });

  it('adds and removes phases and shows a refused amount under its field', async () => {
    const sent: Terms[] = [];
    const view = renderPage('/negotiate/details', <TermsEditor detail={detail()} onSubmit={async (t) => void sent.push(t)} onCancel={() => undefined} />);
    unsubscribe = view.unsubscribe;
    fireEvent.click(screen.getByRole('button', { name: '添加阶段' }));
    expect(screen.getAllByTestId('phase-editor')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: '提交新条款' }));
    expect(await screen.findByText('请填写阶段名称')).toBeTruthy();
    expect(screen.getByText('请输入阶段金额')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '删除阶段 3' }));
    expect(screen.getAllByTestId('phase-editor')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '删除阶段 1' }));
    expect(screen.getByTestId('editor-total').textContent).toBe('¥5,000.00');
    fireEvent.click(screen.getByRole('button', { name: '提交新条款' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.phases).toEqual([{ name: '开发', amount: 500_000, days: 30, deliverables: '小程序源码与部署' }]);
  });
});
