import type { dashboard as english } from '../en/dashboard';
import type { Translation } from '../translation';

/** Bagian dasbor sendiri: profil, tur produk, dan pencapaian. */
export const dashboard = {
  title: 'Mulai di sini',
  profileCard: {
    title: 'Profilmu',
    noPosition: 'Pilih posisi yang kamu cari di preferensimu.',
    completeness: 'Profil {{percent}}% lengkap',
    view: 'LIHAT PROFIL',
  },
  tour: {
    offer: 'Baru di sini? Ikuti tur singkat Talent selama satu menit.',
    start: 'Mulai tur',
    skip: 'Lain kali',
    back: 'Kembali',
    next: 'Lanjut',
    finish: 'Selesai',
    progress: 'Langkah {{step}} dari {{total}}',
    steps: {
      welcome: {
        title: 'Selamat datang di Talent',
        text: 'Talent mencarikan pekerjaan yang cocok dan mendampingimu di setiap langkah, dari wawancara pertama hingga tawaran kerja.',
      },
      dashboard: {
        title: 'Dasbormu',
        text: 'Undangan wawancara, tawaran kerja, dan hasilnya muncul di sini per tahap, lengkap dengan pengingat agenda berikutnya.',
      },
      jobs: {
        title: 'Lowongan yang cocok',
        text: 'Daftar lowongan dicocokkan dengan keahlian, kategori pekerjaan, dan gaji yang kamu harapkan. Simpan yang kamu suka dan lamar dalam satu langkah.',
      },
      profile: {
        title: 'Tampil menonjol',
        text: 'Profil yang lengkap, CV, dan sertifikat keahlian membantu perusahaan memilihmu.',
      },
      contact: {
        title: 'Tetap terhubung',
        text: 'Lonceng memberi tahu apa yang terjadi, dan fitur pesan menghubungkanmu dengan pendamping karier serta perusahaan yang sedang berbicara denganmu.',
      },
    },
  },
  profile: {
    label: 'Kelengkapan profil',
    percent: '{{percent}}%',
  },
  milestones: {
    count: '{{reached}} dari {{total}} pencapaian diraih',
    new: 'Baru',
    reached: ', sudah diraih',
    notReached: ', belum diraih',
    profile: { name: 'Lengkapi profilmu', how: 'Isi bagian yang masih kosong' },
    cv: { name: 'Unggah CV-mu', how: 'Tambahkan CV' },
    apply: { name: 'Lamar sebuah lowongan', how: 'Lihat lowongan yang cocok untukmu' },
    interview: { name: 'Dapatkan undangan wawancara', how: 'Perusahaan mengundangmu setelah kamu melamar.' },
    certificate: { name: 'Raih sertifikat keahlian', how: 'Ikuti tes keahlian' },
    referral: { name: 'Ajak seorang teman', how: 'Ajak teman bergabung ke Talent' },
  },
} as const satisfies Translation<typeof english>;
