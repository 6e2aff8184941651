/**
 * A user as the API returns it, with one-hour presigned GET URLs of their profile picture (accounts spec
 * §3 User logo). Kept apart from ./avatar.ts so that functions which only show users never load sharp.
 */
import type { User } from '../../../../shared/schemas/user';
import { signedRenditionUrl } from '../../lib/uploads/signed-url';
import { toUserResponse, type UserRecord } from '../../data/users';

/** One-hour GET URLs of a stored logo's renditions. */
export async function logoUrls(folder: string): Promise<{ thumbnail_url: string; icon_url: string }> {
  return {
    thumbnail_url: await signedRenditionUrl(folder, 'thumbnail'),
    icon_url: await signedRenditionUrl(folder, 'icon'),
  };
}

/** The API shape of a user with fresh logo URLs. */
export async function presentUser(user: UserRecord): Promise<User> {
  return toUserResponse(user, user.logo_key ? await logoUrls(user.logo_key) : null);
}
