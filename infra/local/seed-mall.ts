/**
 * Demo goods for the local cloud (README "Demo accounts"; docs/mall.md): the demo company lists supplier goods and a
 * research-result transfer, the team a purchase intent and supplier goods, 林晓 a purchase intent and a transfer, so
 * that the mall's pages and the goods search show something at once; and 林晓's orders of them in three states (the
 * company has one to ship, 林晓 one to receive from the team and one completed to evaluate), so that 待办, the order
 * lists and their badges show something too. Written through the mall's and the order domain's own services as the
 * people would; idempotent (skipped once the company has listings), also on a local cloud whose data predates the mall.
 */
import { getPersonByPhone } from '../../functions/account/store.js';
import type { TokenClaims } from '../../functions/lib/auth/token.js';
import { saveAddress } from '../../functions/mall/addresses.js';
import { saveGoods } from '../../functions/mall/goods.js';
import { submitOrder } from '../../functions/order/checkout.js';
import { confirmReceipt, deliverOrder } from '../../functions/order/moves.js';
import { payOrders } from '../../functions/order/payment.js';
import { goodsCountOf } from '../../functions/mall/goods-store.js';
import type { GoodsRow, GoodsType } from '../../shared/schemas/mall-goods.js';
import { DEMO_ACCOUNTS, DEMO_PAY_PASSWORD } from './demo-accounts.js';
import { claimsOf } from './seed-projects.js';

const DAY = 86_400_000;

const LISTINGS: { by: 'COMPANY' | 'TEAM' | 'PERSONAGE'; goodsType: GoodsType; row: GoodsRow }[] = [
  { by: 'COMPANY', goodsType: 1, row: { goodsCategory: '02', name: '工业级 4G 物联网通信模块', specification: 'EC200U-CN，LCC 封装', brand: '移远通信', unit: '个', unitPrice: 6_800, stock: 2_000, minOrderQuantity: 10, serialNumber: 'HZ-IOT-001', provinceCode: '330000', cityCode: '330100', description: '支持 LTE Cat 1，适用于共享设备、POS 机和工业网关，提供技术支持与批量价格。' } },
  { by: 'COMPANY', goodsType: 1, row: { goodsCategory: '01', name: '小型数控雕刻机', specification: '工作台 600×900 mm，主轴 2.2 kW', brand: '合作云示范科技', unit: '台', unitPrice: 1_860_000, stock: 12, minOrderQuantity: 1, provinceCode: '330000', cityCode: '330100', description: '适合木工、亚克力与铝板加工，含安装调试与一年保修。' } },
  { by: 'COMPANY', goodsType: 2, row: { goodsCategory: '13', name: '一种低功耗无线传感网络的组网方法', patentNo: 'ZL202110345678.9', patentOwner: '合作云示范科技有限公司', transferNo: 'ZR-2026-0012', amount: 12_000_000, provinceCode: '330000', cityCode: '330100', description: '发明专利，已授权，可独占许可或转让，附技术交底。' } },
  { by: 'TEAM', goodsType: 0, row: { goodsCategory: '07', name: '采购设计用高色域显示器', specification: '27 英寸 4K，覆盖 99% Adobe RGB', unit: '台', quantity: 6, budget: 2_400_000, deadline: Date.now() + 30 * DAY, provinceCode: '440000', cityCode: '440300', description: '工作室扩编，需要 6 台校色显示器，含校色仪优先。' } },
  { by: 'TEAM', goodsType: 1, row: { goodsCategory: '12', name: '品牌视觉设计服务包', specification: '标志、色彩与字体规范、名片与信纸', brand: '星火设计工作室', unit: '套', unitPrice: 880_000, stock: 20, minOrderQuantity: 1, provinceCode: '440000', cityCode: '440300', description: '两周交付，三轮修改，提供源文件。' } },
  { by: 'PERSONAGE', goodsType: 0, row: { goodsCategory: '04', name: '采购手持激光测距仪', specification: '测程 80 米', unit: '台', quantity: 2, budget: 60_000, deadline: Date.now() + 14 * DAY, description: '装修测量用，需要带蓝牙数据导出。' } },
  { by: 'PERSONAGE', goodsType: 2, row: { goodsCategory: '13', name: '一种可折叠的桌面收纳架', patentNo: 'ZL202320456789.1', patentOwner: '林晓', transferNo: 'ZR-2026-0031', amount: 3_000_000, description: '实用新型专利，适合文具与家居品牌生产。' } },
];

export const seedDemoMall = async (): Promise<'seeded' | 'present' | 'no demo accounts'> => {
  const [company, team, person] = await Promise.all([claimsOf(DEMO_ACCOUNTS[2].phone, 'COMPANY'), claimsOf(DEMO_ACCOUNTS[1].phone, 'TEAM'), getPersonByPhone(DEMO_ACCOUNTS[0].phone)]);
  if (!company?.orgId || !team || !person) return 'no demo accounts';
  if ((await goodsCountOf(company.orgId)) > 0) return 'present';
  const personal: TokenClaims = { userId: person.userId, accountType: 'PERSONAGE', sessionId: 'demo-seed' };
  const claims = { COMPANY: company, TEAM: team, PERSONAGE: personal };
  const ids: string[] = [];
  for (const listing of LISTINGS) ids.push((await saveGoods(claims[listing.by], { goodsType: listing.goodsType, ...listing.row })).id);
  await seedDemoOrders(personal, company, team, { module: ids[0]!, design: ids[4]! });
  return 'seeded';
};

/** 林晓 buys: the company's modules (paid: the company ships), the team's design package (shipped: 林晓 receives), more modules (received). */
const seedDemoOrders = async (buyer: TokenClaims, company: TokenClaims, team: TokenClaims, goods: { module: string; design: string }): Promise<void> => {
  const { id: addressId } = await saveAddress(buyer, { provinceCode: '330000', cityCode: '330100', districtCode: '330106', street: '文三路 90 号 合作云大厦 12 楼', contact: '林晓', phone: DEMO_ACCOUNTS[0].phone, label: '公司', isDefault: true });
  const buy = async (n: number, goodsId: string, quantity: number, price: number): Promise<string> => {
    const { orderIds } = await submitOrder(buyer, { items: [{ goodsId, quantity, price }], addressId, remark: '请开具发票，谢谢', requestId: `demo-order-${n}` });
    await payOrders(buyer, { orderIds, payPassword: DEMO_PAY_PASSWORD, requestId: `demo-order-pay-${n}` });
    return orderIds[0]!;
  };
  await buy(1, goods.module, 10, 6_800);
  const design = await buy(2, goods.design, 1, 880_000);
  await deliverOrder(team, { orderId: design, carrier: '顺丰速运', trackingNo: 'SF1402286019347' });
  const done = await buy(3, goods.module, 20, 6_800);
  await deliverOrder(company, { orderId: done, carrier: '中通快递', trackingNo: '75301234567890' });
  await confirmReceipt(buyer, { orderId: done });
};
