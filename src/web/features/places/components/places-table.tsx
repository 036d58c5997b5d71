import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import {
  Box,
  Chip,
  IconButton,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { PickupPlace, PickupPlaceCollection } from '../../../../contract/places';
import { ProblemAlert } from '../../../shared/ui/problem-alert';
import { carrierName } from '../../../shared/lib/carriers';
import { TYPE_COLORS } from '../lib/labels';
import { isOpenAt } from '../lib/hours-status';
import { paths } from '../../../shared/lib/paths';

export interface SortKey {
  property: string;
  desc: boolean;
}

const COLUMNS = [
  { property: 'name', label: 'places.columns.name' },
  { property: 'type', label: 'places.columns.type' },
  { property: 'carrier', label: 'places.columns.carrier' },
  { property: 'location.city', label: 'places.columns.city' },
  { property: 'storageTimeInDays', label: 'places.columns.storage' },
] as const;

interface Props {
  data: PickupPlaceCollection | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  sort: SortKey[];
  /** Click sorts by the column; Shift+click adds it as a further key (the API takes several). */
  onSort: (property: string, additive: boolean) => void;
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  canEdit: boolean;
  emptyAction: React.ReactNode;
  /** Opens a place (a click on its row, Enter on the focused row, the pencil). */
  onOpen: (place: PickupPlace) => void;
  /** Where a place's pencil link leads, with the list to come back to. */
  linkState: unknown;
  /** Deletes a place (offered only with `canEdit`). */
  onDelete: (place: PickupPlace) => void;
  /** Places deleted but still listed until the list refreshes: not shown. */
  hidden: ReadonlySet<string>;
}

export function PlacesTable({
  data,
  loading,
  error,
  onRetry,
  sort,
  onSort,
  page,
  size,
  onPage,
  onSize,
  canEdit,
  emptyAction,
  onOpen,
  linkState,
  onDelete,
  hidden,
}: Props) {
  const { t, i18n } = useTranslation();
  const now = new Date();

  if (error && !data) {
    return <ProblemAlert error={error} onRetry={onRetry} />;
  }

  const rows = (data?.items ?? []).filter((p) => !hidden.has(p.id));
  const sortOf = (property: string) => sort.find((s) => s.property === property);

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={t('places.tableLabel')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => {
                const active = sortOf(column.property);
                const rank = sort.length > 1 && active ? sort.indexOf(active) + 1 : undefined;
                return (
                  <TableCell
                    key={column.property}
                    sortDirection={active ? (active.desc ? 'desc' : 'asc') : false}
                  >
                    <TableSortLabel
                      active={Boolean(active)}
                      direction={active?.desc ? 'desc' : 'asc'}
                      onClick={(e) => onSort(column.property, e.shiftKey)}
                    >
                      {t(column.label)}
                      {rank && (
                        <Box component="sup" sx={{ ml: 0.25, fontSize: 10 }}>
                          {rank}
                        </Box>
                      )}
                    </TableSortLabel>
                  </TableCell>
                );
              })}
              <TableCell>{t('places.columns.openNow')}</TableCell>
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  {t('common.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loading && !data
              ? Array.from({ length: Math.min(size, 10) }, (_, i) => (
                  <TableRow key={i}>
                    {Array.from({ length: 7 }, (_, j) => (
                      <TableCell key={j}>
                        <Skeleton />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : rows.map((place) => (
                  <PlaceRow
                    key={place.id}
                    place={place}
                    now={now}
                    canEdit={canEdit}
                    onOpen={onOpen}
                    linkState={linkState}
                    onDelete={onDelete}
                  />
                ))}
            {!loading && data && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={7} sx={{ py: 6, textAlign: 'center' }}>
                  <Typography variant="h6" component="p" gutterBottom>
                    {t('places.empty.title')}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mb: 2 }}>
                    {t('places.empty.body')}
                  </Typography>
                  {emptyAction}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={data?.page?.totalElements ?? 0}
        page={page}
        rowsPerPage={size}
        rowsPerPageOptions={[10, 20, 50, 100]}
        onPageChange={(_e, p) => onPage(p)}
        onRowsPerPageChange={(e) => onSize(Number(e.target.value))}
        labelRowsPerPage={t('places.pageSize')}
        labelDisplayedRows={({ from, to, count }) =>
          t('places.displayedRows', {
            from: from.toLocaleString(i18n.language),
            to: to.toLocaleString(i18n.language),
            count: count.toLocaleString(i18n.language),
          })
        }
        getItemAriaLabel={(type) => t(`places.pagination.${type}`)}
      />
    </Paper>
  );
}

const visuallyHidden = {
  position: 'absolute',
  // In px: a bare 1 is 100% in sx, which made the page as wide again as the screen.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;

interface RowProps {
  place: PickupPlace;
  now: Date;
  canEdit: boolean;
  onOpen: (place: PickupPlace) => void;
  linkState: unknown;
  onDelete: (place: PickupPlace) => void;
}

/**
 * A place: the whole row opens it (a click, or Enter while the row has the focus), like its pencil;
 * the row's buttons keep their own meaning.
 */
function PlaceRow({ place, now, canEdit, onOpen, linkState, onDelete }: RowProps) {
  const { t } = useTranslation();
  const open = isOpenAt(place, now).open;
  const address = [place.location.line1, place.location.zipCode].filter(Boolean).join(', ');
  const fromControl = (target: EventTarget) =>
    target instanceof Element && target.closest('a, button, input, [role="button"]') !== null;
  return (
    <TableRow
      hover
      tabIndex={0}
      data-place-id={place.id}
      onClick={(e) => {
        // A selection of text (to copy an address) is not a click on the row.
        if (fromControl(e.target) || window.getSelection()?.toString()) return;
        onOpen(place);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target === e.currentTarget) {
          e.preventDefault();
          onOpen(place);
        }
      }}
      sx={{
        cursor: 'pointer',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {place.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {address}
        </Typography>
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          label={t(`placeType.${place.type}`)}
          sx={{ bgcolor: TYPE_COLORS[place.type], color: '#fff', fontWeight: 500 }}
        />
      </TableCell>
      <TableCell>
        <Chip size="small" variant="outlined" label={carrierName(place.carrier, t)} />
      </TableCell>
      <TableCell>
        {place.location.city}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {place.countryCode}
        </Typography>
      </TableCell>
      <TableCell>
        {place.storageTimeInDays !== undefined
          ? t('places.storageDays', { count: place.storageTimeInDays }) +
            (place.storageTimeType === 'BUSINESS_DAYS' ? ` (${t('storageType.BUSINESS_DAYS_short')})` : '')
          : '—'}
      </TableCell>
      <TableCell>
        <Tooltip title={t('places.zoneHint', { zone: place.zoneId })}>
          <Chip
            size="small"
            color={open ? 'success' : 'default'}
            variant={open ? 'filled' : 'outlined'}
            label={open ? t('places.open') : t('places.closed')}
          />
        </Tooltip>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={canEdit ? t('common.edit') : t('common.view')}>
          <IconButton
            component={RouterLink}
            to={paths.place(place.id)}
            state={linkState}
            aria-label={`${canEdit ? t('common.edit') : t('common.view')} ${place.name}`}
            size="small"
          >
            {canEdit ? <EditOutlined fontSize="small" /> : <VisibilityOutlined fontSize="small" />}
          </IconButton>
        </Tooltip>
        {canEdit && (
          <Tooltip title={t('common.delete')}>
            <IconButton
              aria-label={`${t('common.delete')} ${place.name}`}
              size="small"
              onClick={() => onDelete(place)}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </TableCell>
    </TableRow>
  );
}
