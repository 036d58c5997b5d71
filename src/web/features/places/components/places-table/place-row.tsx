import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Chip, IconButton, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { PickupPlace } from '../../../../../contract/places';
import { carrierName } from '../../../../shared/lib/carriers';
import { paths } from '../../../../shared/lib/paths';
import { isOpenAt } from '../../../../shared/lib/opening-hours/hours-status';
import { TYPE_COLORS } from '../../lib/labels';

interface Props {
  place: PickupPlace;
  now: Date;
  canEdit: boolean;
  onOpen: (place: PickupPlace) => void;
  linkState: unknown;
  onDelete: (place: PickupPlace) => void;
}

/** A click that belongs to one of the row's own controls, not to the row. */
const fromControl = (target: EventTarget) =>
  target instanceof Element && target.closest('a, button, input, [role="button"]') !== null;

/**
 * A place: the whole row opens it (a click, or Enter while the row has the focus), like its pencil;
 * the row's buttons keep their own meaning.
 */
export function PlaceRow({ place, now, canEdit, onOpen, linkState, onDelete }: Props) {
  const { t } = useTranslation();
  const open = isOpenAt(place, now).open;
  const address = [place.location.line1, place.location.zipCode].filter(Boolean).join(', ');
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
        <Tooltip title={action}>
          <IconButton
            component={RouterLink}
            to={paths.place(place.id)}
            state={linkState}
            aria-label={`${action} ${place.name}`}
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
