/** A multi-select of the person's friend groups, with 新建分组 (a name asked in a dialog). */
import { Button, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { addFriendGroup, useFriendGroups } from '../api/friends.js';
import { TextDialog } from './text-dialog.js';
import { tc } from '../texts.js';

const useStyles = makeStyles({
  box: { display: 'flex', flexWrap: 'wrap', gap: `0 ${tokens.spacingHorizontalS}`, alignItems: 'center' },
});

/** Friend group names are short; the spec gives no limit, the remark's 20 is used. */
const GROUP_NAME_MAX = 20;

export const FriendGroupPicker = ({ value, onChange }: { value: readonly string[]; onChange: (ids: string[]) => void }) => {
  const styles = useStyles();
  const { data: groups, mutate } = useFriendGroups();
  const [adding, setAdding] = useState(false);
  return (
    <div className={styles.box} role="group" aria-label={tc('chat.friendGroups')}>
      {(groups ?? []).map((g) => (
        <Checkbox
          key={g.id}
          label={g.name}
          checked={value.includes(g.id)}
          onChange={(_e, d) => onChange(d.checked ? [...value, g.id] : value.filter((id) => id !== g.id))}
        />
      ))}
      {groups && groups.length === 0 && <span style={{ color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 }}>{tc('chat.noFriendGroups')}</span>}
      <Button size="small" appearance="transparent" onClick={() => setAdding(true)}>
        {tc('chat.addFriendGroup')}
      </Button>
      {adding && (
        <TextDialog
          title={tc('chat.addFriendGroup')}
          label={tc('chat.friendGroupName')}
          max={GROUP_NAME_MAX}
          check={(name) => (name.trim() ? undefined : tc('chat.friendGroupNameRequired'))}
          onSubmit={async (name) => {
            const created = await addFriendGroup(name.trim());
            const list = await mutate();
            const id = typeof created === 'string' ? created : (created as { id?: string } | null)?.id ?? list?.find((g) => g.name === name.trim())?.id;
            if (id) onChange([...value, id]);
          }}
          onClose={() => setAdding(false)}
        />
      )}
    </div>
  );
};
