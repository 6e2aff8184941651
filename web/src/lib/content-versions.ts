/**
 * A content's earlier versions beside its current file, as the preview's and the proofing viewer's version
 * pickers list them (issue 26 "Versions"; issue 37 "Upload new version" on the tile, in the preview and in the
 * viewer). Shared by the contents and the proofing features, which do not import each other (BRIEF §5).
 *
 * The current file comes from the card's contents query and the earlier versions from the versions query.
 * After a new version is stored both are refetched and either answer may land first: when the versions land
 * first, the file the (not yet refetched) content still calls current is already among them, and a picker
 * would list it twice, once as "current" (seen as "Version 4 (current) · back-3.png" above
 * "Version 3 · back-3.png" in tests/browser/proofing-review.test.ts, 1 run in 5 under load).
 */
import type { Content, ContentVersion } from '../../../shared/schemas/contents';

/**
 * `earlier` without the version that is `content`'s current file (same version id), newest first as given.
 * Pure; an empty list stays empty.
 */
export function earlierVersions(
  content: Pick<Content, 'version_id'>,
  earlier: readonly ContentVersion[],
): ContentVersion[] {
  return earlier.filter((version) => version.id !== content.version_id);
}
