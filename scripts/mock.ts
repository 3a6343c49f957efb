// `npm run mock`: a mock server of the spec at http://127.0.0.1:4010/api/v4 (PORT overrides the port).
import { startMock } from './mock/server.js';

const mock = await startMock(Number(process.env.PORT ?? 4010));
console.log(`Mock of the spec at ${mock.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => { void mock.stop().then(() => process.exit(0)); });
