/**
 * aws-ses-v2-local: every e-mail the app sends lands here (in memory). The gateway serves its viewer at
 * /_local/mail and its JSON store at /_local/mail/store.
 */
import type { Server } from 'node:http';
import sesModule from 'aws-ses-v2-local';
import { freePort } from './ports';

export interface LocalSes {
  endpoint: string;
  stop(): Promise<void>;
}

// The package is CommonJS with `exports.default`: under Node's ESM interop the function sits one level down.
const sesServer = (sesModule as unknown as { default?: typeof sesModule }).default ?? sesModule;

export async function startSes(): Promise<LocalSes> {
  const port = await freePort();
  const server: Server = await sesServer({ host: '127.0.0.1', port });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
