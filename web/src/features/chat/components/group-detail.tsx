/**
 * /qunDetail (spec §2.5, §6): the members (14 shown, expandable), add and remove (owner), the name (the owner
 * renames, at most 32, not blank), stick on top, and 删除并退出 (members) or 解散群聊 (the owner; members and
 * owner are removed). A project's group (docs/cooperation.md "The project group") shows its 项目群 tag and the
 * link to the cooperation, and hides add, remove, rename, hand-over, leave and dissolve: its members follow the
 * project (the server refuses them too, PROJECT_GROUP_LOCKED).
 */
import { Button, Spinner, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { LIST_LIMITS, TEXT_LIMITS } from '../../../../../shared/limits.js';
import { GROUP_MESSAGES } from '../../../../../shared/schemas/chat-groups.js';
import { toast } from '../../../lib/notify.js';
import { dissolveGroup, exitGroup, GROUP_MEMBERS_KEY, GROUPS_KEY, handOverGroup, renameGroup, setGroupRemark, stickGroup, useGroupDetail, useGroupMembers } from '../api/groups.js';
import { CONVERSATIONS_KEY } from '../api/messages.js';
import { useRefresh } from '../hooks/use-refresh.js';
import { displayName, missingId } from '../model/chat-text.js';
import { panelPath } from '../model/panel-paths.js';
import { PersonAvatar } from './avatars.js';
import { ProjectGroupTag, ProjectLink } from './project-group.js';
import { confirmAction } from './confirm.js';
import { usePanel } from './panel-nav.js';
import { Screen } from './screen.js';
import { useChatStyles } from './styles.js';
import { TextDialog } from './text-dialog.js';
import { tc } from '../texts.js';
import { CopyButton } from '../../../components/copy-button.js';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: tokens.spacingVerticalS },
  member: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2px', fontSize: tokens.fontSizeBase200, minWidth: 0, border: 'none', background: 'none', cursor: 'pointer', padding: 0, color: 'inherit' },
  memberName: { maxWidth: '64px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  tile: { width: '40px', height: '40px', border: `1px dashed ${tokens.colorNeutralStroke1}`, borderRadius: tokens.borderRadiusMedium, display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: '20px' },
  line: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: `${tokens.spacingVerticalS} 0`, borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
  label: { flexGrow: 1, color: tokens.colorNeutralForeground2 },
});

export const GroupDetailScreen = () => {
  const styles = useStyles();
  const common = useChatStyles();
  const nav = usePanel();
  const refresh = useRefresh();
  const groupId = nav.query.groupId;
  const valid = !missingId(groupId);
  const { data: detail, mutate: reloadDetail } = useGroupDetail(valid ? groupId : undefined);
  const { data: members } = useGroupMembers(valid ? groupId : undefined);
  const [expanded, setExpanded] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [remarking, setRemarking] = useState(false);
  const [handingOver, setHandingOver] = useState(false);

  if (!valid || !groupId) return <Screen title={tc('chat.groupSettings')}>{null}</Screen>;

  const owner = detail?.groupUserId === nav.me.id;
  const project = Boolean(detail?.projectId);
  const canManage = owner && !project;
  const shown = expanded ? (members ?? []) : (members ?? []).slice(0, LIST_LIMITS.groupMemberPreview);

  const leaveDone = () => {
    refresh.keys(GROUPS_KEY);
    refresh.keys(CONVERSATIONS_KEY);
    refresh.counts();
    nav.home('groups');
  };
  const fail = (error: unknown) => toast({ intent: 'error', text: (error as { msg?: string }).msg ?? tc('chat.failed') });

  return (
    <Screen title={detail ? `${tc('chat.groupSettings')}(${detail.total})` : tc('chat.groupSettings')}>
      {!detail && <Spinner size="small" />}
      {detail && (
        <div className={common.padded} data-testid="group-detail">
          <div className={styles.grid}>
            {shown.map((m) => {
              const name = m.id === nav.me.id ? nav.me.nickname : displayName({ nickname: m.nickname, isFriend: m.friend, sex: m.sex });
              return (
                <button key={m.id} type="button" className={styles.member} onClick={() => nav.go(panelPath('/personDetail', { userId: m.id, nickname: m.nickname }))}>
                  <PersonAvatar name={name} src={m.headPortrait} />
                  <span className={styles.memberName} title={name}>
                    {m.owner ? `★${name}` : name}
                  </span>
                </button>
              );
            })}
            {canManage && (
              <>
                <button type="button" className={styles.member} aria-label={tc('chat.addMembers')} onClick={() => nav.go(panelPath('/selectContacts', { type: 'group', groupId, title: tc('chat.addMembers') }))}>
                  <span className={styles.tile}>＋</span>
                  <span>{tc('chat.add')}</span>
                </button>
                <button type="button" className={styles.member} aria-label={tc('chat.removeMembers')} onClick={() => nav.go(panelPath('/selectContacts', { type: 'groupRemove', groupId, title: tc('chat.removeMembers') }))}>
                  <span className={styles.tile}>－</span>
                  <span>{tc('chat.remove')}</span>
                </button>
              </>
            )}
          </div>
          {(members?.length ?? 0) > LIST_LIMITS.groupMemberPreview && (
            <Button appearance="transparent" size="small" onClick={() => setExpanded((e) => !e)}>
              {expanded ? tc('chat.collapseMembers') : tc('chat.allMembers', { total: members?.length ?? 0 })}
            </Button>
          )}
          <div>
            {detail.projectId && (
              <div className={styles.line} data-testid="project-group-line">
                <span className={styles.label}>
                  <ProjectGroupTag /> {tc('chat.projectGroupNote')}
                </span>
                <ProjectLink projectId={detail.projectId} />
              </div>
            )}
            <div className={styles.line}>
              <span className={styles.label}>{tc('chat.groupName')}</span>
              <span data-testid="group-name">{detail.name}</span>
              {canManage && (
                <Button size="small" appearance="transparent" onClick={() => setRenaming(true)}>
                  {tc('chat.rename')}
                </Button>
              )}
            </div>
            <div className={styles.line}>
              <span className={styles.label}>{tc('chat.groupRemark')}</span>
              <span data-testid="group-remark">{detail.remark}</span>
              <Button size="small" appearance="transparent" onClick={() => setRemarking(true)}>
                {tc('chat.edit')}
              </Button>
            </div>
            <div className={styles.line}>
              <span className={styles.label}>{tc('chat.groupNumberLabel')}</span>
              <span>{detail.number}</span>
              <CopyButton text={detail.number} label={tc('chat.groupNumberLabel')} />
            </div>
            <div className={styles.line}>
              <span className={styles.label}>{tc('chat.stickGroup')}</span>
              <Switch
                checked={detail.stick}
                aria-label={tc('chat.stickGroup')}
                onChange={(_e, d) => {
                  void stickGroup(groupId, d.checked).then(() => {
                    void reloadDetail();
                    refresh.keys(CONVERSATIONS_KEY);
                    refresh.keys(GROUPS_KEY);
                  }, fail);
                }}
              />
            </div>
          </div>
          {handingOver && (
            <div data-testid="hand-over">
              <div className={common.muted}>{tc('chat.handOverPick')}</div>
              {(members ?? [])
                .filter((m) => m.id !== nav.me.id)
                .map((m) => (
                  <Button
                    key={m.id}
                    size="small"
                    appearance="subtle"
                    onClick={() =>
                      confirmAction(tc('chat.handOverConfirm', { name: m.nickname }), () =>
                        void handOverGroup(groupId, m.id).then(() => {
                          setHandingOver(false);
                          void reloadDetail();
                          refresh.keys(GROUP_MEMBERS_KEY);
                        }, fail),
                      )
                    }
                  >
                    {m.nickname}
                  </Button>
                ))}
            </div>
          )}
          <div className={common.actions} style={{ justifyContent: 'center' }}>
            {canManage && (members?.length ?? 0) > 1 && (
              <Button onClick={() => setHandingOver((open) => !open)} aria-expanded={handingOver}>
                {tc('chat.handOver')}
              </Button>
            )}
            {project ? null : owner ? (
              <Button appearance="primary" style={{ backgroundColor: tokens.colorPaletteRedBackground3 }} onClick={() => confirmAction(tc('chat.dissolveConfirm'), () => void dissolveGroup(groupId).then(leaveDone, fail), tc('chat.dissolve'))}>
                {tc('chat.dissolve')}
              </Button>
            ) : (
              <Button appearance="primary" style={{ backgroundColor: tokens.colorPaletteRedBackground3 }} onClick={() => confirmAction(tc('chat.leaveConfirm'), () => void exitGroup(groupId).then(leaveDone, fail), tc('chat.leave'))}>
                {tc('chat.leave')}
              </Button>
            )}
          </div>
        </div>
      )}
      {remarking && detail && (
        <TextDialog
          title={tc('chat.groupRemark')}
          label={tc('chat.groupRemark')}
          max={TEXT_LIMITS.groupName}
          initial={detail.remark}
          check={() => undefined}
          onSubmit={async (remark) => {
            await setGroupRemark(groupId, remark.trim());
            void reloadDetail();
            refresh.keys(GROUPS_KEY);
            refresh.keys(CONVERSATIONS_KEY);
          }}
          onClose={() => setRemarking(false)}
        />
      )}
      {renaming && detail && (
        <TextDialog
          title={tc('chat.rename')}
          label={tc('chat.groupName')}
          max={TEXT_LIMITS.groupName}
          initial={detail.name}
          check={(name) => (name.trim() ? undefined : GROUP_MESSAGES.nameBlank)}
          onSubmit={async (name) => {
            await renameGroup(groupId, name.trim());
            void reloadDetail();
            refresh.keys(GROUPS_KEY);
            refresh.keys(CONVERSATIONS_KEY);
          }}
          onClose={() => setRenaming(false)}
        />
      )}
    </Screen>
  );
};
