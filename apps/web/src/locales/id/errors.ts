import type { errors as english } from '../en/errors';
import type { Translation } from '../translation';

/** Teks katalog galat (spesifikasi bagian 8). */
export const errors = {
  sessionExpired: 'Sesi Berakhir',
  noResponse: 'Terjadi galat server atau koneksi terputus',
  errorModalTitle: 'Galat',
} as const satisfies Translation<typeof english>;
