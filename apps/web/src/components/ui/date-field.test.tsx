import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { DateField } from './date-field';

function BirthDate({ onDay }: { onDay: (day: string) => void }) {
  const [day, setDay] = useState('1996-04-12');
  return (
    <DateField
      label="Birth Date"
      notAfter="2026-11-25"
      value={day}
      onChange={(next) => {
        setDay(next);
        onDay(next);
      }}
    />
  );
}

describe('the date field', () => {
  it("shows the day in the spec's format, not the browser's", () => {
    renderWithProviders(
      <>
        <BirthDate onDay={() => {}} />
        <DateField label="Interview date" format="scheduledDay" value="2026-12-01" />
      </>,
    );
    const birthDate = screen.getByRole('textbox', { name: 'Birth Date' });
    expect(birthDate).not.toHaveAttribute('type', 'date');
    expect(birthDate).toHaveValue('12 Apr 1996');
    expect(screen.getByRole('textbox', { name: 'Interview date' })).toHaveValue('Tuesday, 01 December 2026');
  });

  it('takes a typed day, written the way people write it', async () => {
    const onDay = vi.fn();
    const { user } = renderWithProviders(<BirthDate onDay={onDay} />);
    const birthDate = screen.getByRole('textbox', { name: 'Birth Date' });
    await user.clear(birthDate);
    await user.type(birthDate, '3/8/1995');
    expect(onDay).toHaveBeenLastCalledWith('1995-08-03');
    fireEvent.blur(birthDate);
    expect(birthDate).toHaveValue('03 Aug 1995');
  });

  it('offers its calendar, where days a rule forbids cannot be picked', async () => {
    const onDay = vi.fn();
    const { user } = renderWithProviders(<BirthDate onDay={onDay} />);
    const birthDate = screen.getByRole('textbox', { name: 'Birth Date' });
    await user.clear(birthDate);
    await user.type(birthDate, '20 Nov 2026');
    await user.click(birthDate);
    expect(screen.getByRole('button', { name: '24 November 2026' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '26 November 2026' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '24 November 2026' }));
    expect(onDay).toHaveBeenLastCalledWith('2026-11-24');
  });

  it('can be cleared with a named button when the day is optional', async () => {
    const onDay = vi.fn();
    const { user } = renderWithProviders(
      <DateField label="Published On" clearable value="2024-05-10" onChange={onDay} />,
    );
    await user.click(screen.getByRole('button', { name: 'Clear the date' }));
    expect(onDay).toHaveBeenLastCalledWith('');
  });
});
