/**
 * The contents strip's review-report download (issue 26 "Review report"; BRIEF §8 beyond the spec;
 * decisions R57): fetch a content's report and save it; a failure goes to the contents area's alert.
 */
import { useMutation } from '@tanstack/react-query';
import type { Content } from '../api/types';
import type { ContentsScope } from '../api/contents-api';
import { saveFile } from '../api/download-contents';
import { downloadReviewReport } from '../api/download-review-report';

/** The strip's `onReport` and `reportingId` (the content whose report is being made, or null). */
export function useReviewReport(scope: ContentsScope, onStart: () => void, onError: (error: unknown) => void) {
  const report = useMutation({
    mutationFn: (contentId: string) => downloadReviewReport(scope, contentId),
    onMutate: onStart,
    onSuccess: saveFile,
    onError,
  });
  return {
    onReport: (content: Content) => report.mutate(content.id),
    reportingId: report.isPending ? report.variables : null,
  };
}
