import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import ipaddr from 'ipaddr.js';
import { log } from '../log';

/**
 * Client addresses: who a call comes from (the socket, or behind trusted load balancers the
 * address their X-Forwarded-For names), and how the sign-in limit counts them.
 */

/** The address of a call made inside the process (tests), which has no socket. */
export const LOCAL_ADDRESS = 'local';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/**
 * The load balancers whose X-Forwarded-For is believed (`TRUSTED_PROXIES`): addresses or
 * CIDR ranges (`10.0.0.0/8`, `fd00::/8`), comma separated. An entry that is neither is an
 * error at start, named: a typo must not silently trust nobody (or everybody).
 */
export class TrustedProxies {
  private readonly ranges: Range[];
  private readonly local: boolean;

  constructor(entries: readonly string[] = []) {
    this.ranges = [];
    this.local = false;
    for (const raw of entries) {
      const entry = raw.trim();
      if (entry === '') continue;
      if (entry === LOCAL_ADDRESS) {
        this.local = true;
        continue;
      }
      const range = parseRange(entry);
      if (!range) {
        throw new Error(
          `TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range (such as 10.0.0.0/8)`,
        );
      }
      this.ranges.push(range);
    }
  }

  /** True when some load balancer is trusted. */
  get any(): boolean {
    return this.local || this.ranges.length > 0;
  }

  /** True when `address` (as `plainAddress` writes it) is a trusted load balancer. */
  has(address: string): boolean {
    if (address === LOCAL_ADDRESS) return this.local;
    if (!ipaddr.isValid(address)) return false;
    const parsed = unmapped(ipaddr.parse(address));
    return this.ranges.some(
      ([range, bits]) => range.kind() === parsed.kind() && parsed.match([range, bits] as never),
    );
  }
}

/**
 * An entry of TRUSTED_PROXIES as a range: `10.0.0.0/8`, `fd00::/8`, or one address (a /32 or
 * a /128). Strict, unlike ipaddr.js's own parsing: IPv4 only as four decimal parts (`10.1`,
 * `0x0a.0.0.1` or `010.0.0.1` are refused rather than read as some other address), no zone
 * (`fe80::1%eth0`), a prefix length that is a plain number within the family's bits. An IPv4
 * range written as IPv6 (`::ffff:10.0.0.0/104`) is the IPv4 range it is (`10.0.0.0/8`), as the
 * addresses it is matched with are (`plainAddress`). Null when the entry is none of these.
 */
export function parseRange(entry: string): Range | null {
  const [text = '', bitsText, ...rest] = entry.split('/');
  if (rest.length > 0 || text.includes('%')) return null;
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) address = ipaddr.IPv4.parse(text);
  else if (ipaddr.IPv6.isValid(text)) address = ipaddr.IPv6.parse(text);
  else return null;
  const max = address.kind() === 'ipv4' ? 32 : 128;
  if (bitsText !== undefined && !/^\d{1,3}$/.test(bitsText)) return null;
  const bits = bitsText === undefined ? max : Number(bitsText);
  if (bits > max) return null;
  if (isMapped(address)) {
    const v4 = (address as ipaddr.IPv6).toIPv4Address();
    // A mapped range shorter than the mapping's 96 bits spans more than IPv4: kept as IPv6.
    if (bits >= 96) return [v4, bits - 96];
  }
  return [address, bits];
}

function isMapped(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress();
}

/** An IPv4 address written as IPv6 (`::ffff:1.2.3.4`) as the IPv4 address it is. */
function unmapped(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  return isMapped(address) ? (address as ipaddr.IPv6).toIPv4Address() : address;
}

/** An IPv4 address as itself, also when a dual-stack socket writes it `::ffff:1.2.3.4`. */
export function plainAddress(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  return unmapped(ipaddr.parse(address)).toString();
}

/** The socket's remote address ('local' for in-process calls, which have no socket). */
function socketAddress(c: Context): string {
  try {
    return plainAddress(getConnInfo(c).remote.address ?? LOCAL_ADDRESS);
  } catch {
    // In-process calls (app.request in tests) have no socket.
    return LOCAL_ADDRESS;
  }
}

let warnedUntrustedForward = false;

/**
 * The client's address: the socket's, unless the socket is one of the trusted load balancers
 * (TRUSTED_PROXIES), whose X-Forwarded-For is then read from the right: the first address
 * that is not a trusted proxy is the client (what a client writes itself sits further left).
 * An X-Forwarded-For from anyone else is ignored, and said once in the log: behind a load
 * balancer that is not trusted, every call would seem to come from the balancer.
 */
export function clientAddress(c: Context, trusted: TrustedProxies): string {
  const socket = socketAddress(c);
  const header = c.req.header('x-forwarded-for');
  if (!trusted.has(socket)) {
    if (header !== undefined && !trusted.any && !warnedUntrustedForward) {
      warnedUntrustedForward = true;
      log().warn(
        "A call came with X-Forwarded-For but TRUSTED_PROXIES is not set: the header is ignored and the sign-in limit counts the balancer's address. Set TRUSTED_PROXIES to the balancers' addresses or ranges.",
      );
    }
    return socket;
  }
  const forwarded = (header ?? '')
    .split(',')
    .map((part) => plainAddress(part.trim()))
    .filter(Boolean);
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const address = forwarded[i] as string;
    if (!trusted.has(address)) return address;
  }
  return socket;
}

/**
 * The address as the sign-in limit counts it: an IPv6 address by its /64 (one subscriber's
 * network: a host picks any address in it at will, and would get a fresh quota with each),
 * an IPv4 address as itself.
 */
export function limiterAddress(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = unmapped(ipaddr.parse(address));
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}
