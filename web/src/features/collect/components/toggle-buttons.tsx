/**
 * 收藏 and 关注 as other pages show them (goods and project details, a seller's card): a toggle that says what holds
 * now (已收藏, 已关注) and changes it; shown to logged-in people only (a visitor has no favourites).
 */
import { Button } from '@fluentui/react-components';
import type { CollectTargetType, FollowTargetType } from '../../../../../shared/schemas/collect.js';
import { useOneAtATime } from '../../../components/async-button.js';
import { getToken } from '../../../lib/token.js';
import { setCollected, setFollowing, useIsCollected, useIsFollowing } from '../api/collect.js';
import { tc } from '../texts.js';

const StarIcon = ({ filled }: { filled: boolean }) => (
  <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M10 1.8l2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.7l-5.1 2.8 1.1-5.7-4.3-4 5.8-.7z" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
  </svg>
);

export const CollectButton = ({ targetType, targetId, size = 'medium' }: { targetType: CollectTargetType; targetId: string; size?: 'small' | 'medium' }) => {
  const loggedIn = Boolean(getToken());
  const { data: collected, mutate } = useIsCollected(targetType, loggedIn ? targetId : undefined);
  const { pending, run } = useOneAtATime();
  if (!loggedIn || collected === undefined) return null;
  const toggle = () =>
    run(async () => {
      // The button's own change (已收藏, aria-pressed) is the answer; a refusal is shown by the call's error rules
      // (温馨提示) and the button stays as it was. Its own read is reloaded too (the global mutate reaches the app's
      // cache; a page's own SWR cache is reached this way).
      await setCollected(targetType, targetId, !collected).then(
        () => mutate(),
        () => undefined,
      );
    });
  return (
    <Button
      size={size}
      appearance={collected ? 'primary' : 'secondary'}
      icon={<StarIcon filled={collected} />}
      aria-pressed={collected}
      disabled={pending}
      data-testid="collect-toggle"
      onClick={() => void toggle()}
    >
      {tc(collected ? 'collect.added' : 'collect.add')}
    </Button>
  );
};

export const FollowButton = ({ targetType, targetId, size = 'small' }: { targetType: FollowTargetType; targetId: string; size?: 'small' | 'medium' }) => {
  const loggedIn = Boolean(getToken());
  const { data: following, mutate } = useIsFollowing(targetType, loggedIn ? targetId : undefined);
  const { pending, run } = useOneAtATime();
  if (!loggedIn || following === undefined) return null;
  // Following says what it does in its title: the follower is told of the unit's or person's releases.
  const toggle = () =>
    run(async () => {
      await setFollowing(targetType, targetId, !following).then(
        () => mutate(),
        () => undefined,
      );
    });
  return (
    <Button size={size} appearance={following ? 'secondary' : 'primary'} aria-pressed={following} title={tc('follow.hint')} disabled={pending} data-testid="follow-toggle" onClick={() => void toggle()}>
      {tc(following ? 'follow.following' : 'follow.add')}
    </Button>
  );
};
