import { parseLabelNames } from './names.js';

/** The label parameters of an update: `labels` replaces, `add_labels` adds, `remove_labels` removes. */
export interface LabelEdits {
  labels?: string | string[];
  add_labels?: string | string[];
  remove_labels?: string | string[];
}

/**
 * The labels after an update, as the real service applies the three parameters: `labels` (or the current labels
 * when it is absent), then `add_labels` added, then `remove_labels` removed; undefined when none is given.
 */
export function editedLabels(current: string[], edits: LabelEdits): string[] | undefined {
  if (edits.labels === undefined && edits.add_labels === undefined && edits.remove_labels === undefined) return undefined;
  const removed = new Set(edits.remove_labels === undefined ? [] : parseLabelNames(edits.remove_labels));
  const base = edits.labels === undefined ? current : parseLabelNames(edits.labels);
  const added = edits.add_labels === undefined ? [] : parseLabelNames(edits.add_labels);
  return [...new Set([...base, ...added])].filter((name) => !removed.has(name));
}
