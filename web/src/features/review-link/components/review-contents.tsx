/**
 * The card's client-visible contents for its reviewer (issue 37; decisions RP3): images shown large (the
 * `small` rendition, else the original) with a link to the full size, PDFs as their thumbnail with a link
 * that opens the file. The server already leaves out hidden contents (RL4).
 */
import { Flex, Heading, Link, Text } from '@aws-amplify/ui-react';
import type { Content } from '../../../../../shared/schemas/contents';

/** The contents list; a short note when there are none. */
export function ReviewContents({ contents }: { contents: Content[] }) {
  return (
    <section aria-labelledby="review-contents-heading">
      <Heading level={2} id="review-contents-heading" marginBottom="small">
        Contents
      </Heading>
      {contents.length === 0 ? (
        <Text>There is nothing to look at yet.</Text>
      ) : (
        <Flex direction="column" gap="large" as="ul" className="review-page__contents">
          {contents.map((content) => (
            <li key={content.id}>
              <ReviewContent content={content} />
            </li>
          ))}
        </Flex>
      )}
    </section>
  );
}

function ReviewContent({ content }: { content: Content }) {
  const isPdf = content.type === 'pdf';
  const preview = isPdf ? content.urls.thumbnail : (content.urls.small ?? content.urls.original);
  return (
    <figure className="review-page__figure">
      {preview ? (
        <img
          src={preview}
          alt={content.filename}
          className={isPdf ? 'review-page__thumb' : 'review-page__image'}
          referrerPolicy="no-referrer"
        />
      ) : (
        <Text>No preview</Text>
      )}
      <figcaption>
        <Link href={content.urls.original} isExternal rel="noopener noreferrer">
          {isPdf ? `Open ${content.filename} (PDF)` : `Open ${content.filename} full size`}
        </Link>
      </figcaption>
    </figure>
  );
}
