import type { accounts as english } from '../en/accounts';
import type { Translation } from '../translation';

/** Daftar dan masuk, kata sandi, sesi (spesifikasi bagian 4, 7 Auth, 8 Login). */
export const accounts = {
  authCard: {
    tagline: 'Temukan pekerjaan yang cocok, dan biarkan perusahaan menemukanmu.',
  },
  fields: {
    password: 'Kata Sandi',
    newPassword: 'Kata Sandi Baru',
    currentPassword: 'Kata Sandi Saat Ini',
    passwordConfirmation: 'Konfirmasi Kata Sandi',
    passwordHint: 'Minimal 6 karakter.',
    fullName: 'Nama Lengkap',
  },
  login: {
    documentTitle: 'Masuk',
    title: 'Masuk',
    intro: 'Masuk ke akun talentamu.',
    submit: 'Masuk',
    forgotPassword: 'Lupa kata sandi?',
    noAccount: 'Belum punya akun?',
    register: 'Daftar sebagai talenta',
    or: 'atau',
    professionalNetwork: 'Masuk dengan jaringan profesional',
    invalidCredentialsHint: 'Periksa email dan kata sandimu lalu coba lagi, atau atur ulang kata sandi.',
    rejectedAccountType: 'Akun {{accountType}} tidak bisa dipakai di sini',
    rejectedAccountTypeHint:
      'Aplikasi ini khusus untuk talenta. Kamu sudah dikeluarkan; silakan masuk dengan akun talenta.',
    accountTypes: { employer: 'Perusahaan', staff: 'Staf' },
    tryAgainHint: 'Tunggu sebentar, lalu coba lagi.',
    signingIn: 'Sedang masuk…',
  },
  verifyPrompt: {
    title: 'Verifikasi akunmu',
    text: 'Akun {{email}} belum diverifikasi. Buka tautan di email yang kami kirim, lalu masuk lagi.',
    noMail: 'Tidak menerima email? Periksa folder spam, atau kirim ulang.',
    resend: 'Kirim ulang email verifikasi',
    resendSuccess: 'Email verifikasi sudah dikirim ulang. Silakan periksa kotak masukmu.',
    resendFailed: 'Email belum bisa dikirim sekarang. Silakan coba lagi sebentar lagi.',
    close: 'Tutup',
  },
  emailChange: {
    checking: 'Memeriksa tautan…',
  },
  verifyEmail: {
    checking: 'Memverifikasi emailmu…',
    verified: 'Email berhasil diverifikasi. Silakan masuk.',
    linkInvalid: 'Tautan tidak valid atau sudah kedaluwarsa.',
    requestNewLink: 'Kirim tautan verifikasi baru',
  },
  register: {
    documentTitle: 'Daftar',
    title: 'Daftar sebagai talenta',
    intro: 'Buat akun talentamu. Kami akan mengirim tautan untuk memverifikasi emailmu.',
    submit: 'Daftar',
    haveAccount: 'Sudah punya akun?',
    signIn: 'Masuk',
    doneTitle: 'Periksa emailmu',
    done: 'Pendaftaran berhasil. Silakan periksa emailmu untuk memverifikasi akun.',
    doneEmail: 'Kami sudah mengirim tautannya ke {{email}}.',
    backToLogin: 'Kembali ke halaman masuk',
    consentStart: 'Saya setuju dengan',
    terms: 'Syarat Layanan',
    consentJoin: 'dan',
    privacy: 'Kebijakan Privasi',
  },
  forgotPassword: {
    documentTitle: 'Lupa Kata Sandi',
    title: 'Lupa kata sandi?',
    intro: 'Masukkan email akunmu, kami akan mengirim tautan untuk membuat kata sandi baru.',
    submit: 'Kirim tautan atur ulang',
    sent: 'Tautan untuk mengatur ulang kata sandi sudah dikirim ke emailmu.',
    backToLogin: 'Kembali ke halaman masuk',
  },
  resetPassword: {
    documentTitle: 'Atur Ulang Kata Sandi',
    title: 'Buat kata sandi baru',
    intro: 'Masukkan kata sandi barumu dua kali.',
    submit: 'Simpan kata sandi baru',
    success: 'Kata sandi berhasil diperbarui.',
    successHint: 'Silakan masuk dengan kata sandi barumu.',
    linkInvalid: 'Tautan tidak valid atau sudah kedaluwarsa.',
    requestNewLink: 'Minta tautan atur ulang baru',
  },
  networkCallback: {
    documentTitle: 'Masuk',
    signingIn: 'Sedang masuk dengan jaringan profesionalmu…',
    failedTitle: 'Gagal masuk dengan jaringan profesional',
    errors: {
      unavailable:
        'Masuk dengan jaringan profesional sedang tidak tersedia. Silakan masuk dengan email dan kata sandi.',
      cancelled:
        'Kamu membatalkan proses masuk dengan jaringan profesional. Coba lagi, atau gunakan emailmu.',
      expired: 'Proses masuk terlalu lama dan sudah kedaluwarsa. Silakan coba lagi.',
      email_missing:
        'Jaringan profesionalmu tidak membagikan alamat email. Izinkan aksesnya, atau daftar dengan emailmu.',
      email_taken:
        'Sudah ada akun dengan email ini. Silakan masuk dengan email dan kata sandi, lalu coba lagi.',
      failed: 'Kami tidak bisa memasukkanmu lewat jaringan profesional. Coba lagi, atau gunakan emailmu.',
    },
    backToLogin: 'Kembali ke halaman masuk',
  },
  createPassword: {
    documentTitle: 'Buat Kata Sandi',
    title: 'Buat Kata Sandi',
    intro: 'Pilih kata sandi untuk akunmu. Berikutnya, kamu masuk dengan email dan kata sandi ini.',
    submit: 'Buat Kata Sandi',
    success: 'Kata sandi berhasil dibuat.',
  },
  settings: {
    documentTitle: 'Pengaturan',
    title: 'Pengaturan',
    language: {
      title: 'Bahasa',
      intro: 'Bahasa Talent dan email yang kami kirim, di setiap perangkat tempatmu masuk.',
      label: 'Bahasa',
      saved: 'Talent kini memakai Bahasa Indonesia.',
    },
    changePassword: {
      title: 'Ubah Kata Sandi',
      intro: 'Setelah diubah, semua perangkat lain akan dikeluarkan.',
      submit: 'Perbarui Kata Sandi',
      success: 'Kata sandi berhasil diperbarui.',
    },
    deactivate: {
      title: 'Nonaktifkan Akun',
      intro: 'Menonaktifkan akun akan mengeluarkanmu dari semua perangkat dan menutup akunmu.',
      open: 'Nonaktifkan Akun',
      confirmTitle: 'Nonaktifkan akunmu?',
      confirmText:
        'Kamu akan dikeluarkan dari semua perangkat dan tidak bisa masuk lagi dengan akun ini. Yakin?',
      cancel: 'Batal',
      confirm: 'Ya, nonaktifkan',
      success: 'Akunmu sudah dinonaktifkan.',
    },
  },
  logout: {
    signingOut: 'Sedang keluar…',
  },
  formFailure: 'Terjadi kesalahan. Silakan coba lagi sebentar lagi.',
} as const satisfies Translation<typeof english>;
