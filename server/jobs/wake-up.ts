// An in-process nudge: runners of this process look for work at once after an enqueue instead of at their next
// poll. Only an optimisation; runners of other processes find the job by polling.
import { EventEmitter } from 'node:events';

const signal = new EventEmitter();
signal.setMaxListeners(0);

export function wakeJobRunners(): void {
  // After the current tick: the caller finishes what it is doing (answering the request) first.
  setImmediate(() => signal.emit('enqueued'));
}

export function onJobEnqueued(listener: () => void): () => void {
  signal.on('enqueued', listener);
  return () => signal.off('enqueued', listener);
}
