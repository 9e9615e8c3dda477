/** Basic information, public cards, reports and whether one is a new user: a person reads and changes only their own account data. */
import { ERRORS } from '../../shared/errors.js';
import type { PresignOutput } from '../../shared/schemas/upload.js';
import { NEW_USER_DAYS } from '../../shared/limits.js';
import type { NewUser, PublicUserInfo } from '../../shared/schemas/account.js';
import { setPersonFields } from '../../functions/account/store.js';
import { api } from '../support/api.js';
import { info, newPerson, register, type TestPerson } from '../support/people.js';
import { uploadAs } from '../support/uploads.js';

const BASE = '/api/pc/hezuo/user-personage';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const uploadAvatar = async (person: TestPerson): Promise<string> => {
  const presigned = (await api<PresignOutput>('POST', '/api/common/upload/presign', { token: person.token, json: { kind: 'avatar', fileName: 'me.png', size: PNG.length } })).body.data;
  const form = new FormData();
  for (const [k, v] of Object.entries(presigned.fields)) form.append(k, v);
  form.append('file', new Blob([PNG], { type: 'image/png' }));
  expect((await fetch(presigned.url, { method: 'POST', body: form })).status).toBe(204);
  return presigned.fileUrl;
};

describe('basic information', () => {
  it('completes with nickname, uploaded avatar and sex, and keeps the optional fields', async () => {
    const person = await register();
    const headPortrait = await uploadAvatar(person);
    const saved = await api('POST', `${BASE}/update-base-info`, {
      token: person.token,
      json: { nickname: '王小明', headPortrait, sex: '男', postcode: '100000', email: 'wang@example.com', introduction: '前端工程师' },
    });
    expect(saved.body.code).toBe(200);
    expect(await info(person.token)).toMatchObject({ nickname: '王小明', headPortrait, sex: '男', postcode: '100000', completeBaseInfoEdit: true, realName: '' });
  });

  it('refuses an avatar that is not the person’s own upload', async () => {
    const person = await register();
    const other = await register();
    const foreign = await uploadAvatar(other);
    const answer = await api('POST', `${BASE}/update-base-info`, { token: person.token, json: { nickname: '甲', headPortrait: foreign, sex: '女' } });
    expect(answer.status).toBe(403);
    expect(answer.body.data).toEqual({ issues: [{ path: 'headPortrait', message: '头像地址不正确，请重新上传头像' }] });
  });

  it('checks the postcode and sex rules', async () => {
    const person = await register();
    const answer = await api('POST', `${BASE}/update-base-info`, { token: person.token, json: { nickname: '甲', headPortrait: 'https://x/y.png', sex: '猫', postcode: '1000' } });
    expect(answer.status).toBe(400);
    expect((answer.body.data as { issues: { path: string; message: string }[] }).issues).toEqual([
      { path: 'sex', message: '性别取值不正确' },
      { path: 'postcode', message: '邮政编码为6位数字' },
    ]);
  });
});

describe('another person', () => {
  it('is seen only by the public card, never the phone or private fields', async () => {
    const person = await register();
    const other = await register('COMPANY');
    const card = await api<PublicUserInfo>('GET', `${BASE}/info/${other.userId}/COMPANY`, { token: person.token });
    expect(card.body.data).toEqual({
      id: other.userId,
      userNo: other.userNo,
      userType: 'COMPANY',
      // As user-detail shows a stranger: the first character and 先生/女士 (no sex given: 先生).
      nickname: `${[...other.nickname][0]}先生`,
      headPortrait: '',
      sex: '',
      teamName: '',
      companyName: other.orgName,
      userStatus: '',
    });
    expect(JSON.stringify(card.body.data)).not.toContain(other.phone.slice(7));
    expect((await api('GET', `${BASE}/info/nobody/PERSONAGE`, { token: person.token })).status).toBe(404);
    // One's own card is in full.
    expect((await api<PublicUserInfo>('GET', `${BASE}/info/${other.userId}/COMPANY`, { token: other.token })).body.data.nickname).toBe(other.nickname);
  });

  it('cannot be changed through one’s own calls: every write acts on the caller only', async () => {
    const person = await register();
    const other = await register();
    // The body cannot name someone else: extra fields are dropped, the token decides whose data changes.
    await api('POST', `${BASE}/update-base-info`, { token: person.token, json: { userId: other.userId, id: other.userId, nickname: '冒名', headPortrait: await uploadAvatar(person), sex: '男' } });
    expect((await info(other.token)).nickname).toBe(other.nickname);
    expect((await info(person.token)).nickname).toBe('冒名');
  });

  it('can be reported, but not oneself', async () => {
    const person = await register();
    const other = await register();
    expect((await api('POST', `${BASE}/accusation-user`, { token: person.token, json: { userId: other.userId, reason: '发布虚假信息' } })).body.code).toBe(200);
    expect((await api('POST', `${BASE}/accusation-user`, { token: person.token, json: { userId: person.userId, reason: '测试' } })).status).toBe(400);
    expect((await api('POST', `${BASE}/accusation-user`, { token: person.token, json: { userId: 'nobody', reason: '测试' } })).body.code).toBe(ERRORS.NOT_FOUND.code);
  });

  it('takes the reporter’s own pictures only: never another person’s upload or an outside address', async () => {
    // Prepare: a reporter, the person reported, and a third person whose picture the reporter found.
    const [reporter, reported, third] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    const [mine, theirs] = await Promise.all([uploadAs(reporter, 'image', 'proof.png'), uploadAs(third, 'image', 'theirs.png')]);
    const report = (picUrls: string[]) => api('POST', `${BASE}/accusation-user`, { token: reporter.token, json: { userId: reported.userId, reason: '发布虚假信息', picUrls } });

    // Act + Assess
    for (const foreign of [theirs.fileUrl, 'https://evil.example/x.png', `${mine.fileUrl}/../../${theirs.key}`]) {
      const refused = await report([mine.fileUrl, foreign]);
      expect({ status: refused.status, msg: refused.body.msg }, foreign).toEqual({ status: 403, msg: '只能提交您本人上传的图片' });
    }
    expect((await report([mine.fileUrl])).body.code).toBe(200);
  });
});

describe('new-user/{id} (spec §7.1)', () => {
  it('says a person is new for NEW_USER_DAYS after registering, to the person alone', async () => {
    // Prepare: a person just registered, another one registered 8 days ago, and a stranger.
    const [fresh, older, stranger] = await Promise.all([register(), register(), newPerson()]);
    const eightDaysAgo = Date.now() - 8 * 24 * 60 * 60 * 1000;
    await setPersonFields(older.userId, { createTime: eightDaysAgo });
    const ask = (person: TestPerson, id: string) => api<NewUser>('GET', `${BASE}/new-user/${id}`, { token: person.token });

    // Act, Assess: the new one is new until 7 days after registering; the older one no more.
    const mine = (await ask(fresh, fresh.userId)).body.data;
    expect(mine.newUser).toBe(true);
    expect(mine.newUntil - mine.createTime).toBe(NEW_USER_DAYS * 24 * 60 * 60 * 1000);
    expect((await ask(older, older.userId)).body.data).toEqual({ newUser: false, createTime: eightDaysAgo, newUntil: eightDaysAgo + NEW_USER_DAYS * 24 * 60 * 60 * 1000 });

    // Refused: another's id (403, the field named), an id of the wrong shape (400 naming it), no login (401).
    const theirs = await ask(stranger, fresh.userId);
    expect(theirs.status).toBe(403);
    expect(theirs.body).toMatchObject({ code: ERRORS.FORBIDDEN.code, msg: '只能查询自己是否为新用户', data: { issues: [{ path: 'id' }] } });
    expect((await ask(fresh, 'not-an-id')).body).toMatchObject({ code: 400, msg: '用户格式不正确' });
    expect((await api('GET', `${BASE}/new-user/${fresh.userId}`)).status).toBe(401);
  });
});
