/**
 * The share listener's names: the addresses a friend may reach it on (this machine's non-internal
 * IPv4 addresses, private ranges first), and the Host headers it answers (an IP literal with its
 * port, or localhost: never another name, so a page of a name the attacker controls, rebound to
 * this machine, cannot reach it).
 */
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/** True for 10/8, 172.16/12 and 192.168/16 (and 100.64/10, the VPNs' shared range). */
export function isPrivateV4(address: string): boolean {
  const [a, b] = address.split('.').map(Number) as [number, number];
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
}

/** This machine's non-internal IPv4 addresses, those on private ranges first. */
export function shareAddresses(interfaces = networkInterfaces()): string[] {
  const all: string[] = [];
  for (const list of Object.values(interfaces)) for (const i of list ?? []) if (i.family === 'IPv4' && !i.internal && !all.includes(i.address)) all.push(i.address);
  return [...all.filter(isPrivateV4), ...all.filter((a) => !isPrivateV4(a))];
}

/**
 * True when `host` (a Host header) names the listener by an IP literal or as localhost, with its
 * port: `10.0.0.2:5179`, `[fe80::1]:5179`, `localhost:5179`.
 */
export function allowedShareHost(host: string | undefined, port: number): boolean {
  if (!host) return false;
  const m = /^(\[([0-9a-fA-F:.]+)\]|([0-9.]+)|localhost):(\d{1,5})$/.exec(host);
  if (!m || Number(m[4]) !== port || m[4] !== String(port)) return false;
  if (m[2] !== undefined) return isIP(m[2]) === 6;
  if (m[3] !== undefined) return isIP(m[3]) === 4;
  return true;
}
