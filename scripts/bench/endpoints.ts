// The six endpoints the bench loads: four reads of single objects and lists, and two writes whose body changes on
// every request. Every read asks for an answer made anew; each read also has a row of its own for repeated reads,
// which the server answers from memory while nothing changed.
import type { Seeded } from './seed.js';

export const endpointNames = [
  'project', 'merge-request', 'merge-requests', 'projects', 'create-issue', 'update-merge-request',
  'project-replayed', 'merge-request-replayed', 'merge-requests-replayed', 'projects-replayed',
] as const;
export type EndpointName = (typeof endpointNames)[number];

/** Prism's static mock only answers reads with the same work as a server, so writes are not compared with it. */
export const writeEndpointNames: readonly EndpointName[] = ['create-issue', 'update-merge-request'];

export interface Endpoint {
  name: EndpointName;
  /** As printed: the operation in the API's words. */
  label: string;
  method: 'GET' | 'POST' | 'PUT';
  /** Path and query, with the `/api/v4` base. */
  path: string;
  /** The JSON body of the n-th request, for writes. */
  body?: (n: number) => string;
  /**
   * The read whose repetition this row measures: sent without `Cache-Control: no-cache`, on the server alone (the
   * ceiling and Prism answer it as they answer that read, which is what its ratios are taken over).
   */
  replayOf?: EndpointName;
}

export function endpoints(seeded: Seeded): Endpoint[] {
  const project = `/api/v4/projects/${seeded.projectId}`;
  const mergeRequest = `${project}/merge_requests/${seeded.mergeRequestIid}`;
  const made: Endpoint[] = [
    { name: 'project', label: 'GET /projects/:id', method: 'GET', path: project },
    { name: 'merge-request', label: 'GET /projects/:id/merge_requests/:iid', method: 'GET', path: mergeRequest },
    { name: 'merge-requests', label: 'GET /projects/:id/merge_requests?per_page=100', method: 'GET', path: `${project}/merge_requests?per_page=100` },
    { name: 'projects', label: 'GET /projects?per_page=100', method: 'GET', path: '/api/v4/projects?per_page=100' },
    {
      name: 'create-issue', label: 'POST /projects/:id/issues', method: 'POST', path: `${project}/issues`,
      body: (n) => JSON.stringify({ title: `Slow page ${n}`, description: `Reported ${n} times.`, labels: 'bug' }),
    },
    {
      name: 'update-merge-request', label: 'PUT /projects/:id/merge_requests/:iid', method: 'PUT', path: mergeRequest,
      body: (n) => JSON.stringify({ description: `Revision ${n} of the description.` }),
    },
  ];
  const replayed = made
    .filter((endpoint) => endpoint.method === 'GET')
    .map((endpoint): Endpoint => ({ ...endpoint, name: `${endpoint.name}-replayed` as EndpointName, label: `${endpoint.label}, repeated (replayed)`, replayOf: endpoint.name }));
  return [...made, ...replayed];
}
