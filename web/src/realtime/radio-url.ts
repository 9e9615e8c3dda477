/**
 * The address of the global socket (docs/conventions.md "Realtime"): `${wsUrl}?token=<token>&channel=radio`, where
 * `/config.json`'s `wsUrl` may be absolute (`wss://…`) or a path on this site (`/ws`), resolved against the
 * page like `apiBase` is; an http(s) address becomes ws(s).
 */
const SOCKET_PROTOCOLS: Readonly<Record<string, string>> = { 'http:': 'ws:', 'https:': 'wss:', 'ws:': 'ws:', 'wss:': 'wss:' };

export const radioUrl = (wsUrl: string, token: string, base: string = window.location.href): string => {
  const url = new URL(wsUrl, base);
  const protocol = SOCKET_PROTOCOLS[url.protocol];
  if (!protocol) throw new Error(`wsUrl ${wsUrl} is not a WebSocket address`);
  url.protocol = protocol;
  url.hash = '';
  url.searchParams.set('token', token);
  url.searchParams.set('channel', 'radio');
  return url.href;
};
