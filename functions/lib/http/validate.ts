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

export const SECRET_IN_QUERY = { msg: '密码和验证码不能放在请求地址中，请放在请求体里', issue: '密码和验证码不能放在请求地址中' } as const;

/** The first secret field a body-taking route was sent in its query string, if any. */
export const secretInQuery = (route: RouteDef, query: Readonly<Record<string, unknown>> | undefined): string | undefined =>
  route.method === 'POST' || route.method === 'PUT' ? Object.keys(query ?? {}).find((name) => SECRET_FIELD.test(name)) : undefined;

export const validateInput = (route: RouteDef): middy.MiddlewareObj<HttpEvent, unknown, Error, HezuoContext> => ({
  before: (request) => {
    const { body, queryStringParameters, pathParameters } = request.event;
    if (body !== undefined && !isPlainObject(body)) throw fail('BAD_REQUEST', '请求内容必须是一个对象');
    const secret = secretInQuery(route, queryStringParameters);
    if (secret) throw fail('BAD_REQUEST', SECRET_IN_QUERY.msg, { issues: [{ path: secret, message: SECRET_IN_QUERY.issue }] });
    // The path wins over the query and the body: a client cannot override the thing the URL names.
    const merged = { ...queryStringParameters, ...(body as Record<string, unknown> | undefined), ...pathParameters };
    const verdict = validate(route.input, merged);
    if (!verdict.ok) throw fail('BAD_REQUEST', verdict.msg, { issues: verdict.issues });
    request.context.hezuo.input = verdict.data;
  },
});
