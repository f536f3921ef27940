import type { site as english } from '../en/site';
import type { Translation } from '../translation';

/** Halaman footer: Tentang Kami, Karier, Acara, Hubungi Kami, dan Tanya Jawab. */
export const site = {
  about: {
    title: 'Tentang Talent',
    description:
      'Kami membantu para profesional Indonesia menemukan pekerjaan yang pas, dan perusahaan menemukan orang yang pas.',
    storyTitle: 'Mengapa kami membangun Talent',
    story:
      'Dulu, mencari kerja di Indonesia berarti mengirim CV yang sama ke lima puluh perusahaan dan hanya dibalas dua. Di Talent, kamu cukup membuat satu profil, lalu perusahaan yang datang kepadamu: dengan kisaran gaji sejak awal, jadwal wawancara yang jelas, dan jawaban apa pun hasilnya.',
    figuresTitle: 'Talent dalam angka',
    figures: [
      { value: '120.000+', label: 'talenta dengan profil' },
      { value: '3.200', label: 'perusahaan yang merekrut' },
      { value: '16 kota', label: 'di seluruh Indonesia' },
      { value: '9 hari', label: 'rata-rata dari wawancara pertama hingga tawaran kerja' },
    ],
    valuesTitle: 'Janji kami untuk talenta',
    values: [
      {
        title: 'Gaji yang transparan',
        text: 'Setiap tawaran kerja mencantumkan gajinya, dan kalkulator gaji publik kami menunjukkan kisaran gaji sebuah peran sebelum kamu melamar.',
      },
      {
        title: 'Selalu ada jawaban',
        text: 'Setiap lamaran berakhir dengan hasil dan alasannya. Tidak perlu lagi menunggu balasan yang tak kunjung datang.',
      },
      {
        title: 'Datamu milikmu',
        text: 'Hanya perusahaan yang sedang memproses lamaranmu yang bisa melihat datamu, dan kamu bisa menutup akun kapan saja.',
      },
    ],
  },
  career: {
    title: 'Karier di Talent',
    description:
      'Bergabunglah dengan tim kecil yang membantu ribuan orang menemukan pekerjaan baru setiap bulan.',
    openRoles: 'Posisi yang dibuka',
    apply: 'Lamar lewat email',
    applySubject: 'Lamaran: {{role}}',
    roles: [
      {
        title: 'Senior Backend Engineer (TypeScript)',
        team: 'Teknologi',
        place: 'Jakarta atau jarak jauh di Indonesia',
        type: 'Penuh waktu',
      },
      { title: 'Product Designer', team: 'Desain', place: 'Jakarta', type: 'Penuh waktu' },
      { title: 'Pendamping Karier', team: 'Talent Success', place: 'Bandung', type: 'Penuh waktu' },
      { title: 'Partnerships Manager', team: 'Bisnis', place: 'Surabaya', type: 'Penuh waktu' },
    ],
    contact:
      'Posisimu belum ada? Kirim CV dan ceritakan apa yang ingin kamu kerjakan ke careers@talent.example.com.',
  },
  event: {
    title: 'Acara',
    description:
      'Bursa kerja, lokakarya, dan webinar untuk bertemu perusahaan dan mengasah cara mencari kerjamu.',
    upcoming: 'Acara mendatang',
    register: 'Daftar lewat Hubungi Kami',
    events: [
      {
        title: 'Bursa Kerja Talent Jakarta',
        date: 'Sabtu, 12 Desember 2026',
        place: 'Jakarta Convention Center',
        text: 'Bertemu 60 perusahaan yang sedang merekrut dalam satu hari, dengan wawancara langsung untuk posisi teknologi, keuangan, dan penjualan.',
      },
      {
        title: 'Webinar: Negosiasi tawaran kerja pertamamu',
        date: 'Kamis, 17 Desember 2026',
        place: 'Daring',
        text: 'Cara membaca tawaran kerja, gaji bersih dibanding gaji kotor, dan apa yang perlu dikatakan saat gajinya di bawah harapanmu.',
      },
      {
        title: 'Klinik CV Bandung',
        date: 'Sabtu, 9 Januari 2027',
        place: 'Bandung Creative Hub',
        text: 'Bawa CV-mu, dan pendamping karier Talent akan meninjaunya bersamamu, empat mata, dalam dua puluh menit.',
      },
    ],
  },
  contact: {
    title: 'Hubungi Kami',
    description:
      'Ada pertanyaan tentang akun, lowongan, atau wawancara? Tulis pesan, dan tim kami akan menjawab.',
    formTitle: 'Kirim pesan',
    name: 'Nama Lengkap',
    email: 'Email',
    topic: 'Topik',
    topicPlaceholder: 'Pilih topik',
    topics: {
      account: 'Akun saya',
      jobs: 'Lowongan dan lamaran',
      hiring: 'Wawancara dan tawaran kerja',
      assessments: 'Tes, kompetisi, dan sertifikat',
      partnership: 'Merekrut di Talent (untuk perusahaan)',
      other: 'Lainnya',
    },
    subject: 'Subjek',
    subjectPlaceholder: 'Opsional',
    message: 'Pesan',
    messagePlaceholder: 'Ceritakan apa yang terjadi dan bagaimana kami bisa membantu.',
    send: 'Kirim Pesan',
    otherWaysTitle: 'Cara lain menghubungi kami',
    emailLabel: 'Email',
    emailAddress: 'support@talent.example.com',
    phoneLabel: 'Telepon',
    phoneNumber: '+62 21 5080 1234',
    hoursLabel: 'Jam layanan',
    hours: 'Senin sampai Jumat, 09.00 sampai 17.00 WIB',
    addressLabel: 'Kantor',
    address: 'Jl. Jend. Sudirman Kav. 52-53, Jakarta 12190',
  },
  faq: {
    title: 'Pertanyaan yang Sering Diajukan',
    description: 'Jawaban atas pertanyaan yang paling sering diajukan talenta. Masih bingung? Hubungi kami.',
    items: [
      {
        question: 'Apakah Talent gratis untuk pencari kerja?',
        answer:
          'Ya. Membuat profil, melamar lowongan, mengikuti tes, dan memakai kalkulator gaji gratis untuk talenta.',
      },
      {
        question: 'Siapa yang bisa melihat profilku?',
        answer:
          'Perusahaan melihat profilmu saat kamu melamar lowongan mereka atau saat pendamping karier kami memperkenalkanmu. Email dan nomor ponselmu hanya dibagikan kepada perusahaan yang sedang memproses lamaranmu.',
      },
      {
        question: 'Bagaimana cara kerja undangan wawancara?',
        answer:
          'Perusahaan menawarkan hingga tiga slot wawancara satu jam. Pilih salah satu, atau minta waktu lain; kamu juga bisa menolak dengan alasan. Dasbormu menampilkan setiap langkahnya.',
      },
      {
        question: 'Bisakah saya menegosiasikan tawaran kerja?',
        answer:
          'Bisa. Dari tawaran kerja, pilih negosiasi, isi gaji yang kamu harapkan (bersih atau kotor) dan, bila mau, slip gajimu saat ini. Perusahaan menjawab di Talent.',
      },
      {
        question: 'Apa yang ditampilkan kalkulator gaji?',
        answer:
          'Untuk sebuah posisi dan lama pengalaman, kalkulator menampilkan 10% terbawah, rata-rata, dan 10% teratas gaji bulanan, dari gaji yang disebutkan talenta dan tawaran kerja yang mereka terima.',
      },
      {
        question: 'Bagaimana cara kerja sertifikat?',
        answer:
          'Lulus tes keahlian atau selesaikan kompetisi, dan kamu mendapat sertifikat dengan tautan publiknya sendiri serta PDF yang bisa diunduh. Sertifikat itu muncul di profilmu.',
      },
      {
        question: 'Saya tidak menerima email verifikasi.',
        answer:
          'Periksa folder spam, lalu gunakan Kirim ulang di halaman masuk. Tautan hanya berlaku sekali dan kedaluwarsa setelah beberapa waktu, jadi selalu gunakan yang terbaru.',
      },
      {
        question: 'Bagaimana cara menutup akun?',
        answer:
          'Buka Pengaturan dan pilih Nonaktifkan Akun. Kamu akan dikeluarkan dari semua perangkat dan akun tidak bisa dipakai masuk lagi.',
      },
    ],
  },
  accessibility: {
    title: 'Aksesibilitas',
    description:
      'Talent untuk semua pencari kerja, termasuk yang memakai keyboard, pembaca layar, kontrol suara, atau pembesaran layar.',
    standardTitle: 'Standar yang kami penuhi',
    standard:
      'Talent berupaya memenuhi Web Content Accessibility Guidelines (WCAG) 2.2 tingkat AA di setiap halaman aplikasi web, pada setiap lebar layar mulai 320 piksel dan dengan teks diperbesar hingga 200%.',
    testingTitle: 'Cara kami menguji',
    testing: [
      'Setiap alur di peramban menjalankan axe-core dengan aturan WCAG 2.2 A dan AA serta praktik terbaik di setiap halaman, modal, menu, panel, dan pesan galat yang dibukanya, pada lebar 1280 dan 360 piksel, dan gagal bila ada temuan serius atau kritis.',
      'Alur keyboard membuka dan menutup setiap modal serta memeriksa ke mana fokus berpindah, bahwa kolom tetap memegang fokusnya, dan bahwa pesan galat membawa fokus ke kolom yang bersangkutan.',
      'Sebelum rilis, kami menjelajahi produk hanya dengan keyboard, dengan pembaca layar, pada 320 piksel, dan dengan teks 200%.',
    ],
    limitsTitle: 'Yang kami tahu belum sempurna',
    limits:
      'Pemeriksaan otomatis hanya menemukan sebagian masalah. Grafik di kalkulator gaji menampilkan angkanya dalam teks di sampingnya; jika masih ada halaman yang menyulitkanmu, beri tahu kami.',
    reportTitle: 'Laporkan hambatan',
    report:
      'Jika ada yang menghambatmu di Talent, tulis ke accessibility@talent.example.com atau gunakan Hubungi Kami dengan topik pilihanmu. Sebutkan halamannya, apa yang sedang kamu lakukan, dan apa yang kamu pakai (peramban, pembaca layar, pembesaran). Tim kami menjawab dalam dua hari kerja, dan kami kabari saat masalahnya sudah diperbaiki.',
    contact: 'Hubungi Kami',
    reviewed: 'Pernyataan ini terakhir ditinjau pada 27 November 2026.',
  },
  terms: {
    title: 'Syarat Layanan',
    description: 'Perjanjian antara kamu dan Talent saat kamu memakai Talent untuk mencari kerja.',
    sections: [
      {
        title: 'Akunmu',
        text: 'Kamu harus berusia minimal 18 tahun untuk membuat akun. Jaga kerahasiaan kata sandimu; kamu bertanggung jawab atas apa yang dilakukan dengan akunmu. Berikan data yang benar tentang dirimu, pendidikanmu, dan pekerjaanmu: perusahaan mengambil keputusan berdasarkan data itu.',
      },
      {
        title: 'Melamar lowongan',
        text: 'Saat kamu melamar, perusahaan melihat profil, CV, dan jawaban yang kamu berikan. Talent menampilkan lowongan sebagaimana dipasang perusahaan dan tidak bisa menjamin kamu diterima. Jangan pernah membayar siapa pun agar dipertimbangkan untuk lowongan yang kamu temukan di Talent, dan beri tahu kami jika ada yang memintanya.',
      },
      {
        title: 'Tes dan sertifikat',
        text: 'Kerjakan tes dan tantangan kompetisi sendiri, tanpa bantuan. Sertifikat bisa dicek siapa pun dengan ID-nya; kami dapat mencabut sertifikat yang diraih secara tidak jujur.',
      },
      {
        title: 'Yang tidak boleh kamu lakukan',
        text: 'Jangan mengunggah konten yang palsu, menyinggung, atau bukan hakmu untuk dibagikan, menghubungi perusahaan untuk melecehkan, menyalin situs dengan alat otomatis, atau mencoba mengakses data yang bukan milikmu.',
      },
      {
        title: 'Mengakhiri akunmu',
        text: 'Kamu bisa menonaktifkan akun kapan saja di Pengaturan. Kami dapat menangguhkan akun yang melanggar syarat ini, dan kami akan memberi tahu alasannya.',
      },
      {
        title: 'Perubahan dan pertanyaan',
        text: 'Jika syarat ini berubah, kami memberi tahu lewat email paling lambat 14 hari sebelumnya. Sampaikan pertanyaan apa pun lewat Hubungi Kami. Syarat ini tunduk pada hukum Republik Indonesia.',
      },
    ],
    updated: 'Terakhir diperbarui pada 27 November 2026.',
  },
  privacy: {
    title: 'Kebijakan Privasi',
    description:
      'Data apa yang dikumpulkan Talent tentangmu, untuk apa, siapa yang melihatnya, dan bagaimana kamu mengendalikannya.',
    sections: [
      {
        title: 'Data yang kami kumpulkan',
        text: 'Data yang kamu berikan (nama, email, nomor ponsel, profil, CV, dan dokumen), aktivitasmu di Talent (lowongan yang disimpan dan dilamar, hasil tes, pesan), dan data teknis untuk menjaga keamanan akunmu (perangkat dan waktu masuk).',
      },
      {
        title: 'Untuk apa kami memakainya',
        text: 'Untuk menjalankan akunmu, mencocokkanmu dengan lowongan, meneruskan lamaranmu ke perusahaan yang kamu lamar, mengirim pemberitahuan yang kamu pilih di Pengaturan, dan melindungi Talent dari penyalahgunaan. Kami tidak menjual data pribadimu.',
      },
      {
        title: 'Siapa yang melihatnya',
        text: 'Perusahaan melihat profilmu saat kamu melamar atau saat mereka mengundangmu. Pendamping kariermu melihatnya untuk membantumu. Penyedia layanan hosting dan email kami hanya melihat yang mereka perlukan. Sertifikat menampilkan nama dan skormu kepada siapa pun yang memegang ID-nya.',
      },
      {
        title: 'Berapa lama kami menyimpannya',
        text: 'Selama akunmu aktif, dan hingga dua tahun setelah kamu menonaktifkannya, kecuali hukum mewajibkan lebih lama.',
      },
      {
        title: 'Hak-hakmu',
        text: 'Kamu bisa melihat, memperbaiki, dan mengunduh datamu dari profil, meminta kami menghapusnya, dan menarik persetujuan atas email opsional kapan saja, sesuai Undang-Undang Pelindungan Data Pribadi (UU PDP No. 27 Tahun 2022). Tulis ke privacy@talent.example.com.',
      },
    ],
    updated: 'Terakhir diperbarui pada 27 November 2026.',
  },
} as const satisfies Translation<typeof english>;
