import { Skeleton } from '@mantine/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useHydrated } from '@/lib/hydration';
import { useTranslation } from '@/lib/i18n';
import { qrPath } from '../model/qr-path';

const margin = 2;

/**
 * A QR code that opens the certificate's public page, so a printed copy can be checked. The QR
 * library loads only here, when a certificate is shown (it is no part of any other first load).
 */
export function CertificateQr({ path, size = 112 }: { path: string; size?: number }) {
  const { t } = useTranslation('assessments');
  // The address this page was opened at, which the server rendering it does not know.
  const url = useHydrated() ? new URL(path, window.location.origin).href : null;
  const code = useQuery({
    queryKey: ['certificate-qr', url],
    queryFn:
      url === null
        ? skipToken
        : async () => {
            const { create } = await import('qrcode');
            const { modules } = create(url, { errorCorrectionLevel: 'M' });
            return { path: qrPath(modules, margin), width: modules.size + 2 * margin };
          },
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (url === null || !code.data) return <Skeleton width={size} height={size} aria-hidden />;
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${code.data.width} ${code.data.width}`}
      role="img"
      aria-label={t('certificate.qrLabel', { url })}
      shapeRendering="crispEdges"
      data-testid="certificate-qr"
    >
      <rect width="100%" height="100%" fill="#fff" />
      <path d={code.data.path} fill="#0F172A" />
    </svg>
  );
}
