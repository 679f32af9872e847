// API keys: seven days before a key expires its creator is mailed a reminder (`tickApiKeys`, when the
// fake clock passes that point).
import { dayMonthYear } from '../../core/clock.js';
import { sendMail, type World } from '../../core/world.js';
import { REMINDER_BEFORE_MS } from './state.js';

/**
 * Mails each active key's creator once the fake clock reaches seven days before the key's expiry (the
 * contract's `ApiKey.expiresAt`). Runs before every call and control that reads the world.
 */
export function tickApiKeys(world: World, now: number): void {
  for (const key of world.apiKeys.keys) {
    if (key.reminder !== 'scheduled' || key.deactivatedAt !== null) continue;
    if (now < key.expiresAt - REMINDER_BEFORE_MS) continue;
    key.reminder = 'sent';
    if (key.expiresAt <= now) continue; // already expired: a reminder would come too late
    sendMail(world, now, {
      to: key.createdBy,
      subject: `Your API key “${key.description}” for ${key.domainName} expires on ${dayMonthYear(key.expiresAt)}`,
      link: `/portal/${key.domainName}/apiKeys`,
    });
  }
}
