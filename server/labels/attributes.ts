// A label's name and color as the real service checks them, on create and on edit alike.
import { conflict, validationFailed } from '../http/api-error.js';
import { labelColor } from './colors.js';

export const labelExists = () => conflict('Label already exists');

/** The name to store, or the real service's errors (it calls a label's name its title). */
export function checkedLabelName(given: string): string {
  const name = given.trim();
  if (name === '') throw validationFailed({ title: ["can't be blank"] });
  if (name.includes(',')) throw validationFailed({ title: ['is invalid'] });
  return name;
}

/** The color to store for a hex code or a color name, or 400. */
export function checkedLabelColor(given: string): string {
  const color = labelColor(given);
  if (!color) throw validationFailed({ color: ['must be a valid color code'] });
  return color;
}
