import { TextField } from '@mui/material';
import { normalizeTypedTime } from '@/web/shared/lib/opening-hours/hours-format';

interface Props {
  id: string;
  label: string;
  value: string;
  /** The id of the message naming this field's problem, if it has one. */
  describedBy: string | undefined;
  readOnly: boolean;
  onTime: (time: string) => void;
  /** The field was left holding this time (normalised). */
  onLeave?: (time: string) => void;
  onBlur?: () => void;
}

/** One opening or closing time: typed loosely (8, 830, 8:30), it becomes HH:mm when left. */
export function TimeField({ id, label, value, describedBy, readOnly, onTime, onLeave, onBlur }: Props) {
  return (
    <TextField
      size="small"
      id={id}
      value={value}
      onChange={(e) => onTime(e.target.value)}
      onBlur={(e) => {
        const normalized = normalizeTypedTime(e.target.value);
        if (onLeave) onLeave(normalized || e.target.value);
        else if (normalized && normalized !== e.target.value) onTime(normalized);
        onBlur?.();
      }}
      slotProps={{
        htmlInput: {
          'aria-label': label,
          'aria-describedby': describedBy,
          inputMode: 'numeric',
          readOnly,
          placeholder: 'HH:mm',
        },
      }}
      error={Boolean(describedBy)}
      sx={{ width: 110 }}
    />
  );
}
