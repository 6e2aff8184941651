/**
 * The card's client-visible contents for its reviewer (issue 37; decisions RP3, L3, L6): each image (the `small`
 * rendition, else the original) and each PDF page by page (the first from its `small` rendition, the others
 * drawn in the browser when turned to) on a stage where the reviewer zooms and pins comments, with a link to
 * the full file. The server already leaves out hidden
 * contents (RL4); the pins are the Guest comments anchored on each content's current version.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Heading, Link, Loader, Text } from '@aws-amplify/ui-react';
import type { Content } from '../../../../../shared/schemas/contents';
import { fetchReviewComments, reviewKeys } from '../api/review-api';
import { pinsOf } from '../utils/pins';
import { usePdfPageImage } from '../utils/use-pdf-page-image';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ReviewPinStage } from './review-pin-stage';

/** The contents list; a short note when there are none. */
export function ReviewContents({ contents, onRefused }: { contents: Content[]; onRefused: () => void }) {
  const { t } = useTranslation('review');
  // The same query as the comments section (one request); its errors show there.
  const comments = useQuery({ queryKey: reviewKeys.comments, queryFn: fetchReviewComments, retry: false });
  const all = comments.data?.comments ?? [];
  return (
    <section aria-labelledby="review-contents-heading">
      <Heading level={2} id="review-contents-heading" marginBottom="small">
        {t('contents.heading')}
      </Heading>
      {contents.length === 0 ? (
        <Text>{t('contents.empty')}</Text>
      ) : (
        <Flex direction="column" gap="large" as="ul" className="review-page__contents">
          {contents.map((content) => (
            <li key={content.id}>
              <ReviewContent content={content} comments={all} onRefused={onRefused} />
            </li>
          ))}
        </Flex>
      )}
    </section>
  );
}

function ReviewContent({
  content,
  comments,
  onRefused,
}: {
  content: Content;
  comments: Parameters<typeof pinsOf>[0];
  onRefused: () => void;
}) {
  const { t } = useTranslation('review');
  const isPdf = content.type === 'pdf';
  const rendition = content.urls.small ?? (isPdf ? content.urls.thumbnail : content.urls.original);
  const pages = isPdf ? (content.page_count ?? 1) : 1;
  const [page, setPage] = useState(1);
  const drawn = usePdfPageImage(content.version_id, content.urls.original, page);
  const picture = page === 1 ? rendition : drawn.kind === 'ready' ? drawn.src : null;
  return (
    <figure className="review-page__figure">
      {picture ? (
        <ReviewPinStage
          key={page}
          content={content}
          src={picture}
          page={page}
          pins={pinsOf(comments, content, page)}
          onRefused={onRefused}
        />
      ) : page > 1 && drawn.kind === 'loading' ? (
        <Loader size="large" ariaLabel={t('contents.drawingPage', { page })} />
      ) : (
        <Text>{page > 1 ? t('contents.pageFailed', { page }) : t('contents.noPreview')}</Text>
      )}
      <figcaption>
        {pages > 1 && (
          <Flex as="span" gap="xs" alignItems="center" wrap="wrap" className="review-page__pager">
            <Button size="small" onClick={() => setPage(page - 1)} isDisabled={page === 1}>
              {t('contents.previousPage')}
            </Button>
            <Text as="span" fontSize="small" aria-live="polite">
              {t('contents.pageOf', { page, pages })}
            </Text>
            <Button size="small" onClick={() => setPage(page + 1)} isDisabled={page === pages}>
              {t('contents.nextPage')}
            </Button>
          </Flex>
        )}
        <Link href={content.urls.original} isExternal rel="noopener noreferrer">
          {isPdf
            ? t('contents.openPdf', { file: content.filename })
            : t('contents.openFull', { file: content.filename })}
        </Link>
      </figcaption>
    </figure>
  );
}
