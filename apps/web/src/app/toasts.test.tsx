import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { showErrorToast, showSuccessToast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render-app';

/** Lets time pass in steps, so what one step schedules (a toast's closing transition) runs in the next. */
async function waitFor(milliseconds: number) {
  for (let passed = 0; passed < milliseconds; passed += 100) await act(() => vi.advanceTimersByTime(100));
}
const show = (showToast: () => void) => act(async () => showToast());

describe('a toast', () => {
  // The toast area loads with the first toast: loaded beforehand, it shows in the act that shows it.
  beforeAll(() => import('./toasts'));
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    // The app's frame mounts the toast area itself, with the first toast.
    renderWithProviders(null);
  });
  afterEach(() => {
    act(() => notifications.clean());
    vi.useRealTimers();
  });

  it('says its text for four seconds, then goes', async () => {
    await show(() => showSuccessToast('Your invitation has been sent'));
    await waitFor(3_500);
    expect(screen.getByText('Your invitation has been sent')).toBeVisible();
    await waitFor(1_500);
    expect(screen.queryByText('Your invitation has been sent')).toBeNull();
  });

  it('shown again while it is up, stays one toast for four seconds from then', async () => {
    await show(() => showSuccessToast('Your invitation has been sent'));
    await waitFor(3_500);
    await show(() => showSuccessToast('Your invitation has been sent'));
    await waitFor(3_000);
    expect(screen.getAllByText('Your invitation has been sent')).toHaveLength(1);
  });

  it('shown by several failing calls at once, is one toast', async () => {
    await show(() => {
      for (let call = 0; call < 3; call += 1) showErrorToast('Network error');
    });
    await waitFor(1_000);
    expect(screen.getAllByText('Network error')).toHaveLength(1);
  });
});
