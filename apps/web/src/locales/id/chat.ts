import type { chat as english } from '../en/chat';
import type { Translation } from '../translation';

/** Fitur pesan (/talent/chat) dan bagiannya di dasbor. */
export const chat = {
  page: {
    title: 'Pesan',
    description: 'Ngobrol dengan pendamping kariermu dan perusahaan yang sedang memproses lamaranmu.',
    conversations: 'Percakapan',
    loading: 'Memuat percakapanmu',
    emptyTitle: 'Belum ada percakapan',
    emptyText:
      'Pendamping kariermu dan perusahaan yang mengundangmu wawancara akan menulis di sini. Lamar lowongan untuk memulai.',
    browseJobs: 'Lihat lowongan',
  },
  conversation: {
    advocate: 'Pendamping kariermu',
    advocateFallback: 'Pendamping karier',
    noMessages: 'Belum ada pesan. Sapa dulu, yuk!',
    unread_one: '{{count}} pesan belum dibaca',
    unread_other: '{{count}} pesan belum dibaca',
    you: 'Kamu',
  },
  thread: {
    label: 'Pesan dengan {{name}}',
    loading: 'Memuat pesan',
    older: 'Tampilkan pesan sebelumnya',
    back: 'Semua percakapan',
    sending: 'Mengirim…',
    failed: 'Tidak terkirim.',
    retry: 'Kirim ulang',
  },
  composer: {
    label: 'Tulis pesan',
    placeholder: 'Tulis pesan…',
    hint: 'Enter untuk mengirim, Shift+Enter untuk baris baru.',
    send: 'Kirim',
  },
  dashboard: {
    title: 'Pesan',
    open: 'Buka pesan',
    empty: 'Pesan dari pendamping karier dan perusahaan akan muncul di sini.',
  },
} as const satisfies Translation<typeof english>;
