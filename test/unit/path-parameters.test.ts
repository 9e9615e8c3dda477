// Path parameters reach a handler URL-decoded whichever API Gateway route brought the request: the route's own key
// (API Gateway decodes them) or a greedy proxy of its unit (the function decodes them from rawPath).
import middy from '@middy/core';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { pathParameters, pathParametersOf } from '../../functions/lib/http/path-parameters.js';
import type { HezuoContext, HttpEvent } from '../../functions/lib/http/context.js';
import { route } from '../../shared/routes/types.js';
import { proxiedEvent } from '../support/proxied-event.js';

const detail = route({ id: 'test.detail', method: 'GET', path: '/api/x/info/{a}/{b}', domain: 'account', access: 'public', input: z.object({}), summary: '测试' });

/** What the route's handler would see as its path parameters for an event. */
const seen = async (event: HttpEvent) => {
  const handler = middy<HttpEvent, unknown, Error, HezuoContext>()
    .use(pathParameters(detail))
    .handler(async (e) => e.pathParameters);
  return handler(event, {} as HezuoContext);
};

describe('path parameters', () => {
  it('are decoded from the raw path when a proxy route brought the request', async () => {
    // Prepare: what API Gateway hands a function behind `ANY /api/x/{proxy+}`.
    const event = proxiedEvent('GET', '/api/x/info/%E4%BA%A4%E4%BB%98/50%25%2Foff', 'ANY /api/x/{proxy+}') as HttpEvent;

    // Act
    const params = await seen(event);

    // Assess: no `proxy`, and each parameter decoded once.
    expect(params).toEqual({ a: '交付', b: '50%/off' });
  });

  it('are left as API Gateway decoded them on the route’s own key', async () => {
    // Prepare: on `GET /api/x/info/{a}/{b}` API Gateway has decoded them already; decoding again would turn 50%25 into 50%.
    const event = { ...proxiedEvent('GET', '/api/x/info/a/50%25', 'GET /api/x/info/{a}/{b}'), pathParameters: { a: 'a', b: '50%25' } } as HttpEvent;

    // Act
    const params = await seen(event);

    // Assess
    expect(params).toEqual({ a: 'a', b: '50%25' });
  });

  it('name the parameter that is no valid percent-encoding', () => {
    // Act
    const found = pathParametersOf('/api/x/info/{a}/{b}', '/api/x/info/ok/%ZZ');

    // Assess
    expect(found).toEqual({ ok: false, name: 'b' });
  });
});
