import { Box, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { wordEnum, type EnumField } from '@/web/shared/lib/enum-words';
import { visuallyHidden } from './visually-hidden';

interface Props {
  field: EnumField;
  value: string;
  /** The short form (a country's code). */
  short?: boolean;
}

/**
 * A place's enumeration value in words (enum-words.ts). One this version does not know is
 * humanised, dotted-underlined and marked with a question mark; its hint shows on hover and is read
 * by screen readers after the value.
 */
export function EnumValue({ field, value, short = false }: Props) {
  const { t, i18n } = useTranslation();
  const w = wordEnum(field, value, t, { language: i18n.language, short });
  if (w.known) return <>{w.label}</>;
  return (
    <Tooltip describeChild title={w.hint}>
      <Box
        component="span"
        data-unknown-value={w.value}
        sx={{ textDecoration: 'underline dotted', textUnderlineOffset: '3px', cursor: 'help' }}
      >
        {w.label} ?<Box component="span" sx={visuallyHidden}>{` (${w.hint})`}</Box>
      </Box>
    </Tooltip>
  );
}
