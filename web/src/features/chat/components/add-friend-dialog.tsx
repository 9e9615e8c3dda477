/** Adding a friend (docs/conventions.md "Identity and sessions": by userNo or phone, with a note of at most 50 characters). */
import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { TEXT_LIMITS } from '../../../../../shared/limits.js';
import { toast } from '../../../lib/notify.js';
import { addFriend } from '../api/friends.js';
import { TextDialog } from './text-dialog.js';
import { tc } from '../texts.js';

/** An 11-digit number is a phone; anything else a userNo. */
export const friendTarget = (value: string): { phone: string } | { userNo: string } => {
  const trimmed = value.trim();
  return /^1\d{10}$/.test(trimmed) ? { phone: trimmed } : { userNo: trimmed };
};

export const AddFriendDialog = ({ receiverId, onClose }: { receiverId?: string; onClose: () => void }) => {
  const [who, setWho] = useState('');
  return (
    <TextDialog
      title={tc('chat.addFriend')}
      label={tc('chat.addFriendNote')}
      max={TEXT_LIMITS.friendRequestInformation}
      multiline
      confirmLabel={tc('chat.addFriendSend')}
      check={() => (receiverId || who.trim() ? undefined : tc('chat.addFriendWhoRequired'))}
      onSubmit={async (note) => {
        await addFriend(receiverId ? { receiverId } : friendTarget(who), note);
        toast({ intent: 'success', text: tc('chat.addFriendSent') });
      }}
      onClose={onClose}
    >
      {!receiverId && (
        <Field label={tc('chat.addFriendWho')} style={{ marginBottom: 12 }}>
          <Input value={who} onChange={(_e, d) => setWho(d.value)} placeholder={tc('chat.addFriendWhoHint')} />
        </Field>
      )}
    </TextDialog>
  );
};
