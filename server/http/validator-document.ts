// The request validator's copy of the spec. The real service reads query values as Rack does and accepts reserved
// characters in them unencoded (`search=a+b`, `created_after=2017-04-29T08:46:00Z`, `labels=a,b`), while the
// validator refuses them unless a parameter has `allowReserved`: its copy sets that on every query parameter.
import type { OpenAPIV3 } from 'express-openapi-validator/dist/framework/types.js';
import { specText } from '../spec.js';

interface ParameterObject {
  in?: string;
  allowReserved?: boolean;
}

function allowReservedEverywhere(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(allowReservedEverywhere);
  if (typeof node !== 'object' || node === null) return;
  const parameter = node as ParameterObject;
  if (parameter.in === 'query') parameter.allowReserved = true;
  Object.values(node).forEach(allowReservedEverywhere);
}

export function validatorDocument(): OpenAPIV3.DocumentV3_1 {
  const document = JSON.parse(specText) as { paths: unknown; components: { parameters?: unknown } };
  allowReservedEverywhere(document.paths);
  allowReservedEverywhere(document.components.parameters);
  return document as unknown as OpenAPIV3.DocumentV3_1;
}
