/**
 * What the generated salaries look like: a monthly gross median per job category for 3-5 years of
 * experience in Jakarta (2025-26 market levels of Indonesian tech companies and the firms around
 * them), scaled by the function's title, the years of experience and the city, with log-normal
 * spread around it. Each sub-category names the skills people in it list, most common first.
 */

/** Position category id -> median monthly gross in IDR at 3-5 years, in Jakarta. */
export const categoryMedians: Readonly<Record<number, number>> = {
  1: 18_000_000, // Engineering
  2: 17_000_000, // Data
  3: 19_000_000, // Product
  4: 13_000_000, // Design
  5: 10_000_000, // Marketing
  6: 9_000_000, // Sales and Business Development
  7: 10_000_000, // Finance and Accounting
  8: 9_000_000, // Human Resources
  9: 8_500_000, // Operations
  10: 6_500_000, // Customer Service
  11: 12_000_000, // Legal and Compliance
  12: 6_000_000, // Administration
  13: 7_000_000, // Education and Training
};

/** How many observations a category gets relative to the others: tech roles dominate the data. */
export const categoryWeights: Readonly<Record<number, number>> = {
  1: 6,
  2: 4,
  3: 3,
  4: 3,
  5: 4,
  6: 4,
  7: 3,
  8: 2,
  9: 3,
  10: 2,
  11: 1,
  12: 2,
  13: 1,
};

/** A title's word moves its pay: heads and managers earn more, interns and assistants less. */
export const titleFactors: ReadonlyArray<readonly [pattern: RegExp, factor: number]> = [
  [/\b(head|director|vp|chief)\b/i, 2],
  [/\b(manager|architect|principal)\b/i, 1.6],
  [/\b(lead|senior)\b/i, 1.3],
  [/\bintern\b/i, 0.35],
  [/\b(assistant|admin|administrator|clerk|agent|officer|staff)\b/i, 0.8],
];

/** Years category (in seed order, 0-1 years first) -> pay factor and share of observations. */
export const yearsProfiles: ReadonlyArray<{ factor: number; weight: number }> = [
  { factor: 0.5, weight: 10 },
  { factor: 0.7, weight: 22 },
  { factor: 1, weight: 24 },
  { factor: 1.35, weight: 18 },
  { factor: 1.75, weight: 14 },
  { factor: 2.3, weight: 12 },
];

/** City -> pay factor against Jakarta and share of observations; other cities get none. */
export const cityProfiles: Readonly<Record<string, { factor: number; weight: number }>> = {
  Jakarta: { factor: 1, weight: 40 },
  'Tangerang Selatan': { factor: 0.95, weight: 6 },
  Tangerang: { factor: 0.9, weight: 5 },
  Bekasi: { factor: 0.9, weight: 4 },
  Depok: { factor: 0.88, weight: 3 },
  Bogor: { factor: 0.85, weight: 2 },
  Bandung: { factor: 0.85, weight: 8 },
  Surabaya: { factor: 0.85, weight: 8 },
  Yogyakarta: { factor: 0.7, weight: 4 },
  Semarang: { factor: 0.75, weight: 3 },
  Medan: { factor: 0.75, weight: 3 },
  Denpasar: { factor: 0.8, weight: 3 },
  Batam: { factor: 0.85, weight: 2 },
  Makassar: { factor: 0.75, weight: 2 },
  Malang: { factor: 0.72, weight: 2 },
  Balikpapan: { factor: 0.85, weight: 1 },
};

/** The spread of log salary around the median (0.3 puts the 90th percentile near 1.5x the median). */
export const logSpread = 0.3;

/** The lowest generated salary: below every regional minimum wage of 2025 there is no job to count. */
export const lowestGeneratedSalary = 2_000_000;

const workingSkills = ['Communication', 'Teamwork', 'Problem Solving'];

/** Sub-category id -> the skills its people list, most common first. */
export const subCategorySkills: Readonly<Record<number, readonly string[]>> = {
  1: [
    'Go',
    'Java',
    'Node.js',
    'TypeScript',
    'PostgreSQL',
    'Microservices',
    'REST API',
    'Docker',
    'Redis',
    'Kubernetes',
    'System Design',
    'Git',
  ],
  2: [
    'Android',
    'Kotlin',
    'iOS',
    'Swift',
    'Flutter',
    'React Native',
    'Firebase',
    'Jetpack Compose',
    'SwiftUI',
    'Git',
  ],
  3: [
    'Kubernetes',
    'Docker',
    'Terraform',
    'Amazon Web Services',
    'Google Cloud Platform',
    'Linux',
    'CI/CD',
    'Prometheus',
    'Grafana',
    'Ansible',
    'Site Reliability Engineering',
  ],
  4: [
    'Software Testing',
    'Manual Testing',
    'Test Automation',
    'Selenium',
    'Cypress',
    'Postman',
    'Appium',
    'JMeter',
    'Playwright',
  ],
  5: [
    'Cyber Security',
    'Penetration Testing',
    'Vulnerability Assessment',
    'OWASP',
    'Network Security',
    'SIEM',
    'Incident Response',
    'ISO 27001',
    'Cloud Security',
  ],
  6: [
    'Embedded Systems',
    'C',
    'C++',
    'Internet of Things',
    'Arduino',
    'Raspberry Pi',
    'PLC Programming',
    'SCADA',
  ],
  7: [
    'Python',
    'SQL',
    'Apache Spark',
    'Apache Airflow',
    'BigQuery',
    'dbt',
    'Data Warehousing',
    'ETL',
    'Apache Kafka',
    'Data Modeling',
  ],
  8: [
    'Python',
    'Machine Learning',
    'Deep Learning',
    'scikit-learn',
    'PyTorch',
    'TensorFlow',
    'Statistics',
    'Natural Language Processing',
    'Large Language Models',
    'SQL',
  ],
  9: [
    'SQL',
    'Data Analysis',
    'Microsoft Excel',
    'Tableau',
    'Power BI',
    'Looker Studio',
    'Python',
    'Statistics',
    'A/B Testing',
    'Data Visualization',
  ],
  10: [
    'Product Management',
    'Product Strategy',
    'Product Discovery',
    'Product Roadmapping',
    'User Stories',
    'Stakeholder Management',
    'Jira',
    'A/B Testing',
    'Agile',
  ],
  11: [
    'Project Management',
    'Agile',
    'Scrum',
    'Jira',
    'Stakeholder Management',
    'Risk Management',
    'Confluence',
    'Kanban',
  ],
  12: [
    'Figma',
    'UI Design',
    'UX Design',
    'Prototyping',
    'Wireframing',
    'User Research',
    'Design Systems',
    'Interaction Design',
  ],
  13: [
    'User Research',
    'Usability Testing',
    'UX Writing',
    'Copywriting',
    'Information Architecture',
    'Design Thinking',
  ],
  14: [
    'Adobe Photoshop',
    'Adobe Illustrator',
    'Graphic Design',
    'Canva',
    'Adobe Premiere Pro',
    'Video Editing',
    'Motion Graphics',
    'Branding',
    'Typography',
  ],
  15: [
    'Digital Marketing',
    'Search Engine Optimization',
    'Google Ads',
    'Meta Ads',
    'TikTok Ads',
    'Google Analytics',
    'Performance Marketing',
    'Social Media Marketing',
  ],
  16: [
    'Content Marketing',
    'Copywriting',
    'Social Media Marketing',
    'Public Relations',
    'Canva',
    'Community Management',
  ],
  17: [
    'Brand Management',
    'Trade Marketing',
    'Market Research',
    'Event Management',
    'Marketplace Management',
    'E-commerce Management',
  ],
  18: [
    'Sales',
    'B2B Sales',
    'B2C Sales',
    'Negotiation',
    'Lead Generation',
    'Customer Relationship Management',
    'Salesforce',
    'Presentation Skills',
  ],
  19: [
    'Business Development',
    'Partnership Management',
    'Negotiation',
    'Business Strategy',
    'Lead Generation',
    'Presentation Skills',
  ],
  20: [
    'Account Management',
    'Key Account Management',
    'Customer Relationship Management',
    'Negotiation',
    'Customer Success',
  ],
  21: [
    'Accounting',
    'Financial Accounting',
    'PSAK',
    'Microsoft Excel',
    'Taxation',
    'Accurate Accounting Software',
    'Jurnal by Mekari',
    'Financial Reporting',
  ],
  22: [
    'Financial Analysis',
    'Financial Modeling',
    'Budgeting',
    'Forecasting',
    'Corporate Finance',
    'Microsoft Excel',
    'Investment Analysis',
    'Financial Reporting',
  ],
  23: ['Taxation', 'Auditing', 'Internal Audit', 'IFRS', 'PSAK', 'Regulatory Compliance'],
  24: [
    'Recruitment',
    'Technical Recruiting',
    'Talent Acquisition',
    'Employer Branding',
    'Stakeholder Management',
  ],
  25: [
    'Payroll',
    'Compensation and Benefits',
    'Employee Relations',
    'Indonesian Labour Law',
    'Performance Management',
  ],
  26: ['Learning and Development', 'Training Delivery', 'Organizational Development', 'Public Speaking'],
  27: [
    'Operations Management',
    'Process Improvement',
    'Microsoft Excel',
    'SQL',
    'Project Management',
    'Business Analysis',
  ],
  28: [
    'Supply Chain Management',
    'Logistics Management',
    'Inventory Management',
    'Warehouse Management',
    'Procurement',
    'SAP',
  ],
  29: ['Customer Service', 'English Proficiency', 'Microsoft Office', 'Time Management'],
  30: ['Customer Success', 'Account Management', 'Customer Relationship Management', 'HubSpot'],
  31: [
    'Corporate Law',
    'Contract Drafting',
    'Legal Research',
    'Indonesian Labour Law',
    'Regulatory Compliance',
  ],
  32: ['Regulatory Compliance', 'Anti-Money Laundering', 'Risk Management', 'Internal Audit', 'ISO 27001'],
  33: ['Microsoft Office', 'Microsoft Excel', 'Google Workspace', 'Attention to Detail', 'Time Management'],
  34: ['Teaching', 'Training Delivery', 'Public Speaking', 'English Proficiency'],
};

export const commonSkills: readonly string[] = workingSkills;
