/**
 * 联系卖家's choice among an organisation's mall staff (functions/mall/contact.ts `pickFor`): the same caller always
 * gets the same person while the staff stay the same, whatever order they are read in, and many callers spread
 * about evenly across them.
 */
import { pickFor } from '../../functions/mall/contact.js';

const staff = ['01J8STAFFAAAAAAAAAAAAAAAAA', '01J8STAFFBBBBBBBBBBBBBBBBB', '01J8STAFFCCCCCCCCCCCCCCCCC'];
const callers = Array.from({ length: 600 }, (_, i) => `01J8CALLER${String(i).padStart(16, '0')}`);

describe('pickFor', () => {
  it('answers nobody when there is nobody, and the one when there is one', () => {
    expect(pickFor(callers[0]!, 'SELLER', [])).toBeUndefined();
    expect(pickFor(callers[0]!, 'SELLER', [staff[0]!])).toBe(staff[0]);
  });

  it('gives a caller the same person every time, in whatever order the staff are read', () => {
    for (const caller of callers.slice(0, 50)) {
      expect(pickFor(caller, 'SELLER', staff)).toBe(pickFor(caller, 'SELLER', [...staff].reverse()));
    }
  });

  it('spreads callers about evenly across the staff', () => {
    const counts = new Map<string, number>();
    for (const caller of callers) {
      const picked = pickFor(caller, 'SELLER', staff)!;
      counts.set(picked, (counts.get(picked) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(staff);
    for (const count of counts.values()) expect(count).toBeGreaterThan(150);
  });
});
