/**
 * A user as the API returns it, with one-hour presigned GET URLs of their profile picture (accounts spec
 * §3 User logo). Kept apart from ./avatar.ts so that functions which only show users never load sharp.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { User } from '../../../../shared/schemas/user';
import { s3Client } from '../../lib/aws/clients';
import { env } from '../../lib/env';
import { toUserResponse, type UserRecord } from '../../data/users';

/** One-hour GET URLs of a stored logo's renditions. */
export async function logoUrls(folder: string): Promise<{ thumbnail_url: string; icon_url: string }> {
  const url = (name: string) => getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: env.uploadsBucket(), Key: `${folder}${name}.png` }), { expiresIn: 3600 });
  return { thumbnail_url: await url('thumbnail'), icon_url: await url('icon') };
}

/** The API shape of a user with fresh logo URLs. */
export async function presentUser(user: UserRecord): Promise<User> {
  return toUserResponse(user, user.logo_key ? await logoUrls(user.logo_key) : null);
}
