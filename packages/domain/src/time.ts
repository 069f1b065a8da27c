/**
 * Spec §9 relative times and hub date labels, as data: the UI turns them into words through
 * i18next / Intl in the current language, so the rule lives here once.
 */
export type RelativeTime =
  | { unit: 'now' }
  | { unit: 'minute' | 'hour' | 'day'; value: number };

export function relativeTime(thenMs: number, nowMs: number): RelativeTime {
  const seconds = Math.max(0, Math.floor((nowMs - thenMs) / 1000));
  if (seconds < 60) return { unit: 'now' };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { unit: 'minute', value: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hour', value: hours };
  return { unit: 'day', value: Math.floor(hours / 24) };
}

export type DateLabel =
  | { kind: 'today'; time: string }
  | { kind: 'yesterday'; time: string }
  | { kind: 'date'; date: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** Hub date label in local time: today HH:MM, yesterday HH:MM, otherwise d/m/yyyy. */
export function hubDateLabel(thenMs: number, nowMs: number): DateLabel {
  const then = new Date(thenMs);
  const now = new Date(nowMs);
  const time = `${pad(then.getHours())}:${pad(then.getMinutes())}`;
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const startOfYesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1).getTime();
  if (thenMs >= startOfToday) return { kind: 'today', time };
  if (thenMs >= startOfYesterday) return { kind: 'yesterday', time };
  return { kind: 'date', date: `${then.getDate()}/${then.getMonth() + 1}/${then.getFullYear()}` };
}

/** Unix seconds, as spec §3 dates in staff views. */
export function toUnixSeconds(date: Date | string | number): number {
  return Math.floor(new Date(date).getTime() / 1000);
}
