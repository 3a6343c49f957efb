// Puts the code samples of scripts/code-samples/templates.ts on every operation of the bundled spec that has an
// example request; the examples test names operations that have none.
import { exampleRequests } from '../examples/requests.js';
import { codeSamples } from './templates.js';

type Node = Record<string, any>;

const methods = ['get', 'put', 'post', 'delete', 'patch'];

export function withCodeSamples(document: Node): Node {
  for (const [path, item] of Object.entries(document.paths as Node)) {
    for (const method of methods.filter((name) => item[name])) {
      const operation = item[method] as Node;
      const request = exampleRequests[operation.operationId as keyof typeof exampleRequests];
      if (request === undefined) continue;
      const success = Object.entries(operation.responses as Node).find(([status]) => status.startsWith('2'))?.[1] as Node | undefined;
      const text = success?.content !== undefined && !('application/json' in success.content);
      operation['x-codeSamples'] = codeSamples({ method, path, text }, request);
    }
  }
  return document;
}
