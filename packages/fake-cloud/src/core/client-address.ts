// Which client a request comes from, for the limits counted per client (sign-up, sign-in links, the
// per-client call budget, …). The address is the TCP peer's, which a client cannot choose. A proxy in
// front of the fake cloud makes every request come from the proxy, so the peer's `X-Forwarded-For` is
// believed only when the peer is one of the configured trusted proxies; from anyone else the header is
// ignored (a client could put any address in it, a new one on each request).

/** The client of a request that came through no socket: msw in the same process (unit tests). */
export const IN_PROCESS_CLIENT = 'local';

const peers = new WeakMap<Request, string>();

/** Records the socket's remote address of a request (the Node server and the Vite middleware do). */
export function recordPeerAddress(request: Request, address: string | undefined): void {
  if (address) peers.set(request, normalizeAddress(address));
}

/** `::ffff:10.0.0.1` (IPv4 on an IPv6 socket) is `10.0.0.1`; IPv6 letters in lower case. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/.test(trimmed) ? trimmed.slice('::ffff:'.length) : trimmed;
}

/** An IPv4 or IPv6 address as it can appear in `X-Forwarded-For` (no port, no brackets). */
const ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)$/;

/**
 * The address of the client that sent `request`: its socket's remote address (`local` when it came
 * through no socket, see `IN_PROCESS_CLIENT`). When that peer is a trusted proxy, the nearest address
 * in `X-Forwarded-For` that is not a trusted proxy (read from the right: each proxy appends the address
 * it received the request from, so the entries left of the first untrusted one are the client's own
 * claims). An entry that is not an address stops the walk at the proxy that added it.
 */
export function clientAddressOf(request: Request, trustedProxies: ReadonlySet<string>): string {
  let client = peers.get(request) ?? IN_PROCESS_CLIENT;
  if (!trustedProxies.has(client)) return client;
  const hops = (request.headers.get('x-forwarded-for') ?? '').split(',').map(normalizeAddress);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index] ?? '';
    if (!ADDRESS.test(hop)) return client;
    client = hop;
    if (!trustedProxies.has(hop)) return hop;
  }
  return client;
}
