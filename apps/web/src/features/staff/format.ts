import { hubDateLabel, relativeTime } from '@asa/domain';
import type { TFunction } from 'i18next';

/** Spec §9 relative times ("Just now", minutes, hours, days ago) from unix seconds. */
export function formatRelative(t: TFunction<'staff'>, unixSeconds: number, now = Date.now()): string {
  const r = relativeTime(unixSeconds * 1000, now);
  return r.unit === 'now' ? t('time.now') : t(`time.${r.unit}`, { count: r.value });
}

/** Spec §9 hub dates: today / yesterday HH:MM, otherwise d/m/y. */
export function formatHubDate(t: TFunction<'staff'>, unixSeconds: number, now = Date.now()): string {
  const label = hubDateLabel(unixSeconds * 1000, now);
  switch (label.kind) {
    case 'today':
      return t('time.today', { time: label.time });
    case 'yesterday':
      return t('time.yesterday', { time: label.time });
    case 'date':
      return label.date;
  }
}
