// What differs from one capture to the next, made the same: instants, commit ids (their dates are in them), random
// secrets and the server's own address. Each commit id and secret stands for the same made-up value in every example
// of a run, numbered in the order they first appear, so that the examples still agree with each other.
import { createHash } from 'node:crypto';

export const exampleInstant = '2026-01-15T09:30:00.000Z';
export const exampleBaseUrl = 'https://code.example.com';

const instant = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})/g;
const commitId = /\b[0-9a-f]{40}\b/g;
/** Upload directories. */
const secret = /\b[0-9a-f]{32}\b/g;
/** Properties whose values are random secrets. */
const secretProperties = new Set(['token', 'runners_token']);

export class Normalizer {
  private readonly commits = new Map<string, string>();
  private readonly secrets = new Map<string, string>();

  constructor(private readonly serverUrl: string) {}

  text(value: string): string {
    let text = value.replaceAll(this.serverUrl, exampleBaseUrl).replaceAll(new URL(this.serverUrl).host, new URL(exampleBaseUrl).host).replace(instant, exampleInstant);
    for (const found of text.match(commitId) ?? []) {
      if (!this.commits.has(found)) this.commits.set(found, createHash('sha1').update(`commit ${this.commits.size + 1}`).digest('hex'));
    }
    for (const [real, made] of this.commits) text = text.replaceAll(real, made).replace(new RegExp(`\\b${real.slice(0, 8)}\\b`, 'g'), made.slice(0, 8));
    return text.replace(secret, (found) => this.secret(found));
  }

  /** The same length and prefix (`rhsimp-`), made-up characters. */
  private secret(real: string): string {
    if (!this.secrets.has(real)) {
      const made = createHash('sha256').update(`secret ${this.secrets.size + 1}`).digest('hex').repeat(2);
      const prefix = /^[a-z]+-/.exec(real)?.[0] ?? '';
      this.secrets.set(real, prefix + made.slice(0, real.length - prefix.length));
    }
    return this.secrets.get(real)!;
  }

  value<T>(value: T): T {
    return JSON.parse(this.text(JSON.stringify(value)), (name, found: unknown) => (
      secretProperties.has(name) && typeof found === 'string' ? this.secret(found) : found)) as T;
  }
}
