/**
 * Loading indicator for a page or a region while its data or code loads (brief: loading states everywhere).
 */
import { Flex, Loader, VisuallyHidden } from '@aws-amplify/ui-react';

interface PageLoaderProps {
  label?: string;
  /** Fill the viewport (initial app load) rather than the region. */
  fullScreen?: boolean;
}

/** A centred spinner with an accessible label. */
export function PageLoader({ label = 'Loading…', fullScreen = false }: PageLoaderProps) {
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
