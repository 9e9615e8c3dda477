/** How long a demand still takes applications: whole days left (rounded up), today, or passed. */
const DAY = 86_400_000;

export type DeadlineLeft = { kind: 'days'; days: number } | { kind: 'today' } | { kind: 'passed' };

export const deadlineLeft = (deadline: number, now = Date.now()): DeadlineLeft => {
  const left = deadline - now;
  if (left <= 0) return { kind: 'passed' };
  if (left < DAY) return { kind: 'today' };
  return { kind: 'days', days: Math.ceil(left / DAY) };
};

/** A file's size as people read it (spec §9: B, KB, MB, GB). */
export const formatSize = (bytes: number): string => {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(value >= 100 ? 0 : 1)} ${units[unit]}`;
};
