/**
 * The Greenlight theme for Amplify UI primitives (issue 2 "Web": @aws-amplify/ui-react primitives and theme).
 * A green brand, system fonts (no web-font download on first paint), and slightly rounder corners.
 */
import { createTheme } from '@aws-amplify/ui-react';

/** Theme passed to `ThemeProvider` in `app/provider.tsx`. */
export const greenlightTheme = createTheme({
  name: 'greenlight',
  tokens: {
    colors: {
      // Buttons, links and focus rings read `colors.primary`; our own CSS uses the same scale.
      primary: {
        10: { value: '#e8f7ee' },
        20: { value: '#c6ecd5' },
        40: { value: '#7ed3a2' },
        60: { value: '#2fa866' },
        80: { value: '#0f7a3e' },
        90: { value: '#0a5c2e' },
        100: { value: '#073f20' },
      },
    },
    fonts: {
      default: {
        variable: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        static: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
    },
    radii: {
      small: { value: '0.25rem' },
      medium: { value: '0.5rem' },
      large: { value: '0.75rem' },
    },
    components: {
      card: {
        borderRadius: { value: '{radii.medium.value}' },
      },
    },
  },
});
