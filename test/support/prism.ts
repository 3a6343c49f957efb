import { freePort, startPrismProcess, type PrismProcess } from '../../scripts/prism-process.js';

export { freePort };
export type Prism = PrismProcess;

/**
 * Starts Prism as a proxy in front of `upstream` (responses checked against the spec; request validation off so
 * the server's own 400s can be tested) or as a mock (requests checked against the spec).
 */
export async function startPrism(mode: 'proxy' | 'mock', upstream?: string): Promise<Prism> {
  return startPrismProcess(mode, mode === 'proxy' ? [upstream!, '--errors', '--validate-request', 'false'] : ['--errors']);
}
