// Runs TypeScript code samples for the code sample test, one a line: reads the path of a sample module on stdin,
// imports it (which runs it) and answers one JSON line, `{"status": …}` (the sample's `response`) or `{"error": …}`.
// What the samples print is dropped.
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

const answer = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);
console.log = () => undefined;
for await (const file of createInterface({ input: process.stdin })) {
  try {
    const sample = await import(pathToFileURL(file).href) as { status?: number };
    answer({ status: sample.status ?? 'ok' });
  } catch (error) {
    answer({ error: String(error) });
  }
}
