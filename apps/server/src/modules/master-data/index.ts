/** The master-data module: its routes, and the list reads other modules may reuse. */

export {
  type ListRequest,
  listOptions,
  type OptionList,
  optionSources,
  type RowOf,
} from './master-data.repository.ts';
export { registerMasterDataRoutes } from './master-data.routes.ts';
