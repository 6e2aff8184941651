/**
 * The description's rich-text editor (cards spec §2 "Description is edited by double-click, with save
 * and cancel"; §5 "Description save and cancel are disabled while empty or unchanged"; BRIEF §7 Rich
 * text). TipTap with the marks the server's allowlist keeps: bold, italic, strike, inline code,
 * bullet and numbered lists, links. Loaded lazily with the popup's description (BRIEF §6).
 * Save and Cancel follow the spec (disabled while empty or unchanged); Escape always leaves without
 * saving (docs/decisions.md K6), and Ctrl/Cmd+Enter saves. Its texts come from the `card` catalogue; the
 * toolbar's glyphs (B, I, S, •, 1., 🔗) draw the marks themselves and stay in every language, their names
 * are the buttons' aria-labels and titles (issue 41; decisions LU6).
 */
import { useState } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import { Button, Flex } from '@aws-amplify/ui-react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import '../../english-messages';

interface DescriptionEditorProps {
  initialHtml: string;
  isSaving: boolean;
  onSave: (html: string) => void;
  onCancel: () => void;
}

/** The editor's extensions: only what the sanitizer allows. */
const EXTENSIONS = [
  StarterKit.configure({
    heading: false,
    codeBlock: false,
    blockquote: false,
    horizontalRule: false,
    underline: false,
    link: false,
  }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: 'https',
    protocols: ['http', 'https', 'mailto'],
  }),
];

/**
 * The toolbar's glyphs: they draw the mark itself (a bold B, a struck S), as editors show them in every
 * language; each button's name is its translated aria-label and title (decisions LU6).
 */
const GLYPH = { bold: 'B', italic: 'I', strike: 'S', bulletList: '•', orderedList: '1.', link: '🔗' } as const;

/** The editor with its toolbar, Save and Cancel. */
export function DescriptionEditor({ initialHtml, isSaving, onSave, onCancel }: DescriptionEditorProps) {
  const { t } = useTranslation('card');
  const [html, setHtml] = useState(initialHtml);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialHtml,
    autofocus: 'end',
    editorProps: {
      attributes: {
        class: 'gl-rich-text gl-description-editor__content',
        'aria-label': t('description.heading'),
        role: 'textbox',
        'aria-multiline': 'true',
      },
    },
    onUpdate: ({ editor: e }) => setHtml(e.isEmpty ? '' : e.getHTML()),
  });
  const marks = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      strike: e?.isActive('strike') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  const unchanged = html === initialHtml;
  const empty = html === '';

  const toggleLink = () => {
    if (!editor) return;
    if (editor.isActive('link')) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    const href = window.prompt(t('editor.linkPrompt'));
    if (href) editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };

  const tool = (label: string, active: boolean | undefined, run: () => void, text: string) => (
    <button
      type="button"
      className="gl-description-editor__tool"
      aria-label={label}
      title={label}
      aria-pressed={active ?? false}
      onClick={run}
    >
      {text}
    </button>
  );

  return (
    <div
      className="gl-description-editor"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          // Cancels the edit, not the popup.
          event.preventDefault();
          event.stopPropagation();
          onCancel();
        } else if (event.key === 'Enter' && (event.metaKey || event.ctrlKey) && !unchanged && !empty) {
          event.preventDefault();
          onSave(html);
        }
      }}
    >
      <div className="gl-description-editor__toolbar" role="toolbar" aria-label={t('editor.formatting')}>
        {tool(t('editor.bold'), marks?.bold, () => editor?.chain().focus().toggleBold().run(), GLYPH.bold)}
        {tool(t('editor.italic'), marks?.italic, () => editor?.chain().focus().toggleItalic().run(), GLYPH.italic)}
        {tool(t('editor.strike'), marks?.strike, () => editor?.chain().focus().toggleStrike().run(), GLYPH.strike)}
        {tool(
          t('editor.bulletList'),
          marks?.bulletList,
          () => editor?.chain().focus().toggleBulletList().run(),
          GLYPH.bulletList,
        )}
        {tool(
          t('editor.orderedList'),
          marks?.orderedList,
          () => editor?.chain().focus().toggleOrderedList().run(),
          GLYPH.orderedList,
        )}
        {tool(t('editor.link'), marks?.link, toggleLink, GLYPH.link)}
      </div>
      <EditorContent editor={editor} />
      <Flex gap="xs" justifyContent="flex-end" alignItems="center">
        <span className="gl-description-editor__hint">{t('editor.escHint')}</span>
        <Button size="small" onClick={onCancel} isDisabled={unchanged || empty || isSaving}>
          {t('common:action.cancel')}
        </Button>
        <Button
          size="small"
          variation="primary"
          isDisabled={unchanged || empty || isSaving}
          isLoading={isSaving}
          loadingText={t('editor.saving')}
          onClick={() => onSave(html)}
        >
          {t('editor.save')}
        </Button>
      </Flex>
    </div>
  );
}
