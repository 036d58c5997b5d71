import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Button, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { fieldId } from '@/web/features/place-editor/lib/field-ids';
import type { ExceptionItem } from '@/web/features/place-editor/lib/exception-list-model';

interface Props {
  /** Upcoming items first, then past ones (shown dimmed). */
  items: ExceptionItem[];
  today: string;
  readOnly: boolean;
  /** An item's dates, as they read. */
  format: (item: ExceptionItem) => string;
  /** An item's hours and reason, as they read. */
  describe: (item: ExceptionItem) => string;
  /** The form's messages on an item, translated. */
  problemsOf: (item: ExceptionItem) => string[];
  onEdit: (item: ExceptionItem) => void;
  onRemove: (item: ExceptionItem) => void;
  /** A closure not over yet can be ended early (none: no such action). */
  endEarly?: { can: (item: ExceptionItem) => boolean; run: (item: ExceptionItem) => void };
}

/** The exceptions, one row per item; its dates open it, the bin removes it. */
export function ExceptionList({
  items,
  today,
  readOnly,
  format,
  describe,
  problemsOf,
  onEdit,
  onRemove,
  endEarly,
}: Props) {
  const { t } = useTranslation();
  return (
    <List dense aria-label={t('hours.upcoming')} id={fieldId('exceptions')} tabIndex={-1}>
      {items.map((item) => {
        const problems = problemsOf(item);
        const id = fieldId(`exception.${item.from}`);
        const past = item.to < today;
        return (
          <ListItem
            key={item.from}
            sx={{ opacity: past ? 0.55 : 1 }}
            secondaryAction={
              !readOnly && (
                <IconButton
                  edge="end"
                  aria-label={t('hours.removeException', { date: format(item) })}
                  onClick={() => onRemove(item)}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              )
            }
          >
            <ListItemText
              primary={
                <Button
                  id={id}
                  variant="text"
                  size="small"
                  disabled={readOnly}
                  onClick={() => onEdit(item)}
                  aria-describedby={problems.length ? `${id}-message` : undefined}
                  sx={{ p: 0, minWidth: 0, color: 'text.primary', fontWeight: 600, textAlign: 'left' }}
                >
                  {format(item)}
                  {past ? ` (${t('hours.past')})` : ''}
                </Button>
              }
              secondary={
                <>
                  {describe(item)}
                  {!readOnly && endEarly?.can(item) && (
                    <Button
                      size="small"
                      onClick={() => endEarly.run(item)}
                      aria-label={t('hoursText.temporary.endEarlyOf', { reason: item.items[0]!.reason })}
                      sx={{ display: 'block', p: 0, minWidth: 0 }}
                    >
                      {t('hoursText.temporary.endEarly')}
                    </Button>
                  )}
                  {problems.length > 0 && (
                    <Typography component="span" id={`${id}-message`} color="error" sx={{ display: 'block' }}>
                      {problems.join(' · ')}
                    </Typography>
                  )}
                </>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
