const day = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });

/** A contest's open period, e.g. "17 Nov 2026 – 23 Jan 2027". */
export function contestPeriod(contest: { starts_at: string; ends_at: string }): string {
  return `${day.format(new Date(contest.starts_at))} – ${day.format(new Date(contest.ends_at))}`;
}

/** Seconds as "1m 05s" for the leaderboard. */
export function formatSeconds(total: number): string {
  const minutes = Math.floor(total / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return minutes > 0 ? `${minutes}m ${seconds}s` : `${total % 60}s`;
}
