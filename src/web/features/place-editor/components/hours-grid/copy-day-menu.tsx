import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAYS, type Day } from '@/contract/opening-hours';
import { copyDay, type WeekHours } from '@/web/features/place-editor/lib/hours-editing';
import { toggleDay, weekdaysBesides } from '@/web/features/place-editor/lib/hours-grid-model';

interface Props {
  day: Day;
  week: WeekHours;
  onChange: (week: WeekHours) => void;
}

/** A day's "Copy" button and its menu of days to copy the day's hours to. */
export function CopyDayMenu({ day, week, onChange }: Props) {
  const { t } = useTranslation();
  const dayName = t(`days.${day}`);
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [targets, setTargets] = useState<Day[]>([]);
  const close = () => {
    setAnchor(null);
    setTargets([]);
  };
  const apply = () => {
    onChange(copyDay(week, day, targets));
    close();
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<ContentCopyOutlined />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={t('hours.copyOf', { day: dayName })}
      >
        {t('hours.copy')}
      </Button>
      {/* A menu: arrow keys move between the days, Space or Enter ticks one (the menu stays
          open), "Copy" applies; Escape or Tab closes it and the focus returns to the button. */}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-label': t('hours.copyTo', { day: dayName }), dense: true } }}
      >
        <MenuItem onClick={() => setTargets(weekdaysBesides(day))}>{t('hours.weekdays')}</MenuItem>
        <Divider />
        {DAYS.filter((d) => d !== day).map((d) => {
          const checked = targets.includes(d);
          return (
            <MenuItem
              key={d}
              role="menuitemcheckbox"
              aria-checked={checked}
              onClick={() => setTargets((current) => toggleDay(current, d))}
            >
              <ListItemIcon>
                {checked ? (
                  <CheckBoxOutlined fontSize="small" color="primary" />
                ) : (
                  <CheckBoxOutlineBlank fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText>{t(`days.${d}`)}</ListItemText>
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem disabled={!targets.length} onClick={apply} sx={{ fontWeight: 600, color: 'primary.main' }}>
          <ListItemIcon>
            <ContentCopyOutlined fontSize="small" color={targets.length ? 'primary' : 'inherit'} />
          </ListItemIcon>
          <ListItemText>{t('hours.applyCopy')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
