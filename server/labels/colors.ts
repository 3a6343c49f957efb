// Label colors as the real service keeps them: a hex code (`#RGB` or `#RRGGBB`) as given, a CSS color name as its
// hex value, and a text color readable on them.
import { colorNames } from './color-names.js';

/** The color to store for what a client sent, or null when it is neither a hex code nor a color name. */
export function labelColor(given: string): string | null {
  const color = given.trim();
  if (/^#([0-9a-f]{3}){1,2}$/i.test(color)) return color;
  const name = color.toLowerCase();
  return Object.hasOwn(colorNames, name) ? colorNames[name]! : null;
}

/** Dark text on light backgrounds, white on the others (the real service's rule: channels summing above 500). */
export function textColorFor(color: string): '#FFFFFF' | '#333333' {
  const hex = color.length === 4 ? [...color.slice(1)].map((digit) => digit + digit).join('') : color.slice(1);
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return r! + g! + b! > 500 ? '#333333' : '#FFFFFF';
}
