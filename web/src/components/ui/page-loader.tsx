/**
 * Loading indicator for a page or a region while its data or code loads (brief: loading states everywhere).
 */
import { Flex, Loader, VisuallyHidden } from '@aws-amplify/ui-react';
import { useTranslation } from '../../lib/i18n/use-translation';

interface PageLoaderProps {
  /** What is loading; "Loading…" in the interface language by default. */
  label?: string;
  /** Fill the viewport (initial app load) rather than the region. */
  fullScreen?: boolean;
}

/** A centred spinner with an accessible label. */
export function PageLoader({ label: given, fullScreen = false }: PageLoaderProps) {
  const { t } = useTranslation('common');
  const label = given ?? t('loading');
  return (
    <Flex
      justifyContent="center"
      alignItems="center"
      minHeight={fullScreen ? '100vh' : '12rem'}
      width="100%"
      role="status"
      aria-live="polite"
    >
      <Loader size="large" ariaLabel={label} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Flex>
  );
}
