/**
 * /newFriends (spec §2.5, §4, §6): friend requests with a search by either name. Decided ones show 已同意 or
 * 已拒绝; otherwise 回复 (50 characters) for both sides, and 拒绝 (confirmed) and 同意 (with a friend-group
 * choice: 确认分组 or 暂不分组) for the receiver only. Every action reloads the list and the counts.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, SearchBox, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { TEXT_LIMITS } from '../../../../../shared/limits.js';
import { CONTACTS_KEY, decideFriendRequest, replyFriendRequest, useFriendRequests } from '../api/friends.js';
import { useDebounced } from '../hooks/use-debounced.js';
import { useRefresh } from '../hooks/use-refresh.js';
import type { FriendRequest } from '../model/types.js';
import { PersonAvatar } from './avatars.js';
import { FriendGroupPicker } from './friend-group-picker.js';
import { usePanel } from './panel-nav.js';
import { Screen } from './screen.js';
import { useChatStyles } from './styles.js';
import { ReplyDialog, RequestDecision } from './request-parts.js';
import { tc } from '../texts.js';

const useStyles = makeStyles({
  item: { display: 'flex', gap: tokens.spacingHorizontalM, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
  main: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '4px' },
  replies: { margin: 0, paddingLeft: tokens.spacingHorizontalL, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

/** Spec §3: userId is the receiver's id (receiverId when the server names it so). */
export const isReceiverOf = (r: FriendRequest, me: string): boolean => (r.receiverId ? r.receiverId === me : r.userId === me);

export const NewFriends = () => {
  const styles = useStyles();
  const common = useChatStyles();
  const nav = usePanel();
  const refresh = useRefresh();
  const [search, setSearch] = useState('');
  const searchName = useDebounced(search.trim());
  const { data, isLoading, mutate } = useFriendRequests(searchName);
  const [replying, setReplying] = useState<FriendRequest | undefined>(undefined);
  const [agreeing, setAgreeing] = useState<FriendRequest | undefined>(undefined);
  const [groupIds, setGroupIds] = useState<string[]>([]);

  const reload = () => {
    void mutate();
    refresh.counts();
    refresh.keys(CONTACTS_KEY);
  };
  const decide = async (r: FriendRequest, pass: boolean, groups: readonly string[] = []) => {
    try {
      await decideFriendRequest(r.id, pass, groups);
    } finally {
      reload();
    }
  };

  const needle = searchName.toLowerCase();
  const requests = (data ?? []).filter((r) => !needle || r.proposerName?.toLowerCase().includes(needle) || r.receiveName?.toLowerCase().includes(needle));

  return (
    <Screen
      title={tc('chat.newFriends')}
      top={
        <div className={common.search}>
          <SearchBox className={common.searchBox} size="small" placeholder={tc('chat.searchRequests')} value={search} onChange={(_e, d) => setSearch(d.value)} aria-label={tc('chat.searchRequests')} />
        </div>
      }
    >
      {isLoading && !data && <Spinner size="small" />}
      {data && requests.length === 0 && <div className={common.empty}>{tc('chat.noRequests')}</div>}
      {requests.map((r) => {
        const receiver = isReceiverOf(r, nav.me.id);
        const name = receiver ? r.proposerName : r.receiveName;
        const avatar = receiver ? r.proposerHeadPortrait : r.receiveHeadPortrait;
        return (
          <div key={r.id} className={styles.item} data-testid="friend-request">
            <PersonAvatar name={name} src={avatar} />
            <div className={styles.main}>
              <strong>{name}</strong>
              <span className={common.muted}>{receiver ? tc('chat.requestToMe', { note: r.information ?? '' }) : tc('chat.requestFromMe', { note: r.information ?? '' })}</span>
              {(r.message ?? []).length > 0 && (
                <ul className={styles.replies}>
                  {(r.message ?? []).map((m) => (
                    <li key={m.id}>
                      {m.userId === nav.me.id ? tc('chat.me') : name}：{m.content}
                    </li>
                  ))}
                </ul>
              )}
              <RequestDecision
                state={r.applyStatus === 1 ? 'agreed' : r.applyStatus === 2 ? 'rejected' : 'pending'}
                receiver={receiver}
                rejectConfirm={tc('chat.rejectConfirm', { name })}
                onReply={() => setReplying(r)}
                onReject={() => void decide(r, false)}
                onAgree={() => {
                  setGroupIds([]);
                  setAgreeing(r);
                }}
              />
            </div>
          </div>
        );
      })}
      {replying && (
        <ReplyDialog
          max={TEXT_LIMITS.friendReply}
          onSend={async (text) => {
            await replyFriendRequest(replying.id, text);
            reload();
          }}
          onClose={() => setReplying(undefined)}
        />
      )}
      {agreeing && (
        <Dialog open onOpenChange={(_e, d) => !d.open && setAgreeing(undefined)}>
          <DialogSurface style={{ maxWidth: 400 }}>
            <DialogBody>
              <DialogTitle>{tc('chat.chooseGroups')}</DialogTitle>
              <DialogContent>
                <FriendGroupPicker value={groupIds} onChange={setGroupIds} />
              </DialogContent>
              <DialogActions>
                <Button
                  onClick={() => {
                    void decide(agreeing, true);
                    setAgreeing(undefined);
                  }}
                >
                  {tc('chat.notNow')}
                </Button>
                <Button
                  appearance="primary"
                  onClick={() => {
                    void decide(agreeing, true, groupIds);
                    setAgreeing(undefined);
                  }}
                >
                  {tc('chat.confirmGroups')}
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
    </Screen>
  );
};
