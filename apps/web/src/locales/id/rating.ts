import type { rating as english } from '../en/rating';
import type { Translation } from '../translation';

/** Alur ulasan (/talent/rating/1, /2, /thankyou) dan kartunya di dasbor. */
export const rating = {
  frame: {
    home: 'Beranda Talent',
    step: 'Langkah {{step}} dari 2',
    loading: 'Memuat ulasanmu',
  },
  start: {
    title: 'Bagaimana pengalamanmu?',
    intro:
      'Jawabanmu membantu kami membuat Talent lebih baik bagi semua pencari kerja. Tidak sampai satu menit.',
    onboarding: 'Bagaimana pengalamanmu saat mulai bergabung?',
    interview: 'Bagaimana proses wawancaranya?',
    company: 'Bagaimana pengalamanmu dengan perusahaan klien?',
    next: 'Lanjut',
  },
  closing: {
    title: 'Hampir selesai',
    advocate: 'Bagaimana pengalamanmu dengan pendamping kariermu, {{name}}?',
    advocateRemarks: 'Ceritakan apa yang terjadi',
    advocateRemarksPlaceholder: 'Apa yang sudah baik, dan apa yang bisa lebih baik?',
    useAgain: 'Apakah kamu akan memakai Talent lagi?',
    summary: 'Ada lagi yang ingin kamu sampaikan?',
    summaryPlaceholder: 'Satu atau dua kalimat tentang pengalamanmu',
    back: 'Kembali',
    submit: 'Kirim ulasan',
  },
  thankYou: {
    title: 'Terima Kasih!',
    text: 'Kami membaca setiap ulasan. Ulasanmu membantu kami membuat Talent lebih baik bagi semua pencari kerja.',
    ok: 'Oke',
  },
  stars_one: '{{count}} bintang',
  stars_other: '{{count}} bintang',
  captions: {
    experience: { s1: 'Buruk', s2: 'Kurang', s3: 'Biasa saja', s4: 'Hampir Sempurna!', s5: 'Luar Biasa!' },
    useAgain: {
      s1: 'Tidak, sepertinya saya tidak akan memakainya lagi',
      s2: 'Mungkin tidak',
      s3: 'Mungkin, kalau saya membutuhkannya lagi',
      s4: 'Ya, kemungkinan besar',
      s5: 'Pasti! Paling pas untuk saya',
    },
    performance: {
      s1: 'Sangat buruk',
      s2: 'Buruk',
      s3: 'Biasa saja',
      s4: 'Kinerja baik',
      s5: 'Sangat Cocok!',
    },
  },
  card: {
    title: 'Bagaimana pengalamanmu dengan Talent?',
    text: 'Beri ulasan dalam dua langkah singkat.',
    action: 'Beri Ulasan',
  },
} as const satisfies Translation<typeof english>;
