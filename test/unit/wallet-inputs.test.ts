/**
 * Money inputs (issue 28 item 8): a new pay password refuses what is trivial to guess (one digit six times, a
 * straight run, six digits of the owner's phone) with a message naming the field; full-width digits typed on a
 * Chinese keyboard are read as ASCII by the one normaliser amounts use, in card numbers (the pay password boxes:
 * test/unit/web/wallet-double-submit.test.tsx).
 */
import { toHalfWidth } from '../../shared/money.js';
import { updatePayPasswordInput } from '../../shared/schemas/account.js';
import { addWithdrawMethodInput, BANK_CARD } from '../../shared/schemas/wallet.js';
import { newPayPassword, PAY_PASSWORD_TRIVIAL, trivialPayPassword } from '../../shared/schemas/wallet-pay-password.js';
import { validate } from '../../shared/validation/validate.js';

describe('a new pay password', () => {
  it.each(['000000', '111111', '999999'])('refuses %s: one digit six times', (password) => {
    expect(trivialPayPassword(password)).toBe('SAME');
  });

  it.each(['012345', '123456', '456789', '987654', '543210', '654321'])('refuses %s: a straight run', (password) => {
    expect(trivialPayPassword(password)).toBe('SEQUENCE');
  });

  it('refuses six digits of the owner’s phone in a row: its last six, or any six together', () => {
    const phone = '13912345078';
    for (const password of ['345078', '391234', '139123', '234507']) expect(trivialPayPassword(password, phone)).toBe('PHONE');
    expect(trivialPayPassword('345078')).toBeUndefined();
    expect(trivialPayPassword('345087', phone)).toBeUndefined();
  });

  it.each(['135790', '246810', '890123', '112233', '121212', '802461'])('takes %s', (password) => {
    expect(trivialPayPassword(password, '13800000001')).toBeUndefined();
  });

  it('is judged by the setting form’s schema, whose message names the field', () => {
    expect(validate(updatePayPasswordInput, { payPassword: '123456', code: '482913' })).toMatchObject({ ok: false, msg: PAY_PASSWORD_TRIVIAL.SEQUENCE, issues: [{ path: 'payPassword' }] });
    expect(validate(updatePayPasswordInput, { payPassword: '888888', code: '482913' })).toMatchObject({ ok: false, msg: PAY_PASSWORD_TRIVIAL.SAME });
    expect(validate(updatePayPasswordInput, { payPassword: '12345a', code: '482913' })).toMatchObject({ ok: false, msg: '支付密码为6位数字' });
    expect(validate(updatePayPasswordInput, { payPassword: '135790', code: '482913' })).toMatchObject({ ok: true });
    for (const message of Object.values(PAY_PASSWORD_TRIVIAL)) expect(message.startsWith('支付密码')).toBe(true);
    // Paying checks the password as it was set: the rule is the setting's only.
    expect(validate(newPayPassword(), '123456').ok).toBe(false);
  });
});

describe('full-width digits', () => {
  it('are read as ASCII by the one normaliser, as amounts are', () => {
    expect(toHalfWidth('１２３４５６')).toBe('123456');
    expect(toHalfWidth('６２２２　０２０２')).toBe('6222 0202');
  });

  it('make a card number the server takes', () => {
    const typed = '６２２２ ０２０２ ００１１ ２２３３ ４４５';
    const verdict = validate(addWithdrawMethodInput, { type: 'BANK', name: '王小明', account: typed, bankName: '中国工商银行' });
    expect(verdict).toMatchObject({ ok: true, data: { account: '6222020200112233445' } });
    expect(BANK_CARD.test(verdict.ok ? verdict.data.account : '')).toBe(true);
  });
});
