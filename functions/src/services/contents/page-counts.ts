/**
 * Page counts of PDFs stored before they were kept (issue 26: the viewer and the pin checks need
 * `page_count`; decisions D27). A PDF content or version read without one gets it on that read: its original
 * is read from S3 and counted by pdfjs (./pdf-thumbnail.ts), and the count is written back under the
 * condition that the item still holds that file and no count, so it is counted once. Images have 1 page and
 * are never read. A file pdfjs cannot open keeps no count (its pages stay unchecked, decisions R42).
 */
import { $get } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { patchItem } from '../../data/access';
import type { ContentRecord, ContentVersionRecord } from '../../data/contents';
import { Content, ContentVersion } from '../../data/entities/content';
import { getObjectBytes } from '../../lib/aws/s3';
import { logger } from '../../lib/observability';
import { pdfPageCount } from './pdf-thumbnail';

type Countable = Pick<ContentRecord, 'type' | 'page_count' | 'folder'>;

const needsCount = (file: Countable) => file.type === 'pdf' && file.page_count === undefined;

/** The page count of the PDF in `folder`, or undefined when it cannot be read or counted (logged). */
async function countOf(folder: string): Promise<number | undefined> {
  try {
    return await pdfPageCount(await getObjectBytes(`${folder}original`));
  } catch (error) {
    logger.warn('A stored PDF could not be counted', { folder, error: (error as Error).message });
    return undefined;
  }
}

/** Write `count` on the item at `key` while it still holds `folder` and no count (a lost race changes nothing). */
async function storeCount(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/** `contents` with the page counts of PDFs that had none filled in (and stored). */
export async function withContentPageCounts(contents: readonly ContentRecord[]): Promise<ContentRecord[]> {
  return Promise.all(
    contents.map(async (c) => {
      if (!needsCount(c)) return c;
      const page_count = await countOf(c.folder);
      if (page_count === undefined) return c;
      const condition: Condition = {
        and: [
          { attr: 'folder', eq: c.folder },
          { attr: 'page_count', exists: false },
        ],
      };
      // Counting pages is no change of the content: its updated_at stays (decisions D26).
      await storeCount(() =>
        patchItem(
          Content,
          { card_id: c.card_id, content_id: c.content_id, page_count, updated_at: $get('updated_at') },
          { condition, returnValues: 'NONE' },
        ),
      );
      return { ...c, page_count };
    }),
  );
}

/** `versions` with the page counts of PDFs that had none filled in (and stored). */
export async function withVersionPageCounts(
  versions: readonly ContentVersionRecord[],
): Promise<ContentVersionRecord[]> {
  return Promise.all(
    versions.map(async (v) => {
      if (!needsCount(v)) return v;
      const page_count = await countOf(v.folder);
      if (page_count === undefined) return v;
      const condition: Condition = {
        and: [
          { attr: 'folder', eq: v.folder },
          { attr: 'page_count', exists: false },
        ],
      };
      await storeCount(() =>
        patchItem(
          ContentVersion,
          { card_id: v.card_id, content_id: v.content_id, version_id: v.version_id, page_count },
          { condition, returnValues: 'NONE' },
        ),
      );
      return { ...v, page_count };
    }),
  );
}
