/**
 * The words of generated job posts and company pages, in the way Indonesian employers write them
 * in English. `{position}`, `{company}`, `{city}`, `{category}`, `{years}` and `{skills}` are
 * filled per job.
 */

export const descriptionTemplates: readonly string[] = [
  '{company} is looking for a new colleague to join our {category} team in {city} as {position}. You will own meaningful work from the first week, ship improvements our customers across Indonesia use every day, and grow with a team that values clear thinking and kind feedback.\n\nYou will plan your work with your lead, collaborate closely with product, design and operations, and share what you learn with the rest of the team.',
  'As {position} at {company}, you will help us serve millions of customers from Sabang to Merauke. Our {category} team in {city} is small, fast and close to the business: the work you do this quarter will be visible in the numbers next quarter.\n\nDay to day you will break problems down, agree on priorities with stakeholders, deliver, and measure the result.',
  'We are growing our {category} team in {city} and are hiring for the {position} role: someone who enjoys turning messy problems into simple, reliable solutions. At {company} you will work with experienced colleagues, take ownership of a clear area, and have the room to improve how we work.\n\nYou will report to the {category} lead and work with teams across the company.',
  '{company} is hiring: {position} ({city}). This role sits in our {category} group and has a direct impact on how we grow in Indonesia. You will work on a mix of planned projects and day-to-day improvements, with a manager who gives you context, not just tasks.\n\nWe care about outcomes, written communication, and leaving things better than we found them.',
  'Join {company} as {position} and help build the next chapter of our {category} function. Based in {city}, you will collaborate with colleagues in Jakarta and across the region, take part in planning, and own delivery from idea to result.\n\nYou will have a clear onboarding plan for your first 90 days and a mentor from the team.',
];

export const requirementTemplates: readonly string[] = [
  'At least {years} of experience working as {position} or in a similar role\nHands-on experience with {skills}\nComfortable working with stakeholders from different teams\nGood written and spoken English and Bahasa Indonesia\nA bachelor’s degree in a related field, or equivalent experience',
  'Minimum {years} of relevant working experience\nStrong skills in {skills}\nAble to prioritise and deliver with little supervision\nClear communicator who documents decisions\nWilling to work from {city}',
  '{years} of experience in {category}\nProven track record with {skills}\nAnalytical mindset and attention to detail\nTeam player who gives and receives feedback well\nExperience in a fast-growing company is a plus',
];

export const benefitLines: readonly string[] = [
  'Competitive monthly salary and yearly performance bonus',
  'BPJS Kesehatan and BPJS Ketenagakerjaan',
  'Private health insurance for you and your family',
  'Religious holiday allowance (THR)',
  '14 days of annual leave plus your birthday off',
  'Learning budget for courses, books and certifications',
  'Laptop and equipment of your choice',
  'Employee stock option plan',
  'Paid parental leave',
  'Transport allowance',
  'Annual medical check-up',
  'Career path with a six-monthly review',
];

export const perkLines: readonly string[] = [
  'Flexible working hours',
  'Work from home two days a week',
  'Free lunch and snacks at the office',
  'Monthly team gatherings',
  'Gym membership subsidy',
  'Internet allowance',
  'Quiet office close to public transport',
  'Casual dress code',
  'Quarterly team outing',
  'Mental health support sessions',
];

/** Made-up employers that fill the listing beside the real companies of the master data. */
export const generatedCompanyWords = {
  first: [
    'Nusantara',
    'Sinar',
    'Mitra',
    'Cahaya',
    'Karya',
    'Bumi',
    'Prima',
    'Mega',
    'Surya',
    'Garuda',
    'Samudra',
    'Lintas',
    'Harapan',
    'Cipta',
    'Tunas',
  ],
  second: [
    'Digital',
    'Teknologi',
    'Logistik',
    'Solusi',
    'Retail',
    'Finansial',
    'Energi',
    'Kreatif',
    'Medika',
    'Agro',
  ],
} as const;

export const companyAboutTemplates: readonly string[] = [
  '{company} works in {industry} and serves customers across Indonesia from its head office in {city}. The team of {size} builds products people rely on every day and invests in the growth of every employee.',
  'Founded in Indonesia, {company} works in {industry} from its base in {city}. With {size}, we combine local knowledge with modern ways of working, and we hire people who like to learn and to share.',
  '{company}, in {industry}, helps businesses and families across the archipelago. Our {size} work from {city} and other cities, with a culture of ownership, honesty and care for customers.',
];

/**
 * The industry of each real company of the master data, by what it is known for (a mining firm is
 * in Mining, not in the construction of its neighbour in the list). A company named in no list takes
 * the first field of its section of the company list (`companySectors`).
 */
export const companyIndustries: Readonly<Record<string, readonly string[]>> = {
  'Financial Technology': [
    'OVO',
    'DANA',
    'LinkAja',
    'Xendit',
    'Midtrans',
    'Flip',
    'Kredivo',
    'Akulaku',
    'Investree',
    'Amartha',
  ],
  'Investment and Capital Markets': [
    'Bibit',
    'Ajaib',
    'Stockbit',
    'Pluang',
    'Indonesia Stock Exchange',
    'Mandiri Sekuritas',
  ],
  'Blockchain and Crypto Assets': ['Pintu', 'Indodax'],
  'Education Technology': ['Ruangguru', 'Zenius', 'Dicoding'],
  'Health Technology': ['Halodoc', 'Alodokter'],
  'Beauty and Personal Care': ['Sociolla', "L'Oréal Indonesia", 'Paragon Technology and Innovation'],
  'Agriculture Technology': ['eFishery'],
  'Software Development': [
    'Mekari',
    'Qiscus',
    'Sirclo',
    'Oracle Indonesia',
    'SAP Indonesia',
    'Microsoft Indonesia',
  ],
  'Media and Publishing': ['Kumparan', 'IDN Media', 'Tempo Media', 'Kompas Gramedia', 'Gramedia'],
  Entertainment: ['Vidio', 'Cinema XXI', 'CGV Indonesia'],
  'Non-profit and NGO': ['Kitabisa'],
  'Property Technology': ['Mamikos', 'Rumah123', '99.co Indonesia'],
  'Human Resources and Staffing': ['Glints', 'Jobstreet Indonesia', 'Kalibrr'],
  Electronics: ['Huawei Indonesia', 'Samsung Electronics Indonesia'],
  'Management Consulting': [
    'Accenture Indonesia',
    'McKinsey & Company Indonesia',
    'Boston Consulting Group Indonesia',
  ],
  Telecommunications: ['Lintasarta', 'Biznet'],
  'Information Technology and Services': [
    'Telkomsigma',
    'Metrodata Electronics',
    'Multipolar Technology',
    'Anabatic Technologies',
    'Mitra Integrasi Informatika',
    'DCI Indonesia',
    'Infomedia Nusantara',
    'Google Indonesia',
    'Amazon Web Services Indonesia',
    'IBM Indonesia',
  ],
  'Multifinance and Leasing': [
    'Adira Finance',
    'FIFGROUP',
    'Home Credit Indonesia',
    'Kredit Plus',
    'Pegadaian',
  ],
  Insurance: [
    'Prudential Indonesia',
    'Allianz Life Indonesia',
    'Manulife Indonesia',
    'AXA Mandiri',
    'BPJS Kesehatan',
    'BPJS Ketenagakerjaan',
  ],
  'Government and Public Administration': ['Bank Indonesia', 'Otoritas Jasa Keuangan'],
  'Oil and Gas': [
    'Pertamina',
    'Pertamina Hulu Energi',
    'Perusahaan Gas Negara',
    'Medco Energi',
    'Elnusa',
    'Shell Indonesia',
  ],
  'Energy and Utilities': ['PLN', 'Indika Energy'],
  Transportation: ['Kereta Api Indonesia', 'Jasa Marga', 'Blue Bird'],
  'Logistics and Supply Chain': ['Pos Indonesia', 'JNE', 'J&T Express', 'SiCepat', 'Ninja Xpress'],
  'Maritime and Shipping': ['Pelindo', 'PAL Indonesia'],
  Aviation: ['Garuda Indonesia', 'Lion Air', 'AirAsia Indonesia', 'Dirgantara Indonesia'],
  Construction: ['Wijaya Karya', 'Waskita Karya', 'Adhi Karya'],
  Manufacturing: [
    'Semen Indonesia',
    'Krakatau Steel',
    'Indocement',
    'Pindad',
    'Industri Kereta Api',
    'Len Industri',
  ],
  Chemicals: ['Pupuk Indonesia', 'Chandra Asri', 'Barito Pacific'],
  Pharmaceuticals: [
    'Bio Farma',
    'Kimia Farma',
    'Kalbe Farma',
    'Sido Muncul',
    'Tempo Scan Pacific',
    'Dexa Medica',
    'Combiphar',
    'Pharos Indonesia',
  ],
  Mining: ['Bukit Asam', 'Aneka Tambang', 'Freeport Indonesia', 'Vale Indonesia', 'Adaro'],
  Automotive: ['Astra International', 'Astra Honda Motor', 'Toyota-Astra Motor', 'United Tractors'],
  Plantations: ['Astra Agro Lestari'],
  'Food and Beverages': [
    'Indofood',
    'Indofood CBP',
    'Mayora',
    'Garudafood',
    'Ultrajaya',
    'Sinar Sosro',
    'Kapal Api',
    'Nestlé Indonesia',
    'Charoen Pokphand Indonesia',
    'Japfa',
  ],
  'Restaurants and Cafes': ['Kopi Kenangan', 'Fore Coffee'],
  'Consumer Goods (FMCG)': ['Unilever Indonesia', 'Gudang Garam', 'Sampoerna', 'Djarum', 'Wings Group'],
  Retail: [
    'Alfamart',
    'Indomaret',
    'Matahari Department Store',
    'Erajaya',
    'Kawan Lama',
    'Sayurbox',
    'Astro',
  ],
  'Real Estate and Property': [
    'Summarecon',
    'Ciputra Development',
    'Lippo Karawaci',
    'Agung Podomoro Land',
    'Pakuwon',
    'Sinar Mas Land',
  ],
  'Hospitals and Health Care': ['Siloam Hospitals', 'Mitra Keluarga'],
  Broadcasting: ['Media Nusantara Citra', 'Emtek', 'Surya Citra Media'],
  'Accounting and Audit': ['Deloitte Indonesia', 'PwC Indonesia', 'EY Indonesia', 'KPMG Indonesia'],
};

/** The sections of the company list, by their first company, and the industry a company of it has by default. */
export const companySectors: ReadonlyArray<{ first: string; field: string }> = [
  { first: 'Gojek', field: 'Internet and E-commerce' },
  { first: 'Telkom Indonesia', field: 'Telecommunications' },
  { first: 'Bank Central Asia', field: 'Banking' },
  { first: 'Pertamina', field: 'Energy and Utilities' },
  { first: 'Astra International', field: 'Automotive' },
  { first: 'Unilever Indonesia', field: 'Consumer Goods (FMCG)' },
  { first: 'Alfamart', field: 'Retail' },
  { first: 'Deloitte Indonesia', field: 'Management Consulting' },
];

/** The industry of a made-up employer, by the second word of its name. */
export const generatedCompanyFields: Readonly<Record<string, string>> = {
  Digital: 'Information Technology and Services',
  Teknologi: 'Software Development',
  Logistik: 'Logistics and Supply Chain',
  Solusi: 'Management Consulting',
  Retail: 'Retail',
  Finansial: 'Financial Technology',
  Energi: 'Energy and Utilities',
  Kreatif: 'Design and Creative Services',
  Medika: 'Hospitals and Health Care',
  Agro: 'Agriculture',
};
