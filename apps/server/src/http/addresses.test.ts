/**
 * TRUSTED_PROXIES takes CIDR ranges besides single addresses, IPv4 and IPv6,
 * an IPv4 address or range written as IPv6 (`::ffff:…`) as the IPv4 it is, and refuses at
 * start, naming it, an entry that is not exactly one of these.
 */
import { describe, expect, it } from 'vitest';
import { parseRange, TrustedProxies } from './addresses';

describe('TRUSTED_PROXIES ranges', () => {
  it('matches IPv4 addresses against IPv4 ranges and single addresses', () => {
    const trusted = new TrustedProxies(['10.0.0.0/8', '192.168.1.0/24', '203.0.113.7']);
    expect(trusted.has('10.0.0.1')).toBe(true);
    expect(trusted.has('10.255.255.255')).toBe(true);
    expect(trusted.has('11.0.0.0')).toBe(false);
    expect(trusted.has('9.255.255.255')).toBe(false);
    expect(trusted.has('192.168.1.200')).toBe(true);
    expect(trusted.has('192.168.2.1')).toBe(false);
    expect(trusted.has('203.0.113.7')).toBe(true);
    expect(trusted.has('203.0.113.8')).toBe(false);
    // An IPv4 range does not trust IPv6 addresses, nor the other way round.
    expect(trusted.has('::1')).toBe(false);
    expect(trusted.has('fd00::1')).toBe(false);
  });

  it('matches IPv6 addresses against IPv6 ranges and single addresses', () => {
    const trusted = new TrustedProxies(['fd00::/8', '::1', '2001:db8:aa::/48']);
    expect(trusted.has('::1')).toBe(true);
    expect(trusted.has('::2')).toBe(false);
    expect(trusted.has('fd12:3456::1')).toBe(true);
    expect(trusted.has('fe00::1')).toBe(false);
    expect(trusted.has('2001:db8:aa:ffff::9')).toBe(true);
    expect(trusted.has('2001:db8:ab::1')).toBe(false);
    expect(trusted.has('127.0.0.1')).toBe(false);
  });

  it('takes an IPv4-mapped IPv6 address or range as the IPv4 it names', () => {
    // A dual-stack socket writes an IPv4 client as ::ffff:10.1.2.3.
    const v4 = new TrustedProxies(['10.0.0.0/8']);
    expect(v4.has('::ffff:10.1.2.3')).toBe(true);
    expect(v4.has('::ffff:11.1.2.3')).toBe(false);
    // Ranges and addresses written mapped trust the IPv4 addresses they name.
    const mapped = new TrustedProxies(['::ffff:10.0.0.0/104', '::ffff:192.0.2.1']);
    expect(mapped.has('10.9.8.7')).toBe(true);
    expect(mapped.has('::ffff:10.9.8.7')).toBe(true);
    expect(mapped.has('11.0.0.1')).toBe(false);
    expect(mapped.has('192.0.2.1')).toBe(true);
    expect(mapped.has('192.0.2.2')).toBe(false);
    expect(parseRange('::ffff:10.0.0.0/104')?.map(String)).toEqual(['10.0.0.0', '8']);
  });

  it('trusts nobody without entries, and `local` only for in-process calls', () => {
    expect(new TrustedProxies([]).any).toBe(false);
    expect(new TrustedProxies([' ', '']).any).toBe(false);
    const local = new TrustedProxies(['local']);
    expect(local.any).toBe(true);
    expect(local.has('local')).toBe(true);
    expect(local.has('127.0.0.1')).toBe(false);
    // Spaces around entries (a list written `10.0.0.0/8, ::1`) are allowed.
    expect(new TrustedProxies([' 10.0.0.0/8 ', ' ::1']).has('::1')).toBe(true);
  });

  it('refuses a malformed entry, naming it', () => {
    for (const entry of [
      '10.0.0.0/33',
      'fd00::/129',
      '10.0.0.0/',
      '10.0.0.0/8/8',
      '10.0.0.0/-1',
      '10.0.0.0/ 8',
      '10.0.0.0/0x8',
      '10.1',
      '010.0.0.1',
      '0x0a.0.0.1',
      '256.0.0.1',
      'fe80::1%eth0',
      'fd00:::1',
      'balancer.internal',
      '*',
    ]) {
      expect(() => new TrustedProxies(['10.0.0.0/8', entry]), entry).toThrow(
        `TRUSTED_PROXIES: "${entry.trim()}" is not an IP address or a CIDR range`,
      );
    }
  });
});
