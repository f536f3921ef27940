/**
 * The job search's relevance test set (issue 31, decision 0122), run by `relevance.test.ts` on PGlite
 * and on PostgreSQL.
 *
 * How it was built: the jobs below are a purpose-built fixture on the seeded master data (real
 * positions, skills, companies, cities and working systems), one or two jobs per kind of work a job
 * seeker in Indonesia searches for, with pairs that differ in one thing only (the same position in
 * two cities or under two working systems, React and React Native, product and project manager), and
 * the newest jobs placed where a ranking by date alone would put the wrong job first (React Native and
 * Flutter are the newest, as in the report). The queries were written from the issue's own
 * failed searches and then, kind by kind, as job seekers type them: plain position and skill words, one
 * or two wrong letters (a missing, an extra, a changed or two swapped letters), synonyms and
 * abbreviations, Indonesian position names and job-board phrases ("lowongan kerja …"), places (cities,
 * provinces, their other names) and remote, hybrid and onsite in English and Indonesian, company
 * names, unfinished last words, and ranking cases whose first results are fixed by the rule "phrase in
 * the position's name, then all words, then some; in the name, then the skills, then the description".
 * Each case says what must be found, what must come first (in any order among themselves), and what
 * must not be listed. A case is added whenever a search is found that answers wrongly.
 */

export interface FixtureJob {
  position: string;
  skills: readonly string[];
  company: string;
  city: string;
  system: 'Remote' | 'Hybrid' | 'Onsite';
  daysAgo: number;
  /** Added to the description every job has ("Join {company} as a {position}."). */
  description?: string;
  closed?: boolean;
}

export const relevanceJobs = {
  goBackendJakarta: {
    position: 'Backend Engineer',
    skills: ['Go', 'PostgreSQL', 'Docker'],
    company: 'Gojek',
    city: 'Jakarta',
    system: 'Remote',
    daysAgo: 1,
  },
  goBackendBandung: {
    position: 'Backend Engineer',
    skills: ['Go', 'Kubernetes'],
    company: 'Tokopedia',
    city: 'Bandung',
    system: 'Hybrid',
    daysAgo: 2,
  },
  javaBackend: {
    position: 'Backend Engineer',
    skills: ['Java', 'Spring Boot'],
    company: 'Traveloka',
    city: 'Jakarta',
    system: 'Onsite',
    daysAgo: 3,
  },
  nodeBackend: {
    position: 'Backend Engineer',
    skills: ['Node.js', 'TypeScript', 'MongoDB'],
    company: 'Bukalapak',
    city: 'Surabaya',
    system: 'Remote',
    daysAgo: 4,
  },
  softwareJakarta: {
    position: 'Software Engineer',
    skills: ['Python', 'Django'],
    company: 'Blibli',
    city: 'Jakarta',
    system: 'Hybrid',
    daysAgo: 5,
  },
  softwareYogya: {
    position: 'Software Engineer',
    skills: ['C#', '.NET'],
    company: 'tiket.com',
    city: 'Yogyakarta',
    system: 'Onsite',
    daysAgo: 6,
  },
  reactFrontend: {
    position: 'Frontend Engineer',
    skills: ['React', 'TypeScript', 'JavaScript'],
    company: 'Tokopedia',
    city: 'Jakarta',
    system: 'Remote',
    daysAgo: 7,
  },
  vueFrontend: {
    position: 'Frontend Engineer',
    skills: ['Vue.js', 'JavaScript'],
    company: 'Gojek',
    city: 'Bandung',
    system: 'Onsite',
    daysAgo: 8,
  },
  reactNative: {
    position: 'React Native Developer',
    skills: ['React Native', 'JavaScript'],
    company: 'Traveloka',
    city: 'Jakarta',
    system: 'Hybrid',
    daysAgo: 0,
  },
  flutter: {
    position: 'Flutter Developer',
    skills: ['Flutter', 'Dart'],
    company: 'Bukalapak',
    city: 'Jakarta',
    system: 'Remote',
    daysAgo: 0,
    description: 'You will build apps people use every day, next to our web developers.',
  },
  fullStack: {
    position: 'Full Stack Engineer',
    skills: ['React', 'Node.js'],
    company: 'DANA',
    city: 'Denpasar',
    system: 'Remote',
    daysAgo: 9,
  },
  devops: {
    position: 'DevOps Engineer',
    skills: ['Kubernetes', 'Docker', 'Terraform'],
    company: 'OVO',
    city: 'Jakarta',
    system: 'Hybrid',
    daysAgo: 10,
  },
  sre: {
    position: 'Site Reliability Engineer',
    skills: ['Kubernetes', 'Prometheus'],
    company: 'Gojek',
    city: 'Jakarta',
    system: 'Onsite',
    daysAgo: 11,
  },
  dataScientist: {
    position: 'Data Scientist',
    skills: ['Python', 'Machine Learning'],
    company: 'Traveloka',
    city: 'Jakarta',
    system: 'Remote',
    daysAgo: 12,
  },
  mlEngineer: {
    position: 'Machine Learning Engineer',
    skills: ['Python', 'PyTorch'],
    company: 'Tokopedia',
    city: 'Bandung',
    system: 'Hybrid',
    daysAgo: 13,
  },
  dataAnalyst: {
    position: 'Data Analyst',
    skills: ['SQL', 'Tableau'],
    company: 'Shopee Indonesia',
    city: 'Jakarta',
    system: 'Onsite',
    daysAgo: 0,
    description: 'You will query our data with SQL and Python.',
  },
  qaEngineer: {
    position: 'QA Engineer',
    skills: ['Selenium'],
    company: 'Blibli',
    city: 'Tangerang',
    system: 'Onsite',
    daysAgo: 15,
  },
  android: {
    position: 'Android Engineer',
    skills: ['Kotlin'],
    company: 'Grab Indonesia',
    city: 'Jakarta',
    system: 'Onsite',
    daysAgo: 16,
  },
  uiux: {
    position: 'UI/UX Designer',
    skills: ['Figma'],
    company: 'Gojek',
    city: 'Jakarta',
    system: 'Remote',
    daysAgo: 17,
  },
  uxResearcher: {
    position: 'UX Researcher',
    skills: ['User Research'],
    company: 'Tokopedia',
    city: 'Bandung',
    system: 'Hybrid',
    daysAgo: 18,
  },
  graphicDesigner: {
    position: 'Graphic Designer',
    skills: ['Adobe Photoshop'],
    company: 'Blibli',
    city: 'Surabaya',
    system: 'Onsite',
    daysAgo: 19,
  },
  productManagerJakarta: {
    position: 'Product Manager',
    skills: ['Product Management'],
    company: 'Gojek',
    city: 'Jakarta',
    system: 'Hybrid',
    daysAgo: 20,
  },
  productManagerBandung: {
    position: 'Product Manager',
    skills: ['Product Management', 'Scrum'],
    company: 'Bukalapak',
    city: 'Bandung',
    system: 'Onsite',
    daysAgo: 21,
  },
  projectManager: {
    position: 'Project Manager',
    skills: ['Project Management', 'Scrum'],
    company: 'Traveloka',
    city: 'Jakarta',
    system: 'Onsite',
    daysAgo: 0,
  },
  digitalMarketing: {
    position: 'Digital Marketing Specialist',
    skills: ['Digital Marketing', 'Google Ads'],
    company: 'Shopee Indonesia',
    city: 'Jakarta',
    system: 'Hybrid',
    daysAgo: 23,
  },
  seo: {
    position: 'SEO Specialist',
    skills: ['Search Engine Optimization'],
    company: 'Blibli',
    city: 'Yogyakarta',
    system: 'Remote',
    daysAgo: 24,
  },
  salesExecutive: {
    position: 'Sales Executive',
    skills: [],
    company: 'Grab Indonesia',
    city: 'Medan',
    system: 'Onsite',
    daysAgo: 25,
  },
  businessDevelopment: {
    position: 'Business Development Manager',
    skills: [],
    company: 'OVO',
    city: 'Jakarta',
    system: 'Onsite',
    daysAgo: 26,
  },
  accountantJakarta: {
    position: 'Accountant',
    skills: [],
    company: 'Tokopedia',
    city: 'Jakarta',
    system: 'Onsite',
    daysAgo: 27,
  },
  accountantSurabaya: {
    position: 'Accountant',
    skills: [],
    company: 'Bukalapak',
    city: 'Surabaya',
    system: 'Onsite',
    daysAgo: 28,
  },
  financialAnalyst: {
    position: 'Financial Analyst',
    skills: ['Microsoft Excel'],
    company: 'Gojek',
    city: 'Jakarta',
    system: 'Hybrid',
    daysAgo: 29,
  },
  taxSpecialist: {
    position: 'Tax Specialist',
    skills: ['Taxation'],
    company: 'Traveloka',
    city: 'Jakarta',
    system: 'Onsite',
    daysAgo: 30,
  },
  recruiter: {
    position: 'Recruiter',
    skills: ['Recruitment'],
    company: 'Gojek',
    city: 'Jakarta',
    system: 'Hybrid',
    daysAgo: 31,
  },
  hrGeneralist: {
    position: 'HR Generalist',
    skills: [],
    company: 'Tokopedia',
    city: 'Bandung',
    system: 'Onsite',
    daysAgo: 32,
  },
  customerService: {
    position: 'Customer Service Officer',
    skills: [],
    company: 'Shopee Indonesia',
    city: 'Bekasi',
    system: 'Onsite',
    daysAgo: 33,
  },
  secretary: {
    position: 'Secretary',
    skills: [],
    company: 'OVO',
    city: 'Jakarta',
    system: 'Onsite',
    daysAgo: 34,
  },
  teacher: {
    position: 'Teacher',
    skills: [],
    company: 'Ruangguru',
    city: 'Bogor',
    system: 'Onsite',
    daysAgo: 35,
  },
  closedGoBackend: {
    position: 'Backend Engineer',
    skills: ['Go'],
    company: 'Gojek',
    city: 'Jakarta',
    system: 'Remote',
    daysAgo: 0,
    closed: true,
  },
} satisfies Record<string, FixtureJob>;

export type FixtureJobName = keyof typeof relevanceJobs;

export type RelevanceKind =
  | 'position'
  | 'skill'
  | 'ranking'
  | 'typo'
  | 'synonym'
  | 'abbreviation'
  | 'indonesian'
  | 'place'
  | 'working system'
  | 'company'
  | 'prefix'
  | 'nothing';

export interface RelevanceCase {
  query: string;
  kind: RelevanceKind;
  /** Jobs the listing must hold. */
  finds: readonly FixtureJobName[];
  /** Jobs that must come before any other listed (in any order among themselves). */
  first?: readonly FixtureJobName[];
  /** Jobs the listing must not hold. */
  misses?: readonly FixtureJobName[];
  /** The spelling the search corrected the query to ("Did you mean …?"). */
  correction?: string;
  /** The names of the places and companies taken from the query as filters. */
  filters?: readonly string[];
}

const remoteJobs: FixtureJobName[] = [
  'goBackendJakarta',
  'nodeBackend',
  'reactFrontend',
  'flutter',
  'fullStack',
  'dataScientist',
  'uiux',
  'seo',
];
const hybridJobs: FixtureJobName[] = [
  'goBackendBandung',
  'softwareJakarta',
  'reactNative',
  'devops',
  'mlEngineer',
  'uxResearcher',
  'productManagerJakarta',
  'digitalMarketing',
  'financialAnalyst',
  'recruiter',
];
const bandungJobs: FixtureJobName[] = [
  'goBackendBandung',
  'vueFrontend',
  'mlEngineer',
  'uxResearcher',
  'productManagerBandung',
  'hrGeneralist',
];
const goJobs: FixtureJobName[] = ['goBackendJakarta', 'goBackendBandung'];
const backendJobs: FixtureJobName[] = ['goBackendJakarta', 'goBackendBandung', 'javaBackend', 'nodeBackend'];
const softwareJobs: FixtureJobName[] = ['softwareJakarta', 'softwareYogya'];
const accountants: FixtureJobName[] = ['accountantJakarta', 'accountantSurabaya'];
const productManagers: FixtureJobName[] = ['productManagerJakarta', 'productManagerBandung'];
const pythonSkill: FixtureJobName[] = ['dataScientist', 'mlEngineer', 'softwareJakarta'];
const kubernetesSkill: FixtureJobName[] = ['devops', 'sre', 'goBackendBandung'];

export const relevanceCases: readonly RelevanceCase[] = [
  // The issue's own searches
  { query: 'golang', kind: 'synonym', finds: goJobs, misses: ['closedGoBackend', 'javaBackend'] },
  { query: 'go', kind: 'skill', finds: goJobs, misses: ['javaBackend'] },
  { query: 'backend engineer', kind: 'position', finds: backendJobs },
  {
    query: 'backend engineer jakarta',
    kind: 'place',
    finds: ['goBackendJakarta', 'javaBackend'],
    misses: ['goBackendBandung', 'nodeBackend'],
    filters: ['Jakarta'],
  },
  {
    query: 'product manager bandung',
    kind: 'place',
    finds: ['productManagerBandung'],
    misses: ['productManagerJakarta', 'projectManager'],
    filters: ['Bandung'],
  },
  {
    query: 'remote',
    kind: 'working system',
    finds: remoteJobs,
    misses: ['javaBackend', 'goBackendBandung'],
    filters: ['Remote'],
  },
  { query: 'software enginer', kind: 'typo', finds: softwareJobs, correction: 'software engineer' },
  { query: 'software engineer', kind: 'position', finds: softwareJobs },
  { query: 'akuntan', kind: 'indonesian', finds: accountants },
  {
    query: 'react developer',
    kind: 'ranking',
    finds: ['reactFrontend', 'fullStack'],
    misses: ['reactNative', 'flutter', 'vueFrontend'],
  },
  // Positions, skills and ranking
  { query: 'react native developer', kind: 'ranking', finds: ['reactNative'], first: ['reactNative'] },
  { query: 'react', kind: 'skill', finds: ['reactFrontend', 'fullStack'], misses: ['reactNative'] },
  { query: 'react native', kind: 'skill', finds: ['reactNative'], misses: ['reactFrontend'] },
  { query: 'flutter', kind: 'skill', finds: ['flutter'] },
  { query: 'python', kind: 'ranking', finds: [...pythonSkill, 'dataAnalyst'], first: pythonSkill },
  {
    query: 'machine learning',
    kind: 'ranking',
    finds: ['mlEngineer', 'dataScientist'],
    first: ['mlEngineer'],
  },
  {
    query: 'developer',
    kind: 'ranking',
    finds: ['reactNative', 'flutter', ...backendJobs],
    first: ['reactNative', 'flutter'],
  },
  {
    query: 'engineer',
    kind: 'ranking',
    finds: [...backendJobs, 'reactNative'],
    first: backendJobs.concat(softwareJobs, [
      'reactFrontend',
      'vueFrontend',
      'fullStack',
      'devops',
      'sre',
      'mlEngineer',
      'qaEngineer',
      'android',
    ]),
  },
  { query: 'data', kind: 'position', finds: ['dataScientist', 'dataAnalyst'] },
  { query: 'product manager', kind: 'position', finds: productManagers, misses: ['projectManager'] },
  { query: 'project manager', kind: 'position', finds: ['projectManager'], misses: productManagers },
  { query: 'designer', kind: 'position', finds: ['uiux', 'graphicDesigner'] },
  { query: 'kubernetes', kind: 'skill', finds: kubernetesSkill },
  { query: 'devops engineer', kind: 'ranking', finds: ['devops'], first: ['devops'] },
  { query: 'kotlin', kind: 'skill', finds: ['android'] },
  { query: 'blockchain', kind: 'nothing', finds: [], misses: ['goBackendJakarta'] },
  // Companies
  {
    query: 'gojek',
    kind: 'company',
    finds: [
      'goBackendJakarta',
      'vueFrontend',
      'sre',
      'uiux',
      'productManagerJakarta',
      'financialAnalyst',
      'recruiter',
    ],
    misses: ['reactFrontend'],
    filters: ['Gojek'],
  },
  {
    query: 'tokopedia frontend',
    kind: 'company',
    finds: ['reactFrontend'],
    misses: ['vueFrontend'],
    filters: ['Tokopedia'],
  },
  {
    query: 'shopee',
    kind: 'company',
    finds: ['dataAnalyst', 'digitalMarketing', 'customerService'],
    misses: ['uiux'],
    filters: ['Shopee Indonesia'],
  },
  { query: 'backend traveloka', kind: 'company', finds: ['javaBackend'], misses: ['goBackendJakarta'] },
  {
    query: 'engineer gojek',
    kind: 'company',
    finds: ['goBackendJakarta', 'sre', 'vueFrontend'],
    misses: ['uiux', 'reactFrontend'],
  },
  // Places
  { query: 'bandung', kind: 'place', finds: bandungJobs, misses: ['goBackendJakarta'], filters: ['Bandung'] },
  {
    query: 'jawa barat',
    kind: 'place',
    finds: [...bandungJobs, 'customerService', 'teacher'],
    misses: ['goBackendJakarta'],
    filters: ['Jawa Barat'],
  },
  {
    query: 'west java',
    kind: 'place',
    finds: [...bandungJobs, 'customerService', 'teacher'],
    misses: ['dataAnalyst'],
    filters: ['Jawa Barat'],
  },
  {
    query: 'jogja',
    kind: 'place',
    finds: ['softwareYogya', 'seo'],
    misses: ['softwareJakarta'],
    filters: ['Yogyakarta'],
  },
  {
    query: 'software engineer yogyakarta',
    kind: 'place',
    finds: ['softwareYogya'],
    misses: ['softwareJakarta'],
  },
  {
    query: 'accountant surabaya',
    kind: 'place',
    finds: ['accountantSurabaya'],
    misses: ['accountantJakarta'],
  },
  {
    query: 'jobs in bali',
    kind: 'place',
    finds: ['fullStack'],
    misses: ['goBackendJakarta'],
    filters: ['Bali'],
  },
  {
    query: 'backend engineer in jakarta',
    kind: 'place',
    finds: ['goBackendJakarta', 'javaBackend'],
    misses: ['nodeBackend'],
  },
  {
    query: 'lowongan kerja akuntan jakarta',
    kind: 'indonesian',
    finds: ['accountantJakarta'],
    misses: ['accountantSurabaya'],
    filters: ['Jakarta'],
  },
  // Remote, hybrid and onsite, in English and Indonesian
  {
    query: 'hybrid',
    kind: 'working system',
    finds: hybridJobs,
    misses: ['javaBackend', 'goBackendJakarta'],
    filters: ['Hybrid'],
  },
  {
    query: 'onsite',
    kind: 'working system',
    finds: ['javaBackend', 'accountantJakarta'],
    misses: ['goBackendJakarta', 'goBackendBandung'],
    filters: ['Onsite'],
  },
  { query: 'wfh', kind: 'working system', finds: remoteJobs, misses: ['javaBackend'], filters: ['Remote'] },
  {
    query: 'kerja dari rumah',
    kind: 'working system',
    finds: remoteJobs,
    misses: ['javaBackend'],
    filters: ['Remote'],
  },
  {
    query: 'jarak jauh backend',
    kind: 'working system',
    finds: ['goBackendJakarta', 'nodeBackend'],
    misses: ['javaBackend', 'goBackendBandung'],
  },
  {
    query: 'di kantor',
    kind: 'working system',
    finds: ['javaBackend', 'teacher'],
    misses: ['goBackendJakarta'],
    filters: ['Onsite'],
  },
  {
    query: 'hibrida',
    kind: 'working system',
    finds: hybridJobs,
    misses: ['javaBackend'],
    filters: ['Hybrid'],
  },
  {
    query: 'remote golang',
    kind: 'working system',
    finds: ['goBackendJakarta'],
    misses: ['goBackendBandung'],
    filters: ['Remote'],
  },
  // Typos
  { query: 'sofware engineer', kind: 'typo', finds: softwareJobs, correction: 'software engineer' },
  { query: 'bakend engineer', kind: 'typo', finds: backendJobs, correction: 'backend engineer' },
  { query: 'pyhton', kind: 'typo', finds: pythonSkill, first: pythonSkill, correction: 'python' },
  { query: 'kubernets', kind: 'typo', finds: kubernetesSkill, correction: 'kubernetes' },
  { query: 'accountnat', kind: 'typo', finds: accountants, correction: 'accountant' },
  { query: 'flutetr', kind: 'typo', finds: ['flutter'], first: ['flutter'], correction: 'flutter' },
  { query: 'recruitr', kind: 'typo', finds: ['recruiter'], correction: 'recruiter' },
  {
    query: 'bandnug',
    kind: 'typo',
    finds: bandungJobs,
    misses: ['goBackendJakarta'],
    correction: 'bandung',
    filters: ['Bandung'],
  },
  { query: 'managr produk', kind: 'typo', finds: productManagers, correction: 'manager produk' },
  // Synonyms and abbreviations
  { query: 'js', kind: 'abbreviation', finds: ['reactFrontend', 'vueFrontend', 'reactNative'] },
  { query: 'k8s', kind: 'abbreviation', finds: kubernetesSkill },
  { query: 'fe', kind: 'abbreviation', finds: ['reactFrontend', 'vueFrontend'] },
  {
    query: 'front end engineer',
    kind: 'synonym',
    finds: ['reactFrontend', 'vueFrontend'],
    first: ['reactFrontend', 'vueFrontend'],
  },
  { query: 'ux designer', kind: 'synonym', finds: ['uiux'], first: ['uiux'] },
  { query: 'ui', kind: 'abbreviation', finds: ['uiux', 'uxResearcher'] },
  { query: 'hr', kind: 'abbreviation', finds: ['hrGeneralist'] },
  { query: 'human resources', kind: 'synonym', finds: ['hrGeneralist'] },
  { query: 'ml engineer', kind: 'abbreviation', finds: ['mlEngineer'], first: ['mlEngineer'] },
  { query: 'nodejs', kind: 'synonym', finds: ['nodeBackend', 'fullStack'] },
  { query: 'postgres', kind: 'synonym', finds: ['goBackendJakarta'] },
  { query: 'sre', kind: 'abbreviation', finds: ['sre'] },
  { query: 'qa', kind: 'abbreviation', finds: ['qaEngineer'] },
  { query: 'bd manager', kind: 'abbreviation', finds: ['businessDevelopment'] },
  { query: 'software developer', kind: 'synonym', finds: softwareJobs, first: softwareJobs },
  // Indonesian position names
  { query: 'pengembang perangkat lunak', kind: 'indonesian', finds: softwareJobs, first: softwareJobs },
  { query: 'manajer produk', kind: 'indonesian', finds: productManagers, misses: ['projectManager'] },
  { query: 'analis data', kind: 'indonesian', finds: ['dataAnalyst'], first: ['dataAnalyst'] },
  { query: 'desainer grafis', kind: 'indonesian', finds: ['graphicDesigner'], first: ['graphicDesigner'] },
  { query: 'pemasaran digital', kind: 'indonesian', finds: ['digitalMarketing'] },
  { query: 'sekretaris', kind: 'indonesian', finds: ['secretary'] },
  { query: 'guru', kind: 'indonesian', finds: ['teacher'] },
  { query: 'pajak', kind: 'indonesian', finds: ['taxSpecialist'] },
  { query: 'keuangan', kind: 'indonesian', finds: ['financialAnalyst'] },
  { query: 'rekrutmen', kind: 'indonesian', finds: ['recruiter'] },
  { query: 'layanan pelanggan', kind: 'indonesian', finds: ['customerService'] },
  // The last word while typing
  { query: 'reac', kind: 'prefix', finds: ['reactFrontend', 'reactNative', 'fullStack'] },
  { query: 'backend eng', kind: 'prefix', finds: backendJobs, first: backendJobs },
  { query: 'data sci', kind: 'prefix', finds: ['dataScientist'], first: ['dataScientist'] },
  { query: 'accou', kind: 'prefix', finds: accountants },
];
