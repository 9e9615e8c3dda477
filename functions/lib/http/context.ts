/** What every route handler receives besides its validated input. */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { TokenClaims } from '../auth/token.js';

export type HttpEvent = Omit<APIGatewayProxyEventV2, 'body'> & { body?: unknown };

export interface RequestContext {
  requestId: string;
  /** The caller, for every route whose access is not 'public' (and for public ones when a valid token came). */
  auth?: TokenClaims;
  sourceIp: string;
  userAgent: string;
  /** The request's body before parsing (a notify's signature is over these exact bytes). */
  rawBody: string;
  /** The request's headers, names in lower case. */
  headers: Readonly<Record<string, string | undefined>>;
}

/** The Lambda context carrying what the middlewares worked out, for the next middleware and the handler. */
export type HezuoContext = Context & {
  hezuo: RequestContext & {
    input?: unknown;
    /** The token's claims once its signature and account type are checked, before its session is confirmed. */
    claimed?: TokenClaims;
  };
};

export const requestIdOf = (event: HttpEvent, context: Context): string =>
  event.requestContext?.requestId ?? context.awsRequestId;
