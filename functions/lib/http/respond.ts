/** The envelope of docs/conventions.md as an API Gateway response, and the mapping of every error onto it. */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { Envelope } from '../../../shared/envelope.js';
import { ERRORS } from '../../../shared/errors.js';
import { AppError } from '../errors.js';
import { logger } from '../logger.js';

export const respond = (status: number, envelope: Envelope, requestId?: string): APIGatewayProxyStructuredResultV2 => ({
  statusCode: status,
  headers: {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...(requestId ? { 'x-request-id': requestId } : {}),
  },
  body: JSON.stringify(envelope),
});

export const success = (data: unknown, requestId?: string) =>
  respond(200, { code: 200, msg: '操作成功', data: data ?? null }, requestId);

/** Client errors say what went wrong; anything else is a generic 500 tied to the log by the request id. */
export const errorResponse = (error: unknown, requestId: string): APIGatewayProxyStructuredResultV2 => {
  if (error instanceof AppError) {
    if (error.status >= 500) logger.error('request failed', { error });
    return respond(error.status, { code: error.code, msg: error.message, data: error.data }, requestId);
  }
  // middy's router answers unknown paths with a 404 http-error; nothing else from middy reaches here.
  if ((error as { statusCode?: number }).statusCode === 404) {
    return respond(404, { code: 404, msg: ERRORS.NOT_FOUND.msg, data: null }, requestId);
  }
  logger.error('unexpected error', { error: error as Error });
  const { code, status, msg } = ERRORS.INTERNAL;
  return respond(status, { code, msg, data: { requestId } }, requestId);
};
