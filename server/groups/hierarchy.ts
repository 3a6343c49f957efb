// Groups nest: a subgroup's full path is its parent's full path, a `/` and its own path. So the namespaces of a
// subtree are exactly those whose full path is the root's or starts with the root's and a `/`.
import { sql } from 'kysely';

/** SQL: the namespace whose full path is in `ancestor` is the one in `descendant` or one of its ancestors. */
export const isSelfOrAncestor = (ancestor: string, descendant: string) => {
  const up = sql.ref(ancestor);
  const down = sql.ref(descendant);
  return sql<boolean>`(${down} = ${up} or substr(${down}, 1, length(${up}) + 1) = (${up} || '/'))`;
};

/** The full paths of a namespace and its ancestors, root first: `a/b/c` gives `a`, `a/b`, `a/b/c`. */
export const selfAndAncestorPaths = (fullPath: string): string[] =>
  fullPath.split('/').map((_, index, segments) => segments.slice(0, index + 1).join('/'));

/** The same test in JavaScript, on two full paths. */
export const isSelfOrAncestorPath = (ancestor: string, descendant: string): boolean =>
  descendant === ancestor || descendant.startsWith(`${ancestor}/`);
