/** /work/userCenter/myAttention, 我的关注: the people and units the session's person follows. */
import { MyAttentionPage } from '../../../features/collect/components/collect-pages.js';

export const Component = () => <MyAttentionPage />;
