/**
 * Chat messages and read marks as the API shows them (accounts spec §3 message: content, message_type,
 * file url, user_id, user {full_name, name_initials, logo}, created_at; shared/schemas/chat.ts): authors'
 * current names and icons in one BatchGet per page (the stored snapshot for removed accounts), files as
 * one-hour signed URLs. SVGs are signed as downloads, so opening one never runs it as a page (decisions V22);
 * a TIFF is signed as a download and shown by its PNG preview (V33).
 */
import type { ChatMessage, ChatUser, ReadMark } from '../../../../shared/schemas/chat';
import { CHAT_INLINE_IMAGE_TYPES } from '../../../../shared/schemas/chat-limits';
import type { ChatMessageRecord, ChatReadRecord } from '../../data/chat';
import { getUsers, type UserRecord } from '../../data/users';
import { signedObjectUrl } from '../../lib/uploads/signed-url';
import { logoUrls } from '../accounts/present-user';
import { fullName, nameInitials } from '../../lib/text/names';

/** The user as chat shows them; `fallback` is the name stored with the message. */
async function chatUserOf(
  user: UserRecord | undefined,
  fallback?: { full_name: string; name_initials: string },
): Promise<ChatUser> {
  if (!user)
    return {
      full_name: fallback?.full_name ?? 'Removed user',
      name_initials: fallback?.name_initials ?? 'RU',
      logo: null,
    };
  return {
    full_name: fullName(user.first_name, user.last_name) || user.email,
    name_initials: nameInitials(user.first_name, user.last_name, user.email),
    logo: user.logo_key ? (await logoUrls(user.logo_key)).icon_url : null,
  };
}

/** The snapshot of the author stored with a message (decisions V24). */
export function authorSnapshot(
  user: UserRecord | null | undefined,
  userId: string,
): { user_full_name: string; user_name_initials: string } {
  return {
    user_full_name: fullName(user?.first_name, user?.last_name) || user?.email || userId,
    user_name_initials: nameInitials(user?.first_name, user?.last_name, user?.email ?? '?'),
  };
}

/** Present messages in the given order (authors: one BatchGet; files: signed URLs). */
export async function presentMessages(records: readonly ChatMessageRecord[]): Promise<ChatMessage[]> {
  if (records.length === 0) return [];
  const users = await getUsers([...new Set(records.map((r) => r.user_id))]);
  const people = new Map<string, ChatUser>();
  return Promise.all(
    records.map(async (record) => {
      const user =
        people.get(record.user_id) ??
        (await chatUserOf(users.get(record.user_id), {
          full_name: record.user_full_name,
          name_initials: record.user_name_initials,
        }));
      people.set(record.user_id, user);
      const file = record.file ?? null;
      const drawable = file ? CHAT_INLINE_IMAGE_TYPES.includes(file.content_type) : false;
      const download =
        file && (file.content_type === 'image/svg+xml' || !drawable) ? { downloadAs: file.filename } : {};
      return {
        id: record.message_id,
        conversation_id: record.conversation_id,
        content: record.content,
        message_type: record.message_type,
        file_url: file ? await signedObjectUrl(file.key, download) : null,
        file: file
          ? {
              filename: file.filename,
              content_type: file.content_type,
              size: file.size,
              inline: drawable || Boolean(file.preview_key),
              preview_url: file.preview_key ? await signedObjectUrl(file.preview_key) : null,
            }
          : null,
        user_id: record.user_id,
        user,
        created_at: record.created_at,
      };
    }),
  );
}

/** Other members' read marks (the caller's own is left out), with their names and icons (one BatchGet). */
export async function presentReadMarks(
  markers: readonly ChatReadRecord[],
  callerId: string,
  memberIds: ReadonlySet<string>,
): Promise<ReadMark[]> {
  const others = markers.filter((m) => m.user_id !== callerId && memberIds.has(m.user_id));
  if (others.length === 0) return [];
  const users = await getUsers(others.map((m) => m.user_id));
  return Promise.all(
    others.map(async (marker) => {
      const user = await chatUserOf(users.get(marker.user_id));
      return {
        user_id: marker.user_id,
        full_name: user.full_name,
        name_initials: user.name_initials,
        logo: user.logo,
        last_read_message_id: marker.last_read_message_id,
        read_at: marker.read_at,
      };
    }),
  );
}
