import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { PickupPlace } from '@/contract/places';
import { paths } from '@/web/shared/lib/paths';

interface Props {
  /** The saved place, absent for a new one. */
  place?: PickupPlace;
  /** The place a new one is a copy of. */
  copyOf?: PickupPlace;
  readOnly: boolean;
  eshopId: string;
  returnTo?: string;
}

/** The editor's title, the place's zone, and "Duplicate" (or, on a copy, what to change in it). */
export function EditorHeader({ place, copyOf, readOnly, eshopId, returnTo }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {place ? place.name : t('editor.newTitle')}
        </Typography>
        {readOnly && <Chip label={t('editor.readOnly')} />}
        {place && <Chip variant="outlined" label={t('editor.zone', { zone: place.zoneId })} />}
        {place && !readOnly && (
          // A link: the copy has an address of its own, and the unsaved-changes guard asks before
          // this form's edits are left (the copy is of the saved place).
          <Button
            component={RouterLink}
            to={paths.newPlace(eshopId, place.id)}
            state={{ returnTo }}
            startIcon={<ContentCopyOutlined />}
          >
            {t('duplicatePlace.action')}
          </Button>
        )}
      </Stack>
      {!place && copyOf && <Alert severity="info">{t('duplicatePlace.copyOf', { name: copyOf.name })}</Alert>}
    </>
  );
}
