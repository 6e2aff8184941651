/**
 * The card's client-visible contents for its reviewer (issue 37; decisions RP3, L3): each image (the `small`
 * rendition, else the original) and each PDF's first page (its `small` rendition) on a stage where the
 * reviewer zooms and pins comments, with a link to the full file. The server already leaves out hidden
 * contents (RL4); the pins are the Guest comments anchored on each content's current version.
 */
import { useQuery } from '@tanstack/react-query';
import { Flex, Heading, Link, Text } from '@aws-amplify/ui-react';
import type { Content } from '../../../../../shared/schemas/contents';
import { fetchReviewComments, reviewKeys } from '../api/review-api';
import { pinsOf } from '../utils/pins';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ReviewPinStage, STAGE_PAGE } from './review-pin-stage';

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
              <ReviewContent content={content} pins={pinsOf(all, content, STAGE_PAGE)} onRefused={onRefused} />
            </li>
          ))}
        </Flex>
      )}
    </section>
  );
}

function ReviewContent({
  content,
  pins,
  onRefused,
}: {
  content: Content;
  pins: ReturnType<typeof pinsOf>;
  onRefused: () => void;
}) {
  const { t } = useTranslation('review');
  const isPdf = content.type === 'pdf';
  const picture = content.urls.small ?? (isPdf ? content.urls.thumbnail : content.urls.original);
  const pages = content.page_count ?? 1;
  return (
    <figure className="review-page__figure">
      {picture ? (
        <ReviewPinStage content={content} src={picture} pins={pins} onRefused={onRefused} />
      ) : (
        <Text>{t('contents.noPreview')}</Text>
      )}
      <figcaption>
        {isPdf && pages > 1 && (
          <Text as="span" fontSize="small" color="font.secondary">
            {t('contents.firstPage', { pages })}{' '}
          </Text>
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
