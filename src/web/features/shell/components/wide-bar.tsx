import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { Box, Button, Chip, IconButton, Stack, Toolbar, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useAppConfig } from '@/web/shared/lib/app-config';
import { useSelectedEshop } from '@/web/shared/lib/use-eshop';
import {
  isOnActivity,
  isOnAdmin,
  isOnOrders,
  isOnPlaces,
  isOnPlatformDrift,
  paths,
} from '@/web/shared/lib/paths';
import { LanguageSwitch } from '@/web/shared/ui/language-switch';
import type { ShellUser } from './app-layout';
import { EshopField } from './eshop-field';

interface Props {
  user: ShellUser;
  onSignOut: () => void;
  dark: boolean;
  toggleTheme: () => void;
  themeLabel: string;
}

/** A wide screen's app bar: the navigation, the e-shop, language, theme, the user and sign-out. */
export function WideBar({ user, onSignOut, dark, toggleTheme, themeLabel }: Props) {
  const { t } = useTranslation();
  const config = useAppConfig().data;
  const { eshopId } = useSelectedEshop();
  const location = useLocation();
  const onPlaces = isOnPlaces(location.pathname);
  return (
    <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
      <Typography variant="h6" component="div" sx={{ fontWeight: 700 }}>
        Pickup Desk
      </Typography>
      {config?.sandbox && <Chip label={t('shell.sandbox')} color="warning" size="small" />}
      <Stack component="nav" direction="row" spacing={0.5} aria-label={t('shell.navigation')}>
        <Button
          component={NavLink}
          to={paths.places(eshopId)}
          color={onPlaces ? 'primary' : 'inherit'}
          aria-current={onPlaces ? 'page' : undefined}
        >
          {t('shell.places')}
        </Button>
        <Button
          component={NavLink}
          to={paths.orders()}
          color={isOnOrders(location.pathname) ? 'primary' : 'inherit'}
          aria-current={isOnOrders(location.pathname) ? 'page' : undefined}
        >
          {t('shell.orders')}
        </Button>
        <Button
          component={NavLink}
          to={paths.activity(eshopId)}
          color={isOnActivity(location.pathname) ? 'primary' : 'inherit'}
          aria-current={isOnActivity(location.pathname) ? 'page' : undefined}
        >
          {t('activity.nav')}
        </Button>
        {user.role === 'admin' && (
          <Button
            component={NavLink}
            to={paths.platformDrift()}
            color={isOnPlatformDrift(location.pathname) ? 'primary' : 'inherit'}
            aria-current={isOnPlatformDrift(location.pathname) ? 'page' : undefined}
          >
            {t('shell.drift')}
          </Button>
        )}
        {user.role === 'admin' && (
          <Button
            component={NavLink}
            to={paths.adminAudit()}
            color={isOnAdmin(location.pathname) ? 'primary' : 'inherit'}
            aria-current={isOnAdmin(location.pathname) ? 'page' : undefined}
          >
            {t('admin.nav')}
          </Button>
        )}
      </Stack>
      <Box sx={{ flexGrow: 1 }} />
      <EshopField fullWidth={false} />
      <LanguageSwitch />
      <Tooltip title={themeLabel}>
        <IconButton onClick={toggleTheme} aria-label={themeLabel}>
          {dark ? <LightModeOutlined /> : <DarkModeOutlined />}
        </IconButton>
      </Tooltip>
      <Stack sx={{ textAlign: 'right' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {user.username}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {t(`roles.${user.role}`)}
        </Typography>
      </Stack>
      <Button onClick={onSignOut} startIcon={<LogoutOutlined />} color="inherit">
        {t('shell.signOut')}
      </Button>
    </Toolbar>
  );
}
