// Fetching an import's source with the system git. The URL git is given has no credentials: they travel in an
// `Authorization` header set through the child's environment, so they appear neither in its arguments (visible
// to every process) nor in its messages. Only http(s) and git transports are allowed, and redirects are not
// followed, so neither the header nor the fetch can be sent somewhere the URL checks did not look at.
import { git, gitConfigEnvironment, GitError, gitText } from '../git/git.js';
import { scrubbedUrl } from './import-url.js';

export class SourceFetchFailed extends Error {}

function gitEnvironment(url: URL): Record<string, string> {
  const config: [string, string][] = [
    ['http.followRedirects', 'false'],
    // A source that stalls fails instead of holding the job for ever.
    ['http.lowSpeedLimit', '1'],
    ['http.lowSpeedTime', '120'],
  ];
  if (url.username !== '' || url.password !== '') {
    const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    config.push(['http.extraHeader', `Authorization: Basic ${Buffer.from(credentials).toString('base64')}`]);
  }
  return {
    GIT_ALLOW_PROTOCOL: 'http:https:git',
    ...gitConfigEnvironment(config),
  };
}

/** Removes every form of the URL's credentials from git's messages (they should not be there; be sure). */
function redacted(text: string, url: URL): string {
  const secrets = [url.username, url.password, decodeURIComponent(url.username), decodeURIComponent(url.password)].filter((secret) => secret.length > 0);
  return secrets.reduce((result, secret) => result.split(secret).join('*****'), text);
}

async function run<T>(url: URL, action: (source: string, env: Record<string, string>) => Promise<T>): Promise<T> {
  const source = scrubbedUrl(url);
  try {
    return await action(source, gitEnvironment(url));
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    const reason = redacted(error.stderr.trim().split('\n').filter(Boolean).join('\n'), url) || `git exited with ${error.exitCode}`;
    throw new SourceFetchFailed(`Error importing repository ${source}: ${reason}`);
  }
}

/** The branch the source's HEAD names, when it names one. */
export function sourceDefaultBranch(url: URL): Promise<string | undefined> {
  return run(url, async (source, env) => {
    const output = await gitText(null, ['ls-remote', '--symref', source, 'HEAD'], { env });
    return /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(output)?.[1];
  });
}

/** Every branch and tag of the source into `repository`, replacing what is there. */
export function fetchSource(url: URL, repository: string): Promise<void> {
  return run(url, async (source, env) => {
    await git(repository, ['fetch', '--quiet', '--no-tags', '--prune', source, '+refs/heads/*:refs/heads/*', '+refs/tags/*:refs/tags/*'], { env });
  });
}
