/**
 * The words the job search reads, kept as data (decision 0122): synonyms and abbreviations, the
 * Indonesian names of common positions, the other names of places and working systems, and the words
 * a query may hold that name nothing. Every phrase is written as the search cuts a query: lowered,
 * words of a–z and 0–9 separated by one space.
 */

/**
 * Groups of phrases that mean the same to a job seeker: a query phrase of a group matches any phrase
 * of every group that holds it. A phrase may sit in several groups ('pm'); the groups are not joined
 * through it ('product manager' does not match 'project manager').
 */
export const synonymGroups: readonly (readonly string[])[] = [
  // Abbreviations and other spellings of skills
  ['golang', 'go'],
  ['js', 'javascript'],
  ['ts', 'typescript'],
  ['k8s', 'kubernetes', 'kube'],
  ['react', 'reactjs', 'react js'],
  ['vue', 'vuejs', 'vue js'],
  ['node', 'nodejs', 'node js'],
  ['next', 'nextjs', 'next js'],
  ['postgres', 'postgresql', 'psql'],
  ['aws', 'amazon web services'],
  ['gcp', 'google cloud platform', 'google cloud'],
  ['ml', 'machine learning'],
  ['ai', 'artificial intelligence'],
  ['nlp', 'natural language processing'],
  ['seo', 'search engine optimization'],
  ['sem', 'search engine marketing'],
  ['ci cd', 'cicd'],
  ['devops', 'dev ops'],
  ['sre', 'site reliability engineer', 'site reliability engineering'],
  ['qa', 'quality assurance'],
  ['excel', 'microsoft excel'],
  // Parts of a position's name
  ['fe', 'frontend', 'front end'],
  ['be', 'backend', 'back end'],
  ['fullstack', 'full stack'],
  ['ui', 'ux', 'ui ux', 'uiux'],
  ['developer', 'engineer', 'programmer', 'dev', 'pengembang', 'pemrogram', 'insinyur'],
  ['hr', 'hrd', 'human resources', 'sdm', 'personalia', 'sumber daya manusia'],
  ['akuntan', 'accountant', 'accounting', 'akuntansi'],
  ['pm', 'product manager', 'manajer produk'],
  ['pm', 'project manager', 'manajer proyek'],
  ['bd', 'bizdev', 'business development', 'pengembangan bisnis'],
  ['cs', 'customer service', 'layanan pelanggan', 'pelayanan pelanggan'],
  ['sysadmin', 'system administrator', 'administrator sistem'],
  ['dba', 'database administrator'],
  ['software', 'perangkat lunak'],
  ['manager', 'manajer', 'mgr'],
  ['senior', 'sr'],
  ['junior', 'jr'],
  ['designer', 'desainer', 'perancang'],
  ['analyst', 'analis'],
  ['scientist', 'ilmuwan'],
  ['marketing', 'pemasaran'],
  ['sales', 'penjualan', 'tenaga penjual'],
  ['finance', 'financial', 'keuangan'],
  ['tax', 'pajak', 'perpajakan'],
  ['legal', 'hukum'],
  ['product', 'produk'],
  ['project', 'proyek'],
  ['writer', 'penulis'],
  ['content', 'konten'],
  ['graphic', 'grafis'],
  ['security', 'keamanan'],
  ['network', 'jaringan'],
  ['tester', 'penguji'],
  ['architect', 'arsitek'],
  ['consultant', 'konsultan'],
  ['recruiter', 'perekrut', 'rekruter', 'recruitment', 'rekrutmen'],
  ['teacher', 'guru', 'pengajar'],
  ['intern', 'internship', 'magang'],
  ['staff', 'staf'],
  ['admin', 'administrasi', 'administration'],
  ['secretary', 'sekretaris'],
  ['driver', 'sopir', 'supir', 'pengemudi'],
  ['warehouse', 'gudang'],
  ['logistics', 'logistik'],
  ['operations', 'operasional', 'operasi'],
  ['business', 'bisnis'],
  ['technician', 'teknisi'],
  ['mobile', 'seluler'],
];

/**
 * Other names of a city or province (English, short forms) and the name it has in the master data;
 * the master data's own names need no entry.
 */
export const placeNames: Readonly<Record<string, string>> = {
  jkt: 'Jakarta',
  'jakarta raya': 'DKI Jakarta',
  jogja: 'Yogyakarta',
  jogjakarta: 'Yogyakarta',
  yogya: 'Yogyakarta',
  solo: 'Surakarta',
  tangsel: 'Tangerang Selatan',
  'south tangerang': 'Tangerang Selatan',
  'west java': 'Jawa Barat',
  'central java': 'Jawa Tengah',
  'east java': 'Jawa Timur',
  'north sumatra': 'Sumatera Utara',
  'west sumatra': 'Sumatera Barat',
  'south sumatra': 'Sumatera Selatan',
  'riau islands': 'Kepulauan Riau',
  'east kalimantan': 'Kalimantan Timur',
  'south sulawesi': 'Sulawesi Selatan',
  'north sulawesi': 'Sulawesi Utara',
};

/** The working systems' other names, English and Indonesian, by the working system's name. */
export const workingSystemNames: Readonly<Record<string, readonly string[]>> = {
  Remote: [
    'remote',
    'remotely',
    'wfh',
    'work from home',
    'work from anywhere',
    'wfa',
    'kerja dari rumah',
    'dari rumah',
    'jarak jauh',
    'kerja jarak jauh',
    'remot',
  ],
  Hybrid: ['hybrid', 'hibrida', 'hibrid', 'campuran'],
  Onsite: [
    'onsite',
    'on site',
    'wfo',
    'work from office',
    'in office',
    'di kantor',
    'kerja di kantor',
    'kantor',
    'luring',
  ],
};

/**
 * Words a job seeker adds that name no job ("jobs in Bandung", "lowongan kerja akuntan"): left out
 * of the search, unless nothing else was typed.
 */
export const emptyWords: ReadonlySet<string> = new Set([
  'job',
  'jobs',
  'vacancy',
  'vacancies',
  'position',
  'role',
  'career',
  'hiring',
  'in',
  'at',
  'near',
  'for',
  'the',
  'a',
  'an',
  'and',
  'or',
  'of',
  'lowongan',
  'loker',
  'kerja',
  'pekerjaan',
  'karir',
  'karier',
  'di',
  'dan',
  'atau',
  'untuk',
  'yang',
  'sebagai',
]);
