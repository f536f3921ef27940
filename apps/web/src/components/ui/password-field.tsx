import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';

/**
 * A password input whose show/hide toggle is reachable by keyboard and named for screen readers.
 * Unlike Mantine's other inputs, its field says nothing of its error by itself: it is marked
 * invalid and described by the message here (WCAG 3.3.1).
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('common');
  const errorId = useId();
  const message = props.error !== undefined && typeof props.error !== 'boolean' ? props.error : null;
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
      errorProps={{ id: errorId }}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={message ? errorId : undefined}
      {...props}
    />
  );
}
