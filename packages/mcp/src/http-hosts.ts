// Which requests the HTTP mode answers at all, by their Host and Origin headers: exactly the names
// and port it listens on (the loopback names, every address of this machine for a wildcard address,
// else the one `--host` gave), so that a web page cannot reach it through DNS rebinding.
import type { IncomingMessage } from 'node:http';
import { hostname as machineName, networkInterfaces } from 'node:os';
import { isLoopbackHost } from '@dbcloud/api-client/settings';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** True for an address that listens on every interface. */
const isWildcard = (host: string) => host === '0.0.0.0' || host === '::' || host === '[::]';

/** True for the loopback addresses and names `--host` may give (`::1` bare or in brackets included). */
export const isLoopbackAddress: (host: string) => boolean = isLoopbackHost;

/** A host as it stands in a URL or a Host header: IPv6 in brackets, lower case. */
const urlHost = (host: string) =>
  (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host).toLowerCase();

/**
 * The names a request may address this server by: the loopback names when it listens on this machine
 * only; every address of this machine and its name when it listens on all of them; else the one
 * address (or name) `--host` gave.
 */
export function namesFor(host: string): string[] {
  if (isLoopbackAddress(host)) return [...new Set([...LOOPBACK_NAMES, urlHost(host)])];
  if (!isWildcard(host)) return [urlHost(host)];
  const addresses = Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    // A link-local IPv6 address needs its zone to be reached: not one a Host header names.
    .filter((entry) => !(entry.family === 'IPv6' && entry.scopeid))
    .map((entry) => urlHost(entry.address));
  return [...new Set([...LOOPBACK_NAMES, ...addresses, machineName().toLowerCase()])];
}

/** The exact Host header values and browser origins a server answers. */
export interface Allowed {
  hosts: Set<string>;
  origins: Set<string>;
}

/** The exact Host header values and browser origins a server on `names` and `port` answers. */
export function allowedFor(names: string[], port: number): Allowed {
  const hosts = new Set<string>();
  const origins = new Set<string>();
  for (const name of names) {
    hosts.add(`${name}:${port}`);
    origins.add(`http://${name}:${port}`);
    // Port 80 is http's own: a Host header and a browser's Origin leave it out.
    if (port === 80) {
      hosts.add(name);
      origins.add(`http://${name}`);
    }
  }
  return { hosts, origins };
}

/**
 * Why a request may not be answered at all (its Host or Origin), else undefined; every request is
 * refused before the server listens (`allowed` unset).
 */
export function foreignOf(req: IncomingMessage, allowed: Allowed | undefined): 'Host' | 'Origin' | undefined {
  if (!allowed?.hosts.has((req.headers.host ?? '').toLowerCase())) return 'Host';
  const origin = req.headers.origin;
  if (origin !== undefined && !allowed.origins.has(origin.toLowerCase())) return 'Origin';
  return undefined;
}
