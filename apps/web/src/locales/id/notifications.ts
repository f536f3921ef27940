import type { notifications as english } from '../en/notifications';
import type { Translation } from '../translation';

export const notifications = {
  page: {
    title: 'Notifikasi',
    markAllRead: 'Tandai semua sudah dibaca',
    markRead: 'Tandai sudah dibaca',
    markReadOf: 'Tandai sudah dibaca: {{text}}',
    unread: 'Belum dibaca',
    emptyTitle: 'Belum ada notifikasi',
    emptyText: 'Kabar terbaru tentang lamaran, wawancara, dan sertifikatmu akan muncul di sini.',
  },
  dashboard: {
    viewAll: 'Lihat Semua',
  },
  preferences: {
    title: 'Notifikasi Email',
    intro: 'Semua notifikasi selalu muncul di lonceng. Pilih mana yang juga kami kirim ke emailmu.',
    save: 'Simpan Preferensi',
    saved: 'Preferensi notifikasi sudah disimpan.',
    types: {
      hiring: {
        label: 'Kabar rekrutmen',
        description: 'Undangan dan jadwal wawancara, tawaran kerja, serta hasil lamaranmu.',
      },
      certificate: {
        label: 'Tes dan sertifikat',
        description: 'Hasil tes keahlian dan kompetisimu, serta sertifikat baru.',
      },
      job_alert: {
        label: 'Notifikasi lowongan',
        description: 'Lowongan baru yang cocok dengan pencarian tersimpanmu.',
      },
      referral: {
        label: 'Ajak teman',
        description: 'Saat teman yang kamu ajak bergabung ke Talent.',
      },
      system: {
        label: 'Kabar dari Talent',
        description: 'Pengumuman tentang akunmu dan layanan kami.',
      },
    },
  },
  unsubscribe: {
    title: 'Berhenti Berlangganan',
    loading: 'Membaca tautanmu…',
    ask: 'Berhenti menerima email tentang “{{kind}}”?',
    stillInApp: 'Kamu tetap bisa melihatnya di lonceng saat masuk ke Talent.',
    confirm: 'Berhenti berlangganan',
    already: 'Kamu tidak lagi menerima email tentang “{{kind}}”.',
    settings: 'Pilih email yang ingin kamu terima di Pengaturan',
  },
} satisfies Translation<typeof english>;
