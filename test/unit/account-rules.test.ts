/** The field rules of spec §5 and docs/conventions.md, and the masking rules, as both sides use them. */
import fc from 'fast-check';
import { maskName, maskPhone, strangerName } from '../../shared/masking.js';
import { isBaseInfoComplete, registerInput } from '../../shared/schemas/account.js';
import { validate } from '../../shared/validation/validate.js';
import { creditCodeCheck, isCreditCode, PASSWORD, PAY_PASSWORD, PHONE, POSTCODE } from '../../shared/validation/rules.js';
import { drawCaptcha, CAPTCHA_ALPHABET } from '../../functions/account/captcha-image.js';

describe('field rules', () => {
  it('take mainland mobile numbers only', () => {
    expect(PHONE.test('13812345678')).toBe(true);
    expect(PHONE.test('19912345678')).toBe(true);
    for (const bad of ['12812345678', '1381234567', '138123456789', '23812345678', '1381234567a']) expect(PHONE.test(bad)).toBe(false);
  });

  it('want passwords of 8 to 20 letters and digits with both', () => {
    expect(PASSWORD.test('abc12345')).toBe(true);
    expect(PASSWORD.test('A1'.repeat(10))).toBe(true);
    for (const bad of ['abcdefgh', '12345678', 'abc1234', 'A1'.repeat(10) + 'x', 'abc 12345', 'abc_12345']) expect(PASSWORD.test(bad)).toBe(false);
  });

  it('want 6 digits for pay passwords and postcodes', () => {
    expect(PAY_PASSWORD.test('123456') && POSTCODE.test('100000')).toBe(true);
    for (const bad of ['12345', '1234567', '12345a']) expect(PAY_PASSWORD.test(bad) || POSTCODE.test(bad)).toBe(false);
  });

  it('check unified social credit codes with the GB 32100-2015 check character', () => {
    for (const real of ['91350100M000100Y43', '91110108551385082Q', '91440300708461136T']) expect(isCreditCode(real)).toBe(true);
    expect(isCreditCode('91350100M000100Y41')).toBe(false);
    expect(isCreditCode('91350100M000100I43')).toBe(false);
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][1-9]\d{6}[0-9A-HJ-NPQRTUWXY]{9}$/), (first17) => {
        expect(isCreditCode(`${first17}${creditCodeCheck(first17)}`)).toBe(true);
      }),
    );
  });

  it('ask for the organisation fields of the account type', () => {
    const base = { phone: '13812345678', code: '123456', password: 'abc12345', nickname: '某', agreement: true };
    expect(validate(registerInput, { ...base, userType: 'COMPANY', companyName: '某公司' })).toMatchObject({ msg: '请填写统一社会信用代码' });
    expect(validate(registerInput, { ...base, userType: 'PERSONAGE' }).ok).toBe(true);
  });

  it('require the consent to the agreements, as a form sends it or as JSON', () => {
    const base = { phone: '13812345678', code: '123456', password: 'abc12345', nickname: '某', userType: 'PERSONAGE' };
    for (const agreement of [undefined, false, 'false', '', 'yes', 1]) {
      expect(validate(registerInput, { ...base, agreement }), String(agreement)).toMatchObject({ msg: '请阅读并同意《用户协议》《隐私政策》' });
    }
    expect(validate(registerInput, { ...base, agreement: 'true' }).ok).toBe(true);
  });

  it('count basic information complete with nickname, avatar and sex', () => {
    expect(isBaseInfoComplete({ nickname: '小王', headPortrait: 'https://x/a.png', sex: '男' })).toBe(true);
    expect(isBaseInfoComplete({ nickname: '小王', headPortrait: '', sex: '男' })).toBe(false);
  });
});

describe('masking', () => {
  it('shows the first 3 and last 4 digits of a phone', () => expect(maskPhone('13812345678')).toBe('138****5678'));
  it('masks names as spec §5 says', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('欧阳锋')).toBe('欧*锋');
    expect(maskName('司马相如')).toBe('司**如');
  });
  it('calls a stranger by surname and 先生 or 女士', () => {
    expect(strangerName('王小明', '男')).toBe('王先生');
    expect(strangerName('李华', '女')).toBe('李女士');
  });
});

describe('captcha image', () => {
  it('draws only paths, never the answer as text', () => {
    const { text, svg } = drawCaptcha();
    expect(text).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
    expect(svg).toMatch(/^<svg[^>]*>.*<\/svg>$/);
    expect(svg).not.toMatch(/<text|font/);
    expect((svg.match(/<path/g) ?? []).length).toBeGreaterThanOrEqual(8);
  });
});
