/**
 * The page a reviewer's e-mailed link opens (issue 37 "Review by link, no password"; decisions RP1–RP6):
 * `/review/{token}` trades the token for a reviewer session kept for this tab, then moves the address to
 * `/review` (history.replaceState) so the token leaves the address bar, history and any Referer; the page
 * also asks for no Referer at all. A refused link shows only "This review link is no longer valid…".
 * No sign-in and none of the workspace's UI.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Button, Flex, Heading, View } from '@aws-amplify/ui-react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { PageLoader } from '../../../components/ui/page-loader';
import {
  clearPendingCodeStep,
  clearReviewSession,
  getPendingCodeStep,
  getReviewSession,
  keepPendingCodeStep,
  isCodeRequest,
  openReviewSession,
  type ReviewCodeRequest,
} from '../api/review-session';
import { ReviewCardView } from './review-card-view';
import { ReviewLanguagePicker } from './review-language-picker';
import { useTranslation } from '../../../lib/i18n/use-translation';

// Only links that require a code need it (decisions K1): loaded then, off the page's first load.
const ReviewCodeStep = lazy(() => import('./review-code-step').then((m) => ({ default: m.ReviewCodeStep })));
import { useNoReferrer } from '../utils/use-no-referrer';

type Phase =
  | { kind: 'opening' }
  | { kind: 'ready' }
  | { kind: 'invalid' }
  | { kind: 'failed'; error: unknown }
  // The link requires a code on this device (decisions K1); kept for the tab across a reload (K8).
  | { kind: 'code'; token: string; request: ReviewCodeRequest };

/** Where the page starts: the link being opened, this tab's session, its code step under way, or nothing. */
function initialPhase(token: string | null): Phase {
  if (token) return { kind: 'opening' };
  if (getReviewSession()) return { kind: 'ready' };
  const pending = getPendingCodeStep();
  return pending ? { kind: 'code', ...pending } : { kind: 'invalid' };
}

/** Whether an error means the link or session was refused (401), not a passing failure. */
export function isRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The review page for `token` (null once the address is `/review`: this tab's session, if any). */
export function ReviewPage({ token }: { token: string | null }) {
  useNoReferrer();
  const { t } = useTranslation('review');
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<Phase>(() => initialPhase(token));

  useEffect(() => {
    if (!token) return;
    // The token leaves the address at once, whatever the answer (RP1).
    window.history.replaceState(window.history.state, '', '/review');
    let live = true;
    openReviewSession(token).then(
      (answer) => {
        if (!live) return;
        if (!isCodeRequest(answer)) return setPhase({ kind: 'ready' });
        keepPendingCodeStep({ token, request: answer });
        setPhase({ kind: 'code', token, request: answer });
      },
      (error: unknown) => {
        if (!live) return;
        if (isRefused(error)) clearReviewSession();
        setPhase(isRefused(error) ? { kind: 'invalid' } : { kind: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  const title = t('page.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <View as="main" className="review-page" padding="medium" maxWidth="64rem" margin="0 auto">
      <ReviewLanguagePicker />
      {phase.kind === 'opening' && <PageLoader label={t('page.opening')} />}
      {phase.kind === 'invalid' && <InvalidLink />}
      {phase.kind === 'failed' && (
        <Flex direction="column" gap="small" alignItems="flex-start">
          <Alert variation="error" hasIcon role="alert">
            {errorMessage(phase.error)}
          </Alert>
          <Button
            onClick={() => {
              setPhase({ kind: 'opening' });
              setAttempt((n) => n + 1);
            }}
            isDisabled={!token}
          >
            {t('common:action.tryAgain')}
          </Button>
        </Flex>
      )}
      {phase.kind === 'code' && (
        <Suspense fallback={<PageLoader label={t('page.opening')} />}>
          <ReviewCodeStep
            token={phase.token}
            request={phase.request}
            onOpened={() => {
              clearPendingCodeStep();
              setPhase({ kind: 'ready' });
            }}
            onRefused={() => {
              clearPendingCodeStep();
              setPhase({ kind: 'invalid' });
            }}
          />
        </Suspense>
      )}
      {phase.kind === 'ready' && <ReviewCardView onRefused={() => setPhase({ kind: 'invalid' })} />}
    </View>
  );
}

/** The only thing a refused link shows (issue 37). */
function InvalidLink() {
  const { t } = useTranslation('review');
  return (
    <Heading level={1} className="review-page__invalid">
      {t('page.invalid')}
    </Heading>
  );
}
