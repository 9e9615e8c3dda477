/** Money typed in yuan becomes exact fen, and fen are shown as ¥ (shared/money.ts; CONTRACT "Money"). */
import fc from 'fast-check';
import { formatFen, MAX_AMOUNT_FEN, yuanRefusalText, yuanToFen } from '../../shared/money.js';

describe('typed yuan', () => {
  it.each([
    ['0.1', 10],
    ['0.2', 20],
    ['0.3', 30],
    ['1.10', 110],
    ['19.99', 1999],
    ['.5', 50],
    ['5.', 500],
    ['007.05', 705],
    ['１２', 1200],
    ['１２．３４', 1234],
    ['1,234.56', 123456],
    [' 88 ', 8800],
    ['+3', 300],
    ['100000000', MAX_AMOUNT_FEN],
  ])('reads %s as %i fen, exactly', (typed, fen) => {
    expect(yuanToFen(typed)).toEqual({ fen });
  });

  it.each([
    ['', 'EMPTY'],
    ['   ', 'EMPTY'],
    ['-0', 'NEGATIVE'],
    ['-1', 'NEGATIVE'],
    ['－５', 'NEGATIVE'],
    ['1e21', 'NOT_A_NUMBER'],
    ['1e2', 'NOT_A_NUMBER'],
    ['0x10', 'NOT_A_NUMBER'],
    ['Infinity', 'NOT_A_NUMBER'],
    ['NaN', 'NOT_A_NUMBER'],
    ['1.2.3', 'NOT_A_NUMBER'],
    ['一百', 'NOT_A_NUMBER'],
    ['0.001', 'TOO_MANY_DECIMALS'],
    ['1.234', 'TOO_MANY_DECIMALS'],
    ['0', 'ZERO'],
    ['0.00', 'ZERO'],
    ['100000000.01', 'TOO_LARGE'],
    ['99999999999999999999999', 'TOO_LARGE'],
  ])('refuses %j (%s)', (typed, refused) => {
    expect(yuanToFen(typed)).toEqual({ refused });
  });

  it('gives every refusal a Chinese message naming the field', () => {
    expect(yuanRefusalText('TOO_MANY_DECIMALS', '提现金额')).toBe('提现金额最多保留两位小数');
    expect(yuanRefusalText('TOO_LARGE', '充值金额')).toBe('充值金额不能超过¥100,000,000.00');
  });

  it('reads back every amount it shows, for any amount in range (no floating point on the way)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_AMOUNT_FEN }), (fen) => {
        expect(yuanToFen(formatFen(fen).replace('¥', ''))).toEqual({ fen });
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('shown fen', () => {
  it.each([
    [0, '¥0.00'],
    [5, '¥0.05'],
    [100, '¥1.00'],
    [123456789, '¥1,234,567.89'],
    [-50, '-¥0.50'],
    [100000, '¥1,000.00'],
  ])('%i fen is %s', (fen, shown) => {
    expect(formatFen(fen)).toBe(shown);
  });
});
