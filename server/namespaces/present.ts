import type { components } from '../../generated/api.js';
import type { NamespaceRow } from '../database/schema.js';
import { groupWebUrl } from '../groups/present.js';

export const presentNamespace = (namespace: NamespaceRow, externalUrl: string): components['schemas']['Namespace'] => ({
  id: namespace.id,
  name: namespace.name,
  path: namespace.path,
  kind: namespace.kind,
  full_path: namespace.full_path,
  parent_id: namespace.parent_id,
  web_url: namespace.kind === 'group' ? groupWebUrl(externalUrl, namespace.full_path) : `${externalUrl}/${namespace.full_path}`,
});
