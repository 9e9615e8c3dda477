/**
 * The client address a per-address limit counts (docs/SECURITY.md "The client address"): an IPv4 address, and an
 * IPv4-mapped IPv6 one, as it is; any other IPv6 address by its /64 prefix, the block one subscriber holds, however
 * it is written, so that a client cannot draw fresh addresses from its own block.
 */
import { addressKey } from '../../functions/lib/client-address.js';

describe('the client address a limit counts', () => {
  it('keeps IPv4 and IPv4-mapped addresses as they are', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('127.77.1.2')).toBe('127.77.1.2');
    expect(addressKey('::ffff:203.0.113.9')).toBe('::ffff:203.0.113.9');
    expect(addressKey('::FFFF:cb00:7109')).toBe('::ffff:cb00:7109');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:85a3:12::/64';
    for (const address of [
      '2001:db8:85a3:12::1',
      '2001:0db8:85a3:0012:ffff:ffff:ffff:ffff',
      '2001:DB8:85A3:12:8a2e:370:7334:1',
      '2001:db8:85a3:12:0:0:1.2.3.4',
      '2001:db8:85a3:12::1%eth0',
    ]) {
      expect(addressKey(address)).toBe(key);
    }
    expect(addressKey('2001:db8:85a3:13::1')).toBe('2001:db8:85a3:13::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(addressKey('')).toBe('');
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('2001:db8::1::2')).toBe('2001:db8::1::2');
  });
});
