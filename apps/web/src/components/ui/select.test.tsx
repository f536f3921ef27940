import { MultiSelect as MantineMultiSelect, Select as MantineSelect } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { LazySelect, selectLoader } from './select';

const cities = [
  { value: '1', label: 'Jakarta' },
  { value: '2', label: 'Bandung' },
];

/** A loader whose code arrives only when the test lets it. */
function heldLoader() {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const load = vi.fn(async () => {
    await arrived;
    return MantineSelect;
  });
  return { loader: selectLoader(load), load, arrive };
}

function City({
  loader,
  initial = null,
  searchable = false,
}: {
  loader: ReturnType<typeof selectLoader>;
  initial?: string | null;
  searchable?: boolean;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <LazySelect
        loader={loader}
        label="Location"
        data={cities}
        value={value}
        onChange={setValue}
        clearable
        searchable={searchable}
      />
      <output>{value ?? 'none'}</output>
    </>
  );
}

describe('a select whose dropdown loads on first use', () => {
  it('shows the chosen option before its code loads, and loads it when the pointer reaches the field', async () => {
    const { loader, load } = heldLoader();
    const { user } = renderWithProviders(<City loader={loader} initial="2" />);
    const field = screen.getByRole('combobox', { name: 'Location' });
    expect(field).toHaveValue('Bandung');
    expect(load).not.toHaveBeenCalled();

    await user.hover(field);
    expect(load).toHaveBeenCalledOnce();
  });

  it('opens the options a click asked for before the code arrived, and takes the choice', async () => {
    const { loader, arrive } = heldLoader();
    const { user } = renderWithProviders(<City loader={loader} />);
    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    arrive();
    await user.click(await screen.findByRole('option', { name: 'Jakarta' }));
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Jakarta');
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });

  it('opens the options when the code arrives while the field is pressed', async () => {
    const { loader, load, arrive } = heldLoader();
    const { user } = renderWithProviders(<City loader={loader} />);
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('combobox', { name: 'Location' }) });
    await act(async () => {
      arrive();
      await load.mock.results[0]?.value;
    });
    await user.pointer({ keys: '[/MouseLeft]' });
    expect(await screen.findByRole('option', { name: 'Bandung' })).toBeInTheDocument();
  });

  it('keeps the keyboard’s focus on the field when the real select takes its place', async () => {
    const { loader, arrive } = heldLoader();
    const { user } = renderWithProviders(<City loader={loader} />);
    await user.tab();
    const lookAlike = screen.getByRole('combobox', { name: 'Location' });
    expect(lookAlike).toHaveFocus();

    arrive();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Location' })).not.toBe(lookAlike));
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('clears the chosen option without waiting for the code', async () => {
    const { loader, load } = heldLoader();
    const { user } = renderWithProviders(<City loader={loader} initial="1" />);
    await user.click(screen.getByRole('button', { hidden: true }));
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('none');
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps what was typed into a searchable field before the code arrived, and searches with it', async () => {
    const { loader, arrive } = heldLoader();
    const { user } = renderWithProviders(<City loader={loader} initial="2" searchable />);
    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await user.keyboard('{Control>}a{/Control}Jak');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Jak');

    arrive();
    expect(await screen.findByRole('option', { name: 'Jakarta' })).toBeInTheDocument();
    // The real select first shows its value, and its effects then type the search in.
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Bandung' })).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Jak');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveFocus();
  });
});

describe('an option list that found nothing', () => {
  it.each([
    ['one', MantineSelect],
    ['several', MantineMultiSelect],
  ] as const)('says so as the list’s one option, disabled, in a select of %s', async (_, Field) => {
    const { user } = renderWithProviders(
      <Field
        label="Skills"
        placeholder="Type to search"
        data={cities}
        searchable
        nothingFoundMessage="Nothing found"
      />,
    );
    await user.type(screen.getByPlaceholderText('Type to search'), 'Surabaya');
    const listbox = await screen.findByRole('listbox');
    expect(listbox.children).toHaveLength(1);
    expect(screen.getByRole('option', { name: 'Nothing found' })).toHaveAttribute('aria-disabled', 'true');
  });
});
