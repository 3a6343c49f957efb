// Type names a generator made up from the document's structure rather than from a name the spec gives:
// composition keywords (`ProjectEditRequestAllOfAnyOfOnezero`), status codes (`CreateGroup400`) and anonymous
// list items (`ProjectListResponseItem`). Orval's per-status response wrappers (`getProjectResponse200`) are its
// API, not schema names, and start with a lower-case letter.
import { readFileSync } from 'node:fs';

const machineMade = /AllOf|AnyOf|OneOf|\d{3}(Item)?$|Item$/;

export function exportedTypeNames(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^export (?:type|interface|enum|class|const) ([A-Z]\w*)/gm)].map((match) => match[1]!);
}

export function machineNames(names: string[]): string[] {
  return [...new Set(names.filter((name) => machineMade.test(name)))].sort();
}
