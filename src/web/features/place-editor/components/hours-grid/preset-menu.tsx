import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/web/shared/ui/confirm-dialog';
import { PRESETS, type Preset, type WeekHours } from '@/web/features/place-editor/lib/hours-editing';
import { presetNeedsConfirm } from '@/web/features/place-editor/lib/hours-grid-model';

interface Props {
  week: WeekHours;
  onChange: (week: WeekHours) => void;
}

/** The "Presets" button and its menu of ready-made weeks. */
export function PresetMenu({ week, onChange }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  /** A preset that would overwrite hours already entered waits for a yes. */
  const [pending, setPending] = useState<Preset | null>(null);
  const menuId = useId();
  const choose = (preset: Preset) => {
    setAnchor(null);
    if (presetNeedsConfirm(week, preset)) setPending(preset);
    else onChange(preset.apply());
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
      >
        {t('hours.presets')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('hours.presets') } }}
      >
        {PRESETS.map((preset) => (
          <MenuItem key={preset.id} onClick={() => choose(preset)}>
            {t(`hours.preset.${preset.id}`)}
          </MenuItem>
        ))}
      </Menu>
      <ConfirmDialog
        open={Boolean(pending)}
        title={t('hours.replaceWeekTitle')}
        body={t('hours.replaceWeekBody', { preset: pending ? t(`hours.preset.${pending.id}`) : '' })}
        confirmLabel={t('hours.replaceWeek')}
        cancelLabel={t('hours.keepWeek')}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) onChange(pending.apply());
          setPending(null);
        }}
      />
    </>
  );
}
