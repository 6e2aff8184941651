/**
 * The contents API's shapes, from the shared schemas (cards spec §3 Content, §7 Contents): type-only
 * imports, so zod stays out of the popup chunk.
 */
export type { Content, ContentsUploadInfo, ContentVersion } from '../../../../../shared/schemas/contents';
export type { PresignedPost } from '../../../../../shared/schemas/uploads';

/** The signed GET URLs of a content or a version. */
export type ContentUrls = import('../../../../../shared/schemas/contents').Content['urls'];
