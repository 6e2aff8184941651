/**
 * `/user-profiles/:user_id` (accounts spec §2 "User activity page", reached from the user summary's View
 * Profile button): the person's banner and the activities the caller may see (decisions A30). Someone
 * the caller shares no organization with answers 404, shown as the API's message with a way back.
 */
import { useParams } from 'react-router';
import { ActivityFeed } from '../../features/activity/components/activity-feed';

/** The user activity page. */
export function UserProfileRoute() {
  const userId = useParams().user_id!;
  return (
    <div className="gl-page">
      <ActivityFeed key={userId} userId={userId} />
    </div>
  );
}
