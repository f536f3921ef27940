import type { salary as english } from '../en/salary';
import type { Translation } from '../translation';

/** Kalkulator gaji publik (spesifikasi bagian 2, 5, 8) dan tampilan gaji bersih. */
export const salary = {
  page: {
    title: 'Kalkulator Gaji',
    intro:
      'Lihat gaji orang dengan peran sepertimu di Indonesia, berdasarkan lama pengalaman, dari data gaji nyata.',
  },
  form: {
    title: 'Peranmu',
    category: 'Kategori Pekerjaan',
    categoryPlaceholder: 'Pilih kategori pekerjaan',
    position: 'Posisi Pekerjaan',
    positionPlaceholder: 'Pilih posisi pekerjaan',
    positionNeedsCategory: 'Pilih kategori pekerjaan dulu',
    years: 'Lama Pengalaman',
    yearsPlaceholder: 'Pilih lama pengalamanmu',
    calculate: 'Hitung',
    required: '* Wajib diisi',
    optionsFailed: 'Daftar pekerjaan gagal dimuat.',
    retry: 'Coba lagi',
  },
  result: {
    heading: 'Rata-rata gaji {{position}} dengan pengalaman {{years}} adalah',
    mean: 'IDR {{amount}} Juta',
    perMonth: 'kotor per bulan, dari {{total}} data gaji',
    chartLabel: 'Rentang gaji {{position}} dengan pengalaman {{years}}',
    bottom: '10% Terbawah',
    average: 'Gaji Rata-rata',
    top: '10% Teratas',
    axis: 'Rupiah',
    notEnoughData: 'Data gaji untuk pilihan ini belum cukup.',
    notEnoughDataHint: 'Coba lama pengalaman yang berdekatan atau posisi yang serupa.',
    lowData: 'Data gaji untuk pilihan ini masih sedikit, jadi hasilnya mungkin kurang akurat.',
    skills: '10 keahlian teratas untuk posisi ini',
    noSkills: 'Belum ada keahlian yang tercatat untuk posisi ini.',
    topPositions: '3 gaji rata-rata tertinggi',
    topPositionsHint: 'Posisi dengan gaji tertinggi di {{category}} pada pengalaman {{years}}',
    rank: 'Peringkat {{rank}}',
    empty: 'Pilih kategori pekerjaan, posisi, dan lama pengalamanmu, lalu tekan Hitung.',
    failed: 'Gaji gagal dihitung.',
    loading: 'Menghitung gaji',
  },
  jobs: {
    title: 'Lowongan Rekomendasi',
    meta: '{{category}} · {{level}} · min. {{years}} tahun',
    product: 'Produk #{{id}}',
    company: 'Perusahaan #{{id}}',
    previous: 'Lowongan sebelumnya',
    next: 'Lowongan berikutnya',
  },
} as const satisfies Translation<typeof english>;
