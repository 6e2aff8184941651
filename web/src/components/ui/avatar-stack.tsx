/**
 * Participant avatars (cards spec §3 Assigned user; §9 "Participant avatars limit 8 (beyond it +N);
 * avatar sizes 18 or 30"): the picture when there is one, else the initials in colours picked from the
 * user's id (`avatarColor`); the names are announced.
 */
import { useTranslation } from '../../lib/i18n/use-translation';
import { useState } from 'react';
import { avatarColor } from '../../lib/avatar-color';
import type { AssignedUser } from '../../../../shared/schemas/label';
import './people-and-labels.css';

/** Most avatars shown before "+N" (cards spec §9). */
export const PARTICIPANT_AVATAR_LIMIT = 8;

/** A person as cards show them (the API's Assigned user). */
export type AvatarPerson = Pick<AssignedUser, 'user_id' | 'user_full_name' | 'user_name_initials' | 'user_logo'>;

/** One round avatar, 18 or 30 px (cards spec §9). Decorative: its name is given by the caller. */
export function PersonAvatar({ person, size = 30 }: { person: AvatarPerson; size?: 18 | 30 }) {
  const [failed, setFailed] = useState(false);
  return (
    <span
      className={`gl-person-avatar gl-person-avatar--${size}`}
      aria-hidden="true"
      title={person.user_full_name}
      style={avatarColor(person.user_id)}
    >
      {person.user_logo && !failed ? (
        <img src={person.user_logo.original_url} alt="" onError={() => setFailed(true)} />
      ) : (
        person.user_name_initials || '?'
      )}
    </span>
  );
}

interface AvatarStackProps {
  people: readonly AvatarPerson[];
  size?: 18 | 30;
  limit?: number;
}

/** Up to `limit` (8) avatars and a "+N"; the whole list is named for screen readers. Nothing when empty. */
export function AvatarStack({ people, size = 30, limit = PARTICIPANT_AVATAR_LIMIT }: AvatarStackProps) {
  const { t } = useTranslation('common');
  if (people.length === 0) return null;
  const shown = people.slice(0, limit);
  const more = people.length - shown.length;
  return (
    <span
      className="gl-avatar-row"
      role="img"
      aria-label={t('avatars.participants', { names: people.map((p) => p.user_full_name).join(', ') })}
    >
      {shown.map((person) => (
        <PersonAvatar key={person.user_id} person={person} size={size} />
      ))}
      {more > 0 ? (
        <span className={`gl-person-avatar gl-person-avatar--${size} gl-person-avatar--more`} aria-hidden="true">
          +{more}
        </span>
      ) : null}
    </span>
  );
}
