/**
 * Fits the salary prediction model on the observations of a database and reports how well it
 * does on the fifth of them it did not learn from.
 * Run: npm run bench -- salary-model   (DATABASE_URL, or the embedded database in DATA_DIR, default ../data)
 */
import { join } from 'node:path';
import { createDatabase } from '@talent/db';
import { createSalaryRepository } from '../apps/server/src/modules/salary/salary.repository.ts';
import { fitSalaryModel, modelSettings } from '../apps/server/src/modules/salary/salary-model.ts';

const database = await createDatabase({
  url: process.env.DATABASE_URL || undefined,
  dataDir: join(process.env.DATA_DIR ?? '../data', 'pglite'),
});
try {
  const repository = createSalaryRepository(database.db);
  const total = await repository.countObservations();
  const started = performance.now();
  const rows = await repository.loadTrainingRows(200_000);
  const model = fitSalaryModel(rows);
  const seconds = (performance.now() - started) / 1000;
  const rupiah = (value: number) => `IDR ${Math.round(value).toLocaleString('id-ID')}`;
  console.log(`observations in the database: ${total.toLocaleString('en')}`);
  console.log(
    `fitted on ${model.trainedOn.toLocaleString('en')}, held out ${model.testedOn.toLocaleString('en')} (every fifth row), in ${seconds.toFixed(1)} s`,
  );
  console.log(
    `columns: ${model.columns.size} (category, years, city one-hot; top ${modelSettings.skillColumns} skills), ridge ${modelSettings.ridge}`,
  );
  console.log(`held-out R² of log salary: ${model.heldOutR2.toFixed(3)}`);
  console.log(
    `held-out RMSE: ${rupiah(model.heldOutRmse)} (${(model.heldOutRelativeError * 100).toFixed(1)}% of the mean salary)`,
  );
  console.log(
    `spread of log salary around the prediction: ${model.residualSd.toFixed(3)} (80% range x${Math.exp(1.2816 * model.residualSd).toFixed(2)} either way)`,
  );
} finally {
  await database.close();
}
