/** The content rules of a chat message (spec §5), shared by the chat socket's schema and the SPA's input. */
import { CHAT_MESSAGES, contentProblem, sendFrame } from '../../shared/schemas/chat-messages.js';
import { validate } from '../../shared/validation/validate.js';

describe('chat message content', () => {
  it.each([
    ['TEXT', '你好', undefined],
    ['TEXT', '  \n ', CHAT_MESSAGES.blank],
    ['TEXT', 'x'.repeat(1000), undefined],
    ['TEXT', 'x'.repeat(1001), CHAT_MESSAGES.tooLong],
    ['EMOJI', '😀', undefined],
    ['LINK', 'https://hezuo.example/p/1', undefined],
    ['LINK', 'mailto:service@hezuo.example', undefined],
    ['LINK', 'tel:400-000-0000', undefined],
    ['LINK', 'javascript:alert(1)', CHAT_MESSAGES.link],
    ['LINK', 'ftp://files.example', CHAT_MESSAGES.link],
    ['IMG', 'https://cdn.example/a.png', undefined],
    ['IMG', '{"url":"https://cdn.example/a.png","name":"a.png"}', undefined],
    ['IMG', 'not a url', CHAT_MESSAGES.file],
    ['FILE', '{"name":"报价.xlsx","url":"https://cdn.example/b.xlsx","size":2048}', undefined],
    ['FILE', '{"url":"https://cdn.example/b.xlsx"}', CHAT_MESSAGES.file],
    ['FILE', '{"name":"x","url":"javascript:1"}', CHAT_MESSAGES.file],
    ['RECOMMEND_USER', '{"userId":"u1","nickname":"林晓"}', undefined],
    ['RECOMMEND_GOODS', '[1,2]', CHAT_MESSAGES.card],
  ] as const)('%s %j → %s', (type, content, problem) => {
    expect(contentProblem(type, content)).toBe(problem);
  });

  it('takes on the socket only what a person types or uploads: a card type is refused, naming the type', () => {
    const frame = { messageType: 'MSG', messageId: 'c1', joinUserId: 'u2', content: '{"userId":"u1","nickname":"合作云官方客服"}' };
    for (const type of ['RECOMMEND_USER', 'RECOMMEND_PROJECT', 'RECOMMEND_GOODS', 'INVITE_FRIENDS_JOIN_TEAM', 'INVITE_FRIENDS_RECOVER_TEAM', 'INVITE_JOIN_COMPANY']) {
      const verdict = validate(sendFrame, { ...frame, messageContentType: type });
      expect(verdict).toMatchObject({ ok: false, msg: CHAT_MESSAGES.cardOnSocket, issues: [{ path: 'messageContentType', message: CHAT_MESSAGES.cardOnSocket }] });
    }
    expect(validate(sendFrame, { ...frame, messageContentType: 'TEXT' }).ok).toBe(true);
  });

  it('names the content field when a send frame is refused', () => {
    const verdict = validate(sendFrame, { messageType: 'MSG', messageId: 'c1', joinUserId: 'u2', content: ' ', messageContentType: 'TEXT' });
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.issues).toContainEqual({ path: 'content', message: CHAT_MESSAGES.blank });
  });
});
