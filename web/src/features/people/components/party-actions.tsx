/**
 * What a logged-in viewer may do about a person, team or company whose public face they look at (their page
 * /userInfo, the resume a 人才 or 单位 card opens): 收藏, 关注 and — for a person — 添加好友 or 发消息. On one's own
 * (the person themself, or the team or company the session acts for) a line saying so instead; for a visitor nothing.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import type { AccountType } from '../../../../../shared/domains.js';
import { useUserInfo } from '../../account/public.js';
import { FriendActions } from '../../chat/public.js';
import { CollectButton, FollowButton } from '../../collect/public.js';
import { tp } from '../texts.js';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  self: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export const PartyActions = ({ type, id, className }: { type: AccountType; id: string; className?: string }) => {
  const styles = useStyles();
  const { data: me } = useUserInfo();
  if (!me) return null;
  const self = type === 'PERSONAGE' ? me.id === id : (type === 'TEAM' ? me.teamId : me.companyId) === id;
  return (
    <div className={className ? `${styles.actions} ${className}` : styles.actions} role="group" aria-label={tp('people.actions')}>
      {self ? (
        <span className={styles.self}>{tp('people.self')}</span>
      ) : (
        <>
          <CollectButton targetType={type} targetId={id} size="small" />
          <FollowButton targetType={type} targetId={id} />
          {type === 'PERSONAGE' && <FriendActions userId={id} self={false} />}
        </>
      )}
    </div>
  );
};
