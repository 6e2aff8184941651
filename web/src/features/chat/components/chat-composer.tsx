/**
 * The chat composer (accounts spec §2 "Live chat dock … with a send button"; §5 "Please write a message",
 * png, jpg, svg, jpeg, gif, tiff): a text box (Enter sends, Shift+Enter breaks the line), a file button
 * and Send. A file is uploaded first, with its progress shown, then sent with the text as its caption
 * (docs/decisions.md V14, V22). Errors are the server's message, under the box; nothing is lost on error.
 */
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';
import { formatNumber } from '../../../lib/i18n/format';
import { forwardRef, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_FILE_ACCEPT, CHAT_LIMITS, chatFileTypeOf } from '../../../../../shared/schemas/chat-limits';
import { errorMessage } from '../../../lib/api-client';
import { useSendMessage } from '../api/send-message';
import { uploadChatFile } from '../api/upload-chat-file';

interface ChatComposerProps {
  workspaceId: string;
  /** After a message is sent (the list scrolls to it). */
  onSent: () => void;
}

export const ChatComposer = forwardRef<HTMLTextAreaElement, ChatComposerProps>(function ChatComposer(
  { workspaceId, onSent },
  textRef,
) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useSendMessage(workspaceId);
  const errorId = useId();
  const busy = send.isPending || progress !== null;

  const pickFile = (picked: File | undefined) => {
    if (!picked) return;
    if (!chatFileTypeOf(picked.name, picked.type)) {
      setError(t('composer.notAllowedType'));
      return;
    }
    setError(null);
    setFile(picked);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const content = text.trim();
    if (!content && !file) {
      setError(t('composer.empty'));
      return;
    }
    if (content.length > CHAT_LIMITS.contentLength) {
      setError(t('composer.tooLong', { max: formatNumber(CHAT_LIMITS.contentLength) }));
      return;
    }
    setError(null);
    try {
      let uploaded: { key: string; filename: string } | undefined;
      if (file) {
        setProgress(0);
        uploaded = await uploadChatFile(workspaceId, file, chatFileTypeOf(file.name, file.type)!, setProgress);
      }
      await send.mutateAsync({ content, file: uploaded });
      setText('');
      setFile(null);
      onSent();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setProgress(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className="gl-chat-composer" onSubmit={(event) => void submit(event)} aria-label={t('composer.form')}>
      {file ? (
        <div className="gl-chat-attachment" data-testid="chat-attachment">
          <span className="gl-chat-attachment__name" title={file.name}>
            {file.name}
          </span>
          {progress !== null ? (
            <progress
              className="gl-chat-attachment__progress"
              max={100}
              value={progress}
              aria-label={t('composer.uploading', { file: file.name })}
            >
              {progress}%
            </progress>
          ) : (
            <button
              type="button"
              className="gl-chat-icon-button"
              onClick={() => setFile(null)}
              aria-label={t('composer.remove', { file: file.name })}
            >
              ×
            </button>
          )}
        </div>
      ) : null}
      <div className="gl-chat-composer__row">
        <button
          type="button"
          className="gl-chat-icon-button"
          onClick={() => fileInput.current?.click()}
          disabled={busy}
          aria-label={t('composer.attach')}
          title={t('composer.attachTitle')}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path
              d="M13.5 6.5 7.8 12.2a1.6 1.6 0 0 0 2.3 2.3l6-6a3.2 3.2 0 0 0-4.5-4.5l-6.1 6.1a4.8 4.8 0 0 0 6.8 6.8l4.2-4.2"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={CHAT_FILE_ACCEPT}
          hidden
          data-testid="chat-file-input"
          onChange={(event) => {
            pickFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <textarea
          ref={textRef}
          className="gl-chat-composer__text"
          value={text}
          rows={1}
          maxLength={CHAT_LIMITS.contentLength}
          placeholder={t(file ? 'composer.caption' : 'composer.placeholder')}
          aria-label={t('composer.message')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="gl-chat-send" disabled={busy} aria-label={t('composer.send')}>
          <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M3 10 17 3l-4 14-3-6-7-1z" fill="currentColor" />
          </svg>
          <span className="gl-chat-send__label">{t('composer.sendLabel')}</span>
        </button>
      </div>
      {error ? (
        <p className="gl-chat-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
});
