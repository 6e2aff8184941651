/**
 * Card contents and their earlier versions as DynamoDB-Toolbox entities: the item format ElectroDB wrote before it (tests/fixtures/stored-items.json; decisions I20), in the card's partition `card_id_{c}`:
 * contents in the `card_detail` collection (the popup's one Query, pattern 83), versions outside it (read
 * only when the preview asks, pattern 86) (cards spec §3 Content, Content versions; §4 Contents).
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { CONTENT_TYPES } from '../../../../shared/schemas/contents-limits';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { changedBy, electroVersion, modelOf, tableKeyOf, TIMESTAMPS } from './common';

/** The current file of a content, or an earlier one of a version. */
const fileAttributes = () => ({
  type: string().enum(...CONTENT_TYPES),
  filename: string(),
  /** Bytes of the original. */
  size: number(),
  /** S3 folder of the original and its renditions. */
  folder: string(),
  /** A PDF's page count, stored when the upload is confirmed (issue 26: annotation pages); absent for images and older PDFs. */
  page_count: number().optional(),
  /** Its renditions (`small`, `thumbnail`) failed after their retries (issue 40; decisions FT1): absent when they exist. */
  rendition_failed: boolean().optional(),
  /**
   * The last annotation number given on this version before issue 35 (one sequence for both tabs); kept so
   * that numbers given since (`pin_seq_*` of the content) never repeat one of these.
   */
  annotation_seq: number().optional(),
});

export const CONTENT_MODEL = modelOf('content');

/** The table keys: the card's partition, contents in its `card_detail` collection. */
export const CONTENT_BY_CARD: IndexSpec = {
  collection: 'card_detail',
  pk: { field: 'pk', composite: ['card_id'] },
  sk: { field: 'sk', composite: ['content_id'] },
};

export const Content = new Entity({
  name: CONTENT_MODEL.entity,
  table: GreenlightTable,
  timestamps: TIMESTAMPS,
  schema: item({
    card_id: string().key(),
    content_id: string().key(),
    workspace_id: string(),
    /** Fractional index among the card's contents; ties sort by id. */
    position: string(),
    /** Hidden from guests (cards spec §4 hide and unhide). */
    hidden: boolean().default(false),
    ...fileAttributes(),
    /**
     * The content's name (issue 37 "a content keeps its name across versions"): its first file's name, set
     * when the first replace keeps it; absent on a content never replaced, whose name is `filename`.
     */
    name: string().optional(),
    /** Earlier files kept by replacing. */
    versions_count: number().default(0),
    /**
     * The id of the current file's version (issue 26: annotations name it); it becomes the kept version's id
     * when the file is replaced. Absent on older contents, whose current version is named by `content_id`.
     */
    version_id: string().optional(),
    /** Open annotations on the content (all its versions) per tab, kept in the annotation writes' transactions. */
    open_annotations_team: number().optional(),
    open_annotations_guest: number().optional(),
    /**
     * The last pin number given per tab on this content, across its versions (issue 35; decisions PA3): the
     * Guest and Team tabs number apart, and a carried pin keeps its number. Absent before issue 35: the
     * next number then follows the version's `annotation_seq`.
     */
    pin_seq_team: number().optional(),
    pin_seq_guest: number().optional(),
    created_by: string(),
    /** The user whose request wrote it last (webhook payloads' `actor`; issue 35, decisions EX4). */
    changed_by: changedBy(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(CONTENT_MODEL, CONTENT_BY_CARD),
});

export const CONTENT_VERSION_MODEL = modelOf('content_version');

/** The table keys: the card's partition, a content's versions oldest first (UUIDv7 ids). */
export const CONTENT_VERSION_BY_CONTENT: IndexSpec = {
  pk: { field: 'pk', composite: ['card_id'] },
  sk: { field: 'sk', composite: ['content_id', 'version_id'] },
};

export const ContentVersion = new Entity({
  name: CONTENT_VERSION_MODEL.entity,
  table: GreenlightTable,
  /** The item keeps `created_at` only (the format ElectroDB wrote). */
  timestamps: { created: TIMESTAMPS.created, modified: false },
  schema: item({
    card_id: string().key(),
    content_id: string().key(),
    /** UUIDv7: versions sort oldest first by id. */
    version_id: string().key(),
    ...fileAttributes(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(CONTENT_VERSION_MODEL, CONTENT_VERSION_BY_CONTENT),
});
