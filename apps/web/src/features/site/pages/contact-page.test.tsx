import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

// Mantine forms render slowly in jsdom on a busy machine; the budget is generous, nothing is timed.
describe('the Contact Us page', { timeout: 30_000 }, () => {
  it('says at each field what is missing before anything is sent', async () => {
    const { user } = renderApp('/contact-us');
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('* Please fill your Full Name')).toBeInTheDocument();
    expect(screen.getByText('* Please fill your Email')).toBeInTheDocument();
    expect(screen.getByText('* Please choose a topic')).toBeInTheDocument();
    expect(screen.getByText('* Please write your message')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full Name/)).toHaveFocus();
  });

  it('is reached from the footer without leaving the app', async () => {
    const { user, router } = renderApp('/salary-calculator');
    await user.click(await screen.findByRole('link', { name: 'Contact Us' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contact-us');
  });
});
