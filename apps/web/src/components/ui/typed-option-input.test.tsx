import { listUniversities } from '@talent/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { network, onEndpoint } from '@/test/network';
import { renderWithProviders } from '@/test/render-app';
import { type TypedOption, TypedOptionInput } from './typed-option-input';

/** 45 universities whose names hold "Universitas", served a page at a time as the server does. */
const universities = Array.from({ length: 45 }, (_, index) => ({
  id: index + 1,
  name: `Universitas ${String(index + 1).padStart(2, '0')}`,
  is_other: false,
  oversea: false,
}));

function answerUniversities() {
  const asked: URLSearchParams[] = [];
  network.use(
    onEndpoint(listUniversities, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const search = (query.get('search') ?? '').toLowerCase();
      const page = Number(query.get('page'));
      const size = Number(query.get('size'));
      const matches = universities.filter((university) => university.name.toLowerCase().includes(search));
      return HttpResponse.json({
        data: matches.slice((page - 1) * size, page * size),
        meta: { message: 'Success', count: matches.length },
      });
    }),
  );
  return asked;
}

/** The field in a form of its own, recording what it hands the form. */
function University({ changes }: { changes: TypedOption[] }) {
  const [value, setValue] = useState<TypedOption>({ id: 0, name: '' });
  return (
    <TypedOptionInput
      endpoint={listUniversities}
      label="University"
      value={value}
      onChange={(option) => {
        changes.push(option);
        setValue(option);
      }}
    />
  );
}

describe('the master-data input', () => {
  it('searches once typing stops, takes a picked option with its id and a new name with id 0', async () => {
    const asked = answerUniversities();
    const changes: TypedOption[] = [];
    const { user } = renderWithProviders(<University changes={changes} />);
    const field = screen.getByRole('combobox', { name: 'University' });

    await user.type(field, 'Univ');
    // Typing has just stopped: nothing is asked until it has stayed stopped for 500 ms.
    expect(asked).toEqual([]);
    await user.click(await screen.findByRole('option', { name: 'Universitas 02' }));
    expect(asked.map((query) => query.get('search'))).toEqual(['Univ']);
    expect(field).toHaveValue('Universitas 02');
    expect(changes.at(-1)).toEqual({ id: 2, name: 'Universitas 02' });

    await user.clear(field);
    await user.type(field, 'Institut Baru');
    expect(changes.at(-1)).toEqual({ id: 0, name: 'Institut Baru' });
  });

  it('loads the next page of matches from "Show more" until there are no more', async () => {
    const asked = answerUniversities();
    const { user } = renderWithProviders(<University changes={[]} />);
    await user.type(screen.getByRole('combobox', { name: 'University' }), 'Universitas');
    await screen.findByRole('option', { name: 'Universitas 20' });
    expect(screen.queryByRole('option', { name: 'Universitas 21' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('option', { name: 'Show more' }));
    expect(await screen.findByRole('option', { name: 'Universitas 40' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Show more' }));
    expect(await screen.findByRole('option', { name: 'Universitas 45' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(45);
    expect(screen.queryByRole('option', { name: 'Show more' })).not.toBeInTheDocument();
    await waitFor(() => expect(asked.map((query) => query.get('page'))).toEqual(['1', '2', '3']));
    expect(asked.every((query) => query.get('search') === 'Universitas')).toBe(true);
  });
});
