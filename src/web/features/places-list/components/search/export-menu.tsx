import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import {
  Button,
  LinearProgress,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '@/web/features/places-list/lib/download-export';
import { useExport } from './use-export';
import { useOpenedOnce } from '@/web/shared/lib/use-opened-once';

interface Props {
  /** The e-shop and the filters: the export holds every match, not only the page shown. */
  query: URLSearchParams;
  /** How many places match, when known. */
  total: number | undefined;
}

const FORMATS: { format: ExportFormat; label: string; hint: string }[] = [
  { format: 'csv', label: 'places.export.csv', hint: 'places.export.csvHint' },
  { format: 'csv-semicolon', label: 'places.export.csvSemicolon', hint: 'places.export.csvSemicolonHint' },
  { format: 'geojson', label: 'places.export.geojson', hint: 'places.export.geojsonHint' },
];

/** "Export" → CSV, CSV for Excel, GeoJSON; while one runs, its progress and a Cancel button. */
export function ExportMenu({ query, total }: Props) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const mounted = useOpenedOnce(Boolean(anchor));
  const { progress, start, cancel } = useExport(query);
  const menuId = useId();

  if (progress)
    return (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', minWidth: 220 }}>
        <Stack sx={{ flexGrow: 1 }}>
          <Typography variant="caption" color="textSecondary">
            {t('places.export.progress', { received: formatBytes(progress.received, i18n.language) })}
          </Typography>
          <LinearProgress aria-hidden />
        </Stack>
        <Button size="small" onClick={cancel}>
          {t('places.export.cancel')}
        </Button>
      </Stack>
    );

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadOutlined />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('places.export.button')}
      </Button>
      {mounted && (
        <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          {total !== undefined && (
            <ListSubheader sx={{ lineHeight: 2.5 }}>
              {t('places.export.scope', { count: total })}
            </ListSubheader>
          )}
          {FORMATS.map(({ format, label, hint }) => (
            <MenuItem
              key={format}
              onClick={() => {
                setAnchor(null);
                void start(format);
              }}
            >
              <ListItemText primary={t(label)} secondary={t(hint)} />
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}

/** "1.2 MB": bytes as people read them, in the user's language. */
function formatBytes(bytes: number, language: string) {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toLocaleString(language, { maximumFractionDigits: unit ? 1 : 0 })} ${units[unit]}`;
}
