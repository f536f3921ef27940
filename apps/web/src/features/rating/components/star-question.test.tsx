import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { StarQuestion } from './star-question';

function Question({ error }: { error?: string }) {
  const [stars, setStars] = useState(0);
  return (
    <StarQuestion
      question="How was the interview process?"
      captions="experience"
      value={stars}
      onChange={setStars}
      error={error}
    />
  );
}

const drawn = () => document.querySelectorAll('[data-drawn]').length;

describe('a star question', () => {
  it('offers 1 to 5 stars only, and the arrow keys choose as in any radio group', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Question />);
    const group = screen.getByRole('group', { name: 'How was the interview process?' });
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) {
      expect(screen.getByRole('radio', { name })).not.toBeChecked();
    }
    expect(drawn()).toBe(0);

    await user.tab();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    expect(group).toHaveTextContent('It was just okay');
    // The stars drawn are the value chosen.
    expect(drawn()).toBe(3);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(drawn()).toBe(2);
  });

  it('ties its error to the radios, which say they are invalid', () => {
    renderWithProviders(<Question error="Please choose from 1 to 5 stars" />);
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
      expect(radio).toHaveAccessibleDescription('Please choose from 1 to 5 stars');
    }
  });
});
