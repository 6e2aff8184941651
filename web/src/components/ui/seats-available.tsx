/**
 * "Seats Available: X of Y." (accounts spec §5: shown for non-personal organizations without
 * ignore_limit; the API sends remaining_users as null otherwise), with who uses a seat, so it agrees with
 * the dashboard's 'Total Users' (issue 30 item 8). Used by the workspace invite form and the admin's Add Users.
 */
import { useTranslation } from '../../lib/i18n/use-translation';
import { Text } from '@aws-amplify/ui-react';

/** The seats line, or nothing when the organization does not count seats. */
export function SeatsAvailable({
  seats,
}: {
  seats: { remaining_users: number | null; allowed_user_count: number | null };
}) {
  const { t } = useTranslation('common');
  if (seats.remaining_users === null || seats.allowed_user_count === null) return null;
  return (
    <div>
      <Text className="gl-seats" data-testid="seats-available">
        {t('seats.available', { remaining: seats.remaining_users, allowed: seats.allowed_user_count })}
      </Text>
      <Text fontSize="small" color="font.secondary">
        {t('seats.hint')}
      </Text>
    </div>
  );
}
