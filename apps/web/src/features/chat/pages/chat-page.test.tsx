import type { ChatMessage, Conversation } from '@talent/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedInTalent, signInAsTalent } from '@/test/render-app';

const message = (
  id: number,
  sender: ChatMessage['sender'],
  body: string,
  conversationId = 1,
): ChatMessage => ({
  id,
  conversation_id: conversationId,
  sender,
  author_name: sender === 'talent' ? 'Siti Rahayu' : 'Nadia Putri',
  body,
  created_at: '2026-11-20T03:00:00.000Z',
  client_id: null,
});

const advocate: Conversation = {
  id: 1,
  kind: 'advocate',
  title: 'Nadia Putri',
  position_name: null,
  image_url: null,
  last_message: message(2, 'staff', 'Bring two examples of projects you led.'),
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

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The chat service as the server answers it; every call is kept with its method and body. */
function answerChat(conversations: Conversation[]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const previous = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    if (!url.pathname.startsWith('/api/chat/')) return previous(input, init);
    const text = request.method === 'GET' ? '' : await request.text();
    calls.push({ method: request.method, path: url.pathname, body: text ? JSON.parse(text) : null });
    // The live stream is refused here: the page works from its own calls.
    if (url.pathname.endsWith('/stream')) return json({ error: 'FORBIDDEN' }, 403);
    if (url.pathname.endsWith('/conversations'))
      return json({ data: conversations, meta: { message: 'OK' } });
    if (url.pathname.endsWith('/read')) return json({ data: null, meta: { message: 'OK' } });
    if (url.pathname.endsWith('/1/messages') && request.method === 'GET') {
      return json({
        data: [
          message(1, 'talent', 'Should I prepare anything?'),
          message(2, 'staff', 'Bring two examples of projects you led.'),
        ],
        meta: { message: 'OK' },
      });
    }
    if (request.method === 'POST') {
      const sent = JSON.parse(text) as { body: string; client_id: string };
      return json({
        data: { ...message(3, 'talent', sent.body), client_id: sent.client_id },
        meta: { message: 'OK' },
      });
    }
    return json({ data: [], meta: { message: 'OK' } });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the chat page', { timeout: 30_000 }, () => {
  it('lists the conversations with their unread answers, opens the latest and marks it read', async () => {
    signInAsTalent();
    const calls = answerChat([advocate, company]);
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
      expect(calls).toContainEqual({
        method: 'POST',
        path: `/api/chat/talent/${signedInTalent.id}/conversations/1/read`,
        body: null,
      }),
    );
  });

  it('sends a message with Enter under a client id, and refuses an empty one at the field', async () => {
    signInAsTalent();
    const calls = answerChat([advocate, company]);
    const { user } = renderApp('/talent/chat?c=1');
    const box = await screen.findByRole('textbox', { name: 'Write a message' });
    await user.type(box, '   {Enter}');
    expect(await screen.findByText('Please write a message')).toBeInTheDocument();

    await user.type(box, 'I will bring them, thank you!{Enter}');
    const log = screen.getByRole('log');
    expect(await within(log).findByText('I will bring them, thank you!')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST' && call.path.endsWith('/messages'));
    expect(sent?.body).toEqual({
      body: 'I will bring them, thank you!',
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(box).toHaveValue('');
  });

  it('opens the conversation the address names, and goes back to the list on a phone', async () => {
    signInAsTalent();
    answerChat([advocate, company]);
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
    answerChat([]);
    renderApp('/talent/chat');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute(
      'href',
      '/talent/job-opportunities',
    );
  });
});
