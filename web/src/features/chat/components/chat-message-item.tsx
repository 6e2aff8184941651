/**
 * One chat message (accounts spec §3 message: content, message_type, file url, user {full_name,
 * name_initials, logo}, created_at): the author's avatar and name, the time, the text as plain text with
 * its line breaks (never HTML: decisions V18), a file inline when browsers draw it or as a download
 * (a TIFF shows its PNG preview and downloads the file; decisions V22, V33), and the read marks of those who have read up to it.
 */
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';
import { currentDateLocale } from '../../../lib/i18n/i18n-store';
import { memo, useState } from 'react';
import { format } from 'date-fns';
import type { ChatMessage, ReadMark } from '../../../../../shared/schemas/chat';
import { avatarColor } from '../../../lib/avatar-color';
import { formatFileSize } from '../../../lib/i18n/format';

/** A round 28 px avatar (or 16 px for read marks): the icon, else the initials. */
export function ChatAvatar({
  userId,
  name,
  initials,
  logo,
  small = false,
}: {
  userId: string;
  name: string;
  initials: string;
  logo: string | null;
  small?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <span
      className={`gl-chat-avatar${small ? ' gl-chat-avatar--small' : ''}`}
      aria-hidden="true"
      title={name}
      style={avatarColor(userId)}
    >
      {logo && !failed ? <img src={logo} alt="" onError={() => setFailed(true)} /> : initials || '?'}
    </span>
  );
}

function ChatFile({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('chat');
  const file = message.file;
  if (!file || !message.file_url) return null;
  if (file.inline && file.preview_url) {
    // A TIFF: its PNG preview shows; a click downloads the file itself (decisions V33).
    return (
      <a
        className="gl-chat-file gl-chat-file--image"
        href={message.file_url}
        download={file.filename}
        rel="noopener noreferrer"
        aria-label={t('message.download', { file: file.filename })}
      >
        <img src={file.preview_url} alt={file.filename} loading="lazy" />
      </a>
    );
  }
  if (file.inline) {
    return (
      <a
        className="gl-chat-file gl-chat-file--image"
        href={message.file_url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('message.open', { file: file.filename })}
      >
        <img src={message.file_url} alt={file.filename} loading="lazy" />
      </a>
    );
  }
  return (
    <a
      className="gl-chat-file gl-chat-file--download"
      href={message.file_url}
      download={file.filename}
      rel="noopener noreferrer"
    >
      <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
        <path
          d="M10 3v10M6 9l4 4 4-4M4 16h12"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="gl-chat-file__name">{file.filename}</span>
      <span className="gl-chat-file__size">{formatFileSize(file.size)}</span>
    </a>
  );
}

/** date-fns patterns: the time shown (24 h in every language) and its tooltip (the language's date and time). */
const SHORT_TIME = 'HH:mm';
const FULL_TIME = 'PPpp';

interface ChatMessageItemProps {
  message: ChatMessage;
  own: boolean;
  /** Whether the previous message is by the same author within a few minutes (name and avatar are left out). */
  continued: boolean;
  readers: readonly ReadMark[];
}

export const ChatMessageItem = memo(function ChatMessageItem({
  message,
  own,
  continued,
  readers,
}: ChatMessageItemProps) {
  const { t } = useTranslation('chat');
  const at = new Date(message.created_at);
  return (
    <li
      className={`gl-chat-message${own ? ' gl-chat-message--own' : ''}${continued ? ' gl-chat-message--continued' : ''}`}
      data-message-id={message.id}
    >
      {!own && !continued ? (
        <ChatAvatar
          userId={message.user_id}
          name={message.user.full_name}
          initials={message.user.name_initials}
          logo={message.user.logo}
        />
      ) : (
        <span className="gl-chat-avatar-gap" aria-hidden="true" />
      )}
      <div className="gl-chat-message__body">
        {!continued ? (
          <div className="gl-chat-message__meta">
            <span className="gl-chat-message__author">{own ? t('message.you') : message.user.full_name}</span>
            <time dateTime={message.created_at} title={format(at, FULL_TIME, { locale: currentDateLocale() })}>
              {format(at, SHORT_TIME)}
            </time>
          </div>
        ) : null}
        {message.message_type === 'file' ? <ChatFile message={message} /> : null}
        {message.content ? <p className="gl-chat-message__text">{message.content}</p> : null}
        {readers.length > 0 ? (
          <div
            className="gl-chat-read-marks"
            aria-label={t('message.seenBy', { names: readers.map((r) => r.full_name).join(', ') })}
            role="img"
          >
            <span className="gl-chat-read-marks__label" aria-hidden="true">
              {t('message.seen')}
            </span>
            {readers.slice(0, 6).map((r) => (
              <ChatAvatar
                key={r.user_id}
                userId={r.user_id}
                name={t('message.seenBy', { names: r.full_name })}
                initials={r.name_initials}
                logo={r.logo}
                small
              />
            ))}
            {readers.length > 6 ? <span className="gl-chat-read-marks__more">+{readers.length - 6}</span> : null}
          </div>
        ) : null}
      </div>
    </li>
  );
});
