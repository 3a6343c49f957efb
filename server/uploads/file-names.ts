// How an uploaded file is named and referred to.
import { Buffer } from 'node:buffer';
import { parse } from 'node:path';

/** Extensions shown as images in Markdown and served inline (SVG is not: it can carry scripts). */
const imageExtensions = new Set(['png', 'jpg', 'jpeg', 'gif', 'bmp', 'tiff', 'ico', 'webp']);

export const isImage = (fileName: string): boolean => imageExtensions.has(parse(fileName).ext.slice(1).toLowerCase());

/**
 * The name a file is stored under: its last path segment, with every character other than letters, digits, `_`,
 * `.`, `-` and `+` replaced by `_` (as the real service does). Undefined for a name that is empty, `.` or `..`,
 * holds control characters or is longer than a file system allows.
 */
export function storedFileName(original: string): string | undefined {
  const lastSegment = original.split(/[\\/]/).at(-1) ?? '';
  // eslint-disable-next-line no-control-regex
  if (lastSegment === '' || lastSegment === '.' || lastSegment === '..' || /[\u0000-\u001f\u007f]/.test(lastSegment)) return undefined;
  const name = lastSegment.normalize('NFC').replace(/[^\p{L}\p{M}\p{N}_.+-]/gu, '_');
  return Buffer.byteLength(name) <= 255 ? name : undefined;
}

/** The upload result: `url` relative to the project's web URL, and Markdown embedding an image or linking a file. */
export function uploadReference(secret: string, fileName: string): { alt: string; url: string; markdown: string } {
  const alt = parse(fileName).name;
  const url = `/uploads/${secret}/${fileName}`;
  return { alt, url, markdown: `${isImage(fileName) ? '!' : ''}[${alt}](${url})` };
}
