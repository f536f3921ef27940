import { Button, TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageSectionsContext } from '@/lib/page-sections';
import { renderInRouter, renderWithProviders } from '@/test/render-app';
import { EmailField } from './contact-fields';
import { MoneyInput } from './money-input';
import { PageHeader } from './page-header';
import { PageSectionSlot } from './page-section-slot';
import { EmptyState, ListSkeleton, LoadError } from './page-states';
import { PasswordField } from './password-field';
import { PhoneField } from './phone-field';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

describe('the shared web kit', () => {
  it('titles the page and the document from the page header', () => {
    renderWithProviders(<PageHeader title="Job Listing" description="Jobs that fit you." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Job Listing' })).toBeInTheDocument();
    expect(document.title).toBe('Job Listing');
  });

  it("shows other features' sections in the column of the page they asked for", () => {
    const section = (text: string) => () => <p>{text}</p>;
    renderWithProviders(
      <PageSectionsContext
        value={{
          settings: [{ id: 'alerts', Section: section('Job alerts') }],
          dashboard: [
            { id: 'jobs', Section: section('Jobs for you'), column: 'main' },
            { id: 'media', Section: section('Latest articles'), column: 'side' },
            { id: 'plain', Section: section('No column given') },
          ],
          profile: [],
        }}
      >
        <PageSectionSlot page="dashboard" column="main" />
      </PageSectionsContext>,
    );
    expect(screen.getByText('Jobs for you')).toBeInTheDocument();
    expect(screen.getByText('No column given')).toBeInTheDocument();
    expect(screen.queryByText('Latest articles')).not.toBeInTheDocument();
    expect(screen.queryByText('Job alerts')).not.toBeInTheDocument();
  });

  it('labels the email, phone and password fields and names the password toggle', () => {
    renderWithProviders(
      <>
        <EmailField />
        <PhoneField />
        <PasswordField label="Password" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('writes IDR with dot thousands and a trailing ,00, in at most 12 characters', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<MoneyInput label="Expected Salary" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Expected Salary' });
    await user.type(input, '12500000');
    expect(input).toHaveValue('12.500.000,00');
    expect(onChange).toHaveBeenLastCalledWith(12_500_000);
    await user.clear(input);
    await user.type(input, '1234567890123');
    expect(input).toHaveValue('123.456.789,00');
  });

  it('says what an empty place is for, shows skeletons while loading, and offers Retry after a failed load', async () => {
    const retry = vi.fn();
    const { user } = renderWithProviders(
      <>
        <EmptyState illustration="saved" title="No saved jobs yet" action={<Button>Browse jobs</Button>}>
          Save a job to find it here.
        </EmptyState>
        <ListSkeleton rows={2} />
        <LoadError onRetry={retry} />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'No saved jobs yet' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load this");
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('draws each empty place what it holds, in the theme’s colours, hidden from screen readers', async () => {
    const { container } = renderWithProviders(
      <>
        <EmptyState illustration="chat" title="No conversations yet" />
        <EmptyState illustration="notifications" title="No notifications yet" />
        <EmptyState illustration="chat" title="No conversations here either" />
      </>,
    );
    await waitFor(() => expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3));
    const [chat, notifications, chatAgain] = [...container.querySelectorAll('svg')].map(
      (svg) => svg.innerHTML,
    );
    expect(chat).not.toBe(notifications);
    expect(chat).toBe(chatAgain);
    expect(chat).toMatch(/var\(--mantine-color-blue-\d, #[0-9a-f]{6}\)/);
  });
});

function DirtyForm() {
  const [value, setValue] = useState('');
  return (
    <>
      <TextInput label="Headline" value={value} onChange={(event) => setValue(event.currentTarget.value)} />
      <UnsavedChangesGuard when={value !== ''} />
      <Link to="/elsewhere">Leave</Link>
    </>
  );
}

describe('the unsaved-changes guard', () => {
  it('lets a clean form go without asking', async () => {
    const { user, router } = renderInRouter(<DirtyForm />, '/form');
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it("asks 'Are you sure want to discard content ?': Cancel stays, Discard leaves", async () => {
    const { user, router } = renderInRouter(<DirtyForm />, '/form');
    await user.type(screen.getByRole('textbox', { name: 'Headline' }), 'Backend engineer');
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure want to discard content ?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');

    await user.click(screen.getByRole('link', { name: 'Leave' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });
});
