import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { PrioritySelect } from './priority-select';

const statuses = [
  { value: '1', label: 'Actively looking for a job' },
  { value: '2', label: 'Open to new opportunities' },
  { value: '3', label: 'Not looking at the moment' },
];

function JobSearchStatus() {
  const [value, setValue] = useState<string | null>('3');
  return <PrioritySelect label="Job search status" data={statuses} value={value} onChange={setValue} />;
}

const dotColor = (scope: HTMLElement) =>
  scope.querySelector('[data-priority-color]')?.getAttribute('data-priority-color');

describe('the priority select', () => {
  it('shows each option with its colour dot: 1 green, 2 yellow, 3 red, and the chosen one beside the value', async () => {
    const { user } = renderWithProviders(<JobSearchStatus />);
    const select = screen.getByRole('combobox', { name: 'Job search status' });
    expect(select).toHaveValue('Not looking at the moment');
    expect(dotColor(select.parentElement as HTMLElement)).toBe('red');

    await user.click(select);
    const listbox = await screen.findByRole('listbox');
    const colors = within(listbox)
      .getAllByRole('option')
      .map((option) => [option.textContent, dotColor(option)]);
    expect(colors).toEqual([
      ['Actively looking for a job', 'green'],
      ['Open to new opportunities', 'yellow'],
      ['Not looking at the moment', 'red'],
    ]);

    await user.click(within(listbox).getByRole('option', { name: 'Actively looking for a job' }));
    expect(dotColor(select.parentElement as HTMLElement)).toBe('green');
  });
});
