import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '@/web/shared/lib/api-client';
import { useAppConfig } from '@/web/shared/lib/app-config';
import { LanguageSwitch } from '@/web/shared/ui/language-switch';
import { useLogin } from '../api/session';
import { SsoButton, SsoFailureNotice } from './sso-sign-in';

const SignInSchema = z.object({ username: z.string().trim().min(1), password: z.string().min(1) });
type SignIn = z.infer<typeof SignInSchema>;

export function SignInPage({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const login = useLogin();
  const form = useForm<SignIn>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { username: '', password: '' },
  });
  const submit = form.handleSubmit((values) => login.mutate(values, { onSuccess: onSignedIn }));
  const error = login.error instanceof ApiError ? login.error : undefined;
  const sso = config.data?.sso ?? null;
  // Until the configuration is known the form shows, as it always did; LOCAL_LOGIN=false hides it.
  const localLogin = config.data?.localLogin ?? true;

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }} elevation={2}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={3} component="form" onSubmit={submit} noValidate>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
                Pickup Desk
              </Typography>
              {config.data?.sandbox && <Chip label={t('shell.sandbox')} color="warning" size="small" />}
              <Box sx={{ flexGrow: 1 }} />
              {/* Before signing in too: the browser's language is a guess, not everyone's choice. */}
              <LanguageSwitch />
            </Stack>
            <Typography color="textSecondary">{t('signIn.intro')}</Typography>
            <SsoFailureNotice />
            {sso && <SsoButton name={sso.name} primary={!localLogin} />}
            {sso && localLogin && <Divider>{t('signIn.sso.or')}</Divider>}
            {localLogin && error && (
              <Alert severity="error" role="alert">
                {error.status === 401 ? t('signIn.failed') : error.message}
              </Alert>
            )}
            {localLogin && (
              <>
                <TextField
                  label={t('signIn.username')}
                  autoComplete="username"
                  autoFocus
                  {...form.register('username')}
                  error={Boolean(form.formState.errors.username)}
                  helperText={form.formState.errors.username && t('validation.required')}
                />
                <TextField
                  label={t('signIn.password')}
                  type="password"
                  autoComplete="current-password"
                  {...form.register('password')}
                  error={Boolean(form.formState.errors.password)}
                  helperText={form.formState.errors.password && t('validation.required')}
                />
                <Button type="submit" variant="contained" size="large" loading={login.isPending}>
                  {t('signIn.submit')}
                </Button>
              </>
            )}
            {config.data?.sandbox && (
              <Typography variant="body2" color="textSecondary">
                {t('signIn.demoHint')}
              </Typography>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
