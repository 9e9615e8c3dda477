/**
 * What one message shows (spec §3 "Content types"): text and emoji as text, an image as a thumbnail that opens a
 * preview, a file with its name, size and a download link (a video file — mp4, fiv/flv, m3u8 — also as a player
 * inline, spec §5), a link (followed only for http, https, mailto, tel),
 * a person card that opens the person, a goods card that opens the goods' detail, and other cards as a labelled card.
 */
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ContentType } from '../../../../../shared/schemas/chat-messages.js';
import { formatFileSize, parseCard, parseFileContent, safeLink } from '../model/chat-text.js';
import { panelPath } from '../model/panel-paths.js';
import { usePanel } from './panel-nav.js';
import { goodsDetailPath } from '../../mall/public.js';
import { LineIcon } from '../../../components/line-icon.js';
import { isVideoName } from '../../../components/image-upload/files.js';
import { tc, type ChatTextKey } from '../texts.js';

// The viewer arrives when a picture is first opened.
const ImageViewer = lazy(() => import('./image-viewer.js'));

const useStyles = makeStyles({
  text: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  emoji: { fontSize: '28px', lineHeight: '36px' },
  image: { maxWidth: '180px', maxHeight: '180px', borderRadius: tokens.borderRadiusMedium, cursor: 'zoom-in', display: 'block' },
  file: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: '180px' },
  fileIcon: { fontSize: '28px' },
  video: { display: 'block', maxWidth: '240px', maxHeight: '180px', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3, marginBottom: tokens.spacingVerticalXS },
  fileMeta: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  fileName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '200px' },
  small: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    minWidth: '160px',
    textAlign: 'left',
    backgroundColor: 'transparent',
    border: 'none',
    padding: 0,
    color: 'inherit',
    cursor: 'pointer',
  },
});

const CARD_LABELS: Partial<Record<ContentType, ChatTextKey>> = {
  RECOMMEND_USER: 'chat.cardPerson',
  RECOMMEND_PROJECT: 'chat.cardProject',
  RECOMMEND_GOODS: 'chat.cardGoods',
  INVITE_FRIENDS_JOIN_TEAM: 'chat.cardTeamInvite',
  INVITE_FRIENDS_RECOVER_TEAM: 'chat.cardTeamRecover',
  INVITE_JOIN_COMPANY: 'chat.cardCompanyInvite',
};

const str = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export const MessageCard = ({ type, content, mine = false }: { type: ContentType; content: string; mine?: boolean }) => {
  const styles = useStyles();
  const nav = usePanel();
  const navigate = useNavigate();
  const [previewing, setPreviewing] = useState(false);

  switch (type) {
    case 'TEXT':
      return <span className={styles.text}>{content}</span>;
    case 'EMOJI':
      return <span className={`${styles.text} ${styles.emoji}`}>{content}</span>;
    case 'IMG': {
      const file = parseFileContent(content);
      if (!file) return <span className={styles.small}>{tc('chat.previewImage')}</span>;
      return (
        <>
          <button type="button" onClick={() => setPreviewing(true)} style={{ border: 'none', padding: 0, background: 'none' }} aria-label={tc('chat.previewOpen')}>
            <img className={styles.image} src={file.url} alt={file.name} loading="lazy" data-testid="chat-image" />
          </button>
          {previewing && (
            <Suspense fallback={null}>
              <ImageViewer url={file.url} name={file.name} onClose={() => setPreviewing(false)} />
            </Suspense>
          )}
        </>
      );
    }
    case 'FILE': {
      const file = parseFileContent(content);
      if (!file) return <span className={styles.small}>{tc('chat.previewFile')}</span>;
      const meta = (
        <span className={styles.file}>
          <span className={styles.fileIcon} aria-hidden>
            <LineIcon name="file" size={28} />
          </span>
          <span className={styles.fileMeta}>
            <span className={styles.fileName} title={file.name}>
              {file.name}
            </span>
            <span className={styles.small}>
              {file.size !== undefined ? `${formatFileSize(file.size)} · ` : ''}
              <Link href={file.url} download={file.name} target="_blank" rel="noopener noreferrer">
                {tc('chat.download')}
              </Link>
            </span>
          </span>
        </span>
      );
      if (!isVideoName(file.name)) return meta;
      return (
        <span>
          <video className={styles.video} src={file.url} controls preload="metadata" playsInline aria-label={file.name} data-testid="chat-video" />
          {meta}
        </span>
      );
    }
    case 'LINK': {
      const href = safeLink(content);
      return href ? (
        <Link href={href} target="_blank" rel="noopener noreferrer" className={styles.text}>
          {content}
        </Link>
      ) : (
        <span className={styles.text}>{content}</span>
      );
    }
    case 'RECOMMEND_USER': {
      const card = parseCard(content) ?? {};
      const name = str(card.nickname);
      return (
        <button type="button" className={styles.card} onClick={() => nav.go(panelPath('/personDetail', { userId: str(card.userId), nickname: name }))}>
          <span className={styles.small}>{tc('chat.cardPerson')}</span>
          <strong>{name}</strong>
          <span className={styles.small}>{str(card.bnumber ?? card.number) || str(card.teamName)}</span>
        </button>
      );
    }
    case 'RECOMMEND_GOODS': {
      // Spec §3 "Goods card": the goods open on their detail page.
      const card = parseCard(content) ?? {};
      const goodsId = str(card.goodsId);
      return (
        <button type="button" className={styles.card} disabled={!goodsId} onClick={() => void navigate(goodsDetailPath(goodsId))} data-testid="goods-card">
          <span className={styles.small}>{tc('chat.cardGoods')}</span>
          <strong>{str(card.name) || str(card.goodsName) || tc('chat.cardOther')}</strong>
        </button>
      );
    }
    case 'INVITE_FRIENDS_JOIN_TEAM':
    case 'INVITE_FRIENDS_RECOVER_TEAM':
    case 'INVITE_JOIN_COMPANY': {
      const card = parseCard(content) ?? {};
      return (
        <button type="button" className={styles.card} onClick={() => nav.go(panelPath('/teamInvite', { content, mine: String(mine) }))}>
          <span className={styles.small}>{tc(CARD_LABELS[type] ?? 'chat.cardOther')}</span>
          <strong>{str(card.teamName) || str(card.name)}</strong>
        </button>
      );
    }
    default: {
      const card = parseCard(content) ?? {};
      const name = str(card.projectName) || str(card.name) || str(card.goodsName);
      return (
        <span className={styles.card} style={{ cursor: 'default' }}>
          <span className={styles.small}>{tc(CARD_LABELS[type] ?? 'chat.cardOther')}</span>
          <strong>{name || tc('chat.cardOther')}</strong>
        </span>
      );
    }
  }
};
