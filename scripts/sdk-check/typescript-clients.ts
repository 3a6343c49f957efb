// The TypeScript client generators the check runs, each writing into `<dir>/client` from the bundled 3.1 spec.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportedTypeNames } from './machine-names.js';
import { bin, root, run } from './run.js';

const spec = `${root}generated/openapi.json`;

export interface TypeScriptGenerator {
  name: string;
  /** Writes the client into `${dir}/client`; `apiUrl` is where the check's server listens. */
  generate(dir: string, apiUrl: string): Promise<void>;
  /** The names of the types it generated. */
  typeNames(dir: string): string[];
}

export const typeScriptGenerators: TypeScriptGenerator[] = [
  {
    name: 'hey-api',
    generate: async (dir) => { await run(bin('openapi-ts'), ['-i', spec, '-o', join(dir, 'client'), '-c', '@hey-api/client-fetch']); },
    typeNames: (dir) => exportedTypeNames(join(dir, 'client/types.gen.ts')),
  },
  {
    name: 'orval',
    generate: async (dir, apiUrl) => {
      // The base URL comes from the spec's templated server, its variables set to the check's server. Orval merges
      // the JSON and multipart bodies of an operation into one JSON-serialised parameter with no Content-Type,
      // so it is told to generate the JSON bodies (its documented `override.contentType` filter).
      const { protocol, host } = new URL(apiUrl);
      const config = join(dir, 'orval.config.cjs');
      writeFileSync(config, `module.exports = ${JSON.stringify({
        api: {
          input: { target: spec },
          output: {
            target: join(dir, 'client/api.ts'),
            client: 'fetch',
            mode: 'single',
            baseUrl: { getBaseUrlFromSpecification: true, variables: { scheme: protocol.slice(0, -1), host } },
            override: { contentType: { include: ['application/json'] } },
          },
        },
      })};\n`);
      await run(bin('orval'), ['--config', config]);
    },
    typeNames: (dir) => exportedTypeNames(join(dir, 'client/api.ts')),
  },
  {
    name: 'openapi-typescript-codegen',
    generate: async (dir) => {
      // Its command is called `openapi`, as is one of Redocly's: run it from its own package.
      await run(process.execPath, [join(root, 'node_modules/openapi-typescript-codegen/bin/index.js'), '-i', spec, '-o', join(dir, 'client'), '-c', 'fetch', '--useOptions', '--useUnionTypes']);
    },
    typeNames: (dir) => readdirSync(join(dir, 'client/models')).map((file) => file.replace(/\.ts$/, '')),
  },
];
