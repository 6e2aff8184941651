/**
 * The header's recycle bin link (accounts spec §2 Header "recycle bin link"; §6 can_view_recycle_bin):
 * shown only to callers who may open the current organization's bin. Its name comes from the `header-menus`
 * catalogue, English bundled with the header widgets (issue 41; decisions LU1).
 */
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { StrokeIcon } from '../../../components/ui/stroke-icon';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../../../components/layouts/header-menus-english-messages';
import './recycle-bin.css';

interface RecycleBinLinkProps {
  organizationId: string | undefined;
  /** The current organization's `can_view_recycle_bin`. */
  canView: boolean | undefined;
}

/** A trash-can icon link, or nothing. */
export function RecycleBinLink({ organizationId, canView }: RecycleBinLinkProps) {
  const { t } = useTranslation('header-menus');
  if (!organizationId || !canView) return null;
  return (
    <NavLink
      className="gl-bin-link"
      to={paths.recycleBin.getHref(organizationId)}
      aria-label={t('recycleBin.link')}
      title={t('recycleBin.link')}
    >
      <StrokeIcon size={18} linecap="round" linejoin="round">
        <path d="M3.5 5.5h13M8 5.5V3.5h4v2M5 5.5l.8 11h8.4l.8-11M8.5 8.5v5.5M11.5 8.5v5.5" />
      </StrokeIcon>
    </NavLink>
  );
}
