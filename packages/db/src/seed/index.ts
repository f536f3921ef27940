export { masterDataRows, positionFunctionId, seedMasterData } from './master-data.ts';
