/** Passwords, phone, pay password, cancellation and reactivation, with the sessions each must end. */
import { ERRORS } from '../../shared/errors.js';
import { ACCOUNT_RESTORE_DAYS, TERMINATION_LIMITS } from '../../shared/limits.js';
import { cooperationStep, getCooperation } from '../../functions/project/cooperation/store.js';
import { commit } from '../../functions/project/store.js';
import { setPersonFields } from '../../functions/account/store.js';
import { api } from '../support/api.js';
import { startedCooperation } from '../support/cooperation.js';
import { releasedProject } from '../support/projects.js';
import { agreeToTerminate, proposeTermination } from '../support/termination.js';
import { info, login, newPerson, newPhone, register, smsCodeFor, type TestPerson } from '../support/people.js';

const BASE = '/api/pc/hezuo/user-personage';
const post = <T = unknown>(path: string, json: unknown, token?: string) => api<T>('POST', `${BASE}/${path}`, { json, token });

describe('SMS codes', () => {
  it('allow one per 60 s per phone and refuse the second with 429', async () => {
    const phone = newPhone();
    await smsCodeFor(phone, 'register');
    const again = await post('get-code', { phone, scene: 'register' });
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
  });

  it('go only to registered phones for forget, and need a login for the own-phone scenes', async () => {
    expect((await post('get-code', { phone: newPhone(), scene: 'forget' })).body.code).toBe(ERRORS.PHONE_NOT_REGISTERED.code);
    expect((await post('get-code', { scene: 'pay-password' })).status).toBe(401);
    expect((await post('get-code', { scene: 'register' })).body.msg).toBe('请填写手机号');
  });

  it('die after 5 wrong tries', async () => {
    const phone = newPhone();
    const code = await smsCodeFor(phone, 'register');
    const wrong = code === '000000' ? '000001' : '000000';
    const body = { phone, password: 'abc12345', userType: 'PERSONAGE', nickname: '某', agreement: true };
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) answers.push((await post('register', { ...body, code: wrong })).body.code);
    expect(answers).toEqual([...Array(4).fill(ERRORS.SMS_CODE_WRONG.code), ERRORS.SMS_CODE_SPENT.code]);
    expect((await post('register', { ...body, code })).body).toMatchObject({ code: ERRORS.SMS_CODE_SPENT.code, msg: '验证码错误次数过多，请重新获取验证码' });
  });

  it('are judged 5 times at most, however many guesses arrive at once', async () => {
    // Prepare: a code, and 30 wrong guesses sent together (a brute force that races the try counter).
    const phone = newPhone();
    const code = await smsCodeFor(phone, 'register');
    const body = { phone, password: 'abc12345', userType: 'PERSONAGE', nickname: '某', agreement: true };
    const guesses = Array.from({ length: 30 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));

    // Act
    const answers = await Promise.all(guesses.map(async (guess) => (await post('register', { ...body, code: guess })).body.code));

    // Assess: five were judged (the last of them spends the code), the rest found it spent; the right code too.
    expect(answers.filter((c) => c === ERRORS.SMS_CODE_WRONG.code)).toHaveLength(4);
    expect(answers.filter((c) => c === ERRORS.SMS_CODE_SPENT.code)).toHaveLength(26);
    expect((await post('register', { ...body, code })).body.code).toBe(ERRORS.SMS_CODE_SPENT.code);
  });
});

describe('calls that take a password and an SMS code', () => {
  it('tell nothing about the password, or the account, without the phone’s code', async () => {
    // Prepare: a person, and a cancelled one; an attacker who knows their phones but not their codes.
    const [person, cancelled] = await Promise.all([register(), register()]);
    const code = await smsCodeFor(cancelled.phone, 'unsubscribe', cancelled.token);
    const { ticket } = (await post<{ ticket: string }>('unsubscribe-verify', { code }, cancelled.token)).body.data;
    expect((await post('unsubscribe-userPersonage', { ticket }, cancelled.token)).body.code).toBe(200);
    const asTeam = (password: string, code = '000000') =>
      post('register', { phone: person.phone, code, password, userType: 'TEAM', nickname: '某', teamName: `队${newPhone()}`, agreement: true });
    const reactivate = (phone: string, password: string, code = '000000') => post('reactivate', { phone, code, password });

    // Act + Assess: without the code, the right and a wrong password answer alike, and so do all account states.
    expect((await asTeam('wrong1234')).body.code).toBe(ERRORS.SMS_CODE_WRONG.code);
    expect((await asTeam(person.password)).body.code).toBe(ERRORS.SMS_CODE_WRONG.code);
    expect((await reactivate(cancelled.phone, 'wrong1234')).body.code).toBe(ERRORS.SMS_CODE_WRONG.code);
    expect((await reactivate(cancelled.phone, cancelled.password)).body.code).toBe(ERRORS.SMS_CODE_WRONG.code);
    expect((await reactivate(newPhone(), 'wrong1234')).body.code).toBe(ERRORS.SMS_CODE_WRONG.code);
    expect((await reactivate(person.phone, 'wrong1234')).body.code).toBe(ERRORS.SMS_CODE_WRONG.code);

    // With the code, the owner is told a wrong password, and the code still serves the right one.
    const registerCode = await smsCodeFor(person.phone, 'register');
    expect((await asTeam('wrong1234', registerCode)).body.code).toBe(ERRORS.WRONG_PASSWORD.code);
    expect((await asTeam(person.password, registerCode)).body.code).toBe(200);
    const loginCode = await smsCodeFor(cancelled.phone, 'login');
    expect((await reactivate(cancelled.phone, 'wrong1234', loginCode)).body.code).toBe(ERRORS.WRONG_PASSWORD.code);
    expect((await reactivate(cancelled.phone, cancelled.password, loginCode)).body.code).toBe(200);
  });
});

describe('register and forget-password', () => {
  it('tell nothing of the phone’s state without its code, and keep the code for the right use', async () => {
    // Prepare: a live person, a cancelled one, an unused phone; an attacker with wrong codes (outside probe).
    const [person, cancelled] = await Promise.all([register(), register()]);
    const code = await smsCodeFor(cancelled.phone, 'unsubscribe', cancelled.token);
    const { ticket } = (await post<{ ticket: string }>('unsubscribe-verify', { code }, cancelled.token)).body.data;
    expect((await post('unsubscribe-userPersonage', { ticket }, cancelled.token)).body.code).toBe(200);
    const unused = newPhone();
    const signUp = (phone: string, userType: 'PERSONAGE' | 'TEAM', code = '000000', password = 'abc12345') =>
      post('register', { phone, code, password, userType, nickname: '某', ...(userType === 'TEAM' ? { teamName: `队${newPhone()}` } : {}), agreement: true });
    const forget = (phone: string, code = '000000') => post('forget-password', { phone, code, password: 'newpass99' });
    // A code waiting for the live person's phone (anyone may have one sent) changes nothing either.
    const waiting = await smsCodeFor(person.phone, 'register');
    const wrong = waiting === '000000' ? '000001' : '000000';

    // Act
    const answers = [
      await signUp(person.phone, 'PERSONAGE', wrong),
      await signUp(cancelled.phone, 'PERSONAGE'),
      await signUp(cancelled.phone, 'TEAM'),
      await signUp(unused, 'PERSONAGE'),
      await forget(person.phone),
      await forget(cancelled.phone),
      await forget(unused),
    ].map((answer) => answer.body.code);

    // Assess: only the code's error, whatever the phone's state
    expect(answers).toEqual(Array(7).fill(ERRORS.SMS_CODE_WRONG.code));
    // With the right code the owner is told, and the code is not spent by a refusal: it still serves the right call.
    expect((await signUp(person.phone, 'PERSONAGE', waiting)).body.code).toBe(ERRORS.PHONE_REGISTERED.code);
    expect((await signUp(person.phone, 'TEAM', waiting, person.password)).body.code).toBe(200);
    const cancelledCode = await smsCodeFor(cancelled.phone, 'register');
    expect((await signUp(cancelled.phone, 'TEAM', cancelledCode, cancelled.password)).body.code).toBe(ERRORS.ACCOUNT_CANCELLED.code);
    expect((await signUp(cancelled.phone, 'PERSONAGE', cancelledCode)).body.code).toBe(ERRORS.PHONE_REGISTERED.code);
    const forgetCode = await smsCodeFor(person.phone, 'forget');
    expect((await forget(person.phone, forgetCode)).body.code).toBe(200);
  });
});

describe('passwords', () => {
  it('reset with an SMS code, ending every session', async () => {
    const person = await register();
    const code = await smsCodeFor(person.phone, 'forget');
    expect((await post('forget-password', { phone: person.phone, code, password: 'newpass99' })).body.code).toBe(200);
    expect((await api('GET', `${BASE}/info`, { token: person.token })).status).toBe(401);
    expect((await login(person.phone, person.password, 'PERSONAGE')).body.code).toBe(ERRORS.WRONG_PASSWORD.code);
    expect((await login(person.phone, 'newpass99', 'PERSONAGE')).body.code).toBe(200);
  });

  it('change with the old one, keeping this session and ending the others', async () => {
    const person = await register('TEAM');
    const personal = (await login(person.phone, person.password, 'PERSONAGE')).body.data;
    expect((await post('change-password', { oldPassword: 'wrong1234', password: 'newpass99' }, person.token)).body.code).toBe(ERRORS.OLD_PASSWORD_WRONG.code);
    expect((await post('change-password', { oldPassword: person.password, password: 'newpass99' }, person.token)).body.code).toBe(200);
    expect((await api('GET', `${BASE}/info`, { token: person.token })).status).toBe(200);
    expect((await api('GET', `${BASE}/info`, { token: personal })).status).toBe(401);
  });

  it('change the same way at the spec’s update-personage-password, with the same refusals', async () => {
    // Prepare: a person logged in twice (TEAM here, PERSONAGE beside).
    const person = await register('TEAM');
    const personal = (await login(person.phone, person.password, 'PERSONAGE')).body.data;
    // Refused: a wrong old password (business code), a new one without digits (400 naming it), no login (401).
    expect((await post('update-personage-password', { oldPassword: 'wrong1234', password: 'newpass99' }, person.token)).body.code).toBe(ERRORS.OLD_PASSWORD_WRONG.code);
    expect((await post('update-personage-password', { oldPassword: person.password, password: 'onlyletters' }, person.token)).body).toMatchObject({ code: 400, data: { issues: [{ path: 'password' }] } });
    expect((await post('update-personage-password', { oldPassword: person.password, password: 'newpass99' })).status).toBe(401);
    // Act: the change.
    expect((await post('update-personage-password', { oldPassword: person.password, password: 'newpass99' }, person.token)).body.code).toBe(200);
    // Assess: this session stays, the other ends, and only the new password logs in.
    expect((await api('GET', `${BASE}/info`, { token: person.token })).status).toBe(200);
    expect((await api('GET', `${BASE}/info`, { token: personal })).status).toBe(401);
    expect((await login(person.phone, person.password, 'PERSONAGE')).body.code).toBe(ERRORS.WRONG_PASSWORD.code);
    expect((await login(person.phone, 'newpass99', 'PERSONAGE')).body.code).toBe(200);
  });
});

describe('phone and pay password', () => {
  it('move the account to a new phone proven by its code, freeing the old one', async () => {
    const person = await register();
    const other = await register();
    const taken = await post('get-code', { phone: other.phone, scene: 'change-phone' }, person.token);
    expect(taken.body.code).toBe(ERRORS.PHONE_REGISTERED.code);
    const phone = newPhone();
    const code = await smsCodeFor(phone, 'change-phone', person.token);
    expect((await post('change-phone', { phone, code }, person.token)).body.code).toBe(200);
    expect((await info(person.token)).phone).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    expect((await login(phone, person.password, 'PERSONAGE')).body.code).toBe(200);
    expect((await login(person.phone, person.password, 'PERSONAGE')).body.code).toBe(ERRORS.WRONG_PASSWORD.code);
  });

  it('set a 6-digit pay password with a code sent to the person’s own phone', async () => {
    const person = await register();
    const code = await smsCodeFor(person.phone, 'pay-password', person.token);
    const bad = await post('update-pay-password', { payPassword: '12345a', code }, person.token);
    expect(bad.body.msg).toBe('支付密码为6位数字');
    expect((await post('update-pay-password', { payPassword: '135790', code }, person.token)).body.code).toBe(200);
    expect((await info(person.token)).hasPayPassword).toBe(true);
  });
});

describe('cancellation', () => {
  it('cancels a personal account, refuses its login until reactivated', async () => {
    const person = await register();
    const code = await smsCodeFor(person.phone, 'unsubscribe', person.token);
    const verified = await post<{ ticket: string; reasons: string[] }>('unsubscribe-verify', { code }, person.token);
    expect(verified.body.data.reasons).toEqual([]);
    expect((await post('unsubscribe-userPersonage', { ticket: 'forged' }, person.token)).body.code).toBe(ERRORS.TICKET_INVALID.code);
    expect((await post('unsubscribe-userPersonage', { ticket: verified.body.data.ticket }, person.token)).body.code).toBe(200);
    expect((await api('GET', `${BASE}/info`, { token: person.token })).status).toBe(401);
    expect((await login(person.phone, person.password, 'PERSONAGE')).body.code).toBe(ERRORS.ACCOUNT_CANCELLED.code);
    const reactivateCode = await smsCodeFor(person.phone, 'login');
    expect((await post('reactivate', { phone: person.phone, code: reactivateCode, password: person.password })).body.code).toBe(200);
    expect((await login(person.phone, person.password, 'PERSONAGE')).body.code).toBe(200);
  });

  it(`restores a cancelled account within ${ACCOUNT_RESTORE_DAYS} days only, as the user agreement says`, async () => {
    // Prepare: an account cancelled a day past the restore period (its cancel time moved back, as time would).
    const person = await register();
    const code = await smsCodeFor(person.phone, 'unsubscribe', person.token);
    const { ticket } = (await post<{ ticket: string }>('unsubscribe-verify', { code }, person.token)).body.data;
    expect((await post('unsubscribe-userPersonage', { ticket }, person.token)).body.code).toBe(200);
    await setPersonFields(person.userId, { cancelTime: Date.now() - (ACCOUNT_RESTORE_DAYS + 1) * 86_400_000 });

    // Act
    const restore = await post('reactivate', { phone: person.phone, code: await smsCodeFor(person.phone, 'login'), password: person.password });

    // Assess
    expect(restore.body).toMatchObject({ code: ERRORS.RESTORE_EXPIRED.code, msg: '账号注销已超过15天，无法恢复' });
    expect((await login(person.phone, person.password, 'PERSONAGE')).body.code).toBe(ERRORS.ACCOUNT_CANCELLED.code);
  });

  it('will not cancel a person who still administers an organisation', async () => {
    const admin = await register('COMPANY');
    const personal = (await login(admin.phone, admin.password, 'PERSONAGE')).body.data;
    const code = await smsCodeFor(admin.phone, 'unsubscribe', personal);
    const verified = await post<{ ticket: string; reasons: string[] }>('unsubscribe-verify', { code }, personal);
    expect(verified.body.data.reasons[0]).toContain(admin.orgName);
    expect((await post('unsubscribe-userPersonage', { ticket: verified.body.data.ticket }, personal)).body.code).toBe(ERRORS.CANNOT_CANCEL.code);
  });

  it('will not cancel a person with an open demand or a running cooperation, on either side, and says why', { timeout: 90_000 }, async () => {
    const cancelling = async (person: TestPerson) => {
      const code = await smsCodeFor(person.phone, 'unsubscribe', person.token);
      const verified = (await post<{ ticket: string; reasons: string[] }>('unsubscribe-verify', { code }, person.token)).body.data;
      const cancelled = (await post('unsubscribe-userPersonage', { ticket: verified.ticket }, person.token)).body;
      return { reasons: verified.reasons, cancelled };
    };
    const poster = await newPerson();
    await releasedProject(poster, {}, { via: 'items' });
    const c = await startedCooperation({ via: 'items' });
    const [posted, partyA, partyB] = await Promise.all([cancelling(poster), cancelling(c.partyA), cancelling(c.partyB)]);
    expect(posted.reasons).toEqual(['您有已发布的项目需求，请先撤回或删除']);
    expect(posted.cancelled).toMatchObject({ code: ERRORS.CANNOT_CANCEL.code, msg: '您有已发布的项目需求，请先撤回或删除' });
    for (const side of [partyA, partyB]) {
      expect(side.reasons).toEqual(['您有合作中的项目，请在项目完成或终止后再注销']);
      expect(side.cancelled.code).toBe(ERRORS.CANNOT_CANCEL.code);
    }
    // Still there: they log in as before.
    expect((await login(c.partyB.phone, c.partyB.password, 'PERSONAGE')).body.code).toBe(200);
  });

  it('will not cancel a party of a cooperation terminated less than the recovery window ago, and will after it', { timeout: 90_000 }, async () => {
    // A terminated cooperation may be recovered within TERMINATION_LIMITS.recoverDays: a cancelled account could
    // neither ask nor agree, nor return what the termination paid it.
    const cancelling = async (person: TestPerson) => {
      const code = await smsCodeFor(person.phone, 'unsubscribe', person.token);
      return (await post<{ ticket: string; reasons: string[] }>('unsubscribe-verify', { code }, person.token)).body.data;
    };
    const c = await startedCooperation({ via: 'items' });
    await proposeTermination(c, 'partyA', 0);
    await agreeToTerminate(c, 'partyB');
    for (const side of [c.partyA, c.partyB]) {
      const verified = await cancelling(side);
      expect(verified.reasons).toEqual(['您有终止未满15天的合作（15天内可恢复合作），请在期限过后再注销']);
      expect((await post('unsubscribe-userPersonage', { ticket: verified.ticket }, side.token)).body.code).toBe(ERRORS.CANNOT_CANCEL.code);
    }
    // Past the window (its list entry moved back beyond it, as time would), nothing keeps party A.
    const coop = (await getCooperation(c.projectId))!;
    const old = Date.now() - (TERMINATION_LIMITS.recoverDays + 1) * 86_400_000;
    await commit([cooperationStep(coop, { ...coop, updateTime: old, termination: { ...coop.termination!, settled: { ...coop.termination!.settled!, time: old } } }).step]);
    expect((await cancelling(c.partyA)).reasons).toEqual([]);
  });

  it('lets the administrator cancel a team, ending its sessions', async () => {
    const admin = await register('TEAM');
    const code = await smsCodeFor(admin.phone, 'unsubscribe', admin.token);
    const { ticket } = (await post<{ ticket: string }>('unsubscribe-verify', { code }, admin.token)).body.data;
    expect((await post('unsubscribe-teamCom-account', { ticket }, admin.token)).body.code).toBe(200);
    expect((await api('GET', `${BASE}/info`, { token: admin.token })).status).toBe(401);
    expect((await login(admin.phone, admin.password, 'TEAM')).body.code).toBe(ERRORS.NO_TEAM.code);
  });
});

describe('account times', () => {
  it('tell when the account was made and last logged in', async () => {
    const person = await register();
    const times = (await api<{ createTime: number; loginTime: number; cancelTime: null }>('GET', `${BASE}/ancellationAndLoginTime`, { token: person.token })).body.data;
    expect(times.loginTime).toBeGreaterThanOrEqual(times.createTime);
    expect(times.cancelTime).toBeNull();
  });
});
