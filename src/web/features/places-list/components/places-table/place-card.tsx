import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/web/shared/lib/paths';
import { wordEnum } from '@/web/shared/lib/enum-words';
import { COLUMN_DEFS } from './place-cells';
import { PlaceCheckbox } from './place-checkbox';
import { icon } from './place-icons';
import { fromControl, type PlaceItemProps } from './place-row';
import { placeClasses as c } from './place-styles';

/**
 * A place as a card, for a narrow screen where the table's columns do not fit: its name and
 * address, type, carrier, city and whether it is open now (the table's own cells), and its actions
 * as buttons a thumb can hit. A tap on the card opens the place, as a click on a row does. Plain
 * elements, styled once by the list (place-card-styles.ts), as the table's rows are. Memoised: the
 * list's redraws that change nothing of a card (the end of the hydration) stop at it.
 */
export const PlaceCard = memo(function PlaceCard({
  place,
  canEdit,
  onOpen,
  linkState,
  onDelete,
  selection,
}: PlaceItemProps) {
  const { t } = useTranslation();
  const context = { t };
  const action = canEdit ? t('common.edit') : t('common.view');
  return (
    <li
      className={c.card}
      data-place-id={place.id}
      onClick={(e) => {
        if (fromControl(e.target) || window.getSelection()?.toString()) return;
        onOpen(place);
      }}
    >
      <div className={c.cardTop}>
        <div className={c.cardMain}>
          {COLUMN_DEFS.name.cell(place, context)}
          <p className={c.cardCity}>
            {[place.location.city, wordEnum('countryCode', place.countryCode, t, { short: true }).label]
              .filter(Boolean)
              .join(', ')}
          </p>
        </div>
        {selection && (
          <PlaceCheckbox
            className={c.cardCheckbox}
            checked={selection.isSelected(place.id)}
            onToggle={() => selection.onToggle(place.id)}
            label={t('places.selectPlace', { name: place.name })}
          />
        )}
      </div>
      <div className={c.cardChips}>
        {COLUMN_DEFS.type.cell(place, context)}
        {COLUMN_DEFS.carrier.cell(place, context)}
        {COLUMN_DEFS.openNow.cell(place, context)}
        {place.flags?.length ? COLUMN_DEFS.flags.cell(place, context) : null}
      </div>
      <div className={c.cardActions}>
        <RouterLink
          className={c.button}
          to={paths.place(place.id)}
          state={linkState}
          aria-label={`${action} ${place.name}`}
        >
          <span className={c.buttonIcon}>{icon(canEdit ? 'edit' : 'view')}</span>
          {action}
        </RouterLink>
        {canEdit && (
          <button
            type="button"
            className={`${c.button} ${c.danger}`}
            onClick={() => onDelete(place)}
            aria-label={`${t('common.delete')} ${place.name}`}
          >
            <span className={c.buttonIcon}>{icon('delete')}</span>
            {t('common.delete')}
          </button>
        )}
      </div>
    </li>
  );
});

/** Grey cards while the first page loads; shapes only, hidden from assistive technology. */
export function LoadingCards({ size }: { size: number }) {
  return Array.from({ length: Math.min(size, 5) }, (_, i) => (
    <li key={i} className={c.card} aria-hidden>
      {['60%', '80%', '40%'].map((width) => (
        <span key={width} className={c.skeleton} style={{ width }} />
      ))}
    </li>
  ));
}
