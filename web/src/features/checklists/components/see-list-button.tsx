/**
 * The floating 'See List' button of the card popup (cards spec §2 Popup sections "A floating 'See List'
 * button scrolls to the checklist"). It shows while the checklist section is out of view.
 */
import { useEffect, useState } from 'react';
import { CHECKLIST_SECTION_ID } from './checklist-section';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** The button; `root` is the scrolling element the section sits in (null: the window). */
export function SeeListButton({ root = null }: { root?: Element | null }) {
  const { t } = useTranslation('checklists');
  const [outOfView, setOutOfView] = useState(false);
  useEffect(() => {
    const section = document.getElementById(CHECKLIST_SECTION_ID);
    if (!section) return;
    const observer = new IntersectionObserver(([entry]) => setOutOfView(!entry.isIntersecting), { root });
    observer.observe(section);
    return () => observer.disconnect();
  }, [root]);
  if (!outOfView) return null;
  return (
    <button
      type="button"
      className="gl-see-list"
      onClick={() =>
        document.getElementById(CHECKLIST_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
      }
    >
      {t('seeList')}
    </button>
  );
}
