import type { media as english } from '../en/media';
import type { Translation } from '../translation';

/** Blog (/media, /media/{slug}) dan artikel terbarunya di dasbor. */
export const media = {
  list: {
    title: 'Wawasan karier',
    description: 'Tips praktis seputar CV, wawancara, gaji, dan pengembangan karier di Indonesia.',
    label: 'Artikel',
    loading: 'Memuat artikel',
    emptyTitle: 'Belum ada artikel',
    emptyText:
      'Tim editor kami sedang menulis artikel pertama. Sementara itu, cari peran berikutnya di daftar lowongan.',
    browseJobs: 'Lihat lowongan',
    featured: 'Terbaru',
  },
  card: {
    readingTime: '{{count}} menit baca',
    byline: 'Oleh {{author}}',
  },
  article: {
    loading: 'Memuat artikel',
    back: 'Semua artikel',
    notFoundTitle: 'Artikel tidak ditemukan',
    notFoundText: 'Mungkin sudah dipindahkan atau dihapus. Artikel terbaru hanya sekali klik.',
    more: 'Baca juga',
  },
  dashboard: {
    title: 'Artikel terbaru',
    seeAll: 'Lihat semua artikel',
    empty: 'Artikel baru akan muncul di sini.',
  },
} as const satisfies Translation<typeof english>;
