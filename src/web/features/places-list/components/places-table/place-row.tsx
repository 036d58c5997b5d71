import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { PickupPlace } from '@/contract/places';
import { paths } from '@/web/shared/lib/paths';
import type { PlaceColumn } from '@/web/features/places-list/lib/column-prefs';
import { LazyTooltip } from '@/web/shared/ui/lazy-tooltip';
import { COLUMN_DEFS, type PlaceRowData } from './place-cells';
import { PlaceCheckbox } from './place-checkbox';
import { icon } from './place-icons';
import { placeClasses as c } from './place-styles';
import type { TableSelection } from './places-table';

/** What a place's row, or its card on a phone, is drawn from. */
export interface PlaceItemProps {
  place: PlaceRowData;
  canEdit: boolean;
  onOpen: (place: PickupPlace) => void;
  linkState: unknown;
  onDelete: (place: PickupPlace) => void;
  selection?: TableSelection | undefined;
}

interface Props extends PlaceItemProps {
  /** The columns shown, in order (the actions always come last). */
  columns: readonly PlaceColumn[];
  /** The table's one Tab stop until the arrow keys move it (use-row-keys.ts). */
  tabStop: boolean;
}

/** A click that belongs to one of the row's (or card's) own controls, not to the place. */
export const fromControl = (target: EventTarget) =>
  target instanceof Element && target.closest('a, button, input, label, [role="button"]') !== null;

/**
 * A place: the whole row opens it (a click, or Enter while the row has the focus), like its pencil;
 * the row's buttons keep their own meaning. Plain elements, styled by the table (place-styles.ts).
 * Its controls are no Tab stops: the arrow keys reach them (use-row-keys.ts). Memoised, as a card is.
 */
export const PlaceRow = memo(function PlaceRow(props: Props) {
  const { place, columns, canEdit, onOpen, linkState, onDelete, selection, tabStop } = props;
  const { t } = useTranslation();
  const action = canEdit ? t('common.edit') : t('common.view');
  return (
    <tr
      className={c.row}
      tabIndex={tabStop ? 0 : -1}
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
    >
      {columns.map((column) => (
        <td key={column} className={c.cell}>
          {COLUMN_DEFS[column].cell(place, { t })}
        </td>
      ))}
      {selection && (
        <td className={`${c.cell} ${c.checkboxCell}`}>
          <PlaceCheckbox
            checked={selection.isSelected(place.id)}
            onToggle={() => selection.onToggle(place.id)}
            label={t('places.selectPlace', { name: place.name })}
            tabIndex={-1}
          />
        </td>
      )}
      <td className={`${c.cell} ${c.actionsCell}`}>
        <LazyTooltip title={action}>
          <RouterLink
            className={c.iconButton}
            to={paths.place(place.id)}
            state={linkState}
            tabIndex={-1}
            aria-label={`${action} ${place.name}`}
          >
            {icon(canEdit ? 'edit' : 'view')}
          </RouterLink>
        </LazyTooltip>
        {canEdit && (
          <LazyTooltip title={t('common.delete')}>
            <button
              type="button"
              className={c.iconButton}
              tabIndex={-1}
              aria-label={`${t('common.delete')} ${place.name}`}
              onClick={() => onDelete(place)}
            >
              {icon('delete')}
            </button>
          </LazyTooltip>
        )}
      </td>
    </tr>
  );
});
