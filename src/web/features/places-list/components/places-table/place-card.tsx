import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Box, Button, Checkbox, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/web/shared/lib/paths';
import { COLUMN_DEFS } from './place-cells';
import { fromControl, type PlaceItemProps } from './place-row';

/**
 * A place as a card, for a narrow screen where the table's columns do not fit: its name and
 * address, type, carrier, city and whether it is open now (the table's own cells), and its actions
 * as buttons a thumb can hit. A tap on the card opens the place, as a click on a row does.
 */
export function PlaceCard({ place, now, canEdit, onOpen, linkState, onDelete, selection }: PlaceItemProps) {
  const { t, i18n } = useTranslation();
  const context = { now, t, lang: i18n.language };
  const action = canEdit ? t('common.edit') : t('common.view');
  return (
    <Paper
      variant="outlined"
      component="li"
      data-place-id={place.id}
      onClick={(e) => {
        if (fromControl(e.target) || window.getSelection()?.toString()) return;
        onOpen(place);
      }}
      sx={{ listStyle: 'none', p: 1.5, cursor: 'pointer', minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {COLUMN_DEFS.name.cell(place, context)}
          <Typography variant="body2" color="text.secondary">
            {[place.location.city, place.countryCode].filter(Boolean).join(', ')}
          </Typography>
        </Box>
        {selection && (
          <Checkbox
            size="small"
            checked={selection.isSelected(place.id)}
            onChange={() => selection.onToggle(place.id)}
            slotProps={{ input: { 'aria-label': t('places.selectPlace', { name: place.name }) } }}
            sx={{ mt: -0.5, mr: -0.5 }}
          />
        )}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1, alignItems: 'center' }}>
        {COLUMN_DEFS.type.cell(place, context)}
        {COLUMN_DEFS.carrier.cell(place, context)}
        {COLUMN_DEFS.openNow.cell(place, context)}
        {place.flags?.length ? COLUMN_DEFS.flags.cell(place, context) : null}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        <Button
          component={RouterLink}
          to={paths.place(place.id)}
          state={linkState}
          size="small"
          startIcon={canEdit ? <EditOutlined /> : <VisibilityOutlined />}
          aria-label={`${action} ${place.name}`}
        >
          {action}
        </Button>
        {canEdit && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlined />}
            onClick={() => onDelete(place)}
            aria-label={`${t('common.delete')} ${place.name}`}
          >
            {t('common.delete')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** Grey cards while the first page loads; shapes only, hidden from assistive technology. */
export function LoadingCards({ size }: { size: number }) {
  return Array.from({ length: Math.min(size, 5) }, (_, i) => (
    <Paper key={i} variant="outlined" component="li" aria-hidden sx={{ listStyle: 'none', p: 1.5 }}>
      <Skeleton width="60%" />
      <Skeleton width="80%" />
      <Skeleton width="40%" />
    </Paper>
  ));
}
