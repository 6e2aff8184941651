/**
 * Comments as the API shows them (cards spec §3 Comment; shared/schemas/comments.ts CommentSchema): the
 * author's name, initials and picture (one BatchGet of users per page), 'Removed' authors (an imported
 * former member by the name the export gave), the quoted
 * parent of a reply, signed attachment URLs, '(edited)' and the edit window; for an annotation (issue 26)
 * its anchor, number, state and the pinned file with its thumbnail (./pinned-files.ts).
 */
import type { Comment, CommentUser } from '../../../../shared/schemas/comments';
import { COMMENT_LIMITS } from '../../../../shared/schemas/comments-limits';
import { getCommentsByIds, type CommentRecord } from '../../data/comments';
import { getUsers, type UserRecord } from '../../data/users';
import { logoUrls } from '../accounts/present-user';
import { toAttachmentResponses } from './present-attachments';
import { toAnchor } from './anchors';
import { pinnedFileOf, pinnedFilesOf } from './pinned-files';
import { fullName, nameInitials } from '../../lib/text/names';

/** The author as a comment shows them. */
async function toCommentUser(
  user: UserRecord | undefined,
  userId: string,
  memberIds: ReadonlySet<string>,
): Promise<CommentUser> {
  const first = user?.first_name ?? 'Removed';
  const last = user?.last_name ?? (user ? '' : 'user');
  return {
    id: userId,
    full_name: fullName(first, last),
    name_initials: nameInitials(first, last),
    profile: { icon_url: user?.logo_key ? (await logoUrls(user.logo_key)).icon_url : null },
    removed: !memberIds.has(userId),
  };
}

/**
 * An author no user item stands for, by the name their comments carry: a reviewer by link (issue 37: the
 * invited name and a "Reviewer" mark) or an imported former member (issue 40; EX14: marked removed). No picture.
 */
function namedAuthor(userId: string, name: string, kind: 'reviewer' | 'former_member'): CommentUser {
  const [first = '', ...rest] = name.split(' ');
  return {
    id: userId,
    full_name: name,
    name_initials: nameInitials(first, rest.join(' ')),
    profile: { icon_url: null },
    removed: kind === 'former_member',
    ...(kind === 'reviewer' ? { reviewer: true } : {}),
  };
}

/** The viewer and the workspace's current members (for 'Removed'). */
export interface CommentViewer {
  userId: string;
  memberIds: ReadonlySet<string>;
}

/**
 * Present comments of one tab in the given order. Parents not among them are read (one BatchGet), and
 * authors in one BatchGet.
 */
export async function presentComments(records: readonly CommentRecord[], viewer: CommentViewer): Promise<Comment[]> {
  if (records.length === 0) return [];
  const byId = new Map(records.map((r) => [r.comment_id, r]));
  const missing = records.map((r) => r.parent_id).filter((id): id is string => Boolean(id) && !byId.has(id!));
  const parents = missing.length
    ? await getCommentsByIds(records[0].card_id, records[0].tab, missing)
    : new Map<string, CommentRecord>();
  const parentOf = (id: string) => byId.get(id) ?? parents.get(id);
  const authorIds = [
    ...new Set([
      ...records.map((r) => r.user_id),
      ...records.flatMap((r) => (r.parent_id && parentOf(r.parent_id) ? [parentOf(r.parent_id)!.user_id] : [])),
    ]),
  ];
  const users = await getUsers(authorIds);
  const people = new Map(
    await Promise.all(
      authorIds.map(async (id) => [id, await toCommentUser(users.get(id), id, viewer.memberIds)] as const),
    ),
  );
  // Reviewers' comments carry their name (issue 37), and so do imported former members' (EX14): no user item stands for them.
  for (const r of [...records, ...[...parents.values()]]) {
    if (r.reviewer_name) people.set(r.user_id, namedAuthor(r.user_id, r.reviewer_name, 'reviewer'));
    else if (r.former_author_name && !users.has(r.user_id))
      people.set(r.user_id, namedAuthor(r.user_id, r.former_author_name, 'former_member'));
  }
  const pinned = await pinnedFilesOf(records);
  return Promise.all(
    records.map(async (r): Promise<Comment> => {
      const parent = r.parent_id ? parentOf(r.parent_id) : undefined;
      return {
        id: r.comment_id,
        description: r.deleted_at ? '' : r.description,
        created_at: r.created_at,
        updated_at: r.updated_at,
        deleted_at: r.deleted_at ?? null,
        parent_id: r.parent_id ?? null,
        parent: parent
          ? {
              id: parent.comment_id,
              description: parent.deleted_at ? '' : parent.description,
              user: people.get(parent.user_id) ?? null,
              deleted_at: parent.deleted_at ?? null,
            }
          : null,
        user: people.get(r.user_id) ?? null,
        is_user: r.user_id === viewer.userId,
        is_notification: Boolean(r.event_type),
        event_type: r.event_type ?? null,
        internal: r.tab === 'team',
        attachments: r.deleted_at ? [] : await toAttachmentResponses(r.attachments),
        content_group_id: r.card_id,
        // The pinned file and its thumbnail (issue 26: the tabs show the spot; decisions R60).
        content: r.anchor ? { id: r.anchor.content_id, ...pinnedFileOf(pinned, r) } : null,
        // An annotation's pin and state (issue 26); plain comments leave them out.
        ...(r.anchor
          ? {
              anchor: toAnchor(r.anchor),
              annotation_number: r.annotation_number ?? 0,
              resolved_at: r.resolved_at ?? null,
              resolved_by: r.resolved_by ?? null,
            }
          : {}),
        mentioned_user_ids: r.deleted_at ? [] : (r.mentioned_user_ids ?? []),
        edited: !r.deleted_at && r.updated_at !== r.created_at,
        editable_until: new Date(Date.parse(r.created_at) + COMMENT_LIMITS.editWindowMs).toISOString(),
      };
    }),
  );
}

/** Present one comment. */
export async function presentComment(record: CommentRecord, viewer: CommentViewer): Promise<Comment> {
  return (await presentComments([record], viewer))[0];
}
