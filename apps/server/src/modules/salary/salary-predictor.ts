import type { SalaryPrediction } from '@talent/contract';
import type { MatchProfile } from '../profile/index.ts';
import type { SalaryRepository } from './salary.repository.ts';
import { fitSalaryModel, predictWithModel, type SalaryModel } from './salary-model.ts';

/** At most this many of the newest observations train the model, so a fit takes seconds at any scale. */
const trainingRows = 200_000;
/** A model is refitted once the data changed and it is at least this old. */
const refitAfterMs = 60_000;

interface Fitted {
  model: SalaryModel;
  observations: number;
  at: number;
}

export interface PredictionRequest {
  talentId: number;
  skillIds: readonly number[];
  positionCategoryId: number;
  currentSalary?: number | undefined;
}

/**
 * Keeps one fitted model per process and fits it again when observations were added or removed
 * since (checked on each request, refitted at most once a minute); concurrent requests share a fit.
 */
export function createSalaryPredictor(deps: {
  repository: SalaryRepository;
  /** The talent's facts the prediction reads: their years of experience and first work city. */
  matchProfileOf: (talentId: number) => Promise<MatchProfile | null>;
  now?: () => number;
}) {
  const { repository, matchProfileOf, now = Date.now } = deps;
  let fitted: Fitted | undefined;
  let fitting: Promise<Fitted> | undefined;

  const fit = async (observations: number): Promise<Fitted> => {
    const model = fitSalaryModel(await repository.loadTrainingRows(trainingRows));
    return { model, observations, at: now() };
  };

  const currentModel = async (): Promise<SalaryModel | null> => {
    const observations = await repository.countObservations();
    if (observations === 0) return null;
    const stale = !fitted || (fitted.observations !== observations && now() - fitted.at >= refitAfterMs);
    if (stale && !fitting) {
      fitting = fit(observations).finally(() => {
        fitting = undefined;
      });
    }
    if (!fitted && fitting) fitted = await fitting;
    else if (stale && fitting) fitted = await fitting;
    return fitted?.model ?? null;
  };

  return {
    currentModel,
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
