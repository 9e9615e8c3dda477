/**
 * One invitation or application (RequestCard): its state, the other party (or both on its own page), the project,
 * the sender's note, the receiver's reason, its times, and exactly the `actions` the server gives the viewer as
 * buttons (`project.answerRequest`). An invitation expired unanswered shows 已失效 and no buttons; an accepted
 * one links to its negotiation.
 */
import { Badge } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { PROJECT_INVITE_DAYS } from '../../../../../shared/limits.js';
import { formatFen } from '../../../../../shared/money.js';
import type { ProcessAction } from '../../../../../shared/process/types.js';
import type { RequestBox, RequestCard } from '../../../../../shared/schemas/project.js';
import { LinkButton } from '../../../components/link-button.js';
import { applyDetailsPath, inviteDetailsPath, negotiateDetailsPath, projectDetailsPath } from '../../../config/paths.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { tp } from '../texts.js';
import { ActionButtons } from './action-buttons.js';
import { PartyName } from './party-name.js';
import { stateColour, useCenterStyles } from './styles.js';

export const requestDetailsPath = (card: Pick<RequestCard, 'kind' | 'id'>): string => (card.kind === 'INVITE' ? inviteDetailsPath(card.id) : applyDetailsPath(card.id));

/** Who the other side is in a box, and what to call them there. */
const otherSide = (box: RequestBox, card: RequestCard) => {
  switch (box) {
    case 'send-invite':
      return { label: tp('pc.request.invitee'), party: card.partyB };
    case 'receive-invite':
      return { label: tp('pc.request.inviter'), party: card.partyA };
    case 'send-apply':
      return { label: tp('pc.request.publisher'), party: card.partyA };
    case 'receive-apply':
      return { label: tp('pc.request.applicant'), party: card.partyB };
  }
};

export interface RequestCardViewProps {
  card: RequestCard;
  /** In a list: the box it is listed in (names the other side); on its own page both sides are shown. */
  box?: RequestBox;
  onAction: (action: ProcessAction, reason?: string) => Promise<unknown>;
}

export const RequestCardView = ({ card, box, onAction }: RequestCardViewProps) => {
  const styles = useCenterStyles();
  const expired = card.state === 'EXPIRED';
  const other = box ? otherSide(box, card) : undefined;
  const details = requestDetailsPath(card);
  const negotiation = card.state === 'ACCEPTED' && card.negotiationId ? card.negotiationId : undefined;
  const actions = expired ? [] : card.actions;
  return (
    <article className={styles.card} data-testid="request-card" data-state={card.state} aria-label={`${tp(`pc.request.${card.kind}`)} ${card.project.name}`}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>
          <Link className={styles.titleLink} to={projectDetailsPath(card.project.projectId)}>
            {card.project.name}
          </Link>
        </h2>
        <div className={styles.badges}>
          <Badge appearance="outline" color="informative">
            {tp(`pc.request.${card.kind}`)}
          </Badge>
          <Badge appearance="tint" color={stateColour(card.state)} data-testid="request-state">
            {card.stateLabel}
          </Badge>
        </div>
      </div>
      <dl className={styles.facts}>
        {other ? (
          <div className={styles.fact}>
            <dt>{other.label}</dt>
            <dd className={styles.factValue} data-testid="request-other">
              <PartyName party={other.party} />
            </dd>
          </div>
        ) : (
          <>
            <div className={styles.fact}>
              <dt>{tp('pc.partyA')}</dt>
              <dd className={styles.factValue}>
                <PartyName party={card.partyA} />
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>{tp('pc.partyB')}</dt>
              <dd className={styles.factValue}>
                <PartyName party={card.partyB} />
              </dd>
            </div>
          </>
        )}
        <div className={styles.fact}>
          <dt>{tp('pc.budget')}</dt>
          <dd className={`${styles.factValue} ${styles.money}`}>{formatFen(card.project.budget)}</dd>
        </div>
      </dl>
      <p className={styles.message} data-testid="request-message">
        <strong>{card.kind === 'INVITE' ? tp('pc.request.message') : tp('pc.request.applyNote')}：</strong>
        {card.message || tp('pc.request.noMessage')}
      </p>
      {card.reason && (
        <p className={styles.note}>
          {tp('pc.request.reason')}：{card.reason}
        </p>
      )}
      {expired && (
        <p className={styles.note} role="note">
          {tp('pc.request.expired', { days: PROJECT_INVITE_DAYS })}
        </p>
      )}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{tp('pc.createTime')}</dt>
          <dd className={styles.factValue}>{formatDateTime(card.createTime)}</dd>
        </div>
        {card.expireTime && card.state === 'PENDING' && (
          <div className={styles.fact}>
            <dt>{tp('pc.request.expire')}</dt>
            <dd className={styles.factValue}>{formatDateTime(card.expireTime)}</dd>
          </div>
        )}
        {card.answerTime && (
          <div className={styles.fact}>
            <dt>{tp('pc.request.answerTime')}</dt>
            <dd className={styles.factValue}>{formatDateTime(card.answerTime)}</dd>
          </div>
        )}
      </dl>
      {(box || negotiation || actions.length > 0) && (
        <div className={styles.cardFoot}>
          <div className={styles.buttons}>
            {box && (
              <LinkButton size="small" appearance="subtle" to={details}>
                {tp('pc.viewDetails')}
              </LinkButton>
            )}
            {negotiation && (
              <LinkButton size="small" appearance="secondary" to={negotiateDetailsPath(negotiation)}>
                {tp('pc.viewNegotiation')}
              </LinkButton>
            )}
          </div>
          <ActionButtons size="small" actions={actions} onRun={onAction} />
        </div>
      )}
    </article>
  );
};
