/**
 * The "Invite reviewer" form (issue 37; ./invite-reviewer-form.tsx), loaded on intent (issue 39 "≤ 50 KB of
 * unused JavaScript on first load"; decisions UJ4): the card's Reviewers part and the Submit dialog draw only
 * its Invite button at first, so the form (and the text fields it brings) is a chunk of its own. The button's
 * first hover or focus fetches it (`inviteIntent`), and on a screen without hover the page's idle time does
 * (`usePreloadInviteFormWhenIdle`), so a press opens the form at once.
 */
import { Suspense, useEffect, type ComponentProps } from 'react';
import { Loader } from '@aws-amplify/ui-react';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { whenIdle } from '../../../lib/when-idle';
import type { InviteReviewerForm } from './invite-reviewer-form';

const Form = lazyWithPreload(() => import('./invite-reviewer-form').then((m) => m.InviteReviewerForm));

/** Starts loading the form's code (once); a failed load surfaces when the form is drawn. */
export function preloadInviteReviewerForm(): void {
  void Form.preload().catch(() => undefined);
}

/** Props for the Invite button: its hover or focus fetches the form's code. */
export const inviteIntent = { onPointerOver: preloadInviteReviewerForm, onFocus: preloadInviteReviewerForm };

/** On a screen without hover (a phone), fetch the form's code when the page is idle. */
export function usePreloadInviteFormWhenIdle(): void {
  useEffect(() => {
    if (!window.matchMedia('(hover: none)').matches) return;
    return whenIdle(preloadInviteReviewerForm);
  }, []);
}

/** `InviteReviewerForm`, drawn at once when its code is here, else after a loader. */
export function LazyInviteReviewerForm(props: ComponentProps<typeof InviteReviewerForm>) {
  return (
    <Suspense fallback={<Loader />}>
      <Form.Component {...props} />
    </Suspense>
  );
}
