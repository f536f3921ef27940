import { useForm } from '@mantine/form';
import { fetchLinkPreview } from '@talent/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { network, onEndpoint } from '@/test/network';
import { renderWithProviders } from '@/test/render-app';
import { LinkField } from './link-field';

function Portfolio() {
  const form = useForm({ initialValues: { url: 'https://saved.example.com/work' } });
  return <LinkField form={form} path="url" label="Portfolio Link" />;
}

describe('a link field', { timeout: 30_000 }, () => {
  it('reads no preview of the saved link on load, and previews a link the talent types', async () => {
    const asked: string[] = [];
    network.use(
      onEndpoint(fetchLinkPreview, async ({ request }) => {
        asked.push(await request.text());
        return Response.json({
          data: {
            url: 'https://new.example.com',
            title: 'New work',
            description: 'A case study',
            image: null,
          },
          meta: { message: 'Success' },
        });
      }),
    );
    const { user } = renderWithProviders(<Portfolio />);
    const field = screen.getByLabelText('Portfolio Link');
    await user.clear(field);
    await user.type(field, 'https://new.example.com');
    expect(await screen.findByText('New work', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('new.example.com');
  });
});
