/**
 * Demo goods for the local cloud (README "Demo accounts"; docs/mall.md): the demo company lists supplier goods and a
 * research-result transfer, the team a purchase intent and supplier goods, 林晓 a purchase intent and a transfer, so
 * that the mall's pages and the goods search show something at once. Written through the mall's own service as a
 * manager would; idempotent (skipped once the company has listings), also on a local cloud whose data predates the mall.
 */
import { getPersonByPhone } from '../../functions/account/store.js';
import type { TokenClaims } from '../../functions/lib/auth/token.js';
import { saveGoods } from '../../functions/mall/goods.js';
import { goodsCountOf } from '../../functions/mall/goods-store.js';
import type { GoodsRow, GoodsType } from '../../shared/schemas/mall-goods.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
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
  for (const listing of LISTINGS) await saveGoods(claims[listing.by], { goodsType: listing.goodsType, ...listing.row });
  return 'seeded';
};
