/**
 * A notification as the API returns it (accounts spec §3 Notification: id, notification_type, summary,
 * is_read, actor {name, icon, name_initials, user_id}, workspace and organization ids, resource_id,
 * created_at with its readable and "time from now" forms, parsed_notification_data.status, viewable and
 * is_sound_enabled (decisions N17), and the comment a comment notice names (N16).
 * The actors of a page come from one BatchGet (docs/data-model.md §6 "Notifications page").
 */
import { formatDistanceStrict, type Locale } from 'date-fns';
import { de, enUS, es, fr } from 'date-fns/locale';
import type { Language } from '../../../../shared/i18n/languages';
import { noticeSummary, reviewerActorName } from '../../lib/i18n/notice-summary';
import { readableUtcIn } from '../../lib/text/readable-date';
import type { Notification } from '../../../../shared/schemas/notification';
import { isViewableNotification } from '../../../../shared/schemas/notification-limits';
import type { NotificationRecord } from '../../data/notifications';
import { getUsers } from '../../data/users';
import { logoUrls } from '../accounts/present-user';
import { fullName, nameInitials } from '../../lib/text/names';

/** A reviewer by link as a notice's actor: no user, their name marked as a reviewer in `language` (issue 37; decisions K4). */
function reviewerActor(id: string, name: string, language: Language): NonNullable<Notification['actor']> {
  const [first, second] = name.split(/\s+/, 2);
  return {
    user_id: id,
    name: reviewerActorName(name, language),
    name_initials: nameInitials(first, second),
    icon: null,
  };
}

/** date-fns's locale of each language, for "3 minutes ago" / "hace 3 minutos" / "vor 3 Minuten" / "il y a 3 minutes". */
const DATE_LOCALES: Record<Language, Locale> = { en: enUS, es, de, fr };

/**
 * The page's notifications in the API shape, with their actors (one BatchGet, icons presigned per actor).
 * `summary` and `created_at_time_from_now` are in `language`, the reader's (issue 41; decisions LV1).
 */
export async function presentNotifications(
  records: NotificationRecord[],
  language: Language = 'en',
  now = new Date(),
): Promise<Notification[]> {
  // The recipients ride in the actors' BatchGet: their ring setting is each notification's `is_sound_enabled`.
  const userIds = [
    ...new Set(records.flatMap((r) => [r.actor_id, r.user_id]).filter((id): id is string => Boolean(id))),
  ];
  const users = await getUsers(userIds);
  const icons = new Map(
    await Promise.all(
      [...users.values()]
        .filter((u) => u.logo_key)
        .map(async (u) => [u.user_id, (await logoUrls(u.logo_key!)).icon_url] as const),
    ),
  );
  return records.map((r) => {
    const actor = r.actor_id ? users.get(r.actor_id) : undefined;
    return {
      id: r.notification_id,
      notification_type: r.notification_type,
      summary: noticeSummary(r, language),
      is_read: r.is_read,
      actor: actor
        ? {
            user_id: actor.user_id,
            name: fullName(actor.first_name, actor.last_name),
            name_initials: nameInitials(actor.first_name, actor.last_name),
            icon: icons.get(actor.user_id) ?? null,
          }
        : r.actor_id && r.actor_name
          ? reviewerActor(r.actor_id, r.actor_name, language)
          : null,
      user_id: r.user_id,
      workspace_id: r.workspace_id ?? null,
      workspace_name: r.workspace_name ?? '',
      organization_id: r.organization_id ?? null,
      resource_id: r.resource_id ?? null,
      created_at: r.created_at,
      created_at_readable: readableUtcIn(language, r.created_at),
      due_date: r.due_date ?? null,
      created_at_time_from_now: formatDistanceStrict(new Date(r.created_at), now, {
        addSuffix: true,
        locale: DATE_LOCALES[language],
      }),
      parsed_notification_data: { status: r.status ?? null },
      comment: r.comment_id ? { id: r.comment_id, internal: r.comment_internal === true } : null,
      viewable: isViewableNotification(r),
      is_sound_enabled: users.get(r.user_id)?.enable_notification_ring !== false,
    };
  });
}
