/**
 * Job categories as tech companies in Indonesia hire for them: position category -> sub-category
 * -> position function. Category and sub-category ids are written here; a function's id is its
 * sub-category id times 100 plus its place in that sub-category, so each sub-category may grow
 * at its end without moving any other id. The Other category, sub-category and function (999)
 * take the ids the spec reserves for Other.
 */
export interface SubCategorySeed {
  id: number;
  name: string;
  functions: readonly string[];
  isOther?: boolean;
}

export interface CategorySeed {
  id: number;
  name: string;
  subCategories: readonly SubCategorySeed[];
  isOther?: boolean;
}

export const positionHierarchy: readonly CategorySeed[] = [
  {
    id: 1,
    name: 'Engineering',
    subCategories: [
      {
        id: 1,
        name: 'Software Development',
        functions: [
          'Backend Engineer',
          'Frontend Engineer',
          'Full Stack Engineer',
          'Software Engineer',
          'Software Architect',
          'Engineering Manager',
          'Game Developer',
          'Blockchain Engineer',
          'ERP Developer',
          'Technical Lead',
          'WordPress Developer',
          'Salesforce Developer',
        ],
      },
      {
        id: 2,
        name: 'Mobile Development',
        functions: [
          'Android Engineer',
          'iOS Engineer',
          'Flutter Developer',
          'React Native Developer',
          'Mobile Engineer',
        ],
      },
      {
        id: 3,
        name: 'Infrastructure and Operations',
        functions: [
          'DevOps Engineer',
          'Site Reliability Engineer',
          'Cloud Engineer',
          'Platform Engineer',
          'System Administrator',
          'Network Engineer',
          'Database Administrator',
          'IT Support',
          'IT Infrastructure Engineer',
          'Solutions Architect',
        ],
      },
      {
        id: 4,
        name: 'Quality Assurance',
        functions: ['QA Engineer', 'QA Automation Engineer', 'Manual Tester', 'Performance Test Engineer'],
      },
      {
        id: 5,
        name: 'Security',
        functions: [
          'Security Engineer',
          'Penetration Tester',
          'Security Operations Center Analyst',
          'Application Security Engineer',
          'IT Governance, Risk and Compliance Analyst',
        ],
      },
      {
        id: 6,
        name: 'Embedded and Hardware',
        functions: ['Embedded Software Engineer', 'IoT Engineer', 'Hardware Engineer', 'Firmware Engineer'],
      },
    ],
  },
  {
    id: 2,
    name: 'Data',
    subCategories: [
      {
        id: 7,
        name: 'Data Engineering',
        functions: [
          'Data Engineer',
          'Analytics Engineer',
          'Big Data Engineer',
          'Data Architect',
          'ETL Developer',
        ],
      },
      {
        id: 8,
        name: 'Data Science and AI',
        functions: [
          'Data Scientist',
          'Machine Learning Engineer',
          'AI Engineer',
          'Computer Vision Engineer',
          'NLP Engineer',
          'MLOps Engineer',
          'Research Scientist',
        ],
      },
      {
        id: 9,
        name: 'Analytics',
        functions: [
          'Data Analyst',
          'Business Intelligence Analyst',
          'Product Analyst',
          'Business Analyst',
          'Risk Analyst',
          'Marketing Analyst',
        ],
      },
    ],
  },
  {
    id: 3,
    name: 'Product',
    subCategories: [
      {
        id: 10,
        name: 'Product Management',
        functions: [
          'Product Manager',
          'Product Owner',
          'Technical Product Manager',
          'Associate Product Manager',
          'Head of Product',
        ],
      },
      {
        id: 11,
        name: 'Project and Delivery',
        functions: [
          'Project Manager',
          'Scrum Master',
          'Program Manager',
          'Delivery Manager',
          'Project Coordinator',
        ],
      },
    ],
  },
  {
    id: 4,
    name: 'Design',
    subCategories: [
      {
        id: 12,
        name: 'Product Design',
        functions: [
          'UI/UX Designer',
          'Product Designer',
          'UX Designer',
          'UI Designer',
          'Interaction Designer',
        ],
      },
      {
        id: 13,
        name: 'Research and Writing',
        functions: ['UX Researcher', 'UX Writer', 'Content Designer'],
      },
      {
        id: 14,
        name: 'Visual and Creative',
        functions: [
          'Graphic Designer',
          'Visual Designer',
          'Illustrator',
          'Motion Graphic Designer',
          'Video Editor',
          '3D Artist',
          'Creative Director',
        ],
      },
    ],
  },
  {
    id: 5,
    name: 'Marketing',
    subCategories: [
      {
        id: 15,
        name: 'Digital Marketing',
        functions: [
          'Digital Marketing Specialist',
          'Performance Marketing Specialist',
          'SEO Specialist',
          'SEM Specialist',
          'Social Media Specialist',
          'CRM Specialist',
          'Growth Marketer',
          'Marketing Manager',
        ],
      },
      {
        id: 16,
        name: 'Content and Communications',
        functions: [
          'Content Writer',
          'Copywriter',
          'Content Strategist',
          'Public Relations Specialist',
          'Community Manager',
          'Editor',
        ],
      },
      {
        id: 17,
        name: 'Brand and Trade Marketing',
        functions: [
          'Brand Manager',
          'Trade Marketing Specialist',
          'Event Specialist',
          'Product Marketing Manager',
        ],
      },
    ],
  },
  {
    id: 6,
    name: 'Sales and Business Development',
    subCategories: [
      {
        id: 18,
        name: 'Sales',
        functions: [
          'Sales Executive',
          'Account Executive',
          'Sales Manager',
          'Inside Sales',
          'Pre-Sales Engineer',
          'Telesales',
          'Sales Engineer',
        ],
      },
      {
        id: 19,
        name: 'Business Development',
        functions: ['Business Development Executive', 'Business Development Manager', 'Partnership Manager'],
      },
      {
        id: 20,
        name: 'Account Management',
        functions: ['Account Manager', 'Key Account Manager', 'Relationship Manager'],
      },
    ],
  },
  {
    id: 7,
    name: 'Finance and Accounting',
    subCategories: [
      {
        id: 21,
        name: 'Accounting',
        functions: [
          'Accountant',
          'Accounting Staff',
          'Cost Accountant',
          'Accounts Payable Staff',
          'Accounts Receivable Staff',
        ],
      },
      {
        id: 22,
        name: 'Finance',
        functions: [
          'Financial Analyst',
          'Finance Manager',
          'Treasury Staff',
          'Financial Planning and Analysis Analyst',
          'Investment Analyst',
          'Credit Analyst',
        ],
      },
      {
        id: 23,
        name: 'Tax and Audit',
        functions: ['Tax Specialist', 'Internal Auditor', 'External Auditor'],
      },
    ],
  },
  {
    id: 8,
    name: 'Human Resources',
    subCategories: [
      {
        id: 24,
        name: 'Talent Acquisition',
        functions: [
          'Recruiter',
          'Technical Recruiter',
          'Talent Acquisition Specialist',
          'Employer Branding Specialist',
        ],
      },
      {
        id: 25,
        name: 'People Operations',
        functions: [
          'HR Generalist',
          'HR Business Partner',
          'Payroll Specialist',
          'Compensation and Benefits Specialist',
          'Industrial Relations Specialist',
        ],
      },
      {
        id: 26,
        name: 'Learning and Development',
        functions: [
          'Learning and Development Specialist',
          'Trainer',
          'Organizational Development Specialist',
        ],
      },
    ],
  },
  {
    id: 9,
    name: 'Operations',
    subCategories: [
      {
        id: 27,
        name: 'Business Operations',
        functions: [
          'Operations Staff',
          'Operations Manager',
          'Business Operations Analyst',
          'Strategy Analyst',
        ],
      },
      {
        id: 28,
        name: 'Supply Chain and Logistics',
        functions: [
          'Supply Chain Analyst',
          'Logistics Coordinator',
          'Warehouse Supervisor',
          'Procurement Specialist',
          'Purchasing Staff',
          'Inventory Controller',
        ],
      },
    ],
  },
  {
    id: 10,
    name: 'Customer Service',
    subCategories: [
      {
        id: 29,
        name: 'Customer Support',
        functions: ['Customer Service Officer', 'Technical Support Engineer', 'Call Center Agent'],
      },
      {
        id: 30,
        name: 'Customer Success',
        functions: [
          'Customer Success Manager',
          'Customer Experience Specialist',
          'Implementation Specialist',
        ],
      },
    ],
  },
  {
    id: 11,
    name: 'Legal and Compliance',
    subCategories: [
      {
        id: 31,
        name: 'Legal',
        functions: ['Legal Officer', 'Corporate Lawyer', 'Legal Counsel', 'Contract Specialist'],
      },
      {
        id: 32,
        name: 'Compliance and Risk',
        functions: ['Compliance Officer', 'Risk Management Officer', 'Anti-Money Laundering Analyst'],
      },
    ],
  },
  {
    id: 12,
    name: 'Administration',
    subCategories: [
      {
        id: 33,
        name: 'Office Administration',
        functions: [
          'Administrative Staff',
          'Executive Assistant',
          'Secretary',
          'General Affairs Staff',
          'Data Entry Staff',
        ],
      },
    ],
  },
  {
    id: 13,
    name: 'Education and Training',
    subCategories: [
      {
        id: 34,
        name: 'Teaching',
        functions: ['Teacher', 'Lecturer', 'Tutor', 'Instructional Designer', 'Curriculum Developer'],
      },
    ],
  },
  {
    id: 99,
    name: 'Other',
    isOther: true,
    subCategories: [{ id: 99, name: 'Other', isOther: true, functions: [] }],
  },
];

export const otherPositionFunction = { id: 999, name: 'Other', subCategoryId: 99 } as const;
