/** The error catalogue: one file per domain, merged into ERRORS (shared/errors.ts). */
import { ERROR_CATALOGUES, ERRORS } from '../../shared/errors.js';

describe('the error catalogue', () => {
  it('names each error in one domain’s catalogue only (a merge never hides one)', () => {
    const names = Object.values(ERROR_CATALOGUES).flatMap((catalogue) => Object.keys(catalogue));
    expect(names.length).toBe(new Set(names).size);
    expect(Object.keys(ERRORS).sort()).toEqual([...names].sort());
  });

  it('gives every business code (100000 and up) to one error only', () => {
    const business = Object.values(ERRORS).filter((e) => e.code >= 100_000).map((e) => e.code);
    expect(business.length).toBe(new Set(business).size);
  });

  it('answers in Chinese', () => {
    const han = /\p{Script=Han}/u;
    expect(Object.entries(ERRORS).filter(([, e]) => !han.test(e.msg))).toEqual([]);
  });
});
