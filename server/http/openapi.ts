// The OpenAPI 3.1 objects as the server reads them: openapi-types' definitions, with the extensions this spec
// declares on the objects that carry them. Every module that reads the spec uses these, through spec-index.ts.
import type { OpenAPIV3_1 } from 'openapi-types';

export interface OperationExtensions {
  /** Token scopes that allow the operation, where they are not `api` (writes) or `api`/`read_api` (reads). */
  'x-token-scopes'?: string[];
  /** `model`: invalid input is reported as model validation messages rather than parameter errors. */
  'x-validation-errors'?: 'model';
  /** Examples of calling the operation with curl and the clients, for the docs page. */
  'x-codeSamples'?: Array<{ lang: string; label?: string; source: string }>;
}

export interface SchemaExtensions {
  /** A string value is split at its commas, as the real service's comma-separated coercion does. */
  'x-comma-separated'?: boolean;
  /** At least one of these properties must be given (see at-least-one-of.ts). */
  'x-at-least-one-of'?: string[];
}

export type HttpMethod = `${OpenAPIV3_1.HttpMethods}`;
export type ReferenceObject = OpenAPIV3_1.ReferenceObject;
export type SchemaObject = OpenAPIV3_1.SchemaObject & SchemaExtensions;
export type ParameterObject = Omit<OpenAPIV3_1.ParameterObject, 'schema'> & { schema?: ReferenceObject | SchemaObject };
export type RequestBodyObject = OpenAPIV3_1.RequestBodyObject;
export type OperationObject = OpenAPIV3_1.OperationObject<OperationExtensions>;
export type PathItemObject = OpenAPIV3_1.PathItemObject<OperationExtensions>;
export type SecurityRequirementObject = OpenAPIV3_1.SecurityRequirementObject;
export type ServerObject = OpenAPIV3_1.ServerObject;
export type ComponentsObject = OpenAPIV3_1.ComponentsObject;

/** The bundled spec: every part this server reads is present. */
export type SpecDocument = Omit<OpenAPIV3_1.Document<OperationExtensions>, 'paths' | 'components' | 'servers' | 'security'> & {
  paths: Record<string, PathItemObject>;
  components: ComponentsObject;
  servers: ServerObject[];
  security: SecurityRequirementObject[];
};
