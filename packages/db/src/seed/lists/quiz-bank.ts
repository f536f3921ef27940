/**
 * The question banks of the quizzes and contest challenges. Each question lists its options in
 * the order shown, with `answer` the index of the one correct option.
 */
export interface QuestionSeed {
  text: string;
  options: readonly string[];
  answer: number;
}

export interface TestSeed {
  id: number;
  name: string;
  description: string;
  durationSeconds: number;
  passPercent: number;
  /** Job categories (position categories) the test is recommended to. */
  categoryIds: readonly number[];
  questions: readonly QuestionSeed[];
}

export interface ContestSeed {
  id: number;
  name: string;
  description: string;
  /** Open from this many days before the seed ran until this many days after. */
  openDaysBefore: number;
  openDaysAfter: number;
  challenges: readonly TestSeed[];
}

const q = (text: string, options: readonly string[], answer: number): QuestionSeed => ({
  text,
  options,
  answer,
});

/** Position category ids of the master data (lists/position-hierarchy.ts). */
const category = {
  engineering: 1,
  data: 2,
  product: 3,
  design: 4,
  marketing: 5,
  sales: 6,
  finance: 7,
  humanResources: 8,
  operations: 9,
  customerService: 10,
  administration: 12,
  education: 13,
} as const;

const javascript: TestSeed = {
  id: 1,
  name: 'JavaScript Fundamentals',
  description: 'Types, scope, arrays, promises and the everyday parts of modern JavaScript.',
  durationSeconds: 15 * 60,
  passPercent: 70,
  categoryIds: [category.engineering],
  questions: [
    q('What does `typeof null` return?', ['"null"', '"object"', '"undefined"', '"number"'], 1),
    q(
      'Which keyword declares a block-scoped variable that cannot be reassigned?',
      ['var', 'let', 'const', 'static'],
      2,
    ),
    q('What is the value of `[1, 2, 3].map((n) => n * 2)`?', ['[1, 2, 3]', '[2, 4, 6]', '6', '[1, 4, 9]'], 1),
    q('What does `0.1 + 0.2 === 0.3` evaluate to?', ['true', 'false', 'NaN', 'It throws an error'], 1),
    q(
      'Which method adds an element to the end of an array?',
      ['shift()', 'unshift()', 'push()', 'concat()'],
      2,
    ),
    q("What is the result of `'5' + 3`?", ['8', "'53'", 'NaN', "'8'"], 1),
    q('Which operator compares both value and type without coercion?', ['==', '=', '===', '!='], 2),
    q(
      'What does `await` do inside an async function?',
      [
        'Blocks the whole program',
        'Pauses the function until the promise settles',
        'Creates a new thread',
        'Cancels the promise',
      ],
      1,
    ),
    q(
      'Which array method returns the first element that passes a test?',
      ['filter()', 'find()', 'some()', 'indexOf()'],
      1,
    ),
    q('What does `JSON.parse(\'{"a":1}\').a` return?', ['"a"', '1', 'undefined', '"1"'], 1),
    q('Which value is falsy?', ["'0'", '[]', '0', '{}'], 2),
    q('What does `Array.isArray([])` return?', ['true', 'false', '"array"', 'undefined'], 0),
  ],
};

const sql: TestSeed = {
  id: 2,
  name: 'SQL Basics',
  description: 'Selecting, filtering, joining and grouping rows in a relational database.',
  durationSeconds: 15 * 60,
  passPercent: 70,
  categoryIds: [category.engineering, category.data],
  questions: [
    q('Which clause filters rows before grouping?', ['HAVING', 'WHERE', 'ORDER BY', 'GROUP BY'], 1),
    q('Which clause filters groups after aggregation?', ['WHERE', 'HAVING', 'LIMIT', 'DISTINCT'], 1),
    q(
      'Which join returns only rows with a match in both tables?',
      ['LEFT JOIN', 'RIGHT JOIN', 'INNER JOIN', 'FULL OUTER JOIN'],
      2,
    ),
    q(
      'What does `COUNT(*)` count?',
      ['Non-null values of the first column', 'All rows', 'Distinct rows', 'Columns'],
      1,
    ),
    q(
      'Which keyword removes duplicate rows from a result?',
      ['UNIQUE', 'DISTINCT', 'DIFFERENT', 'SINGLE'],
      1,
    ),
    q(
      'How do you test whether a column has no value?',
      ['column = NULL', 'column IS NULL', 'column == NULL', "column = ''"],
      1,
    ),
    q('Which statement changes existing rows?', ['INSERT', 'ALTER', 'UPDATE', 'MODIFY'], 2),
    q(
      'What does `ORDER BY salary DESC` do?',
      [
        'Sorts from lowest to highest salary',
        'Sorts from highest to lowest salary',
        'Groups by salary',
        'Removes salary',
      ],
      1,
    ),
    q(
      'Which constraint makes sure a column never repeats a value?',
      ['CHECK', 'DEFAULT', 'UNIQUE', 'NOT NULL'],
      2,
    ),
    q("Which pattern matches names starting with 'A' in `name LIKE ?`", ["'%A'", "'A%'", "'_A'", "'A_'"], 1),
    q('Which aggregate returns the average of a column?', ['SUM()', 'MEAN()', 'AVG()', 'MEDIAN()'], 2),
  ],
};

const excel: TestSeed = {
  id: 3,
  name: 'Microsoft Excel',
  description: 'Formulas, references, lookups and the tools of everyday spreadsheet work.',
  durationSeconds: 12 * 60,
  passPercent: 60,
  categoryIds: [category.data, category.finance, category.operations, category.administration],
  questions: [
    q('Which symbol starts every formula?', ['#', '=', '+', '@'], 1),
    q(
      'What does `$A$1` mean in a formula?',
      ['A relative reference', 'An absolute reference to A1', 'A named range', 'A text value'],
      1,
    ),
    q(
      'Which function adds the values of A1 to A10?',
      ['=ADD(A1:A10)', '=SUM(A1:A10)', '=TOTAL(A1:A10)', '=COUNT(A1:A10)'],
      1,
    ),
    q('Which function counts the cells that are not empty?', ['COUNT', 'COUNTA', 'COUNTBLANK', 'SUM'], 1),
    q('What does `=IF(B2>=60, "Pass", "Fail")` return when B2 is 75?', ['Fail', 'Pass', '75', 'TRUE'], 1),
    q(
      'Which function looks up a value in the first column of a range and returns a value from another column?',
      ['HLOOKUP', 'VLOOKUP', 'MATCH', 'CHOOSE'],
      1,
    ),
    q(
      'Which feature summarises a large table by categories without formulas?',
      ['Conditional Formatting', 'PivotTable', 'Data Validation', 'Freeze Panes'],
      1,
    ),
    q(
      'What does the error `#DIV/0!` mean?',
      [
        'A name is misspelled',
        'A number was divided by zero',
        'A reference is invalid',
        'The column is too narrow',
      ],
      1,
    ),
    q('Which function joins the text of several cells?', ['CONCAT', 'MERGE', 'LINK', 'JOINTEXT'], 0),
    q(
      'Which feature keeps the header row visible while scrolling?',
      ['Wrap Text', 'Freeze Panes', 'Split Cells', 'Group'],
      1,
    ),
    q('What does `=ROUND(3.456, 1)` return?', ['3.4', '3.5', '3.46', '3'], 1),
  ],
};

const english: TestSeed = {
  id: 4,
  name: 'English for the Workplace',
  description: 'Grammar, vocabulary and the phrasing of everyday business English.',
  durationSeconds: 10 * 60,
  passPercent: 60,
  categoryIds: [
    category.customerService,
    category.sales,
    category.administration,
    category.education,
    category.humanResources,
  ],
  questions: [
    q(
      'Choose the correct sentence.',
      [
        'She have finished the report.',
        'She has finished the report.',
        'She finished the report yesterday already has.',
        'She have finish the report.',
      ],
      1,
    ),
    q('"I look forward to ___ from you."', ['hear', 'hearing', 'heard', 'be hearing'], 1),
    q('Which word is a synonym of "deadline"?', ['Start date', 'Due date', 'Holiday', 'Meeting'], 1),
    q('"We ___ the contract last Friday."', ['sign', 'signed', 'have signed', 'are signing'], 1),
    q('"If I ___ more time, I would finish the project."', ['have', 'had', 'will have', 'am having'], 1),
    q(
      'Which is the most polite request?',
      ['Send me the file.', 'I want the file now.', 'Could you please send me the file?', 'File, please.'],
      2,
    ),
    q(
      '"The meeting has been postponed" means the meeting is…',
      ['cancelled for good', 'moved to a later time', 'happening now', 'moved to an earlier time'],
      1,
    ),
    q(
      'Choose the correct word: "There are ___ applicants than last year."',
      ['less', 'fewer', 'little', 'least'],
      1,
    ),
    q(
      '"ASAP" stands for…',
      ['As soon as possible', 'After sales and purchase', 'All staff are present', 'As simple as possible'],
      0,
    ),
    q('"She is responsible ___ the sales team."', ['of', 'for', 'to', 'at'], 1),
    q(
      'Which sentence is in the passive voice?',
      [
        'The manager approved the budget.',
        'The budget was approved by the manager.',
        'The manager is approving.',
        'Approve the budget.',
      ],
      1,
    ),
  ],
};

const digitalMarketing: TestSeed = {
  id: 5,
  name: 'Digital Marketing',
  description: 'Search, social, email and the metrics that tell a campaign is working.',
  durationSeconds: 12 * 60,
  passPercent: 60,
  categoryIds: [category.marketing, category.sales],
  questions: [
    q(
      'What does SEO stand for?',
      [
        'Search Engine Optimization',
        'Social Engagement Output',
        'Sales Effort Overview',
        'Site Error Observation',
      ],
      0,
    ),
    q(
      'CTR is calculated as…',
      ['Clicks ÷ impressions', 'Impressions ÷ clicks', 'Sales ÷ clicks', 'Cost ÷ clicks'],
      0,
    ),
    q(
      'What does CPC mean?',
      ['Cost per conversion', 'Cost per click', 'Clicks per campaign', 'Content per channel'],
      1,
    ),
    q(
      'A campaign cost IDR 2.000.000 and brought 40 customers. What is the cost per acquisition?',
      ['IDR 20.000', 'IDR 50.000', 'IDR 80.000', 'IDR 500.000'],
      1,
    ),
    q(
      'Which metric shows the share of visitors who leave after viewing one page?',
      ['Conversion rate', 'Bounce rate', 'Reach', 'Churn'],
      1,
    ),
    q(
      'What is A/B testing?',
      [
        'Testing a site on two browsers',
        'Comparing two versions to see which performs better',
        'Alphabetical sorting of ads',
        'Testing before and after launch',
      ],
      1,
    ),
    q(
      'Which is an example of owned media?',
      [
        "The company's own blog",
        'A paid search ad',
        'A news article about the brand',
        'A customer review on another site',
      ],
      0,
    ),
    q(
      'What does ROAS measure?',
      [
        'Revenue earned per unit spent on ads',
        'Reach of a social post',
        'Rank of a site in search',
        'Rate of app sign-ups',
      ],
      0,
    ),
    q(
      'What is a "call to action"?',
      [
        'A customer service hotline',
        'A prompt that tells the reader what to do next',
        'A paid phone advert',
        'A complaint from a customer',
      ],
      1,
    ),
    q(
      'Which email metric counts recipients who opened the message?',
      ['Open rate', 'Bounce rate', 'Unsubscribe rate', 'Click-through rate'],
      0,
    ),
    q(
      'What is retargeting?',
      [
        'Showing ads to people who already visited your site',
        'Changing the target market',
        'Re-designing a logo',
        'Sending the same email twice',
      ],
      0,
    ),
  ],
};

const accounting: TestSeed = {
  id: 6,
  name: 'Accounting Principles',
  description: 'Double entry, the accounting equation and reading the main financial statements.',
  durationSeconds: 15 * 60,
  passPercent: 70,
  categoryIds: [category.finance],
  questions: [
    q(
      'The accounting equation is…',
      [
        'Assets = Liabilities + Equity',
        'Assets = Revenue − Expenses',
        'Equity = Assets + Liabilities',
        'Liabilities = Assets + Equity',
      ],
      0,
    ),
    q(
      'In double-entry bookkeeping every transaction…',
      ['is recorded once', 'has equal debits and credits', 'only affects cash', 'is recorded at year end'],
      1,
    ),
    q(
      'Which statement shows revenue and expenses for a period?',
      ['Balance sheet', 'Income statement', 'Statement of cash flows', 'Trial balance'],
      1,
    ),
    q('A debit increases which kind of account?', ['Liability', 'Revenue', 'Asset', 'Equity'], 2),
    q(
      'Money customers owe the company is recorded as…',
      ['Accounts payable', 'Accounts receivable', 'Retained earnings', 'Prepaid expense'],
      1,
    ),
    q(
      'Depreciation spreads the cost of…',
      [
        'inventory over sales',
        'a fixed asset over its useful life',
        'salaries over a year',
        'a loan over its term',
      ],
      1,
    ),
    q(
      'Under the accrual basis, revenue is recorded when…',
      ['cash is received', 'it is earned', 'the invoice is paid', 'the year ends'],
      1,
    ),
    q(
      'Revenue IDR 500 million, expenses IDR 350 million. What is the net income?',
      ['IDR 850 million', 'IDR 150 million', 'IDR 350 million', 'IDR 500 million'],
      1,
    ),
    q(
      'Which is a current liability?',
      ['Building', 'Long-term bank loan due in 10 years', 'Accounts payable', 'Share capital'],
      2,
    ),
    q(
      'A trial balance checks that…',
      [
        'the company made a profit',
        'total debits equal total credits',
        'cash equals revenue',
        'taxes are paid',
      ],
      1,
    ),
    q(
      'Inventory is reported on…',
      [
        'the income statement as revenue',
        'the balance sheet as an asset',
        'the cash flow statement only',
        'the notes only',
      ],
      1,
    ),
  ],
};

const python: TestSeed = {
  id: 7,
  name: 'Python Basics',
  description: 'Data types, control flow, functions and collections in Python 3.',
  durationSeconds: 15 * 60,
  passPercent: 70,
  categoryIds: [category.engineering, category.data],
  questions: [
    q('What does `len([1, 2, 3])` return?', ['2', '3', '4', 'An error'], 1),
    q('Which type is immutable?', ['list', 'dict', 'tuple', 'set'], 2),
    q('What does `3 // 2` evaluate to?', ['1.5', '1', '2', '0'], 1),
    q('How do you start a function definition?', ['function f():', 'def f():', 'fun f():', 'lambda f():'], 1),
    q("What does `'abc'[1]` return?", ["'a'", "'b'", "'c'", 'An error'], 1),
    q('Which keyword handles exceptions?', ['catch', 'except', 'rescue', 'handle'], 1),
    q(
      'What does `[x * x for x in range(3)]` produce?',
      ['[1, 4, 9]', '[0, 1, 4]', '[0, 1, 2]', '[0, 2, 4]'],
      1,
    ),
    q(
      'Which method adds a key-value pair to a dict `d`?',
      ["d.add('k', 1)", "d['k'] = 1", "d.push('k', 1)", "d.insert('k', 1)"],
      1,
    ),
    q('What is the value of `bool([])`?', ['True', 'False', 'None', 'An error'], 1),
    q(
      'Which statement imports only `sqrt` from `math`?',
      ['import sqrt from math', 'from math import sqrt', 'include math.sqrt', 'using math.sqrt'],
      1,
    ),
    q('What does `None == False` evaluate to?', ['True', 'False', 'None', 'An error'], 1),
  ],
};

const projectManagement: TestSeed = {
  id: 8,
  name: 'Project Management',
  description: 'Scope, schedule, risk and the agile ways teams plan and deliver work.',
  durationSeconds: 12 * 60,
  passPercent: 60,
  categoryIds: [category.product, category.operations],
  questions: [
    q(
      'The "triple constraint" of a project is…',
      ['scope, time and cost', 'people, process and tools', 'plan, do and check', 'risk, issue and change'],
      0,
    ),
    q(
      'In Scrum, who orders the product backlog?',
      ['The Scrum Master', 'The Product Owner', 'The developers', 'The stakeholders'],
      1,
    ),
    q(
      'How long is a Scrum sprint at most?',
      ['One week', 'One month', 'Three months', 'There is no limit'],
      1,
    ),
    q(
      'The critical path is…',
      [
        'the cheapest sequence of tasks',
        'the longest sequence of dependent tasks, setting the shortest project duration',
        'the list of risky tasks',
        "the manager's approval path",
      ],
      1,
    ),
    q(
      'A Gantt chart shows…',
      ['tasks against time', 'costs against revenue', 'risks against impact', 'people against skills'],
      0,
    ),
    q(
      'What is scope creep?',
      [
        'Uncontrolled growth of the work beyond what was agreed',
        'A delay caused by weather',
        'Cutting features to save cost',
        'A type of risk register',
      ],
      0,
    ),
    q(
      'A RACI matrix records…',
      [
        'budget per task',
        'who is Responsible, Accountable, Consulted and Informed',
        'the order of tasks',
        'test results',
      ],
      1,
    ),
    q(
      'What is a milestone?',
      [
        'A task that takes a long time',
        'A significant point or event with no duration',
        'A budget line',
        'A team meeting',
      ],
      1,
    ),
    q(
      'Which Scrum event inspects the increment with stakeholders?',
      ['Daily Scrum', 'Sprint Review', 'Sprint Retrospective', 'Backlog refinement'],
      1,
    ),
    q(
      'Risk likelihood times impact gives…',
      ['the risk score', 'the budget', 'the schedule variance', 'the earned value'],
      0,
    ),
    q(
      'A Kanban board limits…',
      ['the number of team members', 'work in progress', 'the length of meetings', 'the number of customers'],
      1,
    ),
  ],
};

const uxDesign: TestSeed = {
  id: 9,
  name: 'UX Design Principles',
  description: 'Usability, research, accessibility and the habits of good interface design.',
  durationSeconds: 10 * 60,
  passPercent: 60,
  categoryIds: [category.design, category.product],
  questions: [
    q('What is the minimum contrast ratio for normal text under WCAG AA?', ['3:1', '4.5:1', '7:1', '2:1'], 1),
    q(
      'A persona is…',
      [
        'a real customer record',
        'a fictional, research-based profile of a typical user',
        "the designer's own preferences",
        'a brand mascot',
      ],
      1,
    ),
    q(
      "Fitts's law says the time to reach a target depends on…",
      ['its colour', 'its distance and size', 'the number of choices', 'the font'],
      1,
    ),
    q(
      "Hick's law says decision time grows with…",
      ['the number of choices', 'the screen size', 'the loading time', 'the number of users'],
      0,
    ),
    q(
      'A wireframe is…',
      [
        'a finished visual design',
        'a low-fidelity layout of a screen',
        'a piece of code',
        'a usability report',
      ],
      1,
    ),
    q(
      'How many users does a small usability test usually need to find most problems?',
      ['1', 'About 5', 'At least 100', '1,000'],
      1,
    ),
    q(
      'What does "affordance" mean in design?',
      [
        'The price of a product',
        'A property that suggests how an object can be used',
        'A colour palette',
        'A font family',
      ],
      1,
    ),
    q(
      'Which is an accessibility good practice?',
      [
        'Conveying information by colour alone',
        'Giving every image a text alternative',
        'Disabling keyboard focus outlines',
        'Using placeholder text as the only label',
      ],
      1,
    ),
    q(
      'A/B testing in UX compares…',
      [
        'two designs with real users to see which performs better',
        'two designers',
        'two browsers',
        'two fonts only',
      ],
      0,
    ),
    q('The minimum comfortable touch target on a phone is about…', ['10 px', '24 px', '44 px', '100 px'], 2),
    q(
      'A user journey map shows…',
      [
        'the steps and feelings of a user reaching a goal',
        'the site map',
        'the server architecture',
        'the release plan',
      ],
      0,
    ),
  ],
};

const htmlCss: TestSeed = {
  id: 10,
  name: 'HTML & CSS',
  description: 'Semantic markup, the box model, selectors and responsive layouts.',
  durationSeconds: 12 * 60,
  passPercent: 60,
  categoryIds: [category.engineering, category.design],
  questions: [
    q('Which element holds the main heading of a page?', ['<head>', '<h1>', '<header>', '<title>'], 1),
    q('Which attribute gives an image its text alternative?', ['title', 'alt', 'src', 'name'], 1),
    q(
      'In the CSS box model, what sits between the border and the content?',
      ['margin', 'padding', 'outline', 'gap'],
      1,
    ),
    q('Which selector matches an element with id "menu"?', ['.menu', '#menu', 'menu', '*menu'], 1),
    q(
      'Which property makes a flex container lay out its children in a row?',
      ['display: block', 'display: flex', 'position: row', 'float: row'],
      1,
    ),
    q(
      'What does `box-sizing: border-box` do?',
      [
        'Adds the border outside the width',
        'Includes padding and border in the width',
        'Removes the border',
        'Makes the box round',
      ],
      1,
    ),
    q('Which unit is relative to the root font size?', ['em', 'rem', 'px', 'vh'], 1),
    q('Which element is for navigation links?', ['<nav>', '<menu>', '<links>', '<aside>'], 0),
    q(
      'What does a media query like `@media (max-width: 600px)` do?',
      [
        'Loads media files',
        'Applies styles only on viewports up to 600 px wide',
        'Sets the page width to 600 px',
        'Hides images',
      ],
      1,
    ),
    q('Which property changes the text colour?', ['font-color', 'color', 'text-color', 'foreground'], 1),
    q(
      'Which input type shows a keyboard for email addresses on phones?',
      ['type="text"', 'type="email"', 'type="mail"', 'type="address"'],
      1,
    ),
  ],
};

export const quizSeeds: readonly TestSeed[] = [
  javascript,
  sql,
  excel,
  english,
  digitalMarketing,
  accounting,
  python,
  projectManagement,
  uxDesign,
  htmlCss,
];

export const contestSeeds: readonly ContestSeed[] = [
  {
    id: 1,
    name: 'Code Sprint 2026',
    description: 'Three short challenges for developers: answer fast and right to climb the leaderboard.',
    openDaysBefore: 7,
    openDaysAfter: 60,
    challenges: [
      {
        id: 101,
        name: 'JavaScript Speed Round',
        description: 'Five JavaScript questions against the clock.',
        durationSeconds: 5 * 60,
        passPercent: 0,
        categoryIds: [category.engineering],
        questions: javascript.questions.slice(0, 5),
      },
      {
        id: 102,
        name: 'SQL Puzzle',
        description: 'Five SQL questions against the clock.',
        durationSeconds: 5 * 60,
        passPercent: 0,
        categoryIds: [category.engineering, category.data],
        questions: sql.questions.slice(0, 5),
      },
      {
        id: 103,
        name: 'Lightning Round',
        description: 'Three questions in twenty seconds: only the quickest finish.',
        durationSeconds: 20,
        passPercent: 0,
        categoryIds: [category.engineering],
        questions: python.questions.slice(0, 3),
      },
    ],
  },
  {
    id: 2,
    name: 'Business Acumen Cup',
    description: 'Marketing and finance challenges for the business-minded.',
    openDaysBefore: 3,
    openDaysAfter: 45,
    challenges: [
      {
        id: 201,
        name: 'Marketing Metrics',
        description: 'Five questions on the numbers behind a campaign.',
        durationSeconds: 5 * 60,
        passPercent: 0,
        categoryIds: [category.marketing],
        questions: digitalMarketing.questions.slice(0, 5),
      },
      {
        id: 202,
        name: 'Finance Fundamentals',
        description: 'Five accounting questions against the clock.',
        durationSeconds: 5 * 60,
        passPercent: 0,
        categoryIds: [category.finance],
        questions: accounting.questions.slice(0, 5),
      },
      {
        id: 203,
        name: 'Lightning Round: Business',
        description: 'Three questions in twenty seconds: only the quickest finish.',
        durationSeconds: 20,
        passPercent: 0,
        categoryIds: [category.marketing, category.finance],
        questions: accounting.questions.slice(5, 8),
      },
    ],
  },
];
