/**
 * "Seats Available: X of Y." (accounts spec §5: shown for non-personal organizations without
 * ignore_limit; the API sends remaining_users as null otherwise).
 */
import { Text } from '@aws-amplify/ui-react';

/** The seats line, or nothing when the organization does not count seats. */
export function SeatsAvailable({ seats }: { seats: { remaining_users: number | null; allowed_user_count: number | null } }) {
  if (seats.remaining_users === null || seats.allowed_user_count === null) return null;
  return (
    <Text className="gl-seats" data-testid="seats-available">
      Seats Available: {seats.remaining_users} of {seats.allowed_user_count}.
    </Text>
  );
}
