import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { FormMessage } from '@/components/ui/form-message';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { SectionFormActions } from './section-form-actions';

/**
 * The skeleton of a section's form (from `useSectionForm`): the unsaved-changes guard, the message
 * the server gave for the whole form, the fields, then Cancel and Save (Save idle until a change).
 */
export function SectionForm<Values>({
  section,
  above,
  children,
}: {
  section: {
    form: UseFormReturnType<Values>;
    message: string | null;
    submit: (event?: React.FormEvent<HTMLFormElement>) => void;
    saved: boolean;
  };
  /** What stands above the form and its message (the GitHub import). */
  above?: ReactNode;
  children: ReactNode;
}) {
  const { form, message, submit, saved } = section;
  return (
    <>
      <UnsavedChangesGuard when={form.isDirty() && !saved} />
      {above}
      {message !== null && <FormMessage tone="error">{message}</FormMessage>}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {children}
          <SectionFormActions saving={form.submitting} disabled={!form.isDirty()} />
        </Stack>
      </form>
    </>
  );
}
