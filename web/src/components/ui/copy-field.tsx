/**
 * A value shown once, to be copied (issues 28 and 29: the iCal feed URL, a webhook's signing secret, a
 * personal API key; the server keeps only a hash of each): a read-only field that selects itself on focus,
 * a Copy button, and a status line saying "Copied" or, when the clipboard refuses, how to copy by hand.
 * `children` go in the field's row after Copy (e.g. a Done button).
 */
import { useTranslation } from '../../lib/i18n/use-translation';
import { useState, type ReactNode } from 'react';
import { Button, Flex, Text, TextField } from '@aws-amplify/ui-react';

interface CopyFieldProps {
  label: string;
  value: string;
  /** What the value is called in the failure message ("secret", "URL", "key"). */
  noun: string;
  className?: string;
  descriptiveText?: string;
  /** The Copy button's Amplify variation (default: the plain button). */
  copyVariation?: 'primary';
  children?: ReactNode;
}

/** The field, Copy and the copy's outcome. */
export function CopyField({ label, value, noun, className, descriptiveText, copyVariation, children }: CopyFieldProps) {
  const { t } = useTranslation('common');
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <>
      <Flex gap="xs" alignItems="flex-end" wrap="wrap">
        <TextField
          label={label}
          value={value}
          isReadOnly
          className={className}
          onFocus={(e) => e.currentTarget.select()}
          descriptiveText={descriptiveText}
        />
        <Button size="small" variation={copyVariation} onClick={() => void copy()}>
          {t('copy.copy')}
        </Button>
        {children}
      </Flex>
      <Text fontSize="small" role="status" color={copied === 'failed' ? 'font.error' : undefined}>
        {copied === 'copied' ? t('copy.copied') : copied === 'failed' ? t('copy.failed', { noun }) : ''}
      </Text>
    </>
  );
}
