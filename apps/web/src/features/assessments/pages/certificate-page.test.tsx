import { lookUpCertificates } from '@talent/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, network } from '@/test/network';
import { renderApp } from '@/test/render-app';

const certificate = {
  uid: 'A1B2C3D4E5F60708',
  talent_id: 7,
  talent_name: 'Siti Rahayu',
  kind: 'assessment' as const,
  name: 'SQL Basics',
  contest_name: null,
  score: 90,
  issued_at: '2026-11-20T03:00:00.000Z',
};

describe('the certificate page', { timeout: 30_000 }, () => {
  it('looks like a certificate: signature line, issue date, seal, id and a QR code of its public page', async () => {
    network.use(answer(lookUpCertificates, [certificate], { message: 'Success', count: 1 }));
    renderApp('/talent/certificate/A1B2C3D4E5F60708');
    const qr = await screen.findByRole('img', {
      name: `QR code that opens this certificate at ${window.location.origin}/talent/certificate/A1B2C3D4E5F60708`,
    });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText('Siti Rahayu')).toBeInTheDocument();
    expect(screen.getByText('Head of Talent Assessment')).toBeInTheDocument();
    expect(screen.getByText('Issued on 20 November 2026')).toBeInTheDocument();
    expect(screen.getByText('Verified by Talent')).toBeInTheDocument();
    expect(screen.getByText('Certificate ID A1B2C3D4E5F60708')).toBeInTheDocument();
  });
});
