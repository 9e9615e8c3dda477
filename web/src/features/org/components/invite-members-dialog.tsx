/**
 * 邀请成员: the team's administrator picks friends (searched by nickname or remark, as the server searches them);
 * friends already in the team, and cancelled accounts, are shown but cannot be picked. Each one picked gets a team
 * invitation card in chat and joins by accepting it (docs/conventions.md "Identity and sessions").
 */
import { Avatar, Checkbox, SearchBox, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { ERRORS } from '../../../../../shared/errors.js';
import type { SelectableFriend } from '../../../../../shared/schemas/chat-friends.js';
import { isHttpError } from '../../../api/http-error.js';
import { EmptyState } from '../../../components/empty-state.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { t } from '../../../lib/i18n.js';
import { useInviteFriends } from '../api/get-invite-friends.js';
import { inviteToTeam } from '../api/invite-to-team.js';
import { to } from '../texts.js';

const useStyles = makeStyles({
  hint: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    maxHeight: '320px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  row: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, ':not(:last-child)': { borderBottom: `1px solid ${tokens.colorNeutralStroke3}` } },
  label: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0, overflowWrap: 'anywhere' },
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  count: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  waiting: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalL },
});

const nameOf = (friend: SelectableFriend): string => friend.friendRemark || friend.nickname;

/** The server's own search (search-invite-list's `searchName`): nickname or remark containing the words, any case. */
const matches = (friend: SelectableFriend, search: string): boolean => {
  const query = search.trim().toLowerCase();
  return !query || friend.nickname.toLowerCase().includes(query) || friend.friendRemark.toLowerCase().includes(query);
};

export interface InviteMembersDialogProps {
  teamId: string;
  onInvited: () => void;
  onClose: () => void;
}

export const InviteMembersDialog = ({ teamId, onInvited, onClose }: InviteMembersDialogProps) => {
  const styles = useStyles();
  const { data: friends } = useInviteFriends(teamId);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<readonly string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string>();

  const shown = (friends ?? []).filter((friend) => matches(friend, search));
  const toggle = (userId: string, on: boolean) => {
    setFormError(undefined);
    setPicked((ids) => (on ? [...ids, userId] : ids.filter((id) => id !== userId)));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (picked.length === 0) {
      setFormError(to('team.inviteNone'));
      return;
    }
    setSubmitting(true);
    try {
      await inviteToTeam(picked);
      onInvited();
    } catch (error) {
      // A refused list is said here; anything else the HTTP helper has shown already.
      if (isHttpError(error) && error.code === ERRORS.BAD_REQUEST.code) setFormError(error.msg);
      setSubmitting(false);
    }
  };

  return (
    <FormDialog title={to('team.invite')} submitLabel={to('team.inviteSend')} submitting={submitting} formError={formError} onSubmit={(event) => void submit(event)} onClose={onClose}>
      <p className={styles.hint}>{to('team.inviteHint')}</p>
      <SearchBox value={search} onChange={(_event, data) => setSearch(data.value)} placeholder={to('team.inviteSearch')} aria-label={to('team.inviteSearch')} />
      {!friends ? (
        <div className={styles.waiting}>
          <Spinner size="small" label={t('app.loading')} />
        </div>
      ) : friends.length === 0 ? (
        <EmptyState title={to('team.noFriends')} text={to('team.noFriendsText')} />
      ) : shown.length === 0 ? (
        <EmptyState title={to('team.noMatch')} />
      ) : (
        <ul className={styles.list} aria-label={to('team.inviteList')}>
          {shown.map((friend) => {
            const cancelled = friend.userStatus === '已注销';
            const off = friend.inGroup || cancelled;
            const name = nameOf(friend);
            return (
              <li key={friend.userId} className={styles.row}>
                <Checkbox
                  checked={friend.inGroup || picked.includes(friend.userId)}
                  disabled={off}
                  aria-label={name}
                  label={
                    <span className={styles.label}>
                      <Avatar size={28} name={name} color="colorful" aria-hidden {...(friend.headPortrait ? { image: { src: friend.headPortrait } } : {})} />
                      <span>{name}</span>
                      {off && <span className={styles.note}>{friend.inGroup ? to('team.inTeam') : to('team.cancelledFriend')}</span>}
                    </span>
                  }
                  onChange={(_event, data) => toggle(friend.userId, data.checked === true)}
                />
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.count} aria-live="polite">
        {to('team.inviteSelected', { count: picked.length })}
      </p>
    </FormDialog>
  );
};
