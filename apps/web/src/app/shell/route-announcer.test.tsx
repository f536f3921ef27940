import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

describe('the route announcer', () => {
  it("says the new page's title when a link leads to another page, and nothing for the first page", async () => {
    const { user } = renderApp('/salary-calculator');
    const footer = await screen.findByRole('contentinfo');
    const announcer = () =>
      screen.getAllByRole('status').find((status) => status.getAttribute('aria-live') === 'polite');
    expect(announcer()).toHaveTextContent(/^$/);

    await user.click(within(footer).getByRole('link', { name: 'FAQ' }));
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    await waitFor(() => expect(announcer()).toHaveTextContent(/Frequently Asked Questions/));
    expect(announcer()).toHaveTextContent(document.title);
  });
});
