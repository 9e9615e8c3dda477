/**
 * 邀请洽谈 (party A): find whom to invite — a person by 8-digit user number or phone, a team or company by its full
 * name (`invite-List`, told the project so those already invited or applying are marked) — pick one, write a
 * message of at most PROJECT_LIMITS.note and send (`invite-negotiate-projects` with this project). The answer says
 * what was sent and what was skipped, and why.
 */
import {
  Avatar,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Textarea,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { ACCOUNT_TYPES, type AccountType } from '../../../../../shared/domains.js';
import { PROJECT_INVITE_DAYS, PROJECT_LIMITS } from '../../../../../shared/limits.js';
import type { InviteCandidate, InviteOutcome } from '../../../../../shared/schemas/project.js';
import { isHttpError } from '../../../api/http-error.js';
import { FormError } from '../../../components/form-error.js';
import { t } from '../../../lib/i18n.js';
import { findInvitees, INVITE_REFUSALS, inviteToProject } from '../api/project.js';
import { tf } from '../texts.js';
import { typeLabel } from './labels.js';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  search: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 96px auto', gap: tokens.spacingHorizontalS, alignItems: 'end', '@media (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
  keyword: { minWidth: 0 },
  type: { minWidth: 0, '@media (max-width: 480px)': { gridColumn: '1 / -1', gridRow: 2 } },
  select: { minWidth: 0, width: '100%' },
  hint: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  candidate: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0, overflowWrap: 'anywhere' },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  engaged: { color: tokens.colorPaletteDarkOrangeForeground1, fontSize: tokens.fontSizeBase200 },
  none: { margin: 0, color: tokens.colorNeutralForeground2 },
  counter: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  outcome: { margin: 0, lineHeight: tokens.lineHeightBase300 },
  sent: { color: tokens.colorPaletteGreenForeground1 },
  skipped: { color: tokens.colorPaletteRedForeground1 },
});

export interface InviteDialogProps {
  projectId: string;
  onSent: () => void;
  onClose: () => void;
}

const keyOf = (candidate: Pick<InviteCandidate, 'type' | 'id'>) => `${candidate.type}:${candidate.id}`;

export const InviteDialog = ({ projectId, onSent, onClose }: InviteDialogProps) => {
  const styles = useStyles();
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState<AccountType | ''>('');
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string>();
  const [candidates, setCandidates] = useState<InviteCandidate[]>();
  const [picked, setPicked] = useState<string>();
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [outcome, setOutcome] = useState<{ name: string; result: InviteOutcome }>();

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const asked = keyword.trim();
    setSearchError(undefined);
    if (!asked) {
      setSearchError(tf('pf.invite.keywordHint'));
      return;
    }
    setSearching(true);
    try {
      const found = await findInvitees(asked, projectId, type || undefined);
      setCandidates(found);
      const first = found.find((c) => !c.engaged);
      setPicked(first ? keyOf(first) : undefined);
    } catch (error) {
      if (isHttpError(error) && error.code === 400) setSearchError(error.msg);
    } finally {
      setSearching(false);
    }
  };

  const chosen = candidates?.find((c) => keyOf(c) === picked && !c.engaged);

  const send = async () => {
    setFormError(undefined);
    if (!chosen) {
      setFormError(tf('pf.invite.pickFirst'));
      return;
    }
    setSending(true);
    try {
      const result = await inviteToProject(projectId, chosen, message.trim());
      setOutcome({ name: chosen.name, result });
      if (result.sent.length > 0) onSent();
    } catch (error) {
      if (isHttpError(error) && INVITE_REFUSALS.includes(error.code)) setFormError(error.msg);
    } finally {
      setSending(false);
    }
  };

  const again = () => {
    setOutcome(undefined);
    setCandidates(undefined);
    setPicked(undefined);
    setKeyword('');
    setMessage('');
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{tf('pf.invite.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            {outcome ? (
              <div role="status" data-testid="invite-outcome">
                {outcome.result.sent.length > 0 && (
                  <p className={mergeClasses(styles.outcome, styles.sent)}>{tf('pf.invite.sent', { name: outcome.name, days: PROJECT_INVITE_DAYS })}</p>
                )}
                {outcome.result.skipped.map((skip) => (
                  <p key={skip.projectId} className={mergeClasses(styles.outcome, styles.skipped)}>
                    {tf('pf.invite.skipped', { reason: skip.msg })}
                  </p>
                ))}
              </div>
            ) : (
              <>
                <form className={styles.search} role="search" onSubmit={(event) => void search(event)} noValidate>
                  <Field className={styles.keyword} label={tf('pf.invite.keyword')} validationState={searchError ? 'error' : undefined} validationMessage={searchError}>
                    <Input value={keyword} maxLength={30} placeholder={tf('pf.invite.keywordPlaceholder')} onChange={(_event, data) => setKeyword(data.value)} data-testid="invite-keyword" />
                  </Field>
                  <Field className={styles.type} label={tf('pf.invite.type')}>
                    <Select className={styles.select} value={type} onChange={(_event, data) => setType((ACCOUNT_TYPES as readonly string[]).includes(data.value) ? (data.value as AccountType) : '')}>
                      <option value="">{tf('pf.invite.anyType')}</option>
                      {ACCOUNT_TYPES.map((each) => (
                        <option key={each} value={each}>
                          {typeLabel(each)}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <Button type="submit" disabled={searching}>
                    {tf('pf.invite.search')}
                  </Button>
                </form>
                <p className={styles.hint}>{tf('pf.invite.keywordHint')}</p>
                {searching && <Spinner size="tiny" label={tf('pf.invite.searching')} />}
                {candidates && !searching && candidates.length === 0 && (
                  <p className={styles.none} role="status">
                    {tf('pf.invite.noResult')}
                  </p>
                )}
                {candidates && candidates.length > 0 && (
                  <Field label={tf('pf.invite.results')}>
                    <RadioGroup className={styles.results} value={picked ?? ''} onChange={(_event, data) => setPicked(data.value)} data-testid="invite-candidates">
                      {candidates.map((candidate) => (
                        <Radio
                          key={keyOf(candidate)}
                          value={keyOf(candidate)}
                          disabled={candidate.engaged}
                          label={
                            <span className={styles.candidate}>
                              <Avatar size={28} name={candidate.name || typeLabel(candidate.type)} image={candidate.headPortrait ? { src: candidate.headPortrait } : undefined} aria-hidden />
                              <span>
                                {candidate.name}
                                <span className={styles.sub}>
                                  {` · ${typeLabel(candidate.type)}`}
                                  {candidate.userNo ? ` · ${tf('pf.invite.userNo', { userNo: candidate.userNo })}` : ''}
                                </span>
                                {candidate.engaged && <span className={styles.engaged}>{` · ${tf('pf.invite.engaged')}`}</span>}
                              </span>
                            </span>
                          }
                        />
                      ))}
                    </RadioGroup>
                  </Field>
                )}
                <Field label={tf('pf.invite.message')} hint={<span className={styles.counter}>{tf('pf.common.counter', { count: message.length, max: PROJECT_LIMITS.note })}</span>}>
                  <Textarea value={message} maxLength={PROJECT_LIMITS.note} rows={3} resize="vertical" placeholder={tf('pf.invite.messagePlaceholder')} onChange={(_event, data) => setMessage(data.value)} data-testid="invite-message" />
                </Field>
                <FormError message={formError} />
              </>
            )}
          </DialogContent>
          <DialogActions>
            {outcome ? (
              <>
                <Button appearance="secondary" onClick={again}>
                  {tf('pf.invite.again')}
                </Button>
                <Button appearance="primary" onClick={onClose}>
                  {tf('pf.invite.close')}
                </Button>
              </>
            ) : (
              <>
                <Button appearance="secondary" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <Button appearance="primary" disabled={sending || !chosen} onClick={() => void send()} data-testid="invite-send">
                  {tf('pf.invite.send')}
                </Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
