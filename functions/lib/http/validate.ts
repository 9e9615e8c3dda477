/** Validates the merged input (path parameters, query, body) with the route's zod schema: 400 names the field. */
import type middy from '@middy/core';
import type { RouteDef } from '../../../shared/routes/types.js';
import { validate } from '../../../shared/validation/validate.js';
import { fail } from '../errors.js';
import type { HezuoContext, HttpEvent } from './context.js';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const validateInput = (route: RouteDef): middy.MiddlewareObj<HttpEvent, unknown, Error, HezuoContext> => ({
  before: (request) => {
    const { body, queryStringParameters, pathParameters } = request.event;
    if (body !== undefined && !isPlainObject(body)) throw fail('BAD_REQUEST', '请求内容必须是一个对象');
    // The path wins over the query and the body: a client cannot override the thing the URL names.
    const merged = { ...queryStringParameters, ...(body as Record<string, unknown> | undefined), ...pathParameters };
    const verdict = validate(route.input, merged);
    if (!verdict.ok) throw fail('BAD_REQUEST', verdict.msg, { issues: verdict.issues });
    request.context.hezuo.input = verdict.data;
  },
});
