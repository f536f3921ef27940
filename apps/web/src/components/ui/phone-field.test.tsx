import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveOptionLists } from '@/test/network';
import { renderWithProviders } from '@/test/render-app';
import { PhoneField } from './phone-field';

const areaCodes = [
  { id: 1, name: 'Jakarta', is_other: false, province: 'DKI Jakarta', area_code: '021', dial_code: '+62 21' },
  { id: 2, name: 'Depok', is_other: false, province: 'Jawa Barat', area_code: '021', dial_code: '+62 21' },
  { id: 3, name: 'Bandung', is_other: false, province: 'Jawa Barat', area_code: '022', dial_code: '+62 22' },
];

beforeEach(() => serveOptionLists({ area_codes: areaCodes }));

/** A form's phone as the field hands it on, shown beside it as the form would save it. */
function PhoneForm({ stored = '' }: { stored?: string }) {
  const [phone, setPhone] = useState(stored);
  return (
    <>
      <PhoneField value={phone} onChange={setPhone} />
      <output aria-label="Saved phone">{phone}</output>
    </>
  );
}

const areaCode = () => screen.getByRole('combobox', { name: 'Area code' });
const number = () => screen.getByRole('textbox', { name: 'Phone Number' });
const saved = () => screen.getByRole('status', { name: 'Saved phone' });

describe('the phone field', () => {
  it('shows a stored phone as its area code and the number after it', async () => {
    renderWithProviders(<PhoneForm stored="+62 21 5080 1234" />);
    await waitFor(() => expect(areaCode()).toHaveValue('+62 21'));
    expect(number()).toHaveValue('5080 1234');
  });

  it("saves a number typed without a code with Indonesia's +62", async () => {
    const { user } = renderWithProviders(<PhoneForm />);
    expect(areaCode()).toHaveValue('+62');
    await user.type(number(), '0812 3456 7890');
    expect(saved()).toHaveTextContent('+62 812 3456 7890');
    expect(number()).toHaveValue('0812 3456 7890');
  });

  it('saves the phone with another code when one is chosen by its city', async () => {
    const { user } = renderWithProviders(<PhoneForm stored="+62 5080 1234" />);
    await user.click(areaCode());
    await user.clear(areaCode());
    await user.type(areaCode(), 'depok');
    expect(await screen.findByText('Jakarta, Depok')).toBeInTheDocument();
    expect(screen.queryByText('Bandung')).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /\+62 21/ }));
    expect(saved()).toHaveTextContent('+62 21 5080 1234');
    expect(number()).toHaveValue('5080 1234');
  });
});
