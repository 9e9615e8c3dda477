/**
 * One open chat (spec §4; CONTRACT.md "Realtime"): its socket opens with the frame and closes when it goes; the
 * newest page loads 500 ms after the first open, older pages on demand; after a reconnect `afterSeq` fetches what
 * was missed (duplicates dropped by seq). Sends go over the socket with a client id and wait for
 * SEND_SUCCESSFULLY; an ERROR frame's msg is shown as a toast (the one exception to the silent chat screens).
 * READ is sent on open and whenever a message arrives while the chat is open; a READ from the other side
 * marks our messages read.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UserInfo } from '../../../../../shared/schemas/account.js';
import type { ChatType } from '../../../../../shared/realtime.js';
import type { ChatMessage, ContentType } from '../../../../../shared/schemas/chat-messages.js';
import { toast } from '../../../lib/notify.js';
import { siteConfig } from '../../../lib/site-config.js';
import { getToken } from '../../../lib/token.js';
import { getRecord } from '../api/messages.js';
import { acknowledge, lastSeqOf, markReadUpTo, mergeMessages, type ShownMessage } from '../model/message-list.js';
import { createChatSocket, type ChatIncoming, type ChatSocket, type ChatSocketState } from '../socket/chat-socket.js';
import { chatSocketUrl } from '../socket/chat-url.js';

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
  /** Sends; answers the client id, or undefined when the socket is not open. */
  /** `shown`: what the pending copy shows until acknowledged (e.g. the picked image itself). */
  send: (content: string, type: ContentType, shown?: string) => string | undefined;
  /** Ids of our sends acknowledged so far (the input clears on its own send's acknowledgement). */
  lastAcked: string | undefined;
}

export const useChatSession = (messageType: ChatType, joinUserId: string | undefined, me: UserInfo): ChatSession => {
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [state, setState] = useState<ChatSocketState>('connecting');
  const [loaded, setLoaded] = useState(false);
  const [pages, setPages] = useState({ current: 0, total: 1 });
  const [lastAcked, setLastAcked] = useState<string | undefined>(undefined);
  const socketRef = useRef<ChatSocket | undefined>(undefined);
  const messagesRef = useRef<ShownMessage[]>([]);
  messagesRef.current = messages;

  const sendRead = useCallback(() => {
    if (joinUserId) socketRef.current?.send({ messageType: 'READ', joinUserId });
  }, [joinUserId]);

  useEffect(() => {
    if (!joinUserId) return undefined;
    let alive = true;
    let firstLoad: ReturnType<typeof setTimeout> | undefined;

    const loadFirst = () => {
      if (firstLoad !== undefined) clearTimeout(firstLoad);
      firstLoad = undefined;
      getRecord({ messageType, joinUserId, current: 1 }).then(
        (page) => {
          if (!alive) return;
          setMessages((held) => mergeMessages(held, page.records));
          setPages({ current: 1, total: page.pages });
          setLoaded(true);
        },
        () => alive && setLoaded(true),
      );
    };
    const catchUp = () => {
      const afterSeq = lastSeqOf(messagesRef.current);
      if (afterSeq === undefined) return loadFirst();
      getRecord({ messageType, joinUserId, afterSeq }).then(
        (page) => {
          if (!alive) return;
          setMessages((held) => mergeMessages(held, page.records));
          // One answer holds at most 200: go on while the conversation has more.
          const last = page.records.at(-1)?.seq;
          if (last !== undefined && last < page.lastSeq) setTimeout(catchUp, 0);
        },
        () => undefined,
      );
    };

    const onFrame = (frame: ChatIncoming) => {
      switch (frame.messageType) {
        case 'MSG':
        case 'GROUP':
        case 'SERVICE': {
          const message = frame as unknown as ChatMessage;
          if (message.joinUserId !== joinUserId && message.userId !== joinUserId) return;
          const before = lastSeqOf(messagesRef.current);
          setMessages((held) => mergeMessages(held, [message]));
          if (message.userId !== me.id) sendRead();
          // A number beyond the next one means frames were missed: fetch the hole.
          if (before !== undefined && message.seq > before + 1) catchUp();
          return;
        }
        case 'SEND_SUCCESSFULLY': {
          const { messageId, seq, sendTime, content } = frame as { messageId?: string; seq?: number; sendTime?: number; content?: unknown };
          if (typeof messageId !== 'string' || typeof seq !== 'number') return;
          // The stored content as readers get it (a file's signed URL) replaces what was shown while sending.
          setMessages((held) => acknowledge(held, messageId, seq, sendTime ?? Date.now(), typeof content === 'string' ? content : undefined));
          setLastAcked(messageId);
          return;
        }
        case 'READ': {
          const { seq } = frame as { seq?: number };
          setMessages((held) => markReadUpTo(held, me.id, typeof seq === 'number' ? seq : Number.MAX_SAFE_INTEGER));
          return;
        }
        case 'ERROR': {
          const { msg, messageId } = frame as { msg?: string; messageId?: string };
          if (msg) toast({ intent: 'error', text: msg });
          if (typeof messageId === 'string') setMessages((held) => held.filter((m) => !(m.pending && m.clientId === messageId)));
          return;
        }
        default:
          return;
      }
    };

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
      },
      onState: (next) => alive && setState(next),
    });
    socketRef.current = socket;
    socket.start();
    const fallback = setTimeout(() => {
      if (alive && firstLoad === undefined && messagesRef.current.length === 0 && !socket.isOpen()) loadFirst();
    }, RECORDS_FALLBACK_MS);

    return () => {
      alive = false;
      clearTimeout(fallback);
      if (firstLoad !== undefined) clearTimeout(firstLoad);
      socket.stop();
      socketRef.current = undefined;
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
      if (!joinUserId) return undefined;
      const clientId = newClientId();
      const sent = socketRef.current?.send({ messageType, messageId: clientId, joinUserId, content, messageContentType: type });
      if (!sent) return undefined;
      const pending: ShownMessage = {
        messageId: clientId,
        clientId,
        clientMessageId: clientId,
        pending: true,
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
      setMessages((held) => [...held, pending]);
      return clientId;
    },
    [joinUserId, messageType, me],
  );

  return { messages, state, loaded, hasOlder: pages.current > 0 && pages.current < pages.total, loadOlder, send, lastAcked };
};
