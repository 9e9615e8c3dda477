/** /mall/create (spec §2.1): 发布商品, `?id=` to change one's own listing, `?goodsType=` the kind of a new one. */
import { useSearchParams } from 'react-router-dom';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { CreatePage } from '../../../features/mall/components/create-page.js';
import { goodsTypeOf } from '../../../features/mall/model/goods-view.js';
import { paths } from '../../../config/paths.js';

/** The ad-post page of the session's account. */
const AD_POSTS = { PERSONAGE: paths.adrate, TEAM: paths.teamAdrate, COMPANY: paths.comAdrate } as const;

export const Component = () => {
  const [query] = useSearchParams();
  const { data: info } = useUserInfo();
  if (!info) return null;
  return <CreatePage id={query.get('id') ?? undefined} goodsType={goodsTypeOf(query.get('goodsType'))} backTo={AD_POSTS[info.userType]} />;
};
