import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { DateField } from './date-field';

describe('the date field', () => {
  it("offers the browser's calendar limited to the days the rule allows", () => {
    renderWithProviders(
      <>
        <DateField label="Birth Date" notAfter="2026-11-25" />
        <DateField label="Interview date" notBefore="2026-11-27" />
      </>,
    );
    const birthDate = screen.getByLabelText('Birth Date');
    expect(birthDate).toHaveAttribute('type', 'date');
    expect(birthDate).toHaveAttribute('max', '2026-11-25');
    expect(birthDate).not.toHaveAttribute('min');
    expect(screen.getByLabelText('Interview date')).toHaveAttribute('min', '2026-11-27');
  });
});
