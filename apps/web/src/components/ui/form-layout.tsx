import { Button, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useHydrated } from '@/lib/hydration';
import { FormMessage } from './form-message';

/**
 * A form as every screen lays it out: the message about the whole form above it, the fields one
 * under another, and the submit button last, busy while the submission runs. Browser checks are
 * off: the contract's messages show at the fields instead.
 *
 * A form the server drew (the login and registration pages) is shown before its script has run:
 * submitted then, the browser would send it to the page's own address and reload it empty, losing
 * what was typed. Until the page is the browser's, its button submits nothing and says it is not
 * ready yet.
 */
export function FormLayout({
  onSubmit,
  message,
  submitLabel,
  submitting,
  fullWidth = true,
  maw,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  message: string | null;
  submitLabel: string;
  submitting: boolean;
  /** A narrow card's button spans it; a wide page's sits at the end of the fields. */
  fullWidth?: boolean;
  maw?: number;
  children: ReactNode;
}) {
  const ready = useHydrated();
  const submit = (
    <Button
      type={ready ? 'submit' : 'button'}
      aria-disabled={ready ? undefined : true}
      fullWidth={fullWidth}
      loading={submitting}
    >
      {submitLabel}
    </Button>
  );
  return (
    <>
      {message !== null && <FormMessage tone="error">{message}</FormMessage>}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm" maw={maw}>
          {children}
          {fullWidth ? submit : <Group>{submit}</Group>}
        </Stack>
      </form>
    </>
  );
}
