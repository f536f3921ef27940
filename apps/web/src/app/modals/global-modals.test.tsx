import { act, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import {
  type ModalContentProps,
  type ModalDefinition,
  modalNames,
  modalStore,
  openModal,
} from '@/lib/modal-manager';
import { renderWithProviders } from '@/test/render-app';
import { useRouteChangeEffects } from '../shell/route-change';
import { GlobalModals } from './global-modals';

function ActivityModal({ request, back, close, canGoBack }: ModalContentProps) {
  return (
    <div>
      <p>
        Activity {request.id} of hiring process {request.roleTalentId}
      </p>
      <button
        type="button"
        onClick={() => openModal(modalNames.activity, { id: 99, roleTalentId: request.roleTalentId })}
      >
        Reject
      </button>
      {canGoBack && (
        <button type="button" onClick={back}>
          Back
        </button>
      )}
      <button type="button" onClick={close}>
        Done
      </button>
    </div>
  );
}

const registry: Record<string, ModalDefinition> = {
  [modalNames.activity]: { title: (request) => `Activity modal ${request.id}`, Content: ActivityModal },
};

function Frame() {
  useRouteChangeEffects();
  return (
    <>
      <Link to="/other">Somewhere else</Link>
      <Outlet />
      <GlobalModals registry={registry} />
    </>
  );
}

function renderWithModals() {
  const router = createMemoryRouter([{ Component: Frame, children: [{ path: '*', element: <p>page</p> }] }], {
    initialEntries: ['/talent/interviews'],
  });
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

describe('the global modals', () => {
  it('shows the open modal, goes back to the one before, and closes all', async () => {
    const { user } = renderWithModals();
    act(() => openModal(modalNames.activity, { id: 1, roleTalentId: 42 }));
    const first = await screen.findByRole('dialog', { name: 'Activity modal 1' });
    expect(within(first).getByText('Activity 1 of hiring process 42')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Reject' }));
    const second = await screen.findByRole('dialog', { name: 'Activity modal 99' });
    await user.click(within(second).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Activity modal 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(modalStore.getStack()).toEqual([]);
  });

  it('closes every modal on a route change', async () => {
    const { router } = renderWithModals();
    act(() => {
      openModal(modalNames.activity, { id: 1, roleTalentId: 42 });
      openModal(modalNames.activity, { id: 99, roleTalentId: 42 });
    });
    expect(await screen.findByRole('dialog', { name: 'Activity modal 99' })).toBeInTheDocument();
    await act(() => router.navigate('/other'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(modalStore.getStack()).toEqual([]);
  });

  it('shows what the features registered for the modals they open', async () => {
    const router = createMemoryRouter([{ path: '*', element: <GlobalModals /> }], {
      initialEntries: ['/talent/job-opportunities'],
    });
    renderWithProviders(<RouterProvider router={router} />);
    act(() => openModal(modalNames.uploadCv));
    expect(await screen.findByRole('dialog', { name: 'Upload your CV to apply' })).toBeInTheDocument();
    act(() => modalStore.closeAll());
  });

  it('closes with Escape', async () => {
    const { user } = renderWithModals();
    act(() => openModal(modalNames.activity, { id: 2, roleTalentId: 5 }));
    await screen.findByRole('dialog', { name: 'Activity modal 2' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
