import type { common as english } from '../en/common';
import type { Translation } from '../translation';

/** Kata yang dipakai banyak layar. */
export const common = {
  appName: 'Talent',
  loading: 'Memuat…',
  close: 'Tutup',
  opensInNewTab: '(terbuka di tab baru)',
  unsavedChanges: {
    title: 'Perubahan belum disimpan',
    question: 'Yakin ingin membuang perubahan ini?',
    discard: 'Buang',
    cancel: 'Batal',
  },
  upload: {
    progress: 'Mengunggah {{percent}}%',
    pick: 'Pilih file',
    clear: 'Hapus file yang dipilih',
    dropHint: 'Tarik dan lepas file di sini, atau',
    onRecord: 'sudah diunggah',
  },
  dateField: {
    placeholder: 'Ketik atau pilih tanggal',
    clear: 'Hapus tanggal',
    previousMonth: 'Bulan sebelumnya',
    nextMonth: 'Bulan berikutnya',
    previousYear: 'Tahun sebelumnya',
    nextYear: 'Tahun berikutnya',
    previousDecade: 'Dekade sebelumnya',
    nextDecade: 'Dekade berikutnya',
    chooseMonth: 'Pilih bulan lain',
    chooseYear: 'Pilih tahun lain',
  },
  pagination: {
    label: 'Halaman',
    previous: 'Halaman sebelumnya',
    next: 'Halaman berikutnya',
    first: 'Halaman pertama',
    last: 'Halaman terakhir',
  },
  options: {
    showMore: 'Lihat lainnya',
  },
  loadError: {
    title: 'Gagal memuat',
    text: 'Periksa koneksimu, lalu coba lagi.',
    retry: 'Coba lagi',
  },
  fields: {
    email: 'Email',
    emailPlaceholder: 'kamu@contoh.com',
    phone: 'Nomor Ponsel',
    phonePlaceholder: '812 3456 7890',
    areaCode: 'Kode area',
    phoneMobile: 'Indonesia, nomor ponsel',
    showPassword: 'Tampilkan kata sandi',
  },
} as const satisfies Translation<typeof english>;
