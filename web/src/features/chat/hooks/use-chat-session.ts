/**
 * One open chat (spec §4; docs/conventions.md "Realtime"): its socket opens with the frame and closes when it goes;
 * the newest page loads 500 ms after the first open, older pages on demand; after a reconnect `afterSeq` fetches
 * what was missed (duplicates dropped by seq). Sends go through the chat's outbox (socket/chat-outbox.ts): with a
 * client id, one at a time in order, waiting while the socket reconnects. A send shows as sending until
 * SEND_SUCCESSFULLY; an ERROR frame answering it, no answer in time, or the socket stopping for good leaves it on
 * screen as failed with the reason, to be resent with the same id. An ERROR frame about nothing on screen is shown
 * as a toast (the one exception to the silent chat screens). READ is sent on open and whenever a message arrives
 * while the chat is open; a READ from the other side marks our messages read.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UserInfo } from '../../../../../shared/schemas/account.js';
import type { ChatType } from '../../../../../shared/realtime.js';
import type { ChatMessage, ContentType } from '../../../../../shared/schemas/chat-messages.js';
import { toast } from '../../../lib/notify.js';
import { siteConfig } from '../../../lib/site-config.js';
import { getToken } from '../../../lib/token.js';
import { getRecord } from '../api/messages.js';
import { acknowledge, coveredThrough, lastSeqOf, markFailed, markReadUpTo, markSending, mergeMessages, type ShownMessage } from '../model/message-list.js';
import { createOutbox, type LocalFailure, type Outbox, type OutgoingSend } from '../socket/chat-outbox.js';
import { createChatSocket, type ChatIncoming, type ChatSocket, type ChatSocketState } from '../socket/chat-socket.js';
import { chatSocketUrl } from '../socket/chat-url.js';
import { tc } from '../texts.js';

/** Spec §4: the first records load 500 ms after the socket opens. */
export const FIRST_RECORDS_DELAY_MS = 500;
/** If the socket has not opened by then, the records load anyway (the history does not need the socket). */
const RECORDS_FALLBACK_MS = 4_000;

const newClientId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export interface ChatSession {
  messages: ShownMessage[];
  state: ChatSocketState;
  loaded: boolean;
  /** More older pages exist. */
  hasOlder: boolean;
  loadOlder: () => Promise<void>;
  /**
   * Sends (now, or once the socket is open again and the sends before it are answered); answers the client id, or
   * undefined when the chat's socket has stopped for good. `shown`: what the unsent copy shows until acknowledged
   * (e.g. the picked image itself).
   */
  send: (content: string, type: ContentType, shown?: string) => string | undefined;
  /** Sends a failed message again, with its own client id (the server stores it once). */
  resend: (clientId: string) => void;
  /** The id of our newest acknowledged send. */
  lastAcked: string | undefined;
}

const FAILURE_TEXT: Readonly<Record<LocalFailure, 'chat.sendTimeout' | 'chat.sendOffline'>> = { timeout: 'chat.sendTimeout', offline: 'chat.sendOffline' };

export const useChatSession = (messageType: ChatType, joinUserId: string | undefined, me: UserInfo): ChatSession => {
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [state, setState] = useState<ChatSocketState>('connecting');
  const [loaded, setLoaded] = useState(false);
  const [pages, setPages] = useState({ current: 0, total: 1 });
  const [lastAcked, setLastAcked] = useState<string | undefined>(undefined);
  const socketRef = useRef<ChatSocket | undefined>(undefined);
  const outboxRef = useRef<Outbox | undefined>(undefined);
  /** Every send of this chat by client id, as it was sent (the shown copy may differ): what a resend sends. */
  const sendsRef = useRef(new Map<string, OutgoingSend>());
  const messagesRef = useRef<ShownMessage[]>([]);
  messagesRef.current = messages;
  /** Every number through this one has been answered by the server (voids included): see lastSeqOf. */
  const knownRef = useRef(0);

  const sendRead = useCallback(() => {
    if (joinUserId) socketRef.current?.send({ messageType: 'READ', joinUserId });
  }, [joinUserId]);

  useEffect(() => {
    if (!joinUserId) return undefined;
    let alive = true;
    knownRef.current = 0;
    let firstLoad: ReturnType<typeof setTimeout> | undefined;

    const loadFirst = () => {
      if (firstLoad !== undefined) clearTimeout(firstLoad);
      firstLoad = undefined;
      getRecord({ messageType, joinUserId, current: 1 }).then(
        (page) => {
          if (!alive) return;
          setMessages((held) => mergeMessages(held, page.records));
          // The newest page covers everything through the conversation's newest number.
          knownRef.current = Math.max(knownRef.current, page.lastSeq);
          setPages({ current: 1, total: page.pages });
          setLoaded(true);
        },
        () => alive && setLoaded(true),
      );
    };
    const catchUp = (from?: number) => {
      const afterSeq = from ?? lastSeqOf(messagesRef.current, knownRef.current);
      if (afterSeq === undefined) return loadFirst();
      getRecord({ messageType, joinUserId, afterSeq }).then(
        (page) => {
          if (!alive) return;
          setMessages((held) => mergeMessages(held, page.records));
          knownRef.current = Math.max(knownRef.current, coveredThrough(page, afterSeq));
          // One answer holds at most 200: go on from its last record while the conversation has more.
          const last = page.records.at(-1)?.seq;
          if (last !== undefined && last < page.lastSeq) setTimeout(() => catchUp(last), 0);
        },
        () => undefined,
      );
    };

    const onFrame = (frame: ChatIncoming) => {
      switch (frame.messageType) {
        case 'MSG':
        case 'GROUP':
        case 'SERVICE': {
          const message: ChatMessage = frame;
          if (message.joinUserId !== joinUserId && message.userId !== joinUserId) return;
          const before = lastSeqOf(messagesRef.current, knownRef.current);
          setMessages((held) => mergeMessages(held, [message]));
          if (message.userId !== me.id) sendRead();
          // A number beyond the next one means frames were missed: fetch the hole.
          if (before !== undefined && message.seq > before + 1) catchUp();
          return;
        }
        case 'SEND_SUCCESSFULLY': {
          const { messageId, seq, sendTime, content } = frame;
          outbox.acked(messageId);
          // The stored content as readers get it (a file's signed URL) replaces what was shown while sending.
          setMessages((held) => acknowledge(held, messageId, seq, sendTime, content));
          setLastAcked(messageId);
          return;
        }
        case 'READ': {
          const { seq } = frame;
          setMessages((held) => markReadUpTo(held, me.id, seq ?? Number.MAX_SAFE_INTEGER));
          return;
        }
        case 'ERROR': {
          const { msg, messageId } = frame;
          const mine = messageId !== undefined && messagesRef.current.some((m) => m.pending && m.clientId === messageId);
          if (messageId !== undefined) outbox.refused(messageId);
          // A refused send stays on screen, failed, with the server's reason; other refusals are a toast.
          if (mine) setMessages((held) => markFailed(held, messageId, msg));
          else if (msg) toast({ intent: 'error', text: msg });
          return;
        }
        default:
          return;
      }
    };

    const outbox = createOutbox({
      write: (frame) => socket.send(frame),
      onFailed: (clientId, why) => alive && setMessages((held) => markFailed(held, clientId, tc(FAILURE_TEXT[why]))),
    });
    const socket = createChatSocket({
      url: () => {
        const token = getToken();
        const wsUrl = siteConfig()?.wsUrl;
        return token && wsUrl ? chatSocketUrl(wsUrl, token, messageType, joinUserId) : undefined;
      },
      onFrame,
      onOpen: (again) => {
        socket.send({ messageType: 'READ', joinUserId });
        if (again) catchUp();
        else firstLoad = setTimeout(loadFirst, FIRST_RECORDS_DELAY_MS);
        // Then what waited for the socket, in order (a send lost with the old socket first, with its own id).
        outbox.opened();
      },
      onState: (next) => {
        if (next === 'reconnecting') outbox.interrupted();
        if (next === 'closed') outbox.closed();
        if (alive) setState(next);
      },
    });
    socketRef.current = socket;
    outboxRef.current = outbox;
    socket.start();
    const fallback = setTimeout(() => {
      if (alive && firstLoad === undefined && messagesRef.current.length === 0 && !socket.isOpen()) loadFirst();
    }, RECORDS_FALLBACK_MS);

    return () => {
      alive = false;
      clearTimeout(fallback);
      if (firstLoad !== undefined) clearTimeout(firstLoad);
      outbox.stop();
      socket.stop();
      socketRef.current = undefined;
      outboxRef.current = undefined;
    };
  }, [messageType, joinUserId, me.id, sendRead]);

  const loadOlder = useCallback(async () => {
    if (!joinUserId || pages.current >= pages.total) return;
    const next = pages.current + 1;
    try {
      const page = await getRecord({ messageType, joinUserId, current: next });
      setMessages((held) => mergeMessages(held, page.records));
      setPages({ current: next, total: page.pages });
    } catch {
      // Silent (spec §8); scrolling up again retries.
    }
  }, [joinUserId, messageType, pages]);

  const send = useCallback(
    (content: string, type: ContentType, shown?: string): string | undefined => {
      const socket = socketRef.current;
      const outbox = outboxRef.current;
      if (!joinUserId || !socket || !outbox || socket.state() === 'closed') return undefined;
      const clientId = newClientId();
      const frame: OutgoingSend = { messageType, messageId: clientId, joinUserId, content, messageContentType: type };
      sendsRef.current.set(clientId, frame);
      const unsent: ShownMessage = {
        messageId: clientId,
        clientId,
        clientMessageId: clientId,
        pending: true,
        status: 'sending',
        seq: Number.MAX_SAFE_INTEGER,
        messageType,
        messageContentType: type,
        content: shown ?? content,
        joinUserId,
        userId: me.id,
        nickname: me.nickname,
        headPortrait: me.headPortrait,
        sex: me.sex,
        read: false,
        isFriend: true,
        sendTime: Date.now(),
      };
      // On screen first: the outbox may answer at once (a socket that cannot take it fails nothing yet).
      setMessages((held) => [...held, unsent]);
      outbox.push(frame);
      return clientId;
    },
    [joinUserId, messageType, me],
  );

  const resend = useCallback((clientId: string) => {
    const frame = sendsRef.current.get(clientId);
    const socket = socketRef.current;
    if (!frame || !socket || !outboxRef.current) return;
    setMessages((held) => markSending(held, clientId));
    outboxRef.current.push(frame);
    // A socket that gave up (attempts used up) is given a fresh series: the person asked to try again.
    if (socket.state() === 'closed') socket.start();
  }, []);

  return { messages, state, loaded, hasOlder: pages.current > 0 && pages.current < pages.total, loadOlder, send, resend, lastAcked };
};
