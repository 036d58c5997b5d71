import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import {
  AppBar,
  Box,
  Button,
  Chip,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Toolbar,
  Tooltip,
  Typography,
  useColorScheme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useAppConfig } from '@/web/shared/lib/app-config';
import type { Language } from '@/contract/languages';
import { changeLanguage } from '@/web/shared/lib/i18n';
import { useSelectedEshop } from '@/web/shared/lib/use-eshop';
import { isOnOrders, isOnPlaces, paths } from '@/web/shared/lib/paths';

export interface ShellUser {
  username: string;
  role: string;
}

/** The frame of every signed-in screen: navigation, e-shop, language, theme, user and sign-out. */
export function AppLayout({
  user,
  onSignOut,
  children,
}: {
  user: ShellUser;
  onSignOut: () => void;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const config = useAppConfig().data;
  const { eshopId, eshops, select } = useSelectedEshop();
  const { mode, setMode, systemMode } = useColorScheme();
  const location = useLocation();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  const onPlaces = isOnPlaces(location.pathname);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar
        position="sticky"
        color="default"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
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
          </Stack>
          <Box sx={{ flexGrow: 1 }} />
          {onPlaces && eshops.length > 0 && (
            <TextField
              select
              size="small"
              label={t('shell.eshop')}
              value={eshopId ?? ''}
              onChange={(e) => select(e.target.value)}
              sx={{ minWidth: 200 }}
            >
              {eshops.map((e) => (
                <MenuItem key={e.id} value={e.id}>
                  {e.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            select
            size="small"
            label={t('shell.language')}
            value={i18n.language}
            onChange={(e) => void changeLanguage(e.target.value as Language)}
            sx={{ width: 120 }}
          >
            <MenuItem value="en">English</MenuItem>
            <MenuItem value="cs">Čeština</MenuItem>
          </TextField>
          <Tooltip title={dark ? t('shell.lightTheme') : t('shell.darkTheme')}>
            <IconButton
              onClick={() => setMode(dark ? 'light' : 'dark')}
              aria-label={dark ? t('shell.lightTheme') : t('shell.darkTheme')}
            >
              {dark ? <LightModeOutlined /> : <DarkModeOutlined />}
            </IconButton>
          </Tooltip>
          <Stack sx={{ textAlign: 'right' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {user.username}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t(`roles.${user.role}`)}
            </Typography>
          </Stack>
          <Button onClick={onSignOut} startIcon={<LogoutOutlined />} color="inherit">
            {t('shell.signOut')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 1.5, md: 3 } }}>
        {children}
      </Box>
    </Box>
  );
}
