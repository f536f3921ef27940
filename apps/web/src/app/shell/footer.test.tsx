import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultRuntimeConfig, setRuntimeConfig } from '@/lib/runtime-config';
import { renderApp } from '@/test/render-app';

describe('the footer', () => {
  it('links to About, Career, Event, Contact Us, Media (in a new tab) and FAQ', async () => {
    setRuntimeConfig({
      siteLinks: {
        about: 'https://site.example/about',
        career: 'https://site.example/career',
        event: 'https://site.example/event',
        contactUs: 'https://site.example/contact',
        faq: 'https://site.example/faq',
      },
    });
    renderApp('/salary-calculator');
    const footer = await screen.findByRole('contentinfo');
    const navigation = within(footer).getByRole('navigation', { name: 'Footer navigation' });
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About', 'https://site.example/about'],
      ['Career', 'https://site.example/career'],
      ['Event', 'https://site.example/event'],
      ['Contact Us', 'https://site.example/contact'],
      ['Media', '/media'],
      ['FAQ', 'https://site.example/faq'],
    ]);
    const media = within(navigation).getByRole('link', { name: 'Media' });
    expect(media).toHaveAttribute('target', '_blank');
    expect(media).toHaveAttribute('rel', 'noopener noreferrer');
    expect(media).toHaveAccessibleDescription('(opens in a new tab)');
  });

  it('leads to the accessibility statement, which says the standard and how to report a barrier', async () => {
    const { user } = renderApp('/salary-calculator');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Accessibility' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'The standard we meet' })).toHaveTextContent(
      'WCAG) 2.2 at level AA',
    );
    expect(screen.getByRole('region', { name: 'How we test' })).toHaveTextContent('axe-core');
    expect(screen.getByRole('region', { name: 'Report a barrier' })).toHaveTextContent(
      'accessibility@talent.example.com',
    );
  });

  it('uses the default company site when the server sets none', async () => {
    renderApp('/salary-calculator');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'FAQ' })).toHaveAttribute(
      'href',
      defaultRuntimeConfig.siteLinks.faq,
    );
  });

  it('switches to Bahasa Indonesia and back, remembering the choice on this browser', async () => {
    const { user, router } = renderApp('/salary-calculator');
    const footer = await screen.findByRole('contentinfo');
    const languages = within(footer).getByRole('list', { name: 'Language' });
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    // A link to the page's Indonesian address, which works before the page's script has run too.
    expect(within(languages).getByRole('link', { name: 'Bahasa Indonesia' })).toHaveAttribute(
      'href',
      '/salary-calculator?lang=id',
    );
    await user.click(within(languages).getByRole('link', { name: 'Bahasa Indonesia' }));
    expect(await within(footer).findByRole('link', { name: 'Tentang Kami' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kalkulator Gaji' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('id');
    expect(localStorage.getItem('language')).toBe('id');
    // A guest moves to the page's Indonesian address (decision 0161).
    expect(router.state.location.search).toBe('?lang=id');
    await user.click(within(footer).getByRole('link', { name: 'English' }));
    expect(await within(footer).findByRole('link', { name: 'About' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Salary Calculator' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(router.state.location.search).toBe('?lang=en');
  });

  it("keeps what a guest's address asks for when moving to another language's address", async () => {
    const { user, router } = renderApp('/media?page=2#latest');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Bahasa Indonesia' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?page=2&lang=id'));
    expect(router.state.location.pathname).toBe('/media');
    expect(router.state.location.hash).toBe('#latest');
  });
});
