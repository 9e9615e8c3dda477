/** /work/userCenter/myCollect, 我的收藏: four tabs (项目, 供应商品, 采购商品, 单位/人才), the session's person's own. */
import { MyCollectPage } from '../../../features/collect/components/collect-pages.js';

export const Component = () => <MyCollectPage />;
