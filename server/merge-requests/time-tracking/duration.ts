// Durations in the real service's human format (its ChronicDuration settings): 8-hour days, 5-day weeks and
// 4-week months, a bare number meaning hours. Written here because the general-purpose parsers on npm use 24-hour
// days and 7-day weeks and cannot be told otherwise.
const minute = 60;
const hour = 60 * minute;
const day = 8 * hour;
const week = 5 * day;
const month = 4 * week;

const units: [RegExp, number][] = [
  [/^(mo|mos|month|months)$/, month],
  [/^(w|wk|wks|week|weeks)$/, week],
  [/^(d|day|days)$/, day],
  [/^(h|hr|hrs|hour|hours)$/, hour],
  [/^(m|min|mins|minute|minutes)$/, minute],
  [/^(s|sec|secs|second|seconds)$/, 1],
];

const secondsPer = (unit: string): number | undefined => units.find(([pattern]) => pattern.test(unit))?.[1];

/**
 * Seconds in `text` (`3h30m`, `1w 2d`, `1.5h`, `2 hours and 10 minutes`, `90` = 90 hours), negative with a leading
 * `-`; undefined when it is not a duration.
 */
export function parseDuration(text: string): number | undefined {
  const trimmed = text.trim().toLowerCase();
  const negative = trimmed.startsWith('-');
  const body = (negative ? trimmed.slice(1) : trimmed).replace(/,|\band\b/g, ' ').trim();
  if (body === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(body)) return sign(negative, Math.round(Number(body) * hour));
  const parts = body.match(/(\d+(?:\.\d+)?)\s*([a-z]+)\s*/g);
  if (!parts || parts.join('').length !== body.length) return undefined;
  let seconds = 0;
  for (const part of parts) {
    const [, amount, unit] = /(\d+(?:\.\d+)?)\s*([a-z]+)/.exec(part)!;
    const size = secondsPer(unit!);
    if (size === undefined) return undefined;
    seconds += Number(amount) * size;
  }
  return sign(negative, Math.round(seconds));
}

const sign = (negative: boolean, seconds: number): number => (negative && seconds !== 0 ? -seconds : seconds);

const outputUnits: [string, number][] = [['mo', month], ['w', week], ['d', day], ['h', hour], ['m', minute], ['s', 1]];

/** `12600` → `3h 30m`, `144000` → `1w`; null for 0. */
export function humanDuration(seconds: number): string | null {
  if (seconds === 0) return null;
  let rest = Math.abs(seconds);
  const parts: string[] = [];
  for (const [name, size] of outputUnits) {
    const count = Math.floor(rest / size);
    if (count > 0) parts.push(`${count}${name}`);
    rest -= count * size;
  }
  return `${seconds < 0 ? '-' : ''}${parts.join(' ')}`;
}
