// @vitest-environment jsdom
/** Pure helpers of the chat panel (spec §2.5, §5, §9): times and separators, sizes, paths, emoji, names, lists. */
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../shared/schemas/chat-messages.js';
import { formatChatTime, needsSeparator, separatorsFor } from '../../../web/src/features/chat/model/chat-time.js';
import { badgeText, displayName, formatFileSize, isEmojiOnly, missingId, parseFileContent, pasteOverflow, safeLink, truncateTitle } from '../../../web/src/features/chat/model/chat-text.js';
import { indexContacts, matchesContact } from '../../../web/src/features/chat/model/contact-index.js';
import { EMOJI } from '../../../web/src/features/chat/model/emoji.js';
import { acknowledge, coveredThrough, lastSeqOf, markReadUpTo, mergeMessages, type ShownMessage } from '../../../web/src/features/chat/model/message-list.js';
import { matchPanelPath, panelPath, panelQuery } from '../../../web/src/features/chat/model/panel-paths.js';
import { chatSocketUrl } from '../../../web/src/features/chat/socket/chat-url.js';

const at = (y: number, mo: number, d: number, h = 0, mi = 0) => new Date(y, mo - 1, d, h, mi).getTime();

describe('pasting into the message box', () => {
  it('counts what a paste past 1,000 characters loses, the selection it replaces included', () => {
    expect(pasteOverflow('', 0, 0, 'x'.repeat(1200), 1000)).toBe(200);
    expect(pasteOverflow('a'.repeat(990), 990, 990, 'x'.repeat(20), 1000)).toBe(10);
    expect(pasteOverflow('a'.repeat(990), 0, 100, 'x'.repeat(20), 1000)).toBe(0);
    expect(pasteOverflow('abc', 3, 3, 'd', 1000)).toBe(0);
  });
});

describe('chat times', () => {
  const now = at(2026, 3, 15, 18, 0);
  it('shows the time of day for today and the calendar date otherwise', () => {
    expect(formatChatTime(at(2026, 3, 15, 9, 5), now)).toBe('09:05');
    expect(formatChatTime(at(2026, 3, 14, 23, 59), now)).toBe('2026/03/14');
    expect(formatChatTime(at(2025, 12, 1, 8, 0), now)).toBe('2025/12/01');
    expect(formatChatTime(undefined, now)).toBe('');
  });
  it('puts a separator above the first message and after more than 5 minutes', () => {
    const t0 = at(2026, 3, 15, 10, 0);
    expect(needsSeparator(undefined, t0)).toBe(true);
    expect(needsSeparator(t0, t0 + 5 * 60_000)).toBe(false);
    expect(needsSeparator(t0, t0 + 5 * 60_000 + 1)).toBe(true);
    expect(separatorsFor([t0, t0 + 60_000, t0 + 10 * 60_000])).toEqual([true, false, true]);
  });
});

describe('chat texts', () => {
  it('formats file sizes in B, KB, MB and GB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });
  it('cuts titles at a text width of 20 (a character above code 127 counts 2) and caps badges at 99', () => {
    expect(truncateTitle('一'.repeat(10))).toBe('一'.repeat(10));
    expect(truncateTitle('一'.repeat(11))).toBe(`${'一'.repeat(10)}…`);
    expect(truncateTitle('a'.repeat(20))).toBe('a'.repeat(20));
    expect(truncateTitle(`${'a'.repeat(19)}一`)).toBe(`${'a'.repeat(19)}…`);
    expect([badgeText(0), badgeText(7), badgeText(99), badgeText(100)]).toEqual(['', '7', '99', '99+']);
  });
  it('names friends by remark or nickname and strangers as 先生 / 女士', () => {
    expect(displayName({ nickname: '张三丰', friendRemark: '老张', isFriend: true })).toBe('老张');
    expect(displayName({ nickname: '张三丰', isFriend: true })).toBe('张三丰');
    expect(displayName({ nickname: '张三丰', isFriend: false, sex: '男' })).toBe('张先生');
    expect(displayName({ nickname: '李梅', isFriend: false, sex: '女' })).toBe('李女士');
    // The server already masks: masking again changes nothing.
    expect(displayName({ nickname: '李女士', isFriend: false, sex: '女' })).toBe('李女士');
    expect(displayName({ nickname: '王五', isFriend: false, sex: '男' }, true)).toBe('王五');
  });
  it('reads files, follows only safe links and spots unusable ids', () => {
    expect(parseFileContent('{"name":"k.pdf","url":"https://x/k.pdf","size":10,"oldName":"报告.pdf"}')).toMatchObject({ name: '报告.pdf', url: 'https://x/k.pdf', size: 10 });
    expect(parseFileContent('https://x/a.png')).toMatchObject({ url: 'https://x/a.png' });
    expect(parseFileContent('{"url":"javascript:alert(1)"}')).toBeUndefined();
    expect([safeLink('https://a.cn'), safeLink('mailto:a@b.cn'), safeLink('tel:123'), safeLink('javascript:alert(1)'), safeLink('ftp://x')]).toEqual(['https://a.cn', 'mailto:a@b.cn', 'tel:123', undefined, undefined]);
    expect([missingId(undefined), missingId(null), missingId('undefined'), missingId('null'), missingId(''), missingId('01J')]).toEqual([true, true, true, true, true, false]);
    expect([isEmojiOnly('😀👍'), isEmojiOnly('好😀'), isEmojiOnly('123'), isEmojiOnly(' ')]).toEqual([true, false, false, false]);
  });
});

describe('the panel paths', () => {
  it('matches by prefix, /noticeDetail before /notice, and defaults to /homePage', () => {
    expect(matchPanelPath('/noticeDetail?id=1')).toBe('/noticeDetail');
    expect(matchPanelPath('/notice')).toBe('/notice');
    expect(matchPanelPath('/chatFrame?joinUserId=1')).toBe('/chatFrame');
    expect(matchPanelPath('/searchAddQun')).toBe('/searchAddQun');
    expect(matchPanelPath('/searchQun?x=1')).toBe('/searchQun');
    expect(matchPanelPath('/nowhere')).toBe('/homePage');
    expect(matchPanelPath('')).toBe('/homePage');
  });
  it('carries the query, leaving out empty values', () => {
    const path = panelPath('/chatFrame', { messageType: 'MSG', joinUserId: 'u 1', title: '', nickname: undefined });
    expect(path).toBe('/chatFrame?messageType=MSG&joinUserId=u+1');
    expect(panelQuery(path)).toEqual({ messageType: 'MSG', joinUserId: 'u 1' });
    expect(panelQuery('/homePage')).toEqual({});
  });
  it('builds the chat socket address from the site wsUrl', () => {
    expect(chatSocketUrl('/ws', 'tok', 'GROUP', 'g1', 'https://hezuo.example/#/home')).toBe('wss://hezuo.example/ws?token=tok&channel=chat&messageType=GROUP&joinUserId=g1');
  });
});

describe('the emoji list', () => {
  it('holds about 130 distinct emoji', () => {
    expect(EMOJI.length).toBeGreaterThanOrEqual(120);
    expect(EMOJI.length).toBeLessThanOrEqual(140);
    expect(new Set(EMOJI).size).toBe(EMOJI.length);
    expect(EMOJI.every((e) => e.trim() !== '' && isEmojiOnly(e))).toBe(true);
  });
});

describe('the contacts index', () => {
  it('groups by letter with # last and searches nickname or remark', () => {
    const groups = indexContacts([
      { nickname: '张三', first: 'Z' },
      { nickname: 'amy' },
      { nickname: '1号', first: '' },
      { nickname: '安娜', first: 'A' },
    ]);
    expect(groups.map((g) => [g.letter, g.items.length])).toEqual([['A', 2], ['Z', 1], ['#', 1]]);
    expect(matchesContact({ nickname: '张三', friendRemark: '老板' }, '老板')).toBe(true);
    expect(matchesContact({ nickname: '张三' }, '李')).toBe(false);
  });
});

describe('the message list', () => {
  const message = (seq: number, extra: Partial<ShownMessage> = {}): ShownMessage =>
    ({ messageId: String(seq), seq, messageType: 'MSG', messageContentType: 'TEXT', content: `m${seq}`, joinUserId: 'b', userId: 'a', nickname: '', headPortrait: '', sex: '', read: false, isFriend: true, sendTime: seq, ...extra }) as ChatMessage;
  it('keeps one message per seq in order, pending sends last', () => {
    const pending = message(0, { pending: true, clientId: 'c1', seq: Number.MAX_SAFE_INTEGER });
    const merged = mergeMessages([message(3), pending], [message(1), message(3), message(2)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, Number.MAX_SAFE_INTEGER]);
    expect(lastSeqOf(merged)).toBe(3);
    const acked = acknowledge(merged, 'c1', 4, 99);
    expect(acked.map((m) => [m.seq, Boolean(m.pending)])).toEqual([[1, false], [2, false], [3, false], [4, false]]);
    expect(markReadUpTo(acked, 'a', 3).map((m) => m.read)).toEqual([true, true, true, false]);
  });

  it('catches up from the first hole, not from the newest number held', () => {
    // 5 arrived live while 3 and 4 were lost in a drop: the catch-up must start after 2.
    expect(lastSeqOf([message(1), message(2), message(5)])).toBe(2);
    // A window of older pages starts wherever it starts.
    expect(lastSeqOf([message(31), message(32), message(33)])).toBe(33);
    expect(lastSeqOf([])).toBeUndefined();
    // A number the server answered past (a void holds no message) is not a hole.
    expect(lastSeqOf([message(1), message(2), message(4)], 3)).toBe(4);
    expect(lastSeqOf([], 7)).toBe(7);
    expect(lastSeqOf([message(9)], 7)).toBe(7);
    // Where one answer of at most 200 ended, or everything through lastSeq when it was all there was.
    expect(coveredThrough({ records: [message(5), message(6)], lastSeq: 10 })).toBe(6);
    expect(coveredThrough({ records: [message(5), message(6)], lastSeq: 6 })).toBe(6);
    expect(coveredThrough({ records: [], lastSeq: 8 }, 4)).toBe(8);
  });
});
