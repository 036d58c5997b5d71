import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@/contract/desk/roles';
import { ProblemAlert } from '@/web/shared/ui/problem-alert';
import { useAddUser, useResetPassword } from '../api/users';

/** A new local account: its name, role and first password (the BFF hashes it as the command does). */
export function AddUserDialog({ open, onClose }: { open: boolean; onClose: (added?: string) => void }) {
  const { t } = useTranslation();
  const add = useAddUser();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<Role>('staff');
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate({ username: username.trim(), role, password }, { onSuccess: () => onClose(username.trim()) });
  };
  return (
    <Dialog open={open} onClose={() => onClose()} fullWidth maxWidth="xs">
      <form onSubmit={submit}>
        <DialogTitle>{t('admin.users.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('admin.users.username')}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              required
              autoFocus
              autoComplete="off"
              helperText={t('admin.users.usernameHint')}
            />
            <TextField
              select
              label={t('admin.users.role')}
              value={role}
              onChange={(e) => setRole(e.target.value as Role)}
            >
              {ROLES.map((r) => (
                <MenuItem key={r} value={r}>
                  {t(`roles.${r}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('admin.users.password')}
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
              autoComplete="new-password"
              helperText={t('admin.users.passwordHint')}
            />
            {add.error && <ProblemAlert error={add.error} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {t('admin.users.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** A local account's new password; its sessions end with it. */
export function ResetPasswordDialog({
  username,
  onClose,
}: {
  username: string;
  onClose: (done?: boolean) => void;
}) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    reset.mutate({ username, password }, { onSuccess: () => onClose(true) });
  };
  return (
    <Dialog open onClose={() => onClose()} fullWidth maxWidth="xs">
      <form onSubmit={submit}>
        <DialogTitle>{t('admin.users.resetTitle', { username })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('admin.users.newPassword')}
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
              autoFocus
              autoComplete="new-password"
              helperText={t('admin.users.resetHint')}
            />
            {reset.error && <ProblemAlert error={reset.error} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={reset.isPending}>
            {t('admin.users.reset')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
