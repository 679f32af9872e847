// Debian packages the project's scripts install for themselves when they are missing (Chromium for the
// browser tests, faketime for the dates check): through apt-get, as root or with passwordless sudo.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function canSudo() {
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
}

/** Installs Debian packages with apt-get; false when this user cannot (not root, no passwordless sudo). */
export function aptInstall(packages, why) {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!asRoot && !canSudo()) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => {
    const [command, argv] = asRoot
      ? ['apt-get', args]
      : ['sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args]];
    console.log(`> ${[command, ...argv].join(' ')}`);
    return spawnSync(command, argv, { stdio: 'inherit', env }).status === 0;
  };
  console.log(`> ${why}: installing Debian’s ${packages.join(', ')}`);
  // A fresh machine has no package lists yet: update only when the install alone fails.
  return apt(['install', '-y', ...packages]) || (apt(['update']) && apt(['install', '-y', ...packages]));
}

export const FAKETIME = '/usr/bin/faketime';

/**
 * Debian's `faketime`, installed when missing. It runs a command, and every process that command starts,
 * on one clock that starts at a given moment and moves on in real time (LD_PRELOAD libfaketime).
 */
export function ensureFaketime({ what, command }) {
  if (isExecutable(FAKETIME)) return FAKETIME;
  if (aptInstall(['faketime'], 'faketime is missing') && isExecutable(FAKETIME)) return FAKETIME;
  throw new Error(
    [
      `faketime is not installed and could not be installed, so ${what}.`,
      `Install it, then run \`${command}\` again:`,
      '  Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y faketime',
    ].join('\n'),
  );
}

/**
 * The command and arguments that run `command args` at `moment` (`YYYY-MM-DD HH:MM:SS`, UTC) with the
 * processes' zone set to `zone` (default UTC). faketime reads the moment in its own zone, so it runs in
 * UTC and `env` sets the zone for what it starts.
 */
export function atMoment(moment, command, args, zone = 'UTC') {
  return {
    command: FAKETIME,
    args: [moment, 'env', `TZ=${zone}`, command, ...args],
    env: { ...withoutFaketime(process.env), TZ: 'UTC' },
  };
}

/**
 * An environment without faketime's settings. faketime started under faketime (`faketime … npm test`
 * runs the dates check, which runs faketime again) would read the outer fake time as the real one and
 * land somewhere else: the inner one must start from the machine's clock.
 */
function withoutFaketime(env) {
  const clean = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || name.startsWith('FAKETIME')) continue;
    if (name === 'LD_PRELOAD') {
      const kept = value.split(/[\s:]+/).filter((lib) => lib && !lib.includes('faketime'));
      if (kept.length > 0) clean[name] = kept.join(':');
      continue;
    }
    clean[name] = value;
  }
  return clean;
}
