/** /applyQun (spec §2.5, §5): a group's card and a request to join with a note of at most 100 characters. */
import { Button, Field, Spinner, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { TEXT_LIMITS } from '../../../../../shared/limits.js';
import { toast } from '../../../lib/notify.js';
import { applyToGroup, useGroupToJoin } from '../api/groups.js';
import { useRefresh } from '../hooks/use-refresh.js';
import { GroupAvatar } from './avatars.js';
import { usePanel } from './panel-nav.js';
import { Screen } from './screen.js';
import { useChatStyles } from './styles.js';
import { tc } from '../texts.js';

export const ApplyGroup = () => {
  const styles = useChatStyles();
  const nav = usePanel();
  const refresh = useRefresh();
  const number = nav.query.number ?? '';
  const { data: group, isLoading } = useGroupToJoin(number);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const groupId = group?.id ?? nav.query.groupId ?? '';

  const apply = async () => {
    if (group?.group) {
      toast({ intent: 'warning', text: tc('chat.alreadyJoined') });
      return;
    }
    setBusy(true);
    try {
      await applyToGroup(groupId, note.trim());
      toast({ intent: 'success', text: tc('chat.applySent') });
      refresh.counts();
      nav.back();
    } catch (error) {
      toast({ intent: 'error', text: (error as { msg?: string }).msg ?? tc('chat.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Screen title={tc('chat.applyGroup')}>
      {isLoading && <Spinner size="small" />}
      <div className={styles.padded}>
        {group && (
          <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <GroupAvatar name={group.name} headers={group.groupHeaders} />
            <div>
              <strong>{group.name}</strong>
              <div className={styles.muted}>
                {tc('chat.groupNumber', { number: group.number })} · {tc('chat.memberTotal', { total: group.total })}
              </div>
            </div>
          </div>
        )}
        {group?.group ? (
          <div className={styles.muted}>{tc('chat.alreadyJoined')}</div>
        ) : (
          <>
            <Field label={tc('chat.applyNote')} hint={`${note.length}/${TEXT_LIMITS.groupApplyNote}`}>
              <Textarea value={note} maxLength={TEXT_LIMITS.groupApplyNote} onChange={(_e, d) => setNote(d.value.slice(0, TEXT_LIMITS.groupApplyNote))} />
            </Field>
            <div className={styles.actions}>
              <Button appearance="primary" disabled={busy || !groupId || Boolean(group?.applying)} onClick={() => void apply()}>
                {group?.applying ? tc('chat.applying') : tc('chat.apply')}
              </Button>
            </div>
          </>
        )}
      </div>
    </Screen>
  );
};
