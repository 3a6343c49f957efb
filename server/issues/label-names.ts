/** Label names from the comma-separated `labels` parameter: trimmed, blanks dropped, each once. */
export function parseLabelNames(labels: string): string[] {
  return [...new Set(labels.split(',').map((name) => name.trim()).filter((name) => name !== ''))];
}
