/** The zod builders answer in Chinese and name the field, which is what every 400 of the API relies on. */
import fc from 'fast-check';
import { presignInput } from '../../shared/schemas/upload.js';
import { validate } from '../../shared/validation/validate.js';
import { z } from 'zod';
import { flag, id, input, num, oneOf, text } from '../../shared/validation/zod.js';

const schema = input({
  nickname: text('昵称', { max: 20 }),
  age: num('年龄', { min: 1, max: 150 }),
  sex: oneOf('性别', ['男', '女']),
  agree: flag('同意'),
  friendId: id('好友'),
  extra: z.object({ note: z.string() }).optional(),
});

describe('field builders', () => {
  it('name the missing field first', () => {
    const verdict = validate(schema, {});
    expect(verdict).toMatchObject({ ok: false, msg: '请填写昵称' });
    expect(verdict.ok || verdict.issues.map((i) => i.message)).toEqual(['请填写昵称', '请填写年龄', '请选择性别', '请选择同意', '请填写好友']);
  });

  it('say which limit a value broke', () => {
    const verdict = validate(schema, { nickname: 'x'.repeat(21), age: '200', sex: '猫', agree: 'maybe', friendId: 'a b' });
    expect(verdict.ok || verdict.issues).toEqual([
      { path: 'nickname', message: '昵称不能超过20个字符' },
      { path: 'age', message: '年龄不能大于150' },
      { path: 'sex', message: '性别取值不正确' },
      { path: 'agree', message: '同意取值不正确' },
      { path: 'friendId', message: '好友格式不正确' },
    ]);
  });

  it('accept strings for numbers and flags (query strings and forms) and trim text', () => {
    expect(validate(schema, { nickname: '  小明 ', age: '18', sex: '男', agree: 'true', friendId: '01J' })).toEqual({
      ok: true,
      data: { nickname: '小明', age: 18, sex: '男', agree: true, friendId: '01J' },
    });
  });

  it('prefix zod’s own Chinese messages with the path of the field', () => {
    const verdict = validate(schema, { nickname: 'a', age: 1, sex: '男', agree: false, friendId: 'x', extra: { note: 3 } });
    expect(verdict.ok || verdict.msg).toMatch(/^extra\.note：.*string/);
  });

  it('refuse half of a surrogate pair in text, naming the field, and keep whole emoji', () => {
    // A lone surrogate once reached encodeURIComponent in the upload service (a file's download name) and threw: a 500.
    const base = { age: 18, sex: '男', agree: true, friendId: '01J' };
    for (const nickname of ['\ud800', 'a\udc00b', '小明\ud83d']) {
      expect(validate(schema, { ...base, nickname })).toMatchObject({ ok: false, msg: '昵称含有无法识别的字符' });
    }
    expect(validate(schema, { ...base, nickname: '小明😀' })).toMatchObject({ ok: true });
    expect(validate(presignInput, { kind: 'chat-file', fileName: '报告\udfff.pdf', size: 1 })).toMatchObject({ ok: false, msg: '文件名含有无法识别的字符' });
  });

  it('answer a body that is not an object in Chinese', () => {
    expect(validate(schema, 'text')).toMatchObject({ ok: false, msg: '请求内容必须是一个对象' });
  });

  it('never throw, whatever the input', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const verdict = validate(schema, value);
        expect(verdict.ok || /[\u4e00-\u9fa5]/.test(verdict.msg)).toBe(true);
      }),
    );
  });
});

describe('presign input', () => {
  it('checks the size and the extension against the kind', () => {
    expect(validate(presignInput, { kind: 'chat-image', fileName: 'a.GIF', size: 5_242_880 }).ok).toBe(true);
    expect(validate(presignInput, { kind: 'chat-image', fileName: 'a.gif', size: 5_242_881 })).toMatchObject({ msg: '图片大小不能超过 5 MB' });
    expect(validate(presignInput, { kind: 'chat-file', fileName: 'a.zip', size: 104_857_600 }).ok).toBe(true);
    expect(validate(presignInput, { kind: 'image', fileName: 'a.gif', size: 1 })).toMatchObject({ msg: '只能上传 jpg、jpeg、png 格式的文件' });
    expect(validate(presignInput, { kind: 'nope', fileName: 'a.png', size: 1 })).toMatchObject({ msg: '上传类型取值不正确' });
  });
});
