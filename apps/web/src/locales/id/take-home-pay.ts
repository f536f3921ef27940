import { takeHomePayRules } from '@talent/contract';
import type { takeHomePay as english } from '../en/take-home-pay';
import type { Translation } from '../translation';

/** Tampilan gaji bersih (Indonesia), dipakai kalkulator gaji dan modal tawaran kerja. */
export const takeHomePay = {
  title: 'Gaji bersih',
  intro: 'Sisa gaji bulanan setelah dipotong iuran BPJS dan pajak penghasilan PPh 21.',
  direction: 'Hitung dari',
  fromGross: 'Kotor ke bersih',
  fromNett: 'Bersih ke kotor',
  grossAmount: 'Gaji kotor per bulan',
  nettAmount: 'Gaji bersih per bulan',
  amountHint: 'Dalam rupiah, misalnya 10.000.000',
  status: 'Status pajak (PTKP)',
  statuses: {
    single: 'Lajang, {{dependents}} tanggungan',
    married: 'Menikah, {{dependents}} tanggungan',
  },
  gross: 'Gaji kotor',
  bpjsKesehatan: 'BPJS Kesehatan (1%)',
  jht: 'BPJS Ketenagakerjaan JHT (2%)',
  jp: 'BPJS Ketenagakerjaan JP (1%)',
  pph21: 'Pajak penghasilan PPh 21 (rata-rata bulanan)',
  nett: 'Gaji bersih',
  employer: 'Pemberi kerjamu juga membayar {{amount}} per bulan untuk iuran BPJS.',
  rules: `Aturan yang berlaku sejak ${takeHomePayRules.validFrom}: BPJS Kesehatan, BPJS Ketenagakerjaan, dan PPh 21 (PMK 168/2023). Ini perkiraan, bukan nasihat pajak.`,
  enterAmount: 'Masukkan nominal untuk melihat rinciannya.',
} as const satisfies Translation<typeof english>;
