// @vitest-environment jsdom
/**
 * 广告帖's rows (web/src/features/mall): the spec's row rules as the page applies them — three empty rows are refused
 * with one Chinese message and nothing is sent (checkThree), a started row names the first field it lacks on that
 * field, typed yuan and full-width digits become fen and numbers, empty rows are not sent and a 400's row issue lands on
 * the row it came from; the inline edit refuses an emptied row (checkOne, the item number not counted).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mallRoute } from '../../../shared/routes/mall.js';
import { checkRows, NewRows } from '../../../web/src/features/mall/components/new-rows.js';
import { checkEditedRow } from '../../../web/src/features/mall/components/my-goods-item.js';
import { readRow, rowProblem } from '../../../web/src/features/mall/model/goods-fields.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';

const ROWS = mallRoute('mall.goods.rows').path;
const ok = (data: unknown) => ({ body: { code: 200, msg: '操作成功', data } });
const api = useApiStub();
const bodiesOf = (path: string) => api.seen.filter((request) => request.path === path).map((request) => JSON.parse(Buffer.from(request.body, 'latin1').toString('utf8')) as Record<string, unknown>);
const type = (id: string, value: string) => fireEvent.change(document.getElementById(id)!, { target: { value } });

beforeEach(() => {
  api.seen.length = 0;
  api.reply(ROWS, ok({ ids: ['01JBCDEFGHJKMNPQRSTVWXYZ30'] }));
});

describe('the rules of the rows', () => {
  it('refuse three empty rows (checkThree), whatever their category and sale state', () => {
    const rows = [{ isOnSale: 'true' }, { isOnSale: 'false', goodsCategory: '01' }, {}];
    expect(checkRows(1, rows).form).toBe('请至少填写一行商品信息');
    expect(checkRows(1, [{ name: '数控车床' }, {}, {}]).form).toBeUndefined();
  });

  it('name the first field a started row lacks, by kind', () => {
    expect(rowProblem(1, { name: '数控车床' })).toEqual({ field: 'goodsCategory', message: '请填写商品类目' });
    expect(rowProblem(1, { goodsCategory: '01', name: '数控车床' })).toEqual({ field: 'specification', message: '请填写规格型号' });
    expect(rowProblem(0, { goodsCategory: '01', name: '钢板', quantity: '10', unit: '吨' })?.message).toBe('请填写截止日期');
    expect(rowProblem(2, { goodsCategory: '13', name: '专利', patentNo: '12345', patentOwner: '张三', transferNo: 'T1', amount: '1' })?.field).toBe('patentNo');
  });

  it('read typed yuan and full-width digits exactly, and refuse what is not a number on its field', () => {
    const { row, errors } = readRow(1, { goodsCategory: '01', name: '车床', unitPrice: '１２.５', stock: '３', minOrderQuantity: 'x' });
    expect(row).toMatchObject({ unitPrice: 1250, stock: 3 });
    expect(errors.minOrderQuantity).toBe('起订量必须是整数');
    expect(rowProblem(1, { goodsCategory: '01', name: '车床', specification: 'A', brand: 'B', unit: '台', stock: '1', unitPrice: '0.001' })).toEqual({
      field: 'unitPrice',
      message: '单价最多保留两位小数',
    });
  });

  it('refuse an emptied row in the inline edit (checkOne: the item number alone is empty)', () => {
    expect(checkEditedRow({ goodsType: 1 }, { serialNumber: 'A-1', isOnSale: 'true', goodsCategory: '01' }).form).toBe('请填写商品信息，不能保存空行');
    expect(checkEditedRow({ goodsType: 1 }, { name: '车床', goodsCategory: '01' }).field).toEqual({ specification: '请填写规格型号' });
  });
});

describe('新增 on the page', () => {
  const fillSecondRow = () => {
    type('new-2-name', '数控车床');
    type('new-2-specification', 'CK6140');
    type('new-2-brand', '沈阳机床');
    type('new-2-unitPrice', '128000');
    type('new-2-stock', '5');
  };

  it('sends nothing for three empty rows and says so', async () => {
    renderPage('/work/userCenter/adrate', <NewRows goodsType={1} onDone={() => undefined} />);
    fireEvent.click(screen.getByTestId('new-rows-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('请至少填写一行商品信息');
    expect(api.seen.filter((request) => request.path === ROWS)).toHaveLength(0);
  });

  it('shows a started row’s first missing field on that field, then sends only the filled row in fen', async () => {
    let done = false;
    renderPage('/work/userCenter/adrate', <NewRows goodsType={1} onDone={() => (done = true)} />);
    fillSecondRow();
    fireEvent.click(screen.getByTestId('new-rows-submit'));
    const row = screen.getByTestId('new-row-2');
    expect(await within(row).findByText('请填写商品类目')).toBeTruthy();
    expect(api.seen.filter((request) => request.path === ROWS)).toHaveLength(0);

    // The category's dropdown, then the unit's.
    fireEvent.click(document.getElementById('new-2-goodsCategory')!);
    fireEvent.click(await screen.findByRole('option', { name: '机械设备' }));
    fireEvent.click(screen.getByTestId('new-rows-submit'));
    expect(await within(row).findByText('请填写计量单位')).toBeTruthy();
    fireEvent.click(document.getElementById('new-2-unit')!);
    fireEvent.click(await screen.findByRole('option', { name: '台' }));
    fireEvent.click(screen.getByTestId('new-rows-submit'));
    await waitFor(() => expect(done).toBe(true));
    expect(bodiesOf(ROWS)).toEqual([
      {
        goodsType: 1,
        rows: [{ goodsCategory: '01', isOnSale: true, name: '数控车床', specification: 'CK6140', brand: '沈阳机床', unitPrice: 12_800_000, unit: '台', stock: 5 }],
      },
    ]);
  });

  it('puts a 400’s row issue on the row it came from', async () => {
    api.reply(ROWS, { status: 400, body: { code: 400, msg: '品牌/厂家不能超过50个字符', data: { issues: [{ path: 'rows.0.brand', message: '品牌/厂家不能超过50个字符' }] } } });
    renderPage('/work/userCenter/adrate', <NewRows goodsType={1} onDone={() => undefined} />);
    fillSecondRow();
    fireEvent.click(document.getElementById('new-2-goodsCategory')!);
    fireEvent.click(await screen.findByRole('option', { name: '机械设备' }));
    fireEvent.click(document.getElementById('new-2-unit')!);
    fireEvent.click(await screen.findByRole('option', { name: '台' }));
    fireEvent.click(screen.getByTestId('new-rows-submit'));
    expect(await within(screen.getByTestId('new-row-2')).findByText('品牌/厂家不能超过50个字符')).toBeTruthy();
    expect(within(screen.getByTestId('new-row-1')).queryByText('品牌/厂家不能超过50个字符')).toBeNull();
  });
});
