import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-fetch.ts';

/**
 * Only global unicast addresses are public (issue 29): every special range in every spelling,
 * IPv6 forms that carry an IPv4 address or a retired range included, is refused.
 */
describe('a public address', () => {
  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '2606:4700:4700::1111',
    '2a00:1450:4001:82a::200e',
    '::ffff:93.184.215.14',
  ])('lets %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['private', '10.1.2.3'],
    ['private', '172.16.0.1'],
    ['private', '192.168.1.1'],
    ['link-local metadata', '169.254.169.254'],
    ['carrier NAT', '100.64.0.1'],
    ['this network', '0.0.0.0'],
    ['documentation', '192.0.2.1'],
    ['benchmarking', '198.18.0.1'],
    ['6to4 relay', '192.88.99.1'],
    ['multicast', '224.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['reserved', '240.0.0.1'],
    ['IPv6 unspecified', '::'],
    ['IPv6 loopback', '::1'],
    ['IPv4-compatible loopback (::/96)', '::127.0.0.1'],
    ['IPv4-compatible private (::/96)', '::10.0.0.1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped metadata', '::ffff:169.254.169.254'],
    ['IPv4-translated (::ffff:0:0:0/96)', '::ffff:0:7f00:1'],
    ['6to4 of loopback (2002::/16)', '2002:7f00:1::'],
    ['6to4 of a public address', '2002:5db8:d70e::1'],
    ['NAT64 (64:ff9b::/96)', '64:ff9b::7f00:1'],
    ['local NAT64 (64:ff9b:1::/48)', '64:ff9b:1::a00:1'],
    ['site-local (fec0::/10)', 'fec0::1'],
    ['Teredo', '2001::1'],
    ['documentation', '2001:db8::1'],
    ['unique local', 'fd00::1'],
    ['link-local', 'fe80::1'],
    ['multicast', 'ff02::1'],
    ['discard', '100::1'],
    ['not an address', 'localhost'],
  ])('refuses %s: %s', (_, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
