import type { ComponentProps } from 'react';
import type { PlacesTable } from './places-table';

// The props of a places table at rest (one page, loaded, nothing hidden) for its tests; each test
// gives the places, the selection and the handlers it watches.

export const TABLE_AT_REST = {
  columns: ['name', 'city'],
  sortable: () => true,
  noMatch: undefined,
  loading: false,
  error: null,
  onRetry: () => {},
  sort: [],
  onSort: () => {},
  page: 0,
  size: 20,
  onPage: () => {},
  onSize: () => {},
  canEdit: true,
  emptyAction: null,
  linkState: null,
  hidden: new Set<string>(),
} satisfies Partial<ComponentProps<typeof PlacesTable>>;
