// @vitest-environment jsdom
/**
 * The mall's forms against a stub API: 发布商品 names what a listing lacks on its field before sending, sends the
 * pictures as their file keys with the price in fen, puts a 400's issues on their fields (the region's on the region)
 * and opens the saved goods; the address dialog refuses a missing region and a wrong phone in Chinese and sends
 * nothing.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mallRoute } from '../../../shared/routes/mall.js';
import { AddressDialog } from '../../../web/src/features/mall/components/address-dialog.js';
import { GoodsForm } from '../../../web/src/features/mall/components/goods-form.js';
import { pictureKeyOf } from '../../../web/src/features/mall/model/pictures.js';
import { useApiStub } from './api-stub.js';
import { GOODS_ID, goodsOf } from './mall-fixtures.js';
import { renderPage } from './render-page.js';

const SAVE = mallRoute('mall.goods.save').path;
const SAVE_ADDRESS = mallRoute('mall.address.save').path;
const ok = (data: unknown) => ({ body: { code: 200, msg: '操作成功', data } });
const api = useApiStub();
const bodiesOf = (path: string) => api.seen.filter((request) => request.path === path).map((request) => JSON.parse(Buffer.from(request.body, 'latin1').toString('utf8')) as Record<string, unknown>);
const type = (id: string, value: string) => fireEvent.change(document.getElementById(id)!, { target: { value } });

beforeEach(() => {
  api.seen.length = 0;
  api.reply(SAVE, ok({ id: GOODS_ID }));
  api.reply(SAVE_ADDRESS, ok({ id: '01JBCDEFGHJKMNPQRSTVWXYZ40' }));
});

describe('发布商品', () => {
  it('knows a picture’s key from its public URL', () => {
    expect(pictureKeyOf('http://localhost:3000/files/goods-image/01ABC/proof.jpg')).toBe('goods-image/01ABC/proof.jpg');
    expect(pictureKeyOf('https://x/y.jpg', new Map([['https://x/y.jpg', 'goods-image/a/b.png']]))).toBe('goods-image/a/b.png');
  });

  it('names the first missing field before sending, then saves and opens the goods', async () => {
    renderPage('/mall/create', <GoodsForm goodsType={2} />, { routes: { '/mall/goodsDetail': <p>详情</p> } });
    fireEvent.click(screen.getByTestId('goods-submit'));
    expect(await screen.findByText('请填写商品类目')).toBeTruthy();
    fireEvent.click(document.getElementById('goods-goodsCategory')!);
    fireEvent.click(await screen.findByRole('option', { name: '专利与技术' }));
    type('goods-name', '一种节能电机控制方法');
    type('goods-patentNo', '2023101234');
    type('goods-patentOwner', '合作云示范科技有限公司');
    type('goods-transferNo', 'ZR-001');
    type('goods-amount', '５0000');
    fireEvent.click(screen.getByTestId('goods-submit'));
    expect(await screen.findByText('专利号格式不正确，例如 ZL202310123456.7')).toBeTruthy();
    expect(api.seen.filter((request) => request.path === SAVE)).toHaveLength(0);
    type('goods-patentNo', 'ZL202310123456.7');
    fireEvent.change(screen.getByTestId('goods-description'), { target: { value: '  适用于中小型电机  ' } });
    fireEvent.click(screen.getByTestId('goods-submit'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/mall/goodsDetail?goodsId=${GOODS_ID}`));
    expect(bodiesOf(SAVE)).toEqual([
      {
        goodsType: 2,
        goodsCategory: '13',
        isOnSale: true,
        name: '一种节能电机控制方法',
        patentNo: 'ZL202310123456.7',
        patentOwner: '合作云示范科技有限公司',
        transferNo: 'ZR-001',
        amount: 5_000_000,
        pictures: [],
        description: '适用于中小型电机',
      },
    ]);
  });

  it('sends a listing’s pictures back as their keys and shows a 400 on its fields', async () => {
    api.reply(SAVE, {
      status: 400,
      body: { code: 400, msg: '请选择城市', data: { issues: [{ path: 'cityCode', message: '请选择城市' }, { path: 'pictures.0', message: '商品图片格式不正确，请重新上传' }] } },
    });
    renderPage('/mall/create', <GoodsForm goods={goodsOf({ provinceCode: '330000' })} goodsType={1} />);
    fireEvent.click(screen.getByTestId('goods-submit'));
    expect(await screen.findByText('请选择城市')).toBeTruthy();
    expect(screen.getByText('商品图片格式不正确，请重新上传')).toBeTruthy();
    expect(bodiesOf(SAVE)[0]).toMatchObject({ id: GOODS_ID, goodsType: 1, unitPrice: 12_800_000, stock: 5, pictures: ['goods-image/a/b.jpg'], provinceCode: '330000' });
  });
});

describe('the address dialog', () => {
  it('refuses a missing region and a wrong phone, sending nothing', async () => {
    renderPage('/work/userCenter/address', <AddressDialog first onClose={() => undefined} />);
    fireEvent.change(screen.getByTestId('address-street'), { target: { value: '文三路 100 号' } });
    fireEvent.change(screen.getByTestId('address-contact'), { target: { value: '林晓' } });
    fireEvent.change(screen.getByTestId('address-phone'), { target: { value: '1380000' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请选择省份')).toBeTruthy();
    expect(screen.getByText('请输入正确的11位手机号')).toBeTruthy();
    expect(api.seen.filter((request) => request.path === SAVE_ADDRESS)).toHaveLength(0);
  });
});
