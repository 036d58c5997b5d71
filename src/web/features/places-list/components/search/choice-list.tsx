import { Checkbox, List, ListItemButton, ListItemIcon, ListItemText, Radio } from '@mui/material';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
  /** A second line: that this version does not know the value (issue 42). */
  hint?: string;
}

interface Props<T extends string | number> {
  choices: readonly Choice<T>[];
  selected: readonly T[];
  /** One value at most (radio buttons) rather than any number (check boxes). */
  single?: boolean;
  onToggle: (value: T) => void;
  label: string;
}

/** The values of a filter with a box to tick: a short list, so every value shows at once. */
export function ChoiceList<T extends string | number>({
  choices,
  selected,
  single,
  onToggle,
  label,
}: Props<T>) {
  return (
    <List dense aria-label={label} sx={{ py: 0.5 }}>
      {choices.map((choice) => {
        const checked = selected.includes(choice.value);
        const Control = single ? Radio : Checkbox;
        return (
          <ListItemButton
            key={choice.value}
            role={single ? 'radio' : 'checkbox'}
            aria-checked={checked}
            onClick={() => onToggle(choice.value)}
            sx={{ py: 0 }}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Control edge="start" size="small" checked={checked} tabIndex={-1} disableRipple aria-hidden />
            </ListItemIcon>
            <ListItemText
              primary={choice.label}
              secondary={choice.hint}
              slotProps={{ secondary: { variant: 'caption' } }}
            />
          </ListItemButton>
        );
      })}
    </List>
  );
}
