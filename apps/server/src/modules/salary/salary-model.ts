/**
 * The salary prediction model: ridge regression of log monthly salary on one-hot position category,
 * years category and city, and the skills listed (the most common ones, as 0/1 columns). Log salary
 * because pay differences multiply (a senior earns a multiple, not a fixed sum more); ridge because
 * many skills are rare and plain least squares would overfit them. Pure: the service feeds it rows.
 */

export interface TrainingRow {
  positionCategoryId: number;
  yearsCategoryId: number;
  cityId: number | null;
  skillIds: readonly number[];
  amount: number;
}

export interface PredictionInput {
  positionCategoryId: number;
  yearsCategoryId: number | null;
  cityId: number | null;
  skillIds: readonly number[];
}

export interface SalaryModel {
  columns: Map<string, number>;
  weights: Float64Array;
  /** Each one-hot group's mean row, used when the input does not say (unknown city, no years). */
  groupMeans: Map<string, Float64Array>;
  /** Spread of log salary around the prediction on held-out rows. */
  residualSd: number;
  /** R² of log salary on held-out rows. */
  heldOutR2: number;
  /** Root mean squared error in rupiah on held-out rows, and the same relative to the mean. */
  heldOutRmse: number;
  heldOutRelativeError: number;
  trainedOn: number;
  testedOn: number;
}

export const modelSettings = { ridge: 5, skillColumns: 200, heldOutShare: 0.2 } as const;

const groups = ['category', 'years', 'city'] as const;
type Group = (typeof groups)[number];

function columnsOf(rows: readonly TrainingRow[]): Map<string, number> {
  const columns = new Map<string, number>([['intercept', 0]]);
  const add = (name: string) => {
    if (!columns.has(name)) columns.set(name, columns.size);
  };
  const skillCounts = new Map<number, number>();
  for (const row of rows) {
    add(`category:${row.positionCategoryId}`);
    add(`years:${row.yearsCategoryId}`);
    if (row.cityId !== null) add(`city:${row.cityId}`);
    for (const skill of row.skillIds) skillCounts.set(skill, (skillCounts.get(skill) ?? 0) + 1);
  }
  const commonSkills = [...skillCounts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, modelSettings.skillColumns);
  for (const [skill] of commonSkills) add(`skill:${skill}`);
  return columns;
}

/** The non-zero columns of a row (all ones). */
function activeColumns(columns: Map<string, number>, row: Omit<TrainingRow, 'amount'>): number[] {
  const active = [0];
  const push = (name: string) => {
    const index = columns.get(name);
    if (index !== undefined) active.push(index);
  };
  push(`category:${row.positionCategoryId}`);
  push(`years:${row.yearsCategoryId}`);
  if (row.cityId !== null) push(`city:${row.cityId}`);
  for (const skill of new Set(row.skillIds)) push(`skill:${skill}`);
  return active;
}

/** Solves (A) x = b for a symmetric positive definite A (Cholesky), A given as a flat n×n array. */
export function solveSymmetric(a: Float64Array, b: Float64Array, n: number): Float64Array {
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i * n + j] as number;
      for (let k = 0; k < j; k++) sum -= (l[i * n + k] as number) * (l[j * n + k] as number);
      if (i === j) l[i * n + i] = Math.sqrt(Math.max(sum, 1e-12));
      else l[i * n + j] = sum / (l[j * n + j] as number);
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = b[i] as number;
    for (let k = 0; k < i; k++) sum -= (l[i * n + k] as number) * (y[k] as number);
    y[i] = sum / (l[i * n + i] as number);
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i] as number;
    for (let k = i + 1; k < n; k++) sum -= (l[k * n + i] as number) * (x[k] as number);
    x[i] = sum / (l[i * n + i] as number);
  }
  return x;
}

function dot(weights: Float64Array, active: readonly number[]): number {
  let sum = 0;
  for (const index of active) sum += weights[index] as number;
  return sum;
}

/** Every fifth row (by position) is held out; the rest trains the model. */
export function fitSalaryModel(rows: readonly TrainingRow[]): SalaryModel {
  const every = Math.round(1 / modelSettings.heldOutShare);
  const training = rows.filter((_, index) => index % every !== 0);
  const testing = rows.filter((_, index) => index % every === 0);
  const columns = columnsOf(training);
  const n = columns.size;
  const gram = new Float64Array(n * n);
  const rhs = new Float64Array(n);
  for (const row of training) {
    const active = activeColumns(columns, row);
    const y = Math.log(row.amount);
    for (const i of active) {
      rhs[i] = (rhs[i] as number) + y;
      for (const j of active) gram[i * n + j] = (gram[i * n + j] as number) + 1;
    }
  }
  // The intercept is not shrunk; every other weight is.
  for (let i = 1; i < n; i++) gram[i * n + i] = (gram[i * n + i] as number) + modelSettings.ridge;
  const weights = solveSymmetric(gram, rhs, n);

  const groupMeans = new Map<string, Float64Array>();
  for (const group of groups) {
    const mean = new Float64Array(n);
    for (const row of training) {
      const key =
        group === 'category' ? row.positionCategoryId : group === 'years' ? row.yearsCategoryId : row.cityId;
      const index = key === null ? undefined : columns.get(`${group}:${key}`);
      if (index !== undefined) mean[index] = (mean[index] as number) + 1 / training.length;
    }
    groupMeans.set(group, mean);
  }

  let squared = 0;
  let squaredRupiah = 0;
  let sumY = 0;
  let sumAmount = 0;
  for (const row of testing) sumY += Math.log(row.amount);
  const meanY = sumY / Math.max(testing.length, 1);
  let total = 0;
  for (const row of testing) {
    const predicted = dot(weights, activeColumns(columns, row));
    const y = Math.log(row.amount);
    squared += (y - predicted) ** 2;
    total += (y - meanY) ** 2;
    squaredRupiah += (row.amount - Math.exp(predicted)) ** 2;
    sumAmount += row.amount;
  }
  const count = Math.max(testing.length, 1);
  const heldOutRmse = Math.sqrt(squaredRupiah / count);
  return {
    columns,
    weights,
    groupMeans,
    residualSd: Math.sqrt(squared / count),
    heldOutR2: total === 0 ? 0 : 1 - squared / total,
    heldOutRmse,
    heldOutRelativeError: heldOutRmse / (sumAmount / count),
    trainedOn: training.length,
    testedOn: testing.length,
  };
}

/** z of the 10th and 90th percentiles of a normal distribution: an 80% range. */
const z80 = 1.2816;

export function predictWithModel(model: SalaryModel, input: PredictionInput) {
  let logSalary = model.weights[0] as number;
  const addGroup = (group: Group, key: number | null) => {
    const index = key === null ? undefined : model.columns.get(`${group}:${key}`);
    if (index !== undefined) {
      logSalary += model.weights[index] as number;
      return;
    }
    // Unknown or not given: the average effect of the group over the data.
    const mean = model.groupMeans.get(group);
    if (mean)
      for (let i = 0; i < mean.length; i++) logSalary += (mean[i] as number) * (model.weights[i] as number);
  };
  addGroup('category', input.positionCategoryId);
  addGroup('years', input.yearsCategoryId);
  addGroup('city', input.cityId);
  for (const skill of new Set(input.skillIds)) {
    const index = model.columns.get(`skill:${skill}`);
    if (index !== undefined) logSalary += model.weights[index] as number;
  }
  return {
    predicted: Math.exp(logSalary),
    low: Math.exp(logSalary - z80 * model.residualSd),
    high: Math.exp(logSalary + z80 * model.residualSd),
  };
}
