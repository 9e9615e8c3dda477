/**
 * /addFriend (spec §2.1; issue 31): 添加好友 as a page — by account number or phone (`?who=` to start from one), or the
 * person of a page (`?userId=`). For anyone logged in; the form is the chat's (features/chat AddFriendForm).
 */
import { useSearchParams } from 'react-router-dom';
import { usePageStyles, usePanelStyles } from '../../components/page-styles.js';
import { AddFriendForm } from '../../features/chat/public.js';
import { tc } from '../../features/chat/texts.js';
import { t } from '../../lib/i18n.js';

export const Component = () => {
  const page = usePageStyles();
  const panel = usePanelStyles();
  const [params] = useSearchParams();
  const userId = params.get('userId')?.trim() || undefined;
  const who = params.get('who')?.trim() ?? '';
  return (
    <div className={page.page}>
      <title>{`${tc('chat.addFriend')} - ${t('app.name')}`}</title>
      <section className={panel.panel} aria-labelledby="add-friend-title">
        <h1 id="add-friend-title" className={panel.heading}>
          {tc('chat.addFriend')}
        </h1>
        <AddFriendForm key={`${userId ?? ''}:${who}`} {...(userId ? { userId } : { who })} />
      </section>
    </div>
  );
};
