/** Spec §9: a multi-line ellipsis shows at most 4 rows; the one style for it. */
import { describe, expect, it } from 'vitest';
import { LIST_LIMITS } from '../../../shared/limits.js';
import { lineClamp } from '../../../web/src/components/line-clamp.js';

describe('the multi-line ellipsis', () => {
  it('clamps at 4 rows, the spec’s maximum, unless a list asks for fewer', () => {
    expect(LIST_LIMITS.ellipsisRows).toBe(4);
    expect(lineClamp()).toEqual({ display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden' });
    expect(lineClamp(2).WebkitLineClamp).toBe(2);
  });
});
