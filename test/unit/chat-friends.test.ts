/** Pure rules of friends and contacts: the index letter and order of the contact list, and the inputs' limits. */
import { compareByIndex, indexLetter } from '../../functions/chat/friends/index-letter.js';
import { addFriendInput, addFriendGroupInput, friendReplyInput, friendSettingsInput, isAgreeInput } from '../../shared/schemas/chat-friends.js';

const ID = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the index letter', () => {
  it('is the pinyin initial of a Chinese name, the letter of a Latin one, else #', () => {
    expect(indexLetter('张三')).toBe('Z');
    expect(indexLetter('李四')).toBe('L');
    expect(indexLetter('欧阳锋')).toBe('O');
    expect(indexLetter('陈总')).toBe('C');
    expect(indexLetter('Alice')).toBe('A');
    expect(indexLetter('bob')).toBe('B');
    expect(indexLetter('  zoe')).toBe('Z');
    expect(indexLetter('Ｗang')).toBe('W');
    expect(indexLetter('Émile')).toBe('E');
    expect(indexLetter('123')).toBe('#');
    expect(indexLetter('_x')).toBe('#');
    expect(indexLetter('😀')).toBe('#');
    expect(indexLetter('')).toBe('#');
  });

  it('orders A to Z, then #, and within a letter as Chinese collation does (Chinese names first)', () => {
    const names = ['123', '张三', 'Alice', '安娜', 'zed', '李四', '#1'];
    const rows = names.map((name) => ({ name, first: indexLetter(name) }));
    expect(rows.sort(compareByIndex).map((r) => r.name)).toEqual(['安娜', 'Alice', '李四', '张三', 'zed', '#1', '123']);
  });
});

describe('friend inputs', () => {
  it('need someone to add and keep the information within 50 characters', () => {
    expect(firstMessage(addFriendInput.safeParse({}))).toBe('请填写要添加的用户');
    expect(firstMessage(addFriendInput.safeParse({ receiverId: ID, information: '长'.repeat(51) }))).toBe('验证信息不能超过50个字符');
    expect(addFriendInput.parse({ userNo: '12345678' })).toEqual({ userNo: '12345678', information: '' });
  });

  it('hold replies, remarks, descriptions and group names to the spec’s limits', () => {
    expect(firstMessage(friendReplyInput.safeParse({ id: ID, content: '长'.repeat(51) }))).toBe('回复内容不能超过50个字符');
    expect(firstMessage(friendSettingsInput.safeParse({ friendId: ID, remark: '长'.repeat(21) }))).toBe('备注不能超过20个字符');
    expect(firstMessage(friendSettingsInput.safeParse({ friendId: ID, description: '长'.repeat(101) }))).toBe('更多描述不能超过100个字符');
    expect(firstMessage(addFriendGroupInput.safeParse({ commonField: '长'.repeat(21) }))).toBe('分组名称不能超过20个字符');
    expect(friendSettingsInput.parse({ friendId: ID, remark: '' })).toEqual({ friendId: ID, remark: '' });
  });

  it('take pass as a boolean or its text', () => {
    expect(isAgreeInput.parse({ id: ID, pass: 'true', groupIds: ['g1', 'pecialConcern'] })).toEqual({ id: ID, pass: true, groupIds: ['g1', 'pecialConcern'] });
    expect(firstMessage(isAgreeInput.safeParse({ id: ID }))).toBe('请选择是否同意');
  });
});
