/**
 * The message list of one open chat: stored messages by their number (`seq`) with no duplicates, whatever order
 * pages, pushes and reconnect catch-ups arrive in; sends of ours not yet stored by the client's id, shown as
 * sending or failed until their SEND_SUCCESSFULLY — or until the stored message itself arrives (its
 * `clientMessageId` is the client's id), whichever comes first: a send is shown once.
 */
import type { ChatMessage } from '../../../../../shared/schemas/chat-messages.js';

/** Where a message of ours stands (spec §4 read marks; a send the server refused or never answered fails). */
export type DeliveryStatus = 'sending' | 'sent' | 'read' | 'failed';

/**
 * A message on screen: a stored one, or one of ours not yet stored (`pending`, no seq yet; `status` sending or
 * failed, `failure` the reason shown with a failed one).
 */
export type ShownMessage = ChatMessage & { pending?: boolean; clientId?: string; status?: DeliveryStatus; failure?: string };

/** The delivery status of a message (for one of ours): sending or failed until stored, then sent, then read. */
export const deliveryOf = (message: ShownMessage | ChatMessage): DeliveryStatus => {
  const { pending, status } = message as ShownMessage;
  if (pending) return status === 'failed' ? 'failed' : 'sending';
  return message.read ? 'read' : 'sent';
};

/** The client's id of a message: a pending send's own, or the one a stored message carries (may be empty). */
const clientIdOf = (message: ShownMessage): string | undefined => message.clientId || message.clientMessageId || undefined;

/** Adds `incoming` to `held`, one per seq (the later copy wins), in seq order; pending sends stay last. */
export const mergeMessages = (held: readonly ShownMessage[], incoming: readonly ShownMessage[]): ShownMessage[] => {
  const bySeq = new Map<number, ShownMessage>();
  const pending = new Map<string, ShownMessage>();
  const unnamed: ShownMessage[] = [];
  for (const message of [...held, ...incoming]) {
    const id = clientIdOf(message);
    if (!message.pending) bySeq.set(message.seq, message);
    else if (id) pending.set(id, message);
    else unnamed.push(message);
  }
  const stored = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  // A send whose stored copy is here (acknowledged, pushed or in a history page) is that copy: never a twin.
  const storedClientIds = new Set(stored.map(clientIdOf).filter(Boolean));
  return [...stored, ...[...pending.values(), ...unnamed].filter((m) => !storedClientIds.has(clientIdOf(m)))];
};

/**
 * Where a catch-up starts: the end of the unbroken run of numbers held, counting everything through `knownThrough`
 * as held (what history answers have covered: a number that holds no message — a void, docs/data-model.md — is
 * never answered, so only the server's answers can say it was passed). Undefined when nothing is held or known.
 */
export const lastSeqOf = (messages: readonly ShownMessage[], knownThrough = 0): number | undefined => {
  const seqs = new Set(messages.filter((m) => !m.pending).map((m) => m.seq));
  if (seqs.size === 0 && knownThrough === 0) return undefined;
  let last = knownThrough > 0 ? knownThrough : Math.min(...seqs);
  while (seqs.has(last + 1)) last += 1;
  return last;
};

/** How far a history answer covered: through its last record, or through `lastSeq` when nothing more was left. */
export const coveredThrough = (page: { records: readonly { seq: number }[]; lastSeq: number }, afterSeq = 0): number => {
  const last = page.records.at(-1)?.seq;
  return last === undefined || last >= page.lastSeq ? Math.max(page.lastSeq, afterSeq) : last;
};

/**
 * A send acknowledged (sending, or failed after a timeout and answered late or resent): it becomes the stored
 * message with its number, time and (if given) stored content.
 */
export const acknowledge = (messages: readonly ShownMessage[], clientId: string, seq: number, sendTime: number, content?: string): ShownMessage[] => {
  const sent = messages.find((m) => m.pending && m.clientId === clientId);
  if (!sent) return [...messages];
  const rest = messages.filter((m) => m !== sent);
  const { failure: _failure, ...kept } = sent;
  return mergeMessages(rest, [{ ...kept, pending: false, status: 'sent', seq, messageId: String(seq), sendTime, content: content ?? sent.content }]);
};

/** A send of ours failed (refused by the server, unanswered, or the socket stopped): it stays, marked, with why. */
export const markFailed = (messages: readonly ShownMessage[], clientId: string, reason: string): ShownMessage[] =>
  messages.map((m) => (m.pending && m.clientId === clientId ? { ...m, status: 'failed', failure: reason } : m));

/** A failed send resent: it is sending again (same client id). */
export const markSending = (messages: readonly ShownMessage[], clientId: string): ShownMessage[] =>
  messages.map((m) => {
    if (!(m.pending && m.clientId === clientId)) return m;
    const { failure: _failure, ...kept } = m;
    return { ...kept, status: 'sending' };
  });

/** READ from the other side: every message of ours up to `seq` is read. */
export const markReadUpTo = (messages: readonly ShownMessage[], me: string, seq: number): ShownMessage[] =>
  messages.map((m) => (!m.pending && m.userId === me && m.seq <= seq && !m.read ? { ...m, read: true, ...(m.status ? { status: 'read' as const } : {}) } : m));
