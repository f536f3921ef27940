import { submitRenderErrorReport } from '@talent/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { network, onEndpoint } from '@/test/network';
import { renderApp, signInAsTalent } from '@/test/render-app';

const errorTitle = 'Something went wrong';
const errorText = 'Brace yourself till we get the error fixed. You may also go back to previous page.';

beforeEach(() => {
  setRuntimeConfig({ enableTestHooks: true });
  // React and the router log the render error this test provokes.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('the error screen', () => {
  it('replaces a page that fails to render, inside the frame', async () => {
    renderApp('/salary-calculator?__throw=1');
    expect(await screen.findByRole('heading', { level: 1, name: errorTitle })).toBeInTheDocument();
    expect(screen.getByText(errorText)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('goes back to the previous page, and is gone there', async () => {
    const { user, router } = renderApp(['/media', '/salary-calculator?__throw=1']);
    await user.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Career insights' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/media');
    expect(screen.queryByRole('heading', { name: errorTitle })).not.toBeInTheDocument();
  });

  it('goes back to the ref query parameter when there is one', async () => {
    const { user, router } = renderApp(['/talent/404', '/salary-calculator?__throw=1&ref=/media']);
    await user.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Career insights' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/media');
  });

  it('goes to the dashboard when the error level is above 1', async () => {
    signInAsTalent();
    const { user, router } = renderApp(['/media', '/salary-calculator?__throw=1&error=2&ref=/media']);
    await user.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/talent/interviews');
  });

  it('resets on a route change', async () => {
    const { router } = renderApp('/salary-calculator?__throw=1');
    await screen.findByRole('heading', { name: errorTitle });
    await router.navigate('/media');
    expect(await screen.findByRole('heading', { level: 1, name: 'Career insights' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: errorTitle })).not.toBeInTheDocument();
  });

  it('cannot be provoked when test hooks are off', async () => {
    setRuntimeConfig({ enableTestHooks: false });
    renderApp('/salary-calculator?__throw=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Salary Calculator' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: errorTitle })).not.toBeInTheDocument());
  });

  it("sends the failure to the server's error log with its stack, the route and the build", async () => {
    const reports: unknown[] = [];
    network.use(
      onEndpoint(submitRenderErrorReport, async ({ request }) => {
        reports.push(await request.json());
        return Response.json({ data: null, meta: { message: 'Error report received' } });
      }),
    );
    renderApp('/salary-calculator?__throw=1');
    await screen.findByRole('heading', { name: errorTitle });

    await waitFor(() => expect(reports).toHaveLength(1));
    const report = reports[0] as Record<string, string>;
    expect(report).toMatchObject({
      message: 'Error: Render error requested with ?__throw=1 (test hooks are on)',
      page: '/salary-calculator?__throw=1',
      route: 'salary-calculator',
      release: expect.any(String),
    });
    expect(report.stack).toContain('PageFrame');
    expect(report.component_stack).toContain('PageFrame');
  });
});
