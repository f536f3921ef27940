import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A message about the whole form. Errors are announced at once (role alert); successes politely
 * (role status).
 */
export function FormMessage({
  tone,
  title,
  children,
}: {
  tone: 'error' | 'success';
  title?: ReactNode;
  children?: ReactNode;
}) {
  const error = tone === 'error';
  return (
    <Alert
      role={error ? 'alert' : 'status'}
      color={error ? 'red' : 'teal'}
      variant="light"
      title={title}
      icon={error ? <IconAlertCircle aria-hidden /> : <IconCircleCheck aria-hidden />}
    >
      {children}
    </Alert>
  );
}
