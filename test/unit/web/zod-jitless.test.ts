/**
 * zod's jitless switch is set at start without importing zod (web/src/lib/zod-jitless.ts), through the config object
 * zod 4 keeps on globalThis: zod, loaded afterwards by a page chunk, must take it up, or every page would report its
 * eval probe as a CSP violation again (docs/SECURITY.md "Headers and transport").
 */
import { describe, expect, it } from 'vitest';
import { setZodJitless } from '../../../web/src/lib/zod-jitless.js';

describe('setZodJitless', () => {
  it('makes zod, loaded afterwards, parse without compiling code', async () => {
    setZodJitless();
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    const { z } = await import('zod');
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
