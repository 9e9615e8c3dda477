/**
 * 添加好友 or 发消息 beside a person elsewhere (their page, issue 31): 发消息 opens the chat with a friend; anyone else
 * is offered the add-friend page, prefilled with them. Nothing for oneself, nor before their card is read.
 */
import { Button } from '@fluentui/react-components';
import { LinkButton } from '../../../components/link-button.js';
import { addFriendPath } from '../../../config/paths.js';
import { openChat } from '../../../lib/chat-open.js';
import { useUserDetail } from '../api/friends.js';
import { tc } from '../texts.js';

export const FriendActions = ({ userId, self }: { userId: string; self: boolean }) => {
  const { data: person } = useUserDetail(self ? undefined : userId);
  if (self || !person) return null;
  return person.isFriend ? (
    <Button appearance="primary" size="small" data-testid="send-message" onClick={() => openChat({ joinUserId: person.userId, title: person.friendRemark || person.nickname })}>
      {tc('chat.sendMessage')}
    </Button>
  ) : (
    <LinkButton appearance="primary" size="small" to={addFriendPath({ userId })}>
      {tc('chat.addFriend')}
    </LinkButton>
  );
};
