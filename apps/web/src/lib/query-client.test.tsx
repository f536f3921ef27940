import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { ApiError } from './api-error';
import { setApiErrorEffects } from './http-client';

function FailingQuery({ error }: { error: Error }) {
  const query = useQuery({ queryKey: ['failing', error.message], queryFn: () => Promise.reject(error) });
  return <p>{query.status}</p>;
}

const toast = vi.fn();
let restore = () => {};

afterEach(() => {
  restore();
  toast.mockReset();
});

describe('query errors', () => {
  it('go to the global handler once, without retries', async () => {
    restore = setApiErrorEffects({ toast, navigate: vi.fn(), report: vi.fn() });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<FailingQuery error={new TypeError('profile is undefined')} />);
    expect(await screen.findByText('error')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith('Encountered server error or connection timeout');
  });

  it('are not told twice when the HTTP client told them already', async () => {
    restore = setApiErrorEffects({ toast, navigate: vi.fn(), report: vi.fn() });
    const handled = new ApiError({ kind: 'no-response' });
    handled.handled = true;
    renderWithProviders(<FailingQuery error={handled} />);
    expect(await screen.findByText('error')).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });
});
