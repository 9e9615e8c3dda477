/** The rules of groups that need no table: input shapes and their messages (spec §5), naming, the avatar ids. */
import { touchesHeaders } from '../../functions/chat/groups/membership.js';
import { createGroupInput, defaultGroupName, groupApplyInput, groupEditInput, groupReplyInput } from '../../shared/schemas/chat-groups.js';
import { validate } from '../../shared/validation/validate.js';

const G = '01JD4Z5V8Q9R2S3T4V5W6X7Y8Z';
const R = '01JD4Z5V8Q9R2S3T4V5W6X7Y90';

const firstIssue = (schema: Parameters<typeof validate>[0], value: unknown) => {
  const verdict = validate(schema, value);
  return verdict.ok ? undefined : verdict.issues[0];
};

describe('group inputs', () => {
  it('take group-edit as a rename or a member change, naming the bad field', () => {
    expect(validate(groupEditInput, { groupId: G, name: ' 新群名 ' })).toMatchObject({ ok: true, data: { name: '新群名' } });
    expect(validate(groupEditInput, { groupId: G, add: true, userIds: ['u1'] }).ok).toBe(true);
    expect(validate(groupEditInput, { groupId: G, add: 'false', userIds: ['u1'] })).toMatchObject({ ok: true, data: { add: false } });
    expect(firstIssue(groupEditInput, { groupId: G, name: '  ' })).toEqual({ path: 'name', message: '群聊名称不能为空' });
    expect(firstIssue(groupEditInput, { groupId: G })).toEqual({ path: 'name', message: '群聊名称不能为空' });
    expect(firstIssue(groupEditInput, { groupId: G, name: '名'.repeat(33) })).toEqual({ path: 'name', message: '群聊名称不能超过32个字符' });
    expect(firstIssue(groupEditInput, { groupId: G, add: true })).toEqual({ path: 'userIds', message: '请选择联系人' });
    expect(firstIssue(groupEditInput, { groupId: G, add: true, userIds: [] })).toEqual({ path: 'userIds', message: '请选择联系人' });
    expect(firstIssue(groupEditInput, { groupId: G, userIds: ['u1'] })?.path).toBe('add');
    expect(firstIssue(groupEditInput, { groupId: G, name: 'x', add: true, userIds: ['u1'] })?.path).toBe('name');
    expect(firstIssue(groupEditInput, { groupId: '1', name: 'x' })).toEqual({ path: 'groupId', message: '群聊格式不正确' });
  });

  it('hold the limits of spec §5', () => {
    expect(firstIssue(createGroupInput, { userIds: [] })).toEqual({ path: 'userIds', message: '请选择联系人' });
    expect(firstIssue(createGroupInput, { userIds: Array.from({ length: 500 }, (_, i) => `u${i}`) })?.path).toBe('userIds');
    expect(validate(groupApplyInput, { groupId: G, description: '长'.repeat(100) }).ok).toBe(true);
    expect(firstIssue(groupApplyInput, { groupId: G, description: '长'.repeat(101) })?.path).toBe('description');
    expect(firstIssue(groupReplyInput, { id: R, content: '长'.repeat(51) })).toEqual({ path: 'content', message: '回复内容不能超过50个字符' });
  });
});

describe('a new group', () => {
  it('is named after its first members, within 32 characters, or 群聊', () => {
    expect(defaultGroupName(['林晓', '周航', '陈总'])).toBe('林晓、周航、陈总');
    expect(defaultGroupName(Array.from({ length: 20 }, () => '名字很长的人'))).toHaveLength(32);
    expect(defaultGroupName(['', ' '])).toBe('群聊');
  });
});

describe('the avatar ids of a group', () => {
  it('are refreshed when a change removes one of them or adds to a group showing fewer than 9', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `m${i}`);
    expect(touchesHeaders(['a', 'b'], 1, [])).toBe(true);
    expect(touchesHeaders(nine, 1, [])).toBe(false);
    expect(touchesHeaders(nine, 0, ['x'])).toBe(false);
    expect(touchesHeaders(nine, 0, ['m3'])).toBe(true);
  });
});
