/**
 * /personDetail (spec §2.5, §3 "User detail"): a friend's remark (20), description (100), friend groups (with
 * 新建分组), reminders, the blacklist flag and a list of blacklisted friends, saved together; 发消息 opens the
 * chat. Someone not yet a friend can be added.
 */
import { Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Spinner, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { TEXT_LIMITS } from '../../../../../shared/limits.js';
import { t } from '../../../lib/i18n.js';
import { toast } from '../../../lib/notify.js';
import { CONTACTS_KEY, saveFriendSettings, useBlacklist, useUserDetail } from '../api/friends.js';
import { CONVERSATIONS_KEY } from '../api/messages.js';
import { useRefresh } from '../hooks/use-refresh.js';
import { displayName, missingId } from '../model/chat-text.js';
import { panelPath } from '../model/panel-paths.js';
import type { FriendSettings, UserDetail } from '../model/types.js';
import { AddFriendDialog } from './add-friend-dialog.js';
import { PersonAvatar } from './avatars.js';
import { FriendGroupPicker } from './friend-group-picker.js';
import { usePanel } from './panel-nav.js';
import { Screen } from './screen.js';
import { useChatStyles } from './styles.js';
import { tc } from '../texts.js';

const useStyles = makeStyles({
  head: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  name: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  checks: { display: 'flex', flexWrap: 'wrap' },
});

const settingsOf = (d: UserDetail, userId: string): FriendSettings => ({
  friendId: d.friendId || userId,
  groupIds: d.groupIds ?? [],
  messageDisturb: Boolean(d.messageDisturb),
  strongReminder: Boolean(d.strongReminder),
  topChat: Boolean(d.topChat),
  blacklist: Boolean(d.blacklist),
  description: d.description ?? '',
  remark: d.friendRemark ?? '',
});

export const PersonDetail = () => {
  const styles = useStyles();
  const common = useChatStyles();
  const nav = usePanel();
  const refresh = useRefresh();
  const userId = nav.query.userId ?? nav.query.friendId;
  const { data, isLoading, mutate } = useUserDetail(missingId(userId) ? undefined : userId);
  const [form, setForm] = useState<FriendSettings | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [adding, setAdding] = useState(false);
  const [blacklistOpen, setBlacklistOpen] = useState(false);
  const { data: blacklisted } = useBlacklist(blacklistOpen);

  useEffect(() => {
    if (data && userId) setForm(settingsOf(data, userId));
  }, [data, userId]);

  const self = userId === nav.me.id;
  const name = data ? displayName({ nickname: data.nickname, isFriend: data.isFriend, sex: data.userSex }, self) : nav.query.nickname ?? '';
  const set = <K extends keyof FriendSettings>(key: K, value: FriendSettings[K]) => setForm((f) => (f ? { ...f, [key]: value } : f));

  const save = async () => {
    if (!form) return;
    setSaving(true);
    try {
      await saveFriendSettings({ ...form, remark: form.remark.trim(), description: form.description.trim() });
      toast({ intent: 'success', text: tc('chat.saved') });
      void mutate();
      refresh.keys(CONTACTS_KEY);
      refresh.keys(CONVERSATIONS_KEY);
    } catch (error) {
      toast({ intent: 'error', text: (error as { msg?: string }).msg ?? tc('chat.failed') });
    } finally {
      setSaving(false);
    }
  };

  const chat = () => nav.go(panelPath('/chatFrame', { messageType: 'MSG', joinUserId: userId, title: form?.remark || name, type: 'personal' }));

  return (
    <Screen title={tc('chat.personDetail')}>
      {isLoading && <Spinner size="small" />}
      <div className={common.padded}>
        <div className={styles.head}>
          <PersonAvatar name={name} src={data?.head} size={48} />
          <div>
            <div className={styles.name} data-testid="person-name">
              {name}
            </div>
            {data?.friendRemark && <div className={common.muted}>{tc('chat.nicknameIs', { name: data.nickname })}</div>}
            {(data?.sameTeamList ?? []).length > 0 && <div className={common.muted}>{data?.sameTeamList?.map((s) => s.teamName).join('、')}</div>}
            {data?.userStatus && <div className={common.muted}>{data.userStatus}</div>}
          </div>
        </div>
        {data && form && data.isFriend && !self && (
          <>
            <Field label={tc('chat.remark')} hint={`${form.remark.length}/${TEXT_LIMITS.remark}`}>
              <Input value={form.remark} maxLength={TEXT_LIMITS.remark} onChange={(_e, d) => set('remark', d.value.slice(0, TEXT_LIMITS.remark))} />
            </Field>
            <Field label={tc('chat.description')} hint={`${form.description.length}/${TEXT_LIMITS.description}`}>
              <Textarea value={form.description} maxLength={TEXT_LIMITS.description} onChange={(_e, d) => set('description', d.value.slice(0, TEXT_LIMITS.description))} />
            </Field>
            <Field label={tc('chat.friendGroups')}>
              <FriendGroupPicker value={form.groupIds} onChange={(ids) => set('groupIds', ids)} />
            </Field>
            <Field label={tc('chat.reminders')}>
              <div className={styles.checks}>
                <Checkbox label={tc('chat.messageDisturb')} checked={form.messageDisturb} onChange={(_e, d) => set('messageDisturb', Boolean(d.checked))} />
                <Checkbox label={tc('chat.strongReminder')} checked={form.strongReminder} onChange={(_e, d) => set('strongReminder', Boolean(d.checked))} />
                <Checkbox label={tc('chat.topChat')} checked={form.topChat} onChange={(_e, d) => set('topChat', Boolean(d.checked))} />
              </div>
            </Field>
            <div className={styles.checks} style={{ alignItems: 'center' }}>
              <Checkbox label={tc('chat.blacklist')} checked={form.blacklist} onChange={(_e, d) => set('blacklist', Boolean(d.checked))} />
              <Button size="small" appearance="transparent" onClick={() => setBlacklistOpen(true)}>
                {tc('chat.blacklistShow')}
              </Button>
            </div>
            <div className={common.actions}>
              <Button onClick={chat}>{tc('chat.sendMessage')}</Button>
              <Button appearance="primary" disabled={saving} onClick={() => void save()}>
                {tc('chat.save')}
              </Button>
            </div>
          </>
        )}
        {data && !data.isFriend && !self && (
          <div className={common.actions}>
            <Button onClick={chat}>{tc('chat.sendMessage')}</Button>
            <Button appearance="primary" onClick={() => setAdding(true)}>
              {tc('chat.addFriend')}
            </Button>
          </div>
        )}
      </div>
      {adding && userId && <AddFriendDialog receiverId={userId} onClose={() => setAdding(false)} />}
      {blacklistOpen && (
        <Dialog open onOpenChange={(_e, d) => setBlacklistOpen(d.open)}>
          <DialogSurface style={{ maxWidth: 400 }}>
            <DialogBody>
              <DialogTitle>{tc('chat.blacklistTitle')}</DialogTitle>
              <DialogContent>
                {!blacklisted && <Spinner size="small" />}
                {blacklisted && blacklisted.length === 0 && <div className={common.empty}>{tc('chat.blacklistEmpty')}</div>}
                <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {(blacklisted ?? []).map((c) => (
                    <li key={c.userId}>
                      <button
                        type="button"
                        className={common.row}
                        onClick={() => {
                          setBlacklistOpen(false);
                          nav.go(panelPath('/personDetail', { userId: c.userId, nickname: c.nickname }));
                        }}
                      >
                        <PersonAvatar name={c.friendRemark || c.nickname} src={c.headPortrait} size={32} />
                        <span className={common.rowName}>{c.friendRemark || c.nickname}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </DialogContent>
              <DialogActions>
                <Button onClick={() => setBlacklistOpen(false)}>{t('notice.close')}</Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
    </Screen>
  );
};
