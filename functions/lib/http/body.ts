/**
 * Body parsing: JSON and form bodies through middy's parsers, with the route's accepted formats enforced and
 * a size cap, so that anything a client can send ends as a parsed object or a 400 in Chinese, never a 500.
 */
import type middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import httpUrlencodeBodyParser from '@middy/http-urlencode-body-parser';
import { bodyTypesOf, type RouteDef } from '../../../shared/routes/types.js';
import { fail } from '../errors.js';
import type { HttpEvent } from './context.js';

/** API Gateway takes up to 10 MB; no route of ours needs more than this, but for the few that say so (`maxBodyBytes`). */
export const MAX_BODY_BYTES = 256 * 1024;
/** A route's body limit: its own, or the API's. */
export const maxBodyOf = (route: RouteDef): number => route.maxBodyBytes ?? MAX_BODY_BYTES;

const json = httpJsonBodyParser({ disableContentTypeError: true });
const form = httpUrlencodeBodyParser({ disableContentTypeError: true });

const isJson = (type: string) => /^application\/(.+\+)?json(;.*)?$/i.test(type);
const isForm = (type: string) => /^application\/x-www-form-urlencoded(;.*)?$/i.test(type);

export const parseBody = (route: RouteDef): middy.MiddlewareObj<HttpEvent> => ({
  before: async (request) => {
    const event = request.event;
    const raw = typeof event.body === 'string' ? event.body : '';
    const accepted = bodyTypesOf(route);
    if (raw.length === 0) {
      event.body = undefined;
      return;
    }
    if (accepted.length === 0) return;
    if (Buffer.byteLength(raw, event.isBase64Encoded ? 'base64' : 'utf8') > maxBodyOf(route)) throw fail('BODY_TOO_LARGE');
    const type = event.headers?.['content-type'] ?? '';
    // Media types are case-insensitive (RFC 9110 §8.3.1) but middy's parsers match them case-sensitively (and want
    // something after a `;`): matched here, they get the bare type, or would leave `Application/JSON` unparsed.
    if (isJson(type) || isForm(type)) event.headers = { ...event.headers, 'content-type': type.split(';')[0]!.trim().toLowerCase() };
    if (accepted.includes('json') && isJson(type)) {
      try {
        await json.before?.(request as never);
      } catch {
        throw fail('MALFORMED_JSON');
      }
      return;
    }
    if (accepted.includes('form') && isForm(type)) {
      try {
        await form.before?.(request as never);
      } catch {
        throw fail('BAD_REQUEST', '表单内容格式不正确');
      }
      return;
    }
    throw fail('UNSUPPORTED_CONTENT_TYPE');
  },
});
