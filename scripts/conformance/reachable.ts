// Whether the server answers at all, asked directly before the run: through the proxy, a server that cannot be reached
// shows up only as the proxy's own 500.

/** Undefined when the server answers HTTP at `<root>/api/v4/version`; else a sentence naming the network error. */
export async function reachable(serverUrl: string): Promise<string | undefined> {
  const url = `${serverUrl}/api/v4/version`;
  try {
    await fetch(url, { signal: AbortSignal.timeout(15_000) });
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = (error as Error).name === 'TimeoutError' ? 'no answer within 15 s' : cause?.code ?? cause?.message ?? (error as Error).message;
    return `Cannot reach the server at ${serverUrl}: ${describe(reason)} (GET ${url}). Check --base-url, and that the server runs.`;
  }
}

const meanings: Record<string, string> = {
  ECONNREFUSED: 'connection refused (ECONNREFUSED): nothing listens on that port',
  ENOTFOUND: 'the host name does not resolve (ENOTFOUND)',
  EAI_AGAIN: 'the host name could not be resolved now (EAI_AGAIN)',
  ECONNRESET: 'the connection was reset (ECONNRESET)',
  EHOSTUNREACH: 'no route to the host (EHOSTUNREACH)',
  CERT_HAS_EXPIRED: 'its TLS certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its TLS certificate is self-signed',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its TLS certificate cannot be verified',
};

function describe(reason: string): string {
  return meanings[reason] ?? reason;
}
