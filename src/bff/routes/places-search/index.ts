import type { FastifyInstance } from 'fastify';
import { registerCitySuggestions } from './cities';
import { registerPlacesExport } from './export';
import type { SearchDeps } from './query';
import { registerPlacesSearch } from './search';

// Search and export over the places read model (read-model/): the platform's list has no search or
// filter, so they happen here.

export function registerPlacesSearchRoutes(app: FastifyInstance, deps: SearchDeps) {
  registerPlacesSearch(app, deps);
  registerPlacesExport(app, deps);
  registerCitySuggestions(app, deps);
}
