import { TextInput } from '@mantine/core';
import { accountMessages, emailBodySchema, indonesianMessages } from '@talent/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { i18n } from './i18n';
import { useContractForm } from './use-contract-form';

function EmailForm() {
  const { form, submitWith } = useContractForm({
    name: 'contract-form-test',
    schema: emailBodySchema,
    initialValues: { email: '' },
  });
  return (
    <form onSubmit={submitWith(async () => {})} noValidate>
      <TextInput label="Email" {...form.getInputProps('email')} />
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a contract form’s own checks (issue #35)', () => {
  it('shows the contract’s message as the spec writes it to a reader of English', async () => {
    const { user } = renderWithProviders(<EmailForm />, { i18n });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(accountMessages.emailRequired)).toBeInTheDocument();
  });

  it('shows the contract’s Indonesian wording of the message to a reader of Indonesian', async () => {
    await act(() => i18n.changeLanguage('id'));
    const { user } = renderWithProviders(<EmailForm />, { i18n });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'putri.example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(indonesianMessages.accountMessages.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByText(accountMessages.emailInvalid)).not.toBeInTheDocument();
  });

  it('words the messages on screen anew when the reader switches language, and back', async () => {
    const { user } = renderWithProviders(<EmailForm />, { i18n });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(accountMessages.emailRequired)).toBeInTheDocument();
    await act(() => i18n.changeLanguage('id'));
    expect(await screen.findByText(indonesianMessages.accountMessages.emailRequired)).toBeInTheDocument();
    expect(screen.queryByText(accountMessages.emailRequired)).not.toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText(accountMessages.emailRequired)).toBeInTheDocument();
  });
});
