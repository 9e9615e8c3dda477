/**
 * The structured JSON logger (Powertools): one per function, request id and route appended per request.
 *
 * Nothing secret is ever written, whoever logs what (docs/SECURITY.md "Secrets and logs"): every log line passes
 * `redact`, which blanks the values of secret keys (passwords, tokens, SMS and captcha codes, authorization and
 * cookie headers, signatures) and scrubs secrets out of any string (bearer tokens, JWTs, the signature and
 * security token of signed URLs, `"password":"…"` and `token=…` inside a logged request body or query string).
 * It matters most when an event is logged whole (POWERTOOLS_LOGGER_LOG_EVENT=true, as the integration run does):
 * an event carries the Authorization header, the socket's `?token=` and the request body.
 */
import { Logger } from '@aws-lambda-powertools/logger';

export const REDACTED = '[redacted]';

/** Keys whose values are secret whatever they hold. */
// `account` is a withdrawal method's bank card or Alipay account (wallet/withdraw-method): never logged whole.
const SECRET_KEY = /pass(word)?|token|secret|authori[sz]ation|cookie|signature|credential|^x-amz-security|^account$/i;
/** `code` is an SMS or captcha code when it is a string (business and error codes are numbers or names). */
const CODE_KEY = /^(sms)?code$/i;
const CODE_VALUE = /^[0-9A-Za-z]{4,8}$/;

/** Secret key names as they appear inside a JSON or form body logged as a string. */
const BODY_KEYS = String.raw`[\w-]*pass(?:word)?[\w-]*|[\w-]*token|[\w-]*secret[\w-]*|code|smsCode|account`;
const SCRUBS: [RegExp, string][] = [
  // "password":"…", "code":"123456" in JSON that did not parse (cut short, or escaped inside another string).
  [new RegExp(String.raw`((\\*)"(?:${BODY_KEYS})\2"\s*:\s*)(?:\2"(?:[^"\\]|\\.)*?\2"|[^,}\]\s]+)`, 'gi'), `$1$2"${REDACTED}$2"`],
  // token=…, password=…, code=… in a query string or a form body.
  [new RegExp(String.raw`(^|[?&\s"])((?:${BODY_KEYS})=)[^&\s"]*`, 'gi'), `$1$2${REDACTED}`],
  // A signed URL's signature and session token.
  [/(X-Amz-(?:Signature|Security-Token)=)[^&\s"]*/gi, `$1${REDACTED}`],
  [/(Bearer\s+)[^\s"]+/gi, `$1${REDACTED}`],
  // Any JWT (a session token), wherever it appears.
  [/eyJ[\w-]*\.[\w-]+\.[\w-]+/g, REDACTED],
];

/** Longer strings (a logged body of a megabyte) are cut, after redaction, so that no line grows without bound. */
export const MAX_LOGGED_STRING = 16_384;

const scrub = (text: string): string => SCRUBS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);

const cut = (text: string): string =>
  text.length <= MAX_LOGGED_STRING ? text : `${text.slice(0, MAX_LOGGED_STRING)}…[${text.length - MAX_LOGGED_STRING} more chars]`;

/** A request body (or any string) holding JSON: redacted as the structure it is, whatever its values look like. */
const redactJsonText = (text: string): string | undefined => {
  if (!/^\s*[[{]/.test(text)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  try {
    return JSON.stringify(parsed, (key: string, value: unknown) => (key === '' ? value : redactValue(key, value, true)));
  } catch {
    // Nested deeper than the stack allows (a hostile body): scrubbed as text instead, never a failed request.
    return undefined;
  }
};

/** `inBody`: inside logged JSON text, where a client may send its SMS code as a number. */
const redactValue = (key: string, value: unknown, inBody = false): unknown => {
  if (key && SECRET_KEY.test(key) && value !== null && value !== undefined && typeof value !== 'boolean') return REDACTED;
  if (CODE_KEY.test(key) && (typeof value === 'string' || (inBody && typeof value === 'number')) && CODE_VALUE.test(String(value)) && /\d/.test(String(value))) {
    return REDACTED;
  }
  if (typeof value !== 'string') return value;
  return redactJsonText(value) ?? scrub(value);
};

/** The logger's JSON replacer: called for every key and value of a log line, nested ones included. */
export const redact = (key: string, value: unknown): unknown => {
  const redacted = redactValue(key, value);
  return typeof redacted === 'string' ? cut(redacted) : redacted;
};

export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'hezuo', jsonReplacerFn: redact });
