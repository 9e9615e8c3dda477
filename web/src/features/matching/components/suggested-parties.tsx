/**
 * 推荐的合作方 (docs/search.md "Matching"): a released demand's suggested people, teams and companies, for its
 * publisher's side, each with why and 邀请 — one click sends the invitation (`project.invite`), after which the card says
 * 已邀请 (and so does the list when read again: the suggestion is `engaged`). A reason the invitation was not sent is
 * shown on the card.
 */
import { Avatar, Badge, Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { SuggestedParty } from '../../../../../shared/schemas/matching.js';
import { NARROW_MEDIA, usePanelStyles } from '../../../components/page-styles.js';
import { inviteSuggested, useSuggestedParties } from '../api/matching.js';
import { tm, type MatchingTextKey } from '../texts.js';
import { Reasons } from './reasons.js';

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`, marginBottom: tokens.spacingVerticalM },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  intro: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  list: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: tokens.spacingHorizontalM, margin: 0, padding: 0, listStyle: 'none', [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  card: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  name: { margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  tags: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  failed: { margin: 0, color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  state: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground2 },
});

const PartySuggestion = ({ projectId, suggestion, canInvite }: { projectId: string; suggestion: SuggestedParty; canInvite: boolean }) => {
  const styles = useStyles();
  const [invited, setInvited] = useState(false);
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<string>();
  const invite = async () => {
    setSending(true);
    setRefused(undefined);
    try {
      const outcome = await inviteSuggested(projectId, suggestion);
      if (outcome.sent) setInvited(true);
      else setRefused(outcome.msg);
    } catch {
      // The refusal was shown as the SPA shows refusals (a modal): the button stays.
    } finally {
      setSending(false);
    }
  };
  const engaged = invited || suggestion.engaged;
  return (
    <li className={styles.card} data-testid="suggested-party" data-party-id={suggestion.id} data-party-type={suggestion.type}>
      <Avatar name={suggestion.name} image={suggestion.headPortrait ? { src: suggestion.headPortrait } : undefined} size={40} aria-hidden />
      <div className={styles.main}>
        <h3 className={styles.name}>
          <span data-testid="suggested-party-name">{suggestion.name}</span>
          <Badge appearance="outline" shape="rounded" size="small">
            {tm(`mt.type.${suggestion.type}` as MatchingTextKey)}
          </Badge>
        </h3>
        {suggestion.tags.length > 0 && <p className={styles.tags}>{suggestion.tags.join(' · ')}</p>}
        <Reasons reasons={suggestion.reasons} score={suggestion.score} />
        {refused !== undefined && (
          <p className={styles.failed} role="alert">
            {tm('mt.parties.inviteFailed', { msg: refused })}
          </p>
        )}
      </div>
      {engaged ? (
        <Badge appearance="tint" color="success" size="large" data-testid="suggestion-invited" aria-live="polite">
          {tm('mt.parties.invited')}
        </Badge>
      ) : (
        canInvite && (
          <Button appearance="primary" size="small" disabled={sending} onClick={() => void invite()} aria-label={tm('mt.parties.inviteLabel', { name: suggestion.name })} data-testid="suggestion-invite">
            {sending ? <Spinner size="extra-tiny" /> : tm('mt.parties.invite')}
          </Button>
        )
      )}
    </li>
  );
};

/** The panel under party A's view of its open demand; `canInvite` is whether the viewer may invite (leaders, not staff). */
export const SuggestedPartiesPanel = ({ projectId, canInvite }: { projectId: string; canInvite: boolean }) => {
  const styles = useStyles();
  const panel = usePanelStyles();
  const { data, error, isLoading, mutate } = useSuggestedParties(projectId);
  return (
    <section className={panel.panel} aria-labelledby="suggested-parties-title" data-testid="suggested-parties">
      <div className={styles.head}>
        <h2 id="suggested-parties-title" className={styles.title}>
          {tm('mt.parties.title')}
        </h2>
        <p className={styles.intro}>{tm('mt.parties.intro')}</p>
      </div>
      {!data && isLoading && <Spinner size="small" label={tm('mt.loading')} />}
      {!data && error && (
        <div className={styles.state} role="alert">
          <span>{`${tm('mt.parties.failed')}：${error.msg}`}</span>
          <Button size="small" onClick={() => void mutate()}>
            {tm('mt.retry')}
          </Button>
        </div>
      )}
      {data && data.records.length === 0 && <p className={styles.state}>{tm('mt.parties.empty')}</p>}
      {data && data.records.length > 0 && (
        <ul className={styles.list}>
          {data.records.map((s) => (
            <PartySuggestion key={`${s.type}:${s.id}`} projectId={projectId} suggestion={s} canInvite={canInvite} />
          ))}
        </ul>
      )}
    </section>
  );
};
