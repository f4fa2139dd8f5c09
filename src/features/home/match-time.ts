const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const two = (value: number) => String(value).padStart(2, '0');

/** HOTMATCH-04: "21 Nov 16:30" (day, English short month, hour:minute) in any UI language; local time. */
export function formatMatchTime(epochMs: number): string {
  const date = new Date(epochMs);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getDate()} ${MONTHS[date.getMonth()] ?? ''} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** HOTMATCH-10: "11/21 16:30" (MM/DD HH:mm) in the popup; local time. */
export function formatPopupMatchTime(epochMs: number): string {
  const date = new Date(epochMs);
  if (Number.isNaN(date.getTime())) return '';
  return `${two(date.getMonth() + 1)}/${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
