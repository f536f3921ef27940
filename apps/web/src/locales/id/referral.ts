import type { referral as english } from '../en/referral';
import type { Translation } from '../translation';

/** Ajak teman (/talent/refer). */
export const referral = {
  page: {
    title: 'Ajak Teman',
    description:
      'Punya kenalan yang sedang mencari kerja? Ajak mereka ke Talent dan bantu mereka diterima kerja.',
  },
  steps: {
    invite: 'Isi nama, email, dan nomor ponsel temanmu.',
    mail: 'Kami kirimkan tautan pendaftaran lewat email, dengan data mereka sudah terisi.',
    joined: 'Kamu bisa melihat di sini saat mereka bergabung.',
  },
  form: {
    title: 'Ajak teman',
    name: 'Nama teman',
    namePlaceholder: 'mis. Sari Wulandari',
    email: 'Email teman',
    emailPlaceholder: 'mis. sari@contoh.com',
    phone: 'Nomor ponsel teman',
    phonePlaceholder: 'mis. 0812 3456 7890',
    submit: 'Kirim ajakan',
    sent: 'Ajakan sudah dikirim ke temanmu.',
  },
  list: {
    title: 'Teman yang kamu ajak',
    summary_one: '{{count}} teman diajak · {{joined}} bergabung',
    summary_other: '{{count}} teman diajak · {{joined}} bergabung',
    invitedOn: 'Diajak {{date}}',
    joinedOn: 'Bergabung {{date}}',
    emptyTitle: 'Belum ada ajakan',
    emptyText:
      'Ajak teman lewat formulir ini: mereka menerima tautan pendaftaran lewat email, dan kamu bisa melihat di sini saat mereka bergabung.',
  },
  status: {
    invited: 'Diajak',
    joined: 'Bergabung',
  },
} as const satisfies Translation<typeof english>;
