import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import ipaddr from 'ipaddr.js';

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
      if (ipaddr.isValidCIDR(entry)) {
        // IPv4 ranges written as IPv4 (`10.0.0.0/8`), as the addresses they are matched with.
        this.ranges.push(ipaddr.parseCIDR(entry));
      } else if (ipaddr.isValid(entry)) {
        const address = unmapped(ipaddr.parse(entry));
        this.ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
      } else {
        throw new Error(
          `TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range (such as 10.0.0.0/8)`,
        );
      }
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
      console.warn(
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
