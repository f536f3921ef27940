import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAsTalent } from '@/test/render-app';

describe('the catch-all page', () => {
  it("is titled Error and says 'Oopss!' and that the page couldn't be found", async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oopss!' })).toBeInTheDocument();
    expect(screen.getByText("The page you requested couldn't be found")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Error'));
  });

  it("goes home with 'Go Home'", async () => {
    signInAsTalent();
    const { user, router } = renderApp('/talent/no-such-page');
    const home = await screen.findByRole('link', { name: 'Go Home' });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    await waitFor(() => expect(router.state.location.pathname).toBe('/talent/interviews'));
  });
});
