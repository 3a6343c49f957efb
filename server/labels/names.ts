/**
 * Label names as clients send them: a comma-separated string (`bug,frontend`) or an array (JSON, or `labels[]=` in
 * forms), whose items may hold commas too. Blank names are dropped, repeats kept once, in the order given.
 */
export function parseLabelNames(labels: string | string[]): string[] {
  const names = (Array.isArray(labels) ? labels : [labels]).flatMap((item) => item.split(','));
  return [...new Set(names.map((name) => name.trim()).filter((name) => name !== ''))];
}
