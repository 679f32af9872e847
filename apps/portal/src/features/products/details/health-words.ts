// The health and audit tabs' words for the contract's values.

import type { IncidentSeverity, SuggestionImpact, SuggestionKind } from '@dbcloud/api-client';
import type { BadgeTone } from '@dbcloud/ui-kit';
import { formatDatePart, formatNumber } from '../../../app/format';
import { SEVERITY_NAMES } from '../../../app/labels';

export const SEVERITY: Record<IncidentSeverity, [string, BadgeTone]> = {
  critical: [SEVERITY_NAMES.critical, 'danger'],
  warning: [SEVERITY_NAMES.warning, 'warning'],
  info: [SEVERITY_NAMES.info, 'info'],
};

export const IMPACT: Record<SuggestionImpact, [string, BadgeTone]> = {
  high: ['High impact', 'danger'],
  medium: ['Medium impact', 'warning'],
  low: ['Low impact', 'neutral'],
};

export const SUGGESTION_KIND: Record<SuggestionKind, string> = {
  performance: 'Performance',
  cost: 'Cost',
  reliability: 'Reliability',
  security: 'Security',
};

/** 99.95% (100% when nothing was down) */
export const formatPercent = (value: number): string => `${formatNumber(value, 2)}%`;

/** 1 minute; 45 minutes; 2 hours 5 minutes; 3 days 4 hours */
export function formatMinutes(total: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const minutes = Math.max(0, Math.round(total));
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24)
    return [plural(hours, 'hour'), minutes % 60 ? plural(minutes % 60, 'minute') : ''].join(' ').trim();
  const days = Math.floor(hours / 24);
  return [plural(days, 'day'), hours % 24 ? plural(hours % 24, 'hour') : ''].join(' ').trim();
}

const ACRONYMS: Record<string, string> = {
  ip: 'IP',
  ips: 'IPs',
  snmp: 'SNMP',
  api: 'API',
  cidr: 'CIDR',
  tls: 'TLS',
};
/** NodeRestarted -> "Node restarted"; AllowedIpsUpdated -> "Allowed IPs updated" */
export function actionWords(action: string): string {
  const words = action
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase());
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

/** Who acted, in words: DBCloud itself for `system`. */
export const actorWords = (user: string): string => (user === 'system' ? 'DBCloud (automatic)' : user);

/** 09:41:27, the UTC time of an instant (the audit log's days are UTC days). */
export const utcTime = (iso: string): string => new Date(iso).toISOString().slice(11, 19);

/** Fri, 20 Nov 2026 (a UTC day written 2026-11-20) */
export const dayWords = (date: string): string =>
  formatDatePart(new Date(`${date}T00:00:00Z`), 'weekdayDate');
