/**
 * /chatFrame (spec §2.5, §4, §5): the title (a group's with its member total in brackets), a search over the
 * history, the messages with time separators (more than 5 minutes apart), older pages when scrolled to the top
 * for 500 ms, and the input: 1 to 3 rows, at most 1000 characters, blank refused, emoji, images and files with
 * upload progress. Read/Unread shows under our own messages in personal chats only. A project's group shows its
 * 项目群 tag, the link to the cooperation and the project's unread document notices under the header.
 */
import { Button, ProgressBar, SearchBox, Spinner, Textarea, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useSWRConfig } from 'swr';
import { TEXT_LIMITS } from '../../../../../shared/limits.js';
import { CHAT_TYPES, SERVICE_ACCOUNT_ID, type ChatType } from '../../../../../shared/realtime.js';
import { contentProblem, withFileUrl, type ContentType } from '../../../../../shared/schemas/chat-messages.js';
import { uploadFile } from '../../../api/upload.js';
import { toast } from '../../../lib/notify.js';
import { useUserDetail } from '../api/friends.js';
import { useGroupDetail } from '../api/groups.js';
import { CONSULTS_KEY, CONVERSATIONS_KEY, markConsultDone, recommendGoods, recommendPerson, useRecordSearch } from '../api/messages.js';
import { useChatSession } from '../hooks/use-chat-session.js';
import { useDebounced } from '../hooks/use-debounced.js';
import { useRefresh } from '../hooks/use-refresh.js';
import { deliveryOf, type ShownMessage } from '../model/message-list.js';
import { displayName, isEmojiOnly, missingId, pasteOverflow } from '../model/chat-text.js';
import { panelPath } from '../model/panel-paths.js';
import { EmojiPicker } from './emoji-picker.js';
import { RecommendGoodsButton } from './recommend-goods-button.js';
import { MessageRow } from './message-row.js';
import { ProjectDocNotices, ProjectGroupTag, ProjectLink } from './project-group.js';
import { usePanel } from './panel-nav.js';
import { Screen } from './screen.js';
import { useChatStyles } from './styles.js';
import { LineIcon } from '../../../components/line-icon.js';
import { tc } from '../texts.js';

/** Spec §4: the older page loads after the list has stayed at the top for 500 ms. */
export const OLDER_PAGE_DELAY_MS = 500;
const TOP_ZONE_PX = 24;
const MAX_ROWS = 3;

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM },
  separator: { alignSelf: 'center', fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3, padding: '2px 8px', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium },
  input: { borderTop: `1px solid ${tokens.colorNeutralStroke2}`, padding: tokens.spacingHorizontalS, display: 'flex', flexDirection: 'column', gap: '4px', flexShrink: 0 },
  tools: { display: 'flex', alignItems: 'center', gap: '2px' },
  send: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  textarea: { flexGrow: 1 },
  upload: { display: 'flex', flexDirection: 'column', gap: '2px', fontSize: tokens.fontSizeBase200 },
  blocked: { padding: tokens.spacingHorizontalM, textAlign: 'center', color: tokens.colorNeutralForeground3, borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  project: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, fontSize: tokens.fontSizeBase200, flexShrink: 0 },
});

interface Upload {
  id: string;
  name: string;
  progress: number;
}

const chatTypeOf = (value: string | undefined): ChatType => ((CHAT_TYPES as readonly string[]).includes(value ?? '') ? (value as ChatType) : 'MSG');

export const ChatFrame = () => {
  const nav = usePanel();
  const joinUserId = nav.query.joinUserId;
  const missing = missingId(joinUserId);
  useEffect(() => {
    // Spec §4: without a conversation the panel goes back.
    if (missing) nav.back();
  }, [missing]);
  if (missing || !joinUserId) return null;
  return <ChatFrameBody joinUserId={joinUserId} messageType={chatTypeOf(nav.query.messageType)} />;
};

/** About a second after the frame opens, the card it was opened for (spec §2.5 form=recommend|recommendGoods). */
const AUTO_CARD_DELAY_MS = 1_000;
/** How long the picked image's local URL lives (the acknowledgement replaces it long before). */
const LOCAL_PREVIEW_MS = 60_000;

/** The goods card's kind from the frame's query (spec §3: 0 buy, 1 supplier, else science); supplier goods unless told. */
const goodsTypeOfQuery = (value: string | undefined): number => (value === '0' || value === '2' ? Number(value) : 1);

/**
 * The card the frame was opened for, and then the text it was given (`note`: 报价's note, sent through the chat's
 * outbox like a typed message, after the card).
 */
const useAutoCard = (messageType: ChatType, joinUserId: string, sendText: (text: string) => void) => {
  const { query } = usePanel();
  useEffect(() => {
    const { form, recomendId, goodsId, goodsName, goodsCategory, goodsType, note } = query;
    // One id per opening: a retried send of the same card is stored once.
    const messageId = crypto.randomUUID();
    const card =
      form === 'recommend' && recomendId
        ? () => recommendPerson(messageType, joinUserId, recomendId, messageId)
        : form === 'recommendGoods' && goodsId && goodsName
          ? () => recommendGoods(messageType, joinUserId, { goodsId, name: goodsName, goodsCategory, goodsType: goodsTypeOfQuery(goodsType) }, messageId)
          : undefined;
    const text = note?.trim();
    if (!card && !text) return;
    const send = async () => {
      if (card) await card();
      if (text) sendText(text);
    };
    const timer = setTimeout(() => void send().catch((error: unknown) => toast({ intent: 'error', text: (error as { msg?: string }).msg ?? tc('chat.failed') })), AUTO_CARD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [messageType, joinUserId]);
};

const ChatFrameBody = ({ joinUserId, messageType }: { joinUserId: string; messageType: ChatType }) => {
  const styles = useStyles();
  const common = useChatStyles();
  const nav = usePanel();
  const refresh = useRefresh();
  const { me } = nav;
  const personal = messageType === 'MSG';
  const session = useChatSession(messageType, joinUserId, me);

  useAutoCard(messageType, joinUserId, (text) => void session.send(text, 'TEXT'));

  const { data: person } = useUserDetail(personal ? joinUserId : undefined);
  const { data: group } = useGroupDetail(messageType === 'GROUP' ? joinUserId : undefined);

  const title =
    messageType === 'GROUP'
      ? `${group?.name ?? nav.query.title ?? ''}(${group?.total ?? '…'})`
      : messageType === 'SERVICE'
        ? nav.query.title || tc('chat.service')
        : person
          ? displayName({ nickname: person.nickname, friendRemark: person.friendRemark, isFriend: person.isFriend, sex: person.userSex })
          : nav.query.title || nav.query.nickname || '';

  const blockedText =
    person?.userStatus === '已注销'
      ? tc('chat.blockedCancelled')
      : person?.userStatus === '已离职'
        ? person.userType === 'COMPANY'
          ? tc('chat.blockedEmployee')
          : tc('chat.blockedMember')
        : undefined;

  // ---- the list and its scrolling
  const bodyRef = useRef<HTMLDivElement>(null);
  const olderTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const before = useRef<{ first?: number; height: number; top: number; count: number }>({ height: 0, top: 0, count: 0 });
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const first = session.messages.find((m) => !m.pending)?.seq;
    const prev = before.current;
    if (prev.first !== undefined && first !== undefined && first < prev.first) {
      body.scrollTop = body.scrollHeight - prev.height + prev.top;
    } else if (session.messages.length !== prev.count) {
      body.scrollTop = body.scrollHeight;
    }
    before.current = { first, height: body.scrollHeight, top: body.scrollTop, count: session.messages.length };
  }, [session.messages]);
  useEffect(() => () => clearTimeout(olderTimer.current), []);

  const onScroll = () => {
    const body = bodyRef.current;
    if (!body) return;
    before.current = { ...before.current, top: body.scrollTop, height: body.scrollHeight };
    if (body.scrollTop > TOP_ZONE_PX || !session.hasOlder) {
      clearTimeout(olderTimer.current);
      olderTimer.current = undefined;
      return;
    }
    if (olderTimer.current !== undefined) return;
    olderTimer.current = setTimeout(() => {
      olderTimer.current = undefined;
      if ((bodyRef.current?.scrollTop ?? 0) <= TOP_ZONE_PX) void session.loadOlder();
    }, OLDER_PAGE_DELAY_MS);
  };

  // ---- search over the history
  const [searching, setSearching] = useState(false);
  const [search, setSearch] = useState('');
  const content = useDebounced(search.trim());
  const { data: found } = useRecordSearch(messageType, joinUserId, searching ? content : undefined);

  // ---- the input
  const [text, setText] = useState('');
  const [waitingFor, setWaitingFor] = useState<string | undefined>(undefined);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const imageRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const waitingStatus = waitingFor ? session.messages.find((m) => m.clientMessageId === waitingFor) : undefined;
  const settled = waitingStatus ? deliveryOf(waitingStatus) : undefined;
  useEffect(() => {
    // Spec §4: SEND_SUCCESSFULLY clears the input. A failed send clears it too: its text stays in the failed
    // bubble, whose 重发 sends it again under its own id (typing it again would store it twice).
    if (!waitingFor || settled === undefined || settled === 'sending') return;
    setText('');
    setWaitingFor(undefined);
    if (settled !== 'failed') refresh.keys(CONVERSATIONS_KEY);
  }, [settled, waitingFor]);

  useLayoutEffect(() => {
    const area = textareaRef.current;
    if (!area) return;
    area.style.height = 'auto';
    const line = parseFloat(getComputedStyle(area).lineHeight) || 20;
    const padding = area.offsetHeight - area.clientHeight + (parseFloat(getComputedStyle(area).paddingTop) || 0) + (parseFloat(getComputedStyle(area).paddingBottom) || 0);
    area.style.height = `${Math.min(area.scrollHeight, line * MAX_ROWS + padding)}px`;
  }, [text]);

  const sendContent = (value: string, type: ContentType, shown?: string): string | undefined => {
    const problem = contentProblem(type, value);
    if (problem) {
      toast({ intent: 'warning', text: problem });
      return undefined;
    }
    const id = session.send(value, type, shown);
    if (!id) toast({ intent: 'warning', text: tc('chat.notConnected') });
    return id;
  };

  const sendText = () => {
    if (waitingFor) return;
    const id = sendContent(text, isEmojiOnly(text) ? 'EMOJI' : 'TEXT');
    if (id) setWaitingFor(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      sendText();
    }
  };

  const insertEmoji = (emoji: string) => {
    const area = textareaRef.current;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    const next = `${text.slice(0, start)}${emoji}${text.slice(end)}`;
    if (next.length > TEXT_LIMITS.chat) return;
    setText(next);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  const sendFile = async (event: ChangeEvent<HTMLInputElement>, kind: 'chat-image' | 'chat-file') => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const id = `${Date.now()}-${file.name}`;
    setUploads((list) => [...list, { id, name: file.name, progress: 0 }]);
    const setProgress = (progress: number) => setUploads((list) => list.map((u) => (u.id === id ? { ...u, progress } : u)));
    try {
      const uploaded = await uploadFile(file, kind, { onProgress: setProgress });
      const payload = JSON.stringify({ name: uploaded.key.split('/').pop() ?? uploaded.name, url: uploaded.fileUrl, size: uploaded.size, type: uploaded.type, oldName: uploaded.name });
      // Chat files are private (read through signed URLs): until the acknowledgement brings one, the picked
      // image itself is shown.
      const local = kind === 'chat-image' ? URL.createObjectURL(file) : undefined;
      if (local) setTimeout(() => URL.revokeObjectURL(local), LOCAL_PREVIEW_MS);
      sendContent(payload, kind === 'chat-image' ? 'IMG' : 'FILE', local ? withFileUrl(payload, local) : undefined);
    } catch {
      // uploadFile showed the message (spec §8 "Upload failure").
    } finally {
      setUploads((list) => list.filter((u) => u.id !== id));
    }
  };

  const swr = useSWRConfig();
  // Desk staff answering a person's service chat: done, back to the desk's list (it reopens when the person writes).
  const markDone = async () => {
    await markConsultDone(joinUserId).catch(() => undefined);
    await swr.mutate(CONSULTS_KEY);
    toast({ intent: 'success', text: tc('chat.deskMarkedDone') });
    nav.back();
  };

  const actions =
    messageType === 'SERVICE' && joinUserId !== SERVICE_ACCOUNT_ID ? (
      <Button appearance="subtle" size="small" onClick={() => void markDone()} data-testid="consult-done">
        {tc('chat.deskMarkDone')}
      </Button>
    ) : messageType === 'GROUP' ? (
      <Button appearance="subtle" size="small" onClick={() => nav.go(panelPath('/qunDetail', { groupId: joinUserId }))} data-testid="chat-group-settings">
        {tc('chat.groupSettings')}
      </Button>
    ) : personal ? (
      <Button appearance="subtle" size="small" onClick={() => nav.go(panelPath('/personDetail', { userId: joinUserId, nickname: nav.query.nickname }))}>
        {tc('chat.personDetail')}
      </Button>
    ) : null;

  const shown: readonly ShownMessage[] = searching && content ? (found ?? []) : session.messages;

  return (
    <Screen
      title={<span data-testid="chat-title">{title}</span>}
      actions={
        <>
          <Tooltip content={tc('chat.searchHistory')} relationship="label">
            <Button appearance="subtle" size="small" onClick={() => setSearching((s) => !s)} aria-pressed={searching}>
              <LineIcon name="search" />
            </Button>
          </Tooltip>
          {actions}
        </>
      }
      top={
        searching ? (
          <div className={common.search}>
            <SearchBox className={common.searchBox} size="small" value={search} onChange={(_e, d) => setSearch(d.value)} placeholder={tc('chat.searchHistory')} aria-label={tc('chat.searchHistory')} />
          </div>
        ) : group?.projectId ? (
          <>
            <div className={styles.project} data-testid="project-group-bar">
              <ProjectGroupTag />
              <ProjectLink projectId={group.projectId} />
            </div>
            <ProjectDocNotices projectId={group.projectId} />
          </>
        ) : undefined
      }
      bodyRef={bodyRef}
      onBodyScroll={onScroll}
      bottom={
        blockedText ? (
          <div className={styles.blocked}>{blockedText}</div>
        ) : (
          <div className={styles.input}>
            {uploads.map((u) => (
              <div key={u.id} className={styles.upload} data-testid="chat-upload">
                <span>{tc('chat.uploading', { name: u.name })}</span>
                <ProgressBar value={u.progress} max={1} thickness="large" aria-label={tc('chat.uploading', { name: u.name })} />
              </div>
            ))}
            <div className={styles.tools}>
              <EmojiPicker onPick={insertEmoji} />
              <Tooltip content={tc('chat.sendImage')} relationship="label">
                <Button appearance="subtle" size="small" onClick={() => imageRef.current?.click()}>
                  <LineIcon name="image" />
                </Button>
              </Tooltip>
              <Tooltip content={tc('chat.sendFile')} relationship="label">
                <Button appearance="subtle" size="small" onClick={() => fileRef.current?.click()}>
                  <LineIcon name="attach" />
                </Button>
              </Tooltip>
              {messageType !== 'SERVICE' && <RecommendGoodsButton messageType={messageType} joinUserId={joinUserId} />}
              <input ref={imageRef} type="file" accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif" hidden data-testid="chat-image-input" onChange={(e) => void sendFile(e, 'chat-image')} />
              <input ref={fileRef} type="file" hidden data-testid="chat-file-input" onChange={(e) => void sendFile(e, 'chat-file')} />
              <span className={common.muted} style={{ marginLeft: 'auto' }}>
                {text.length}/{TEXT_LIMITS.chat}
              </span>
            </div>
            <div className={styles.send}>
              <Textarea
                ref={textareaRef}
                className={styles.textarea}
                resize="none"
                rows={1}
                value={text}
                maxLength={TEXT_LIMITS.chat}
                onChange={(_e, d) => setText(d.value.slice(0, TEXT_LIMITS.chat))}
                onPaste={(event) => {
                  const area = event.currentTarget;
                  const lost = pasteOverflow(text, area.selectionStart, area.selectionEnd, event.clipboardData.getData('text'), TEXT_LIMITS.chat);
                  if (lost > 0) toast({ intent: 'warning', text: tc('chat.pasteCut', { limit: String(TEXT_LIMITS.chat), lost: String(lost) }) });
                }}
                onKeyDown={onKeyDown}
                placeholder={tc('chat.inputPlaceholder')}
                aria-label={tc('chat.input')}
              />
              <Button appearance="primary" onClick={sendText} disabled={Boolean(waitingFor) || session.state === 'closed'}>
                {tc('chat.send')}
              </Button>
            </div>
          </div>
        )
      }
    >
      {!session.loaded && !searching && <Spinner size="small" style={{ padding: 12 }} />}
      <div className={styles.list} data-testid="chat-messages">
        {session.hasOlder && !searching && <span className={styles.separator}>{tc('chat.olderHint')}</span>}
        {searching && content && shown.length === 0 && <div className={common.empty}>{tc('chat.noMatches')}</div>}
        {shown.map((m, i) => (
          <MessageRow
            key={m.pending ? `p:${m.clientId ?? m.messageId}` : `s:${m.seq}`}
            message={m}
            previous={shown[i - 1]}
            me={me}
            group={messageType === 'GROUP'}
            personal={personal}
            onResend={session.resend}
          />
        ))}
      </div>
    </Screen>
  );
};
