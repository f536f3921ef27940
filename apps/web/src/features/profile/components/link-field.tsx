import { Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { withHttpPrefix } from '@talent/contract';
import { LinkPreview } from './link-preview';

/**
 * A link in a profile form: typed without a scheme, it gets 'http://' (the spec's website helper)
 * when the talent leaves the field, and is then checked, so 'github.com/siti' is taken as a link.
 * Under it, a preview of the page shows what a company will see, once the talent changes the link:
 * the saved links are not read again on every visit (a dead seeded link logged a 502 each time).
 */
export function LinkField<Values extends Record<string, unknown>>({
  form,
  path,
  label,
}: {
  form: UseFormReturnType<Values>;
  /** The field's path in the form ('projects.0.url'). */
  path: string;
  label: string;
}) {
  const field = path as Parameters<typeof form.setFieldValue>[0];
  const value = String(form.getInputProps(path).value ?? '');
  return (
    <Stack gap="xs">
      <TextInput
        label={label}
        placeholder="https://"
        type="url"
        {...form.getInputProps(path)}
        onBlur={(event) => {
          const typed = event.currentTarget.value;
          if (typed.trim() !== '') form.getInputProps(path).onChange(withHttpPrefix(typed));
          form.validateField(field);
        }}
      />
      <LinkPreview url={form.isDirty(path) ? value : ''} />
    </Stack>
  );
}
