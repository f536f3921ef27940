import type { salaryPrediction as english } from '../en/salary-prediction';
import type { Translation } from '../translation';

/** Perkiraan gaji pasar talenta (components/salary-prediction), di dasbor dan preferensi. */
export const salaryPrediction = {
  title: 'Gaji pasarmu',
  perMonth:
    'per bulan, kotor: gaji yang paling mungkin untuk keahlian, kategori pekerjaan, jenjang, dan kotamu',
  range: 'Kebanyakan orang sepertimu bergaji antara {{low}} dan {{high}}.',
  current: {
    below: 'Gajimu saat ini di bawah rentang ini.',
    within: 'Gajimu saat ini berada dalam rentang ini.',
    above: 'Gajimu saat ini di atas rentang ini.',
  },
  basis:
    'Dipelajari dari {{observations}} data gaji; model ini menjelaskan {{confidence}}% perbedaan di antaranya.',
  needsPreferences: 'Pilih kategori pekerjaanmu untuk melihat gaji pasar bagi keahlianmu.',
  addPreferences: 'Tambah preferensi kerja',
  loading: 'Memperkirakan gaji pasarmu',
  failed: 'Gaji pasarmu belum bisa diperkirakan saat ini.',
  retry: 'Coba lagi',
  noData: 'Data gaji belum cukup untuk memperkirakan gajimu.',
} as const satisfies Translation<typeof english>;
