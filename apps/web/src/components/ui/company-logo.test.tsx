import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { companyBrand } from './company-brand';
import { CompanyLogo } from './company-logo';

describe('a company logo', () => {
  it('shows the uploaded logo, and the monogram when the image fails', () => {
    const { container } = renderWithProviders(<CompanyLogo name="Bank Central Asia" src="/files/bca.png" />);
    const logo = container.querySelector('img');
    expect(logo).toHaveAttribute('src', '/files/bca.png');
    expect(screen.queryByTestId('company-monogram')).toBeNull();
    fireEvent.error(logo as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('company-monogram')).toHaveAttribute('data-initials', 'BC');
  });

  it('draws a monogram of the name, without the legal form, when the company has no logo', () => {
    renderWithProviders(<CompanyLogo name="PT Aneka Tambang Tbk" />);
    const monogram = screen.getByTestId('company-monogram');
    expect(monogram).toHaveAttribute('data-initials', 'AT');
    expect(monogram).toHaveTextContent('AT');
  });

  it('gives the same name the same colour and shape each time, and different names different looks', () => {
    expect(companyBrand('Freeport Indonesia')).toEqual(companyBrand('Freeport Indonesia'));
    const looks = new Set(
      ['Gojek', 'Tokopedia', 'Bank Mandiri', 'Freeport Indonesia', 'Kalbe Farma', 'JNE'].map((name) => {
        const brand = companyBrand(name);
        return `${brand.hue}-${brand.shape}`;
      }),
    );
    expect(looks.size).toBe(6);
  });
});
