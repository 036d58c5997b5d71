import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@/contract/desk/roles';
import type { AdminUser } from '@/contract/desk/users';
import { useNotify } from '@/web/shared/ui/notify';
import { ProblemAlert } from '@/web/shared/ui/problem-alert';
import { useChangeUser, usersQuery } from '../api/users';
import { AddUserDialog, ResetPasswordDialog } from './user-dialogs';

// The accounts for administrators: each with its role, whether it is disabled and whether it signs
// in through single sign-on (no local password then, so no reset); one's own account can be
// neither disabled nor demoted (the BFF refuses it too).

export function UsersPage({ self }: { self: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const users = useQuery(usersQuery());
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<string | null>(null);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {t('admin.users.title')}
        </Typography>
        <Button variant="contained" startIcon={<PersonAddOutlined />} onClick={() => setAdding(true)}>
          {t('admin.users.add')}
        </Button>
      </Stack>
      {users.isPending ? (
        <Stack spacing={1} aria-busy="true" aria-label={t('admin.users.loading')}>
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={64} />
        </Stack>
      ) : users.isError ? (
        <Box role="alert">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('admin.users.failed')}
          </Typography>
          <ProblemAlert error={users.error} onRetry={() => void users.refetch()} />
        </Box>
      ) : users.data.items.length === 0 ? (
        <Alert severity="info" role="status">
          {t('admin.users.empty')}
        </Alert>
      ) : (
        <Stack
          component="ul"
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('admin.users.title')}
        >
          {users.data.items.map((user) => (
            <UserCard
              key={user.username}
              user={user}
              self={user.username.toLowerCase() === self.toLowerCase()}
              onReset={() => setResetting(user.username)}
            />
          ))}
        </Stack>
      )}
      {adding && (
        <AddUserDialog
          open
          onClose={(added) => {
            setAdding(false);
            if (added) notify(t('admin.users.added', { username: added }), 'success');
          }}
        />
      )}
      {resetting && (
        <ResetPasswordDialog
          username={resetting}
          onClose={(done) => {
            if (done) notify(t('admin.users.resetDone', { username: resetting }), 'success');
            setResetting(null);
          }}
        />
      )}
    </Stack>
  );
}

function UserCard({ user, self, onReset }: { user: AdminUser; self: boolean; onReset: () => void }) {
  const { t } = useTranslation();
  const change = useChangeUser();
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }} aria-label={user.username}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexGrow: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {user.username}
          </Typography>
          {self && <Chip size="small" label={t('admin.users.you')} />}
          {user.disabled && <Chip size="small" color="warning" label={t('admin.users.disabled')} />}
          <Chip
            size="small"
            variant="outlined"
            color={user.sso ? 'info' : 'default'}
            label={user.sso ? t('admin.users.sso') : t('admin.users.local')}
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <TextField
            select
            size="small"
            label={t('admin.users.role')}
            value={user.role}
            disabled={self || change.isPending}
            onChange={(e) =>
              change.mutate({ username: user.username, change: { role: e.target.value as Role } })
            }
            sx={{ minWidth: 140 }}
          >
            {ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {t(`roles.${r}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            color={user.disabled ? 'primary' : 'warning'}
            disabled={self || change.isPending}
            onClick={() => change.mutate({ username: user.username, change: { disabled: !user.disabled } })}
            aria-label={t(user.disabled ? 'admin.users.enableNamed' : 'admin.users.disableNamed', {
              username: user.username,
            })}
          >
            {user.disabled ? t('admin.users.enable') : t('admin.users.disable')}
          </Button>
          {!user.sso && (
            <Button onClick={onReset} aria-label={t('admin.users.resetNamed', { username: user.username })}>
              {t('admin.users.reset')}
            </Button>
          )}
        </Stack>
      </Stack>
      {self && (
        <Typography variant="caption" color="textSecondary">
          {t('admin.users.selfHint')}
        </Typography>
      )}
      {change.error && <ProblemAlert error={change.error} sx={{ mt: 1 }} />}
    </Paper>
  );
}
