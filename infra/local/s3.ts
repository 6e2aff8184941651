/**
 * s3rver with the uploads bucket and CORS for the app's origin (BRIEF §4). Data persists under
 * `<dataDir>/s3`. s3rver checks neither signatures nor POST policies: the API's post-upload check does.
 */
import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { freePort } from './ports';

export interface LocalS3 {
  endpoint: string;
  stop(): Promise<void>;
}

const corsConfiguration = (origin: string) => `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export async function startS3(dataDir: string, bucket: string, appOrigin: string): Promise<LocalS3> {
  const directory = `${dataDir}/s3`;
  mkdirSync(directory, { recursive: true });
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [corsConfiguration(appOrigin)] }],
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: async () => void (await server.close()) };
}
