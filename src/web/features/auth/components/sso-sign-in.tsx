import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SsoFailureSchema } from '@/contract/desk/sso';

// Single sign-on on the sign-in page: the provider's button, and why the last attempt came back
// without a session (the BFF's `/signin?sso=<reason>`).

/** The button: a navigation to the BFF, which sends the browser on to the provider. */
export function SsoButton({ name, primary }: { name: string; primary: boolean }) {
  const { t } = useTranslation();
  return (
    <Button href="/auth/oidc/login" variant={primary ? 'contained' : 'outlined'} size="large">
      {t('signIn.sso.button', { name })}
    </Button>
  );
}

/** The reason a sign-in through the provider was refused, in the user's language; nothing for none. */
export function SsoFailureNotice() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reason = SsoFailureSchema.safeParse(params.get('sso'));
  if (!reason.success) return null;
  return (
    <Alert severity={reason.data === 'not-allowed' ? 'warning' : 'error'} role="alert">
      {t(`signIn.sso.${reason.data}`)}
    </Alert>
  );
}
