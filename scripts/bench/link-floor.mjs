// The floor of a cold load over the bench's link: what the page's bytes, the round trips it cannot avoid
// and its main-thread work cost at the least, whatever the code does with them. Lighthouse's simulated
// slow 4G (mobile): 150 ms a round trip, 1.6 Mbit/s down, the CPU 4x slower than this machine's.

export const LINK = { rttMs: 150, downKbps: 1600, cpuSlowdown: 4 };

/**
 * The round trips no load avoids: the connection, the document, the first script (found in the document)
 * and the page's first API answer (asked for by the early data before the scripts run).
 */
export const UNAVOIDABLE_ROUND_TRIPS = 4;

/** Milliseconds to carry `bytes` over the link at its full speed. */
export const transferMs = (bytes) => (bytes * 8) / LINK.downKbps;

/**
 * The floor of one load, from its measured figures: `bytes` transferred and `cpuMs`, the main-thread
 * work of the load as Lighthouse's simulation counts it (its CPU tasks, already 4x slower: the work the
 * simulated LCP and last request include).
 * - `sumMs`: round trips, then the bytes, then the work, one after the other (the browser parses and runs
 *   a script only once it has arrived; most of the work follows the last script);
 * - `boundMs`: the hard lower bound, were the work done entirely while bytes still arrive: the round trips
 *   plus the longer of the two.
 */
export function floorOf({ bytes, cpuMs }) {
  const roundTripsMs = UNAVOIDABLE_ROUND_TRIPS * LINK.rttMs;
  const bytesMs = transferMs(bytes);
  return {
    roundTripsMs,
    bytesMs,
    cpuMs,
    sumMs: roundTripsMs + bytesMs + cpuMs,
    boundMs: roundTripsMs + Math.max(bytesMs, cpuMs),
  };
}

/** Lighthouse's main-thread work of a load by kind (ms, CPU slowdown applied), largest first. */
export function workByKind(audits) {
  const items = audits['mainthread-work-breakdown']?.details?.items ?? [];
  return items
    .map((item) => ({ kind: item.groupLabel ?? item.group, ms: item.duration }))
    .sort((a, b) => b.ms - a.ms);
}

/** The scripts that cost the main thread most (bootup-time: evaluation and parse/compile, ms). */
export function costliestScripts(audits, count = 5) {
  const items = audits['bootup-time']?.details?.items ?? [];
  return items
    .map((item) => ({
      script: item.url.startsWith('http') ? new URL(item.url).pathname : item.url,
      ms: item.total,
      evalMs: item.scripting,
      parseMs: item.scriptParseCompile,
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}
