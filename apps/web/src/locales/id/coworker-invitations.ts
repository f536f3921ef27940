import type { coworkerInvitations as english } from '../en/coworker-invitations';
import type { Translation } from '../translation';

/** Halaman undangan rekan kerja (/employer/invitation?token). */
export const coworkerInvitations = {
  title: 'Undangan',
  loading: 'Memuat undangan',
  linkInvalid: 'Tautan undangan tidak valid atau sudah kedaluwarsa.',
  invited: '{{inviter}} mengundangmu bergabung dengan {{company}} di Talent sebagai {{role}}.',
  role: {
    admin: 'admin',
    recruiter: 'perekrut',
    interviewer: 'pewawancara',
  },
  what: 'Rekan kerja berbagi akun perusahaan: bersama-sama mereka memasang lowongan, mengundang talenta wawancara, dan mengirim tawaran kerja.',
  open: 'Undangan ini berlaku hingga {{date}}.',
  expired: 'Undangan ini kedaluwarsa pada {{date}}. Minta {{inviter}} mengirim undangan baru.',
  accepted: 'Undangan ini sudah diterima.',
  next: 'Perusahaan bekerja di situs perusahaan Talent, bukan di aplikasi pencari kerja ini. Lanjutkan di sana, lalu masuk atau buat akun perusahaan dengan email penerima undangan ini.',
  continue: 'Lanjut ke situs perusahaan',
} as const satisfies Translation<typeof english>;
