/** Validates the merged input (path parameters, query, body) with the route's zod schema: 400 names the field. */
import type middy from '@middy/core';
import type { RouteDef } from '../../../shared/routes/types.js';
import { validate } from '../../../shared/validation/validate.js';
import { fail } from '../errors.js';
import type { HezuoContext, HttpEvent } from './context.js';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Fields that are secrets (passwords, pay passwords, SMS codes): never taken from the query string, which proxies,
 * CDNs and browser histories keep. A body-taking route answers 400 when one comes in the URL.
 */
const SECRET_FIELD = /password|^code$/i;

export const validateInput = (route: RouteDef): middy.MiddlewareObj<HttpEvent, unknown, Error, HezuoContext> => ({
  before: (request) => {
    const { body, queryStringParameters, pathParameters } = request.event;
    if (body !== undefined && !isPlainObject(body)) throw fail('BAD_REQUEST', '请求内容必须是一个对象');
    const secret = route.method === 'POST' || route.method === 'PUT' ? Object.keys(queryStringParameters ?? {}).find((name) => SECRET_FIELD.test(name)) : undefined;
    if (secret) throw fail('BAD_REQUEST', '密码和验证码不能放在请求地址中，请放在请求体里', { issues: [{ path: secret, message: '密码和验证码不能放在请求地址中' }] });
    // The path wins over the query and the body: a client cannot override the thing the URL names.
    const merged = { ...queryStringParameters, ...(body as Record<string, unknown> | undefined), ...pathParameters };
    const verdict = validate(route.input, merged);
    if (!verdict.ok) throw fail('BAD_REQUEST', verdict.msg, { issues: verdict.issues });
    request.context.hezuo.input = verdict.data;
  },
});
