/** The master-data module: its routes, and the list reads other modules may reuse. */

export {
  createMasterDataRepository,
  type ListRequest,
  type MasterDataRepository,
  type OptionList,
  type RowOf,
} from './master-data.repository.ts';
export { registerMasterDataRoutes } from './master-data.routes.ts';
