import type { CorsOrigins } from './http/cors.js';

export interface Config {
  /** Base of `web_url`, `http_url_to_repo` and other absolute URLs, without a trailing slash. */
  externalUrl: string;
  /** Where the embedded database and repositories live. */
  dataDir: string;
  /** Check every response against the spec (tests turn this on; a violation becomes a 500). */
  validateResponses: boolean;
  /**
   * Reverse proxies whose `X-Forwarded-*` headers are believed (Express's `trust proxy`: addresses, CIDR ranges or
   * names such as `loopback`, comma-separated); unset, none are.
   */
  trustedProxies?: string;
  /** The real service's release that `GET /version` reports and deliveries name (default: `defaultServiceRelease`). */
  serviceRelease?: string;
  /** The origins a browser may call the API from (default: any). */
  corsOrigins?: CorsOrigins;
}
