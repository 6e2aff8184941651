/**
 * Editing one's own comment (cards spec §4 "Edit shows Save or Cancel"; §5 Comment Edit and Delete and
 * the comment limits; decisions R2, R39): the text in the editor, the comment's files with Remove, and
 * files added with Attach (sent at once with progress, attached on Save). Save sends one PATCH; it is
 * disabled while a file is still on its way, and when neither text nor a file would remain. Cancel (or
 * Escape) leaves the comment as it was.
 */
import { useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import type { Comment, NewAttachment } from '../../../../../shared/schemas/comments';
import type { AssignedUser } from '../../../../../shared/schemas/label';
import { MOBILE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import type { CommentsScope } from '../api/comments-path';
import type { CommentEdit } from '../api/update-comment';
import { useCommentUploads } from '../hooks/use-comment-uploads';
import { CommentAttachments, RemoveButton } from './comment-attachments';
import { CommentFilePicker } from './comment-file-picker';
import { CommentUploadRows } from './comment-upload-rows';
import { LazyCommentEditor } from './lazy-comment-editor';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

interface CommentEditFormProps {
  scope: CommentsScope;
  comment: Comment;
  people: readonly AssignedUser[];
  onMentionStart: () => void;
  /** Saves the edit; resolves whether it was saved (a refusal was shown). */
  onSave: (edit: CommentEdit) => Promise<boolean>;
  /** The edit is over: saved, unchanged or cancelled. */
  onDone: () => void;
}

/** The edit of `comment`. */
export function CommentEditForm({ scope, comment, people, onMentionStart, onSave, onDone }: CommentEditFormProps) {
  const { t } = useTranslation('comments');
  const small = useMediaQuery(MOBILE_QUERY);
  const [html, setHtml] = useState(comment.description);
  const [removedIds, setRemovedIds] = useState<readonly string[]>([]);
  const [added, setAdded] = useState<readonly NewAttachment[]>([]);
  const [saving, setSaving] = useState(false);
  const uploads = useCommentUploads(scope, async (file) => setAdded((list) => [...list, file]));
  const kept = comment.attachments.filter((a) => !removedIds.includes(a.id));
  // cards spec §5: a comment needs text or a file, after the edit too.
  const empty = html === '' && kept.length === 0 && added.length === 0;

  const addFiles = (files: File[]) =>
    uploads.add(
      files,
      [...kept, ...added].map((a) => a.content_type),
    );

  const save = async () => {
    if (empty || saving || uploads.busy) return;
    const textChanged = html !== comment.description;
    if (!textChanged && removedIds.length === 0 && added.length === 0) return onDone();
    setSaving(true);
    const saved = await onSave({
      description: textChanged ? html : undefined,
      removedAttachmentIds: removedIds,
      addedAttachments: added,
    });
    setSaving(false);
    if (saved) onDone();
  };

  return (
    <div className="gl-comment__edit">
      <LazyCommentEditor
        initialHtml={comment.description}
        label={t('edit.label')}
        placeholder={t('composer.placeholder')}
        onChange={setHtml}
        onSubmit={() => void save()}
        onEscape={onDone}
        enterAddsLine={small}
        people={people}
        onMentionStart={onMentionStart}
        autoFocus
        disabled={saving}
      />
      <CommentAttachments
        attachments={kept}
        onRemove={saving ? undefined : (file) => setRemovedIds((ids) => [...ids, file.id])}
      />
      {added.length ? (
        <ul className="gl-comment-files__docs" aria-label={t('edit.filesToAdd')}>
          {added.map((file) => (
            <li key={file.key} className="gl-comment-files__doc">
              <span>{file.filename}</span>
              {saving ? null : (
                <RemoveButton
                  name={file.filename}
                  onClick={() => setAdded((list) => list.filter((f) => f.key !== file.key))}
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <CommentUploadRows items={uploads.items} onCancel={uploads.cancel} onDismiss={uploads.dismiss} />
      <div className="gl-comment__edit-buttons">
        <CommentFilePicker testId={`comment-edit-files-${comment.id}`} disabled={saving} onFiles={addFiles} />
        <Button size="small" onClick={onDone} isDisabled={saving}>
          {t('common:action.cancel')}
        </Button>
        <Button
          size="small"
          variation="primary"
          onClick={() => void save()}
          isDisabled={empty || saving || uploads.busy}
          isLoading={saving}
          loadingText={t('edit.saving')}
        >
          {t('edit.save')}
        </Button>
      </div>
    </div>
  );
}
