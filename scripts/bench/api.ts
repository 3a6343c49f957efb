// Plain JSON requests to a server's API with the administrator's token, failing loudly on any error status.
export type Api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => Promise<T>;

export function apiOf(origin: string, token: string): Api {
  return async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${origin}/api/v4${path}`, {
      method,
      headers: { 'PRIVATE-TOKEN': token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 500)}`);
    return JSON.parse(text) as T;
  };
}
