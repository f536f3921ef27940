import type { Conversation } from '@talent/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInTalent, signInAsTalent } from '@/test/render-app';
import { chatMessage, serveChat } from '../test/chat-network';

const advocate: Conversation = {
  id: 1,
  kind: 'advocate',
  title: 'Nadia Putri',
  position_name: null,
  image_url: null,
  last_message: chatMessage(2, 'staff', 'Bring two examples of projects you led.'),
  unread_count: 1,
};

const company: Conversation = {
  id: 2,
  kind: 'company',
  title: 'Gojek',
  position_name: 'Backend Engineer',
  image_url: null,
  last_message: null,
  unread_count: 0,
};

describe('the chat page', { timeout: 30_000 }, () => {
  it('lists the conversations with their unread answers, opens the latest and marks it read', async () => {
    signInAsTalent();
    const writes = serveChat([advocate, company]);
    renderApp('/talent/chat');
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(within(list).getByText('Nadia Putri')).toBeInTheDocument();
    expect(within(list).getByText('Your talent advocate')).toBeInTheDocument();
    expect(within(list).getByText('Backend Engineer')).toBeInTheDocument();
    expect(within(list).getByLabelText('1 unread message')).toBeInTheDocument();

    const log = await screen.findByRole('log');
    expect(await within(log).findByText('Should I prepare anything?')).toBeInTheDocument();
    expect(within(log).getByText(/^You · /)).toBeInTheDocument();
    await waitFor(() =>
      expect(writes).toContainEqual({
        method: 'POST',
        path: `/api/chat/talent/${signedInTalent.id}/conversations/1/read`,
        body: null,
      }),
    );
  });

  it('sends a message with Enter under a client id, and refuses an empty one at the field', async () => {
    signInAsTalent();
    const writes = serveChat([advocate, company]);
    const { user } = renderApp('/talent/chat?c=1');
    const box = await screen.findByRole('textbox', { name: 'Write a message' });
    await user.type(box, '   {Enter}');
    expect(await screen.findByText('Please write a message')).toBeInTheDocument();

    await user.type(box, 'I will bring them, thank you!{Enter}');
    const log = screen.getByRole('log');
    expect(await within(log).findByText('I will bring them, thank you!')).toBeInTheDocument();
    const sent = writes.find((write) => write.path.endsWith('/messages'));
    expect(sent?.body).toEqual({
      body: 'I will bring them, thank you!',
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(box).toHaveValue('');
  });

  it('opens the conversation the address names, and goes back to the list on a phone', async () => {
    signInAsTalent();
    serveChat([advocate, company]);
    const { user, router } = renderApp('/talent/chat?c=2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Gojek' })).toBeInTheDocument();
    expect(
      await screen.findByText('No messages yet. Say hello!', { selector: '[role=log] *' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All conversations' }));
    expect(router.state.location.search).toBe('');
  });

  it('says what to do when there is no conversation yet', async () => {
    signInAsTalent();
    serveChat([]);
    renderApp('/talent/chat');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute(
      'href',
      '/talent/job-opportunities',
    );
  });
});
