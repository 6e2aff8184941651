/**
 * The comment editor (cards spec §5 Comments: "Enter submits, Shift+Enter adds a line break, and on small
 * screens Enter adds a line break … Pasting inserts plain text only. Typing @ and letters opens a mention
 * picker"; BRIEF §7 Rich text). TipTap with the card description editor's marks (bold, italic, strike,
 * code, lists, links) and the mention node; the server keeps exactly this markup (decisions R3).
 *
 * Keys: with the picker open, ↑/↓ choose, Enter or Tab inserts, Escape closes it. Otherwise Enter calls
 * `onSubmit` (unless `enterAddsLine`, on small screens), Shift+Enter adds a line break, Escape calls
 * `onEscape` when given (so it cancels an edit, not the popup).
 */
import { useEffect, useId, useRef, useState, type MutableRefObject } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import type { AssignedUser } from '../../../../../shared/schemas/label';
import { Mention, findMentionQuery, matchPeople, type MentionQuery } from '../utils/mention-node';
import { MentionPicker, type MentionPickerTexts } from './mention-picker';

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
  Mention,
];

/** What a parent may do with the editor. */
export interface CommentEditorControl {
  clear: () => void;
  focus: () => void;
}

interface CommentEditorProps {
  initialHtml: string;
  label: string;
  placeholder: string;
  /** The HTML after each change ('' when empty). */
  onChange: (html: string) => void;
  onSubmit: () => void;
  onEscape?: () => void;
  /** Small screens: Enter adds a line (cards spec §5). */
  enterAddsLine: boolean;
  /** The people the picker offers (members who see the tab). */
  people: readonly AssignedUser[];
  /** The picker opened for the first time: load the people. */
  onMentionStart: () => void;
  autoFocus?: boolean;
  disabled?: boolean;
  controlRef?: MutableRefObject<CommentEditorControl | null>;
  /** The mention picker's words (in the interface language). */
  pickerTexts: MentionPickerTexts;
}

interface PickerState extends MentionQuery {
  index: number;
}

/** Inserts `text` as plain text: lines become hard breaks, nothing else is kept (cards spec §5). */
function insertPlainText(editor: Editor, text: string) {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const content = lines.flatMap((line, i) => [
    ...(i > 0 ? [{ type: 'hardBreak' }] : []),
    ...(line ? [{ type: 'text', text: line }] : []),
  ]);
  if (content.length) editor.chain().focus().insertContent(content).run();
}

/** The editor with its mention picker. */
export function CommentEditor({
  initialHtml,
  label,
  placeholder,
  onChange,
  onSubmit,
  onEscape,
  enterAddsLine,
  people,
  onMentionStart,
  autoFocus = false,
  disabled = false,
  controlRef,
  pickerTexts,
}: CommentEditorProps) {
  const [picker, setPicker] = useState<PickerState | null>(null);
  const [empty, setEmpty] = useState(initialHtml === '');
  const listId = useId();
  const matches = picker ? matchPeople(people, picker.query) : [];
  // Keyboard handling is set once at creation; it reads the current state through this ref.
  const state = useRef({ picker, matches, onSubmit, onEscape, enterAddsLine, onMentionStart });
  useEffect(() => {
    state.current = { picker, matches, onSubmit, onEscape, enterAddsLine, onMentionStart };
  });

  const syncPicker = (editor: Editor) => {
    const found = findMentionQuery(editor.state);
    if (found) state.current.onMentionStart();
    setPicker((current) =>
      found ? { ...found, index: current && current.from === found.from ? current.index : 0 } : null,
    );
  };

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialHtml,
    autofocus: autoFocus ? 'end' : false,
    editable: !disabled,
    editorProps: {
      attributes: {
        class: 'gl-rich-text gl-comment-editor__content',
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
      },
      handlePaste: (_view, event) => {
        const text = event.clipboardData?.getData('text/plain') ?? '';
        if (editorRef.current) insertPlainText(editorRef.current, text);
        return true;
      },
      handleDrop: () => false,
      handleKeyDown: (_view, event) => {
        const {
          picker: open,
          matches: found,
          onSubmit: submit,
          onEscape: escape,
          enterAddsLine: addsLine,
        } = state.current;
        if (open && found.length) {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setPicker({ ...open, index: (open.index + step + found.length) % found.length });
            return true;
          }
          if (event.key === 'Enter' || event.key === 'Tab') {
            choose(found[open.index] ?? found[0]);
            return true;
          }
        }
        if (open && event.key === 'Escape') {
          event.stopPropagation();
          setPicker(null);
          return true;
        }
        if (event.key === 'Escape' && escape) {
          event.stopPropagation();
          escape();
          return true;
        }
        if (event.key === 'Enter' && !event.shiftKey && !addsLine && !event.isComposing) {
          submit();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      setEmpty(e.isEmpty);
      onChangeRef.current(html);
      syncPicker(e);
    },
    onSelectionUpdate: ({ editor: e }) => syncPicker(e),
    onBlur: () => window.setTimeout(() => setPicker(null), 150),
  });
  const editorRef = useRef<Editor | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    editorRef.current = editor;
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);
  // TipTap's own `autofocus` can run before its view is in the page, and then does nothing (a pin placed in
  // the proofing viewer with the editor's code already loaded): focus again once it is there.
  useEffect(() => {
    if (autoFocus && editor && !editor.isFocused) editor.commands.focus('end');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the editor drawn with autoFocus
  }, [editor]);
  useEffect(() => {
    if (!controlRef) return;
    controlRef.current = {
      clear: () => {
        editor?.commands.clearContent(true);
        setEmpty(true);
      },
      focus: () => editor?.commands.focus('end'),
    };
  }, [controlRef, editor]);

  /** Replaces the typed @query with the person's mention and a space. */
  function choose(person: AssignedUser | undefined) {
    const e = editorRef.current;
    const open = state.current.picker;
    if (!e || !open || !person) return;
    e.chain()
      .focus()
      .deleteRange({ from: open.from, to: open.to })
      .insertContent([
        { type: 'mention', attrs: { id: person.user_id, label: person.user_full_name } },
        { type: 'text', text: ' ' },
      ])
      .run();
    setPicker(null);
  }

  return (
    <div className="gl-comment-editor">
      {empty ? (
        <span className="gl-comment-editor__placeholder" aria-hidden="true">
          {placeholder}
        </span>
      ) : null}
      <EditorContent editor={editor} aria-controls={picker ? listId : undefined} />
      {picker ? (
        <MentionPicker
          id={listId}
          people={matches}
          activeIndex={picker.index}
          loading={people.length === 0}
          onChoose={choose}
          texts={pickerTexts}
        />
      ) : null}
    </div>
  );
}
