import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Checkbox, IconButton, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { PickupPlace } from '@/contract/places';
import { paths } from '@/web/shared/lib/paths';
import type { PlaceColumn } from '@/web/features/places-list/lib/column-prefs';
import { COLUMN_DEFS, type PlaceRowData } from './place-cells';
import type { TableSelection } from './places-table';
import { LazyTooltip } from '@/web/shared/ui/lazy-tooltip';

/** What a place's row, or its card on a phone, is drawn from. */
export interface PlaceItemProps {
  place: PlaceRowData;
  now: Date;
  canEdit: boolean;
  onOpen: (place: PickupPlace) => void;
  linkState: unknown;
  onDelete: (place: PickupPlace) => void;
  selection?: TableSelection | undefined;
}

interface Props extends PlaceItemProps {
  /** The columns shown, in order (the actions always come last). */
  columns: readonly PlaceColumn[];
}

/** A click that belongs to one of the row's (or card's) own controls, not to the place. */
export const fromControl = (target: EventTarget) =>
  target instanceof Element && target.closest('a, button, input, label, [role="button"]') !== null;

/**
 * A place: the whole row opens it (a click, or Enter while the row has the focus), like its pencil;
 * the row's buttons keep their own meaning.
 */
export function PlaceRow({ place, columns, now, canEdit, onOpen, linkState, onDelete, selection }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const action = canEdit ? t('common.edit') : t('common.view');
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
      {columns.map((column) => (
        <TableCell key={column}>{COLUMN_DEFS[column].cell(place, { now, t, lang })}</TableCell>
      ))}
      {selection && (
        <TableCell padding="checkbox">
          <Checkbox
            size="small"
            checked={selection.isSelected(place.id)}
            onChange={() => selection.onToggle(place.id)}
            slotProps={{ input: { 'aria-label': t('places.selectPlace', { name: place.name }) } }}
          />
        </TableCell>
      )}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <LazyTooltip title={action}>
          <IconButton
            component={RouterLink}
            to={paths.place(place.id)}
            state={linkState}
            aria-label={`${action} ${place.name}`}
            size="small"
          >
            {canEdit ? <EditOutlined fontSize="small" /> : <VisibilityOutlined fontSize="small" />}
          </IconButton>
        </LazyTooltip>
        {canEdit && (
          <LazyTooltip title={t('common.delete')}>
            <IconButton
              aria-label={`${t('common.delete')} ${place.name}`}
              size="small"
              onClick={() => onDelete(place)}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </LazyTooltip>
        )}
      </TableCell>
    </TableRow>
  );
}
