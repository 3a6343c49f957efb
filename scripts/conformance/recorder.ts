// Every exchange the scenarios make through the typed client, by operation (method and path template of the spec),
// with the status it got and what Prism found wrong with the answer.
import type { Middleware } from 'openapi-fetch';
import type { Area } from './areas.js';
import { parseViolationHeader, prismProblem, type Violation } from './violations.js';

export interface Exchange {
  /** `GET /projects/{id}`: the method and the spec's path template. */
  operation: string;
  area: Area;
  status: number;
  violations: Violation[];
}

export class Recorder {
  readonly exchanges: Exchange[] = [];
  /** The area whose scenario runs now: its calls are counted under it. */
  area: Area = 'users';
  private readonly byResponse = new WeakMap<Response, Exchange>();

  readonly middleware: Middleware = {
    onResponse: async ({ request, response, schemaPath }) => {
      const problem = await prismProblem(response);
      const exchange: Exchange = {
        operation: `${request.method} ${schemaPath}`,
        area: this.area,
        status: response.status,
        violations: [...parseViolationHeader(response.headers.get('sl-violations')), ...(problem ? [problem] : [])],
      };
      this.exchanges.push(exchange);
      this.byResponse.set(response, exchange);
      return undefined;
    },
  };

  /** The exchange that got `response`. */
  exchangeOf(response: Response): Exchange | undefined {
    return this.byResponse.get(response);
  }
}
