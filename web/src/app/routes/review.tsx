/** /review/:token and /review (issue 37 "Review by link, no password"): the page a reviewer's e-mailed link opens. */
import { useParams } from 'react-router';
import { ReviewPage } from '../../features/review-link/components/review-page';

/** The review page; the token, when the address still carries it. */
export function ReviewRoute() {
  const { token } = useParams();
  return <ReviewPage token={token ?? null} />;
}
