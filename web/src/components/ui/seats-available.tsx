/**
 * "Seats Available: X of Y." (accounts spec §5: shown for non-personal organizations without
 * ignore_limit; the API sends remaining_users as null otherwise), with who uses a seat, so it agrees with
 * the dashboard's 'Total Users' (issue 30 item 8). Used by the workspace invite form and the admin's Add Users.
 */
import { Text } from '@aws-amplify/ui-react';

/** The seats line, or nothing when the organization does not count seats. */
export function SeatsAvailable({
  seats,
}: {
  seats: { remaining_users: number | null; allowed_user_count: number | null };
}) {
  if (seats.remaining_users === null || seats.allowed_user_count === null) return null;
  return (
    <div>
      <Text className="gl-seats" data-testid="seats-available">
        Seats Available: {seats.remaining_users} of {seats.allowed_user_count}.
      </Text>
      <Text fontSize="small" color="font.secondary">
        The owner needs no seat; every other member and each pending invitation uses one.
      </Text>
    </div>
  );
}
