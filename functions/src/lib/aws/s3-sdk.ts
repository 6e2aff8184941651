/**
 * The AWS SDK's S3 client, commands and POST-policy signer, the only module that imports them at run time
 * (issue 39 "each function carries only what it uses"; decisions KI2). ./s3.ts loads it with `import()` on
 * the first S3 call, so esbuild's code splitting (infra/lib/bundling.ts) puts the S3 client, its XML, checksum
 * and S3-specific middleware in a chunk of its own beside the bundle: a function's module init no longer
 * parses or runs them, and a request that never touches S3 never loads them. The SDK's parts that DynamoDB
 * shares (@smithy/core, @aws-sdk/core) stay in the code every request loads.
 */
export {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
export { createPresignedPost } from '@aws-sdk/s3-presigned-post';
