import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  TextField,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/contract/orders/order';
import { useNotify } from '@/web/shared/ui/notify';
import { customerReply, replyLanguageNote, replyPins, type ReplyPlace } from '../lib/customer-reply';
import { useFormat } from '../lib/format';
import { orderHealth } from '../lib/order-health';
import { useAppConfig } from '@/web/shared/lib/app-config';

interface Props {
  order: Order;
  timeZone: string;
  place?: ReplyPlace;
  open: boolean;
  onClose: () => void;
}

/** The reply previewed before copying; the PIN joins it only once the identity box is ticked. */
export function CustomerReplyDialog({ order, timeZone, place, open, onClose }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [identityChecked, setIdentityChecked] = useState(false);
  const [copyByHand, setCopyByHand] = useState(false);
  const preview = useRef<HTMLTextAreaElement>(null);
  const f = useFormat();
  const now = new Date();
  const eshopName = useAppConfig().data?.eshops.find((e) => e.id === order.eshopId)?.name;
  const text = customerReply({ order, now, timeZone, place, includePin: identityChecked, eshopName });
  // The PIN of a parcel that can be picked up now: the only one the reply can carry.
  const hasPin = replyPins(orderHealth(order, now, timeZone).decisions).length > 0;
  const note = replyLanguageNote(order);
  const languageNote =
    note.kind === 'own'
      ? t('order.reply.language', { language: t(`order.reply.languages.${note.language}`) })
      : note.kind === 'fallback'
        ? t('order.reply.languageFallback', { language: f.language(note.asked) })
        : t('order.reply.languageUnknown');

  const close = () => {
    setCopyByHand(false);
    onClose();
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify(t('order.reply.copied'));
      close();
    } catch {
      // No clipboard permission (or an insecure origin): select the text so Ctrl+C copies it. Said
      // inside the dialog: a note of the app's would sit behind it, hidden from screen readers.
      preview.current?.focus();
      preview.current?.select();
      setCopyByHand(true);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="customer-reply-title"
      // The check was for the person asking now: once the dialog has gone, the next answer asks again.
      slotProps={{ transition: { onExited: () => setIdentityChecked(false) } }}
    >
      <DialogTitle id="customer-reply-title">{t('order.reply.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          {languageNote}
        </Typography>
        <TextField
          inputRef={preview}
          label={t('order.reply.preview')}
          value={text}
          multiline
          minRows={8}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'customer-reply-text' } }}
        />
        {/* A live region there from the start, so the words are announced when they come. */}
        <Box role="status">
          {copyByHand && (
            <Alert severity="info" role="none" sx={{ mt: 1 }}>
              {t('order.reply.copyByHand')}
            </Alert>
          )}
        </Box>
        {hasPin && (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox checked={identityChecked} onChange={(e) => setIdentityChecked(e.target.checked)} />
            }
            label={t('order.reply.identityChecked')}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button variant="contained" startIcon={<ContentCopyOutlined />} onClick={() => void copy()}>
          {t('order.reply.copy')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
