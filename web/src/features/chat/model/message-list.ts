/**
 * The message list of one open chat: stored messages by their number (`seq`) with no duplicates, whatever order
 * pages, pushes and reconnect catch-ups arrive in; sends waiting for SEND_SUCCESSFULLY by the client's id.
 */
import type { ChatMessage } from '../../../../../shared/schemas/chat-messages.js';

/** A message on screen: a stored one, or one of ours not yet acknowledged (`pending`, no seq yet). */
export type ShownMessage = ChatMessage & { pending?: boolean; clientId?: string };

/** Adds `incoming` to `held`, one per seq (the later copy wins), in seq order; pending sends stay last. */
export const mergeMessages = (held: readonly ShownMessage[], incoming: readonly ShownMessage[]): ShownMessage[] => {
  const bySeq = new Map<number, ShownMessage>();
  const pending: ShownMessage[] = [];
  for (const message of [...held, ...incoming]) {
    if (message.pending) pending.push(message);
    else bySeq.set(message.seq, message);
  }
  const stored = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  const storedClientIds = new Set(stored.map((m) => m.clientId).filter(Boolean));
  return [...stored, ...pending.filter((m) => !m.clientId || !storedClientIds.has(m.clientId))];
};

/** The newest stored number held, or undefined when nothing is. */
export const lastSeqOf = (messages: readonly ShownMessage[]): number | undefined => {
  // The end of the unbroken run from the oldest number held: a frame may arrive live while earlier ones were
  // lost in a drop, and numbers have no gaps on the server, so a catch-up starts at the first hole.
  const seqs = new Set(messages.filter((m) => !m.pending).map((m) => m.seq));
  if (seqs.size === 0) return undefined;
  let last = Math.min(...seqs);
  while (seqs.has(last + 1)) last += 1;
  return last;
};

/** A pending send acknowledged: it becomes the stored message with its number, time and (if given) stored content. */
export const acknowledge = (messages: readonly ShownMessage[], clientId: string, seq: number, sendTime: number, content?: string): ShownMessage[] => {
  const sent = messages.find((m) => m.pending && m.clientId === clientId);
  if (!sent) return [...messages];
  const rest = messages.filter((m) => m !== sent);
  return mergeMessages(rest, [{ ...sent, pending: false, seq, messageId: String(seq), sendTime, content: content ?? sent.content }]);
};

/** READ from the other side: every message of ours up to `seq` is read. */
export const markReadUpTo = (messages: readonly ShownMessage[], me: string, seq: number): ShownMessage[] =>
  messages.map((m) => (!m.pending && m.userId === me && m.seq <= seq && !m.read ? { ...m, read: true } : m));
