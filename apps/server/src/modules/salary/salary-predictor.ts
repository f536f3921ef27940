import type { SalaryPrediction } from '@talent/contract';
import type { KeptFactsChanges } from '../../platform/kept/changes.ts';
import type { MatchProfile } from '../profile/index.ts';
import type { SalaryRepository } from './salary.repository.ts';
import { fitSalaryModel, predictWithModel, type SalaryModel } from './salary-model.ts';

/** At most this many of the newest observations train the model, so a fit takes seconds at any scale. */
const trainingRows = 200_000;
/** A model is fitted again once the data changed and it is at least this old. */
const refitAfterMs = 60_000;

interface Fitted {
  model: SalaryModel;
  at: number;
}

export interface PredictionRequest {
  talentId: number;
  skillIds: readonly number[];
  positionCategoryId: number;
  currentSalary?: number | undefined;
}

/**
 * Keeps one fitted model per process. A fit reads every observation and holds the process for
 * seconds (on the embedded database the read itself does), so no request waits for one once a
 * model exists: when the database announces new salaries, the model is fitted again in the
 * background, at most once a minute, and requests use the one they have meanwhile. Only the first
 * request before any model waits, and shares its fit with the others.
 */
export function createSalaryPredictor(deps: {
  repository: SalaryRepository;
  /** The talent's facts the prediction reads: their years of experience and first work city. */
  matchProfileOf: (talentId: number) => Promise<MatchProfile | null>;
  /** Announces `salary` when observations are added or removed, in any process. */
  changes: Pick<KeptFactsChanges, 'subscribe'>;
  /** Told of a background fit that failed; the next request tries again. */
  onFitFailure: (error: unknown) => void;
  now?: () => number;
}) {
  const { repository, matchProfileOf, changes, onFitFailure, now = Date.now } = deps;
  let fitted: Fitted | undefined;
  let fitting: Promise<Fitted | undefined> | undefined;
  let refitTimer: ReturnType<typeof setTimeout> | undefined;
  /** Salaries were announced since the last fit began reading them. */
  let announced = false;
  let stopped = false;

  /** Fits on the newest observations, unless there are none; one fit at a time. */
  const fit = (): Promise<Fitted | undefined> => {
    fitting ??= (async () => {
      announced = false;
      const observations = await repository.countObservations();
      if (observations === 0) return fitted;
      const model = fitSalaryModel(await repository.loadTrainingRows(trainingRows));
      fitted = { model, at: now() };
      return fitted;
    })().finally(() => {
      fitting = undefined;
      if (announced) fitSoon();
    });
    return fitting;
  };

  /** Fits in the background once the model is a minute old, unless a fit is already coming. */
  function fitSoon() {
    if (stopped || refitTimer !== undefined) return;
    const wait = fitted === undefined ? 0 : Math.max(0, fitted.at + refitAfterMs - now());
    refitTimer = setTimeout(() => {
      refitTimer = undefined;
      fit().catch(onFitFailure);
    }, wait);
    refitTimer.unref();
  }

  const stopListening = changes.subscribe((change) => {
    if (change !== 'salary') return;
    announced = true;
    fitSoon();
  });

  const currentModel = async (): Promise<SalaryModel | null> => (fitted ?? (await fit()))?.model ?? null;

  return {
    currentModel,
    /** Stops following the data (the process is closing). */
    stop() {
      stopped = true;
      stopListening();
      clearTimeout(refitTimer);
    },
    async predict(request: PredictionRequest): Promise<SalaryPrediction | null> {
      const model = await currentModel();
      if (!model) return null;
      const profile = await matchProfileOf(request.talentId);
      const years = profile?.yearsOfExperience;
      const yearsCategoryId =
        years === null || years === undefined ? null : await repository.yearsCategoryOf(years);
      const { predicted, low, high } = predictWithModel(model, {
        positionCategoryId: request.positionCategoryId,
        yearsCategoryId,
        cityId: profile?.workLocationCityIds[0] ?? null,
        skillIds: request.skillIds,
      });
      const current = request.currentSalary;
      return {
        predicted: Math.round(predicted),
        low: Math.round(low),
        high: Math.round(high),
        confidence: Math.max(0, Math.min(1, model.heldOutR2)),
        observations: model.trainedOn + model.testedOn,
        current_salary_position:
          current === undefined ? null : current < low ? 'below' : current > high ? 'above' : 'within',
      };
    },
  };
}
