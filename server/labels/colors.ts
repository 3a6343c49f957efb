// Label colors: `#RGB` or `#RRGGBB`, kept as upper-case `#RRGGBB`, with a text color readable on them.

/** `#RRGGBB` in upper case, or null when `color` is not a hex color code. */
export function normalizeColor(color: string): string | null {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toUpperCase();
  return /^#[0-9a-f]{6}$/i.test(color) ? color.toUpperCase() : null;
}

/** Dark text on light backgrounds, white on the others (the real service's rule: channels summing above 500). */
export function textColorFor(color: string): '#FFFFFF' | '#333333' {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(color.slice(start, start + 2), 16));
  return r! + g! + b! > 500 ? '#333333' : '#FFFFFF';
}
