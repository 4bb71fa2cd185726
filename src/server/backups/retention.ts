/** How many backups retention keeps: the newest of each of the last 7 days and of the last 4 weeks that have one. */
export const RETENTION = { daily: 7, weekly: 4 };

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The Monday (UTC) that starts the ISO week of `at`. */
function weekOf(at: Date): string {
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return dayOf(monday);
}

/**
 * Retention, as restic's --keep-daily 7 --keep-weekly 4 has it: for each of the 7 most recent days (UTC)
 * that have a backup, its newest; for each of the 4 most recent weeks (Monday to Sunday) that have one,
 * its newest. One backup may be both. Everything else goes.
 */
export function retain<T>(backups: readonly T[], takenAt: (backup: T) => Date, limits = RETENTION): { keep: T[]; remove: T[] } {
  const newestFirst = [...backups].sort((a, b) => takenAt(b).getTime() - takenAt(a).getTime());
  const days = new Set<string>();
  const weeks = new Set<string>();
  const keep: T[] = [];
  const remove: T[] = [];
  for (const backup of newestFirst) {
    const day = dayOf(takenAt(backup));
    const week = weekOf(takenAt(backup));
    let kept = false;
    if (!days.has(day) && days.size < limits.daily) {
      days.add(day);
      kept = true;
    }
    if (!weeks.has(week) && weeks.size < limits.weekly) {
      weeks.add(week);
      kept = true;
    }
    (kept ? keep : remove).push(backup);
  }
  return { keep, remove };
}
