/** Registration and login through the local gateway (docs/conventions.md "Identity and sessions"). */
import { ERRORS } from '../../shared/errors.js';
import { AGREEMENT_VERSION, type CaptchaImage } from '../../shared/schemas/account.js';
import { api } from '../support/api.js';
import { info, login, newCreditCode, newPerson, newPhone, register, smsCodeFor } from '../support/people.js';

const BASE = '/api/pc/hezuo/user-personage';

describe('register', () => {
  it('makes a personal account with an 8-digit number, taking a form-encoded body', async () => {
    const phone = newPhone();
    const code = await smsCodeFor(phone, 'register');
    const answer = await api<{ userNo: string }>('POST', `${BASE}/register`, {
      form: { phone, code, password: 'abc12345', userType: 'PERSONAGE', nickname: '小王', agreement: 'true' },
    });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.userNo).toMatch(/^\d{8}$/);
    const token = (await login(phone, 'abc12345', 'PERSONAGE')).body.data;
    expect(await info(token)).toMatchObject({ userType: 'PERSONAGE', nickname: '小王', phone: `${phone.slice(0, 3)}****${phone.slice(7)}`, completeBaseInfoEdit: false });
    // The consent is kept with the person: which version of the agreements, and when.
    const { getPersonByPhone } = await import('../../functions/account/store.js');
    expect((await getPersonByPhone(phone))?.agreement).toMatchObject({ version: AGREEMENT_VERSION, time: expect.any(Number) });
  });

  it('refuses a phone already registered, and a used SMS code', async () => {
    const person = await register();
    const code = await smsCodeFor(person.phone, 'register');
    const again = await api('POST', `${BASE}/register`, {
      json: { phone: person.phone, code, password: 'abc12345', userType: 'PERSONAGE', nickname: '重复', agreement: true },
    });
    expect(again.body).toMatchObject({ code: ERRORS.PHONE_REGISTERED.code, msg: ERRORS.PHONE_REGISTERED.msg });
    const phone = newPhone();
    const once = await smsCodeFor(phone, 'register');
    const body = { phone, code: once, password: 'abc12345', userType: 'PERSONAGE', nickname: '一次', agreement: true };
    expect((await api('POST', `${BASE}/register`, { json: body })).body.code).toBe(200);
    expect((await api('POST', `${BASE}/register`, { json: { ...body, phone: newPhone() } })).body.code).toBe(ERRORS.SMS_CODE_WRONG.code);
  });

  it('makes a company with the registrant as its administrator, and refuses a taken name or credit code', async () => {
    const boss = await register('COMPANY');
    expect(await info(boss.token)).toMatchObject({ userType: 'COMPANY', companyName: boss.orgName, isAdmin: true });
    const phone = newPhone();
    const code = await smsCodeFor(phone, 'register');
    const taken = await api('POST', `${BASE}/register`, {
      json: { phone, code, password: 'abc12345', userType: 'COMPANY', nickname: '甲', companyName: boss.orgName, creditCode: newCreditCode(), agreement: true },
    });
    expect(taken.body.code).toBe(ERRORS.NAME_TAKEN.code);
    const available = await api<boolean>('GET', `${BASE}/check-name?data=${encodeURIComponent(boss.orgName!)}&type=COMPANY`);
    expect(available.body.data).toBe(false);
    expect((await api<boolean>('GET', `${BASE}/check-name?data=${encodeURIComponent('没人用的名字' + phone)}&type=COMPANY`)).body.data).toBe(true);
  });

  it('lets a registered person add a team with their own password, and not with another', async () => {
    const person = await register();
    const wrong = await api('POST', `${BASE}/register`, {
      json: { phone: person.phone, code: await smsCodeFor(person.phone, 'register'), password: 'other123', userType: 'TEAM', nickname: '我', teamName: `队${person.phone}`, agreement: true },
    });
    expect(wrong.body.code).toBe(ERRORS.WRONG_PASSWORD.code);
    const right = await api('POST', `${BASE}/register`, {
      json: { phone: person.phone, code: await smsCodeFor(person.phone, 'register'), password: person.password, userType: 'TEAM', nickname: '我', teamName: `队${person.phone}`, agreement: true },
    });
    expect(right.body.code).toBe(200);
    const token = (await login(person.phone, person.password, 'TEAM')).body.data;
    expect(await info(token)).toMatchObject({ userType: 'TEAM', teamName: `队${person.phone}`, isAdmin: true, id: person.userId });
  });

  it.each([
    ['phone', { phone: '12345678901' }, '请输入正确的11位手机号'],
    ['password', { password: 'onlyletters' }, '密码为8-20位字母和数字的组合，须同时包含字母和数字'],
    ['password', { password: 'ab1' }, '密码为8-20位字母和数字的组合，须同时包含字母和数字'],
    ['code', { code: '12ab56' }, '短信验证码为6位数字'],
    ['teamName', { userType: 'TEAM' }, '请填写团队名称'],
    ['creditCode', { userType: 'COMPANY', companyName: '某公司', creditCode: '91350100M000100Y41' }, '统一社会信用代码不正确'],
    ['agreement', { agreement: undefined }, '请阅读并同意《用户协议》《隐私政策》'],
    ['agreement', { agreement: false }, '请阅读并同意《用户协议》《隐私政策》'],
  ])('names the bad field %s in Chinese', async (path, change, message) => {
    const body = { phone: newPhone(), code: '123456', password: 'abc12345', userType: 'PERSONAGE', nickname: '某', agreement: true, ...change };
    const answer = await api('POST', `${BASE}/register`, { json: body });
    expect(answer.status).toBe(400);
    expect((answer.body.data as { issues: { path: string; message: string }[] }).issues).toContainEqual({ path, message });
  });
});

describe('login', () => {
  it('answers a token per account type and refuses types the person does not have', async () => {
    const person = await register();
    expect((await login(person.phone, person.password, 'PERSONAGE')).body.data).toMatch(/^ey/);
    expect((await login(person.phone, person.password, 'COMPANY')).body.code).toBe(ERRORS.NOT_COMPANY_STAFF.code);
    expect((await login(person.phone, person.password, 'TEAM')).body.code).toBe(ERRORS.NO_TEAM.code);
  });

  it('says the same for a wrong password and an unknown phone', async () => {
    const person = await register();
    const wrong = await login(person.phone, 'wrong1234', 'PERSONAGE');
    const unknown = await login(newPhone(), 'wrong1234', 'PERSONAGE');
    expect(wrong.body).toMatchObject({ code: ERRORS.WRONG_PASSWORD.code, msg: '手机号或密码错误' });
    expect(unknown.body).toMatchObject({ code: ERRORS.WRONG_PASSWORD.code, msg: '手机号或密码错误' });
  });

  it('asks for a captcha after 3 failures, checks it, and answers 429 after 10', async () => {
    const person = await register();
    for (let i = 0; i < 3; i += 1) await login(person.phone, 'wrong1234', 'PERSONAGE');
    // The right password alone is no longer enough.
    expect((await login(person.phone, person.password, 'PERSONAGE')).body.code).toBe(ERRORS.CAPTCHA_REQUIRED.code);
    const captcha = (await api<CaptchaImage>('GET', `/api/captchaImage?phone=${person.phone}`)).body.data;
    expect(captcha.captchaEnabled).toBe(true);
    expect(captcha.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(captcha.img.split(',')[1]!, 'base64').toString()).not.toContain('<text');
    const wrongCaptcha = await login(person.phone, person.password, 'PERSONAGE', { uuid: captcha.uuid, code: 'XXXX' });
    expect(wrongCaptcha.body.code).toBe(ERRORS.CAPTCHA_WRONG.code);
    // The right answer, read from the store as only the server knows it.
    const fresh = (await api<CaptchaImage>('GET', `/api/captchaImage?phone=${person.phone}`)).body.data;
    const { ddb, table } = await import('../../functions/lib/store/client.js');
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const answer = (await ddb.send(new GetCommand({ TableName: table(), Key: { pk: `CAPTCHA#${fresh.uuid}`, sk: 'CAPTCHA' } }))).Item?.answer as string;
    const ok = await login(person.phone, person.password, 'PERSONAGE', { uuid: fresh.uuid, code: answer.toLowerCase() });
    expect(ok.body.code).toBe(200);
    // Success cleared the failures; ten more lock the phone.
    expect((await api<CaptchaImage>('GET', `/api/captchaImage?phone=${person.phone}`)).body.data.captchaEnabled).toBe(false);
    for (let i = 0; i < 10; i += 1) await login(person.phone, 'wrong1234', 'PERSONAGE', i >= 3 ? { uuid: 'x', code: 'x' } : {});
    const locked = await login(person.phone, person.password, 'PERSONAGE');
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toBe(ERRORS.LOGIN_LOCKED.msg);
  });

  it('judges attempts sent at once in turn: 3 without a captcha, 10 in all, then 429', async () => {
    // Prepare: a person, and 20 wrong passwords sent together (a brute force that races the failure counter).
    const person = await newPerson();

    // Act
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(person.phone, `wrong${1000 + i}`, 'PERSONAGE')));

    // Assess
    const count = (code: number) => answers.filter((a) => a.body.code === code).length;
    expect([count(ERRORS.WRONG_PASSWORD.code), count(ERRORS.CAPTCHA_REQUIRED.code), count(ERRORS.LOGIN_LOCKED.code)]).toEqual([3, 7, 10]);
    expect((await login(person.phone, person.password, 'PERSONAGE')).status).toBe(429);
  });

  it('ends the older session when the same person logs in again as the same type, but not other types', async () => {
    const person = await register('TEAM');
    const personal = (await login(person.phone, person.password, 'PERSONAGE')).body.data;
    const second = (await login(person.phone, person.password, 'TEAM')).body.data;
    const old = await api('GET', `${BASE}/info`, { token: person.token });
    expect(old.status).toBe(401);
    expect(old.body.msg).toBe('登录状态已过期，请重新登录');
    expect((await api('GET', `${BASE}/info`, { token: second })).status).toBe(200);
    expect((await api('GET', `${BASE}/info`, { token: personal })).status).toBe(200);
  });

  it('ends the session server-side on logout', async () => {
    const person = await register();
    expect((await api('POST', `${BASE}/logout`, { token: person.token, json: {} })).body.code).toBe(200);
    expect((await api('GET', `${BASE}/info`, { token: person.token })).status).toBe(401);
  });

  it('asks which team when the person has several, and takes the chosen one', async () => {
    const person = await register('TEAM');
    await api('POST', '/api/pc/hezuo/user-team/create', { token: person.token, json: { teamName: `二队${person.phone}` } });
    const choose = await login(person.phone, person.password, 'TEAM');
    expect(choose.body.code).toBe(ERRORS.CHOOSE_TEAM.code);
    const teams = (choose.body.data as unknown as { teams: { orgId: string; name: string }[] }).teams;
    expect(teams.map((t) => t.name).sort()).toEqual([person.orgName, `二队${person.phone}`].sort());
    const chosen = teams.find((t) => t.name === `二队${person.phone}`)!;
    const token = (await login(person.phone, person.password, 'TEAM', { teamId: chosen.orgId })).body.data;
    expect(await info(token)).toMatchObject({ teamId: chosen.orgId, teamName: chosen.name });
  });
});
