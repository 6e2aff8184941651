/**
 * The mention picker (cards spec §5 "Typing @ and letters opens a mention picker"; §2 mention picker of
 * "members who may see that tab"): the matching people as a listbox above the editor; the editor keeps
 * the focus and drives it with ↑, ↓, Enter, Tab and Escape; a click chooses too.
 */
import type { AssignedUser } from '../../../../../shared/schemas/label';

/**
 * The picker's words, from the `comments` catalogue: given by ./lazy-comment-editor.tsx, because this file is
 * in the lazy editor chunk (web/vite.config.ts), and the `comments` catalogue's English stays with the popup (decisions LT1).
 */
export interface MentionPickerTexts {
  label: string;
  loading: string;
  none: string;
}

interface MentionPickerProps {
  id: string;
  people: readonly AssignedUser[];
  activeIndex: number;
  loading: boolean;
  onChoose: (person: AssignedUser) => void;
  texts: MentionPickerTexts;
}

/** The listbox of people. */
export function MentionPicker({ id, people, activeIndex, loading, onChoose, texts }: MentionPickerProps) {
  return (
    <ul id={id} role="listbox" aria-label={texts.label} className="gl-mention-picker" data-testid="mention-picker">
      {people.length === 0 ? (
        <li className="gl-mention-picker__empty">{loading ? texts.loading : texts.none}</li>
      ) : (
        people.map((person, i) => (
          <li
            key={person.user_id}
            role="option"
            aria-selected={i === activeIndex}
            className="gl-mention-picker__option"
            // Mouse down, not click: the editor must not lose its selection first.
            onMouseDown={(event) => {
              event.preventDefault();
              onChoose(person);
            }}
          >
            <span className="gl-comment-avatar gl-comment-avatar--small" aria-hidden="true">
              {person.user_logo ? <img src={person.user_logo.original_url} alt="" /> : person.user_name_initials}
            </span>
            <span className="gl-mention-picker__name">{person.user_full_name}</span>
            <span className="gl-mention-picker__role">{person.role_name}</span>
          </li>
        ))
      )}
    </ul>
  );
}
