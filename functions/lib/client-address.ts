/**
 * The client address a per-address limit counts (docs/SECURITY.md "The client address"). An IPv4 address names one
 * client (or one office behind it); an IPv6 subscriber holds a whole /64 (often more) and may use any address of it,
 * so an IPv6 address is counted by its /64 prefix. IPv4-mapped IPv6 addresses (`::ffff:a.b.c.d`) are IPv4 clients
 * and are counted as they are. Anything that is not an address is left as it is.
 */
import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part is two groups). */
const ipv6Groups = (address: string): number[] => {
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const gap = tail === undefined ? [] : Array<string>(8 - front.length - back.length).fill('0');
  return [...front, ...gap, ...back].map((group) => parseInt(group, 16));
};

/** `address` as a limit counts it: IPv6 by its /64 (`2001:db8:1:2::/64`), IPv4 and IPv4-mapped whole. */
export const addressKey = (address: string): string => {
  // A zone index (`fe80::1%eth0`) names the receiver's interface, not the client.
  const bare = address.split('%')[0]!.toLowerCase();
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return bare;
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
};
