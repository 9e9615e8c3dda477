/**
 * 添加好友 as a page (/addFriend, spec §2.1; issue 31): the chat's add-friend dialog's capability with its call
 * (`add-friend`, silent as the chat's calls are: the form says every refusal itself) and its rules — an 11-digit
 * number is a phone, anything else an account number (`friendTarget`), a note of at most 50 characters. Opened from a
 * person's page it names that person by their card (`user-detail`: a stranger's nickname masked, spec §5); a phone
 * typed is only ever shown back masked (138****5678). A friend already is told so, with 发消息.
 */
import { Button, Field, Input, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { TEXT_LIMITS } from '../../../../../shared/limits.js';
import { maskPhone } from '../../../../../shared/masking.js';
import { addFriendInput } from '../../../../../shared/schemas/chat-friends.js';
import type { HttpError } from '../../../api/http-error.js';
import { openChat } from '../../../lib/chat-open.js';
import { addFriend, useUserDetail } from '../api/friends.js';
import { friendTarget } from './add-friend-dialog.js';
import { PersonAvatar } from './avatars.js';
import { tc } from '../texts.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px', minWidth: 0 },
  card: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  cardText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  done: { margin: 0, color: tokens.colorPaletteGreenForeground1 },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

/** How the person asked is shown back: a phone masked, an account number as it is, a named person by their card's name. */
export const shownTarget = (who: string, named?: string): string => {
  if (named !== undefined) return named;
  const target = friendTarget(who);
  return 'phone' in target ? maskPhone(target.phone) : tc('chat.addFriendUserNo', { userNo: target.userNo });
};

export interface AddFriendFormProps {
  /** The person to ask, from their page (`?userId=`). */
  userId?: string;
  /** An account number or phone to start from (`?who=`). */
  who?: string;
}

export const AddFriendForm = ({ userId, who: initialWho = '' }: AddFriendFormProps) => {
  const styles = useStyles();
  const { data: person } = useUserDetail(userId);
  const [who, setWho] = useState(initialWho);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<{ field: 'who' | 'note' | 'form'; text: string }>();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const max = TEXT_LIMITS.friendRequestInformation;

  const submit = async () => {
    if (busy) return;
    if (!userId && !who.trim()) return setProblem({ field: 'who', text: tc('chat.addFriendWhoRequired') });
    const target = userId ? { receiverId: userId } : friendTarget(who);
    const verdict = addFriendInput.safeParse({ ...target, information: note });
    if (!verdict.success) {
      const issue = verdict.error.issues[0];
      return setProblem({ field: issue?.path[0] === 'information' ? 'note' : 'who', text: issue?.message ?? tc('chat.addFriendWhoRequired') });
    }
    setBusy(true);
    try {
      await addFriend(target, note.trim());
      setSentTo(shownTarget(who, userId ? (person?.nickname ?? '') : undefined));
      setProblem(undefined);
    } catch (error) {
      // The chat's calls are silent (spec §8): the refusal is said here.
      setProblem({ field: 'form', text: (error as HttpError).msg });
    } finally {
      setBusy(false);
    }
  };

  if (sentTo !== undefined)
    return (
      <div className={styles.form} role="status">
        <p className={styles.done}>{tc('chat.addFriendSentTo', { who: sentTo })}</p>
        {!userId && (
          <div className={styles.actions}>
            <Button
              appearance="secondary"
              onClick={() => {
                setSentTo(undefined);
                setWho('');
                setNote('');
              }}
            >
              {tc('chat.addFriendAgain')}
            </Button>
          </div>
        )}
      </div>
    );

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={tc('chat.addFriend')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {userId ? (
        <Field label={tc('chat.addFriendTo')}>
          {person && (
            <div className={styles.card} data-testid="add-friend-person">
              <PersonAvatar name={person.nickname} src={person.head} size={48} />
              <div className={styles.cardText}>
                <span className={styles.name}>{person.nickname}</span>
                <span className={styles.meta}>{tc('chat.addFriendUserNo', { userNo: person.userNo })}</span>
              </div>
            </div>
          )}
        </Field>
      ) : (
        <Field label={tc('chat.addFriendWho')} required hint={tc('chat.addFriendWhoHint')} {...(problem?.field === 'who' ? { validationState: 'error' as const, validationMessage: problem.text } : {})}>
          <Input
            value={who}
            inputMode="numeric"
            maxLength={11}
            onChange={(_event, data) => {
              setWho(data.value);
              setProblem(undefined);
            }}
          />
        </Field>
      )}
      {person?.isFriend ? (
        <>
          <p className={styles.done}>{tc('chat.addFriendAlready')}</p>
          <div className={styles.actions}>
            <Button appearance="primary" onClick={() => openChat({ joinUserId: person.userId, title: person.nickname })}>
              {tc('chat.sendMessage')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <Field
            label={tc('chat.addFriendNote')}
            hint={tc('chat.addFriendNoteHint', { max })}
            {...(problem?.field === 'note' ? { validationState: 'error' as const, validationMessage: problem.text } : {})}
          >
            <Textarea value={note} maxLength={max} resize="vertical" onChange={(_event, data) => setNote(data.value)} />
          </Field>
          {problem?.field === 'form' && (
            <p className={styles.error} role="alert">
              {problem.text}
            </p>
          )}
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" disabled={busy || (Boolean(userId) && !person)}>
              {tc('chat.addFriendSend')}
            </Button>
          </div>
        </>
      )}
    </form>
  );
};
