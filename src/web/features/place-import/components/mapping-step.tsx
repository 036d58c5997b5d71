import {
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { IMPORT_TARGETS, type ImportColumn, type ImportMapping } from '@/contract/desk/import';

interface Props {
  columns: readonly ImportColumn[];
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
  disabled: boolean;
}

const IGNORE = '';

/** Each column of the file with a few of its values and the field it fills (or ignored). */
export function MappingStep({ columns, mapping, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const set = (index: number, value: string) => {
    const next = [...mapping];
    // A field is filled by one column: choosing it here frees the column that had it.
    for (let k = 0; k < next.length; k++) if (next[k] === value) next[k] = null;
    next[index] = value === IGNORE ? null : (value as ImportMapping[number]);
    onChange(next);
  };
  return (
    <Table size="small" aria-label={t('import.mapping')} sx={{ tableLayout: { xs: 'fixed', sm: 'auto' } }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: { xs: '40%', sm: 'auto' } }}>{t('import.column')}</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('import.samples')}</TableCell>
          <TableCell>{t('import.target')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {columns.map((column, i) => (
          <TableRow key={`${i}-${column.header}`}>
            <TableCell sx={{ overflowWrap: 'break-word', hyphens: 'auto' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {column.header}
              </Typography>
              {/* On a phone the samples' own column is gone: they go under the header, two lines at
                  most (issue 45: at 390 px the values that tell the columns apart were hidden). */}
              <Typography
                variant="caption"
                color="textSecondary"
                sx={{
                  display: { xs: '-webkit-box', sm: 'none' },
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {column.samples.join(' · ')}
              </Typography>
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, maxWidth: 240 }}>
              <Typography variant="body2" color="textSecondary" noWrap title={column.samples.join(' · ')}>
                {column.samples.join(' · ')}
              </Typography>
            </TableCell>
            <TableCell sx={{ minWidth: { xs: 0, sm: 200 } }}>
              <TextField
                select
                size="small"
                fullWidth
                disabled={disabled}
                value={mapping[i] ?? IGNORE}
                onChange={(e) => set(i, e.target.value)}
                slotProps={{
                  select: { displayEmpty: true },
                  htmlInput: { 'aria-label': t('import.targetOf', { column: column.header }) },
                }}
              >
                <MenuItem value={IGNORE}>
                  <em>{t('import.ignore')}</em>
                </MenuItem>
                {IMPORT_TARGETS.map((target) => (
                  <MenuItem key={target} value={target}>
                    {t(`import.targets.${target}`)}
                  </MenuItem>
                ))}
              </TextField>
              {/* A header that names the type or the place id over values that are not (issue 43). */}
              {column.offered && mapping[i] === null && (
                <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 0.5 }}>
                  {t(`import.offered.${column.offered === 'id' ? 'id' : 'type'}`, {
                    target: t(`import.targets.${column.offered}`),
                  })}
                </Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
