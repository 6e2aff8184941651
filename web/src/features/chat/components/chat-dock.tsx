/**
 * The workspace's live chat (accounts spec §2 "Live chat dock (shown on widths up to 991 px with a send
 * button)", §3 Chat, §4 "Chat popup open or closed; opening creates or fetches the conversation", §6
 * `can_access_live_chat`, `can_hide_live_chat`; docs/decisions.md V29). A lazy chunk the workspace page
 * mounts only for users with `can_access_live_chat`:
 *
 * - a launcher at the bottom right with the unread count, kept current by the user channel;
 * - open, a floating panel above 991 px and a dock across the bottom at ≤ 991 px (chat.css), holding the
 *   messages and the composer; while open it subscribes to `chat:{w}`, marks what it shows as read, and
 *   polls only while that channel is not live;
 * - with `can_hide_live_chat`, "Hide chat" hides the launcher for this workspace on this device.
 *
 * Escape closes the panel and gives focus back to the launcher.
 */
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';
import { useEffect, useRef, useState } from 'react';
import { showToast } from '../../../components/ui/toast/toast-store';
import { setChatHidden, useChatHidden } from '../../../lib/chat-visibility';
import { useStoredUser } from '../../../lib/session';
import { useMessageCount } from '../api/get-message-count';
import { useMessages } from '../api/get-messages';
import { useConversation } from '../api/open-conversation';
import { useMarkRead } from '../hooks/use-mark-read';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import './chat.css';

interface ChatDockProps {
  workspaceId: string;
  workspaceName: string;
  /** The caller's `can_hide_live_chat`. */
  canHide: boolean;
}

const ChatIcon = () => (
  <svg width="22" height="22" viewBox="0 0 20 20" aria-hidden="true">
    <path
      d="M4 4h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H9l-4 3v-3H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    />
  </svg>
);

export function ChatDock({ workspaceId, workspaceName, canHide }: ChatDockProps) {
  const { t } = useTranslation('chat');
  const hidden = useChatHidden(workspaceId) && canHide;
  const [open, setOpen] = useState(false);
  const [scrollSignal, setScrollSignal] = useState(0);
  const launcher = useRef<HTMLButtonElement>(null);
  const text = useRef<HTMLTextAreaElement>(null);
  const userId = useStoredUser()?.id;
  const count = useMessageCount(workspaceId);
  const conversation = useConversation(workspaceId, open);
  const messages = useMessages(workspaceId, open && conversation.isSuccess);
  const unread = count.data?.unread_message_count ?? 0;
  const newestId = messages.data?.pages[0]?.messages[0]?.id;
  useMarkRead(workspaceId, open && !hidden, newestId, count.data?.last_read_message_id, unread);

  useEffect(() => {
    if (open) text.current?.focus();
  }, [open]);

  if (hidden) return null;

  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };
  const hide = () => {
    setChatHidden(workspaceId, true);
    setOpen(false);
    showToast('info', t('dock.hidden'));
  };
  const loadError = conversation.error ?? messages.error;

  return (
    <div className="gl-chat" data-open={open ? 'true' : 'false'} data-live={messages.live ? 'true' : 'false'}>
      {open ? (
        <section
          className="gl-chat-panel"
          aria-label={t('dock.panel', { workspace: workspaceName })}
          data-testid="chat-panel"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
        >
          <header className="gl-chat-panel__header">
            <div className="gl-chat-panel__title">
              <h2>{t('dock.title')}</h2>
              <span className="gl-chat-panel__workspace" title={workspaceName}>
                {workspaceName}
              </span>
            </div>
            {canHide ? (
              <button type="button" className="gl-chat-text-button" onClick={hide}>
                {t('dock.hide')}
              </button>
            ) : null}
            <button type="button" className="gl-chat-icon-button" onClick={close} aria-label={t('dock.close')}>
              <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </button>
          </header>
          <ChatMessageList
            data={messages.data}
            isPending={conversation.isPending || messages.isPending}
            error={loadError}
            onRetry={() => void (conversation.isError ? conversation.refetch() : messages.refetch())}
            hasOlder={messages.hasNextPage}
            loadingOlder={messages.isFetchingNextPage}
            loadOlder={() => void messages.fetchNextPage()}
            currentUserId={userId}
            scrollSignal={scrollSignal}
          />
          <ChatComposer ref={text} workspaceId={workspaceId} onSent={() => setScrollSignal((n) => n + 1)} />
        </section>
      ) : null}
      <button
        ref={launcher}
        type="button"
        className="gl-chat-launcher"
        onClick={() => (open ? close() : setOpen(true))}
        aria-expanded={open}
        aria-label={
          unread > 99
            ? t('dock.launcherUnreadMany')
            : unread > 0
              ? t('dock.launcherUnread', { count: unread })
              : t('dock.launcher')
        }
        data-testid="chat-launcher"
      >
        <ChatIcon />
        <span className="gl-chat-launcher__label">{t('dock.launcher')}</span>{' '}
        {unread > 0 ? (
          <span className="gl-chat-badge" data-testid="chat-unread" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
    </div>
  );
}
