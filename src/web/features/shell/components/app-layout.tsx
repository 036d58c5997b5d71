import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
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
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useCompact } from '@/web/shared/lib/use-compact';
import { useAppConfig } from '@/web/shared/lib/app-config';
import { useSelectedEshop } from '@/web/shared/lib/use-eshop';
import { isOnOrders, isOnPlaces, isOnPlatformDrift, paths } from '@/web/shared/lib/paths';
import { LanguageSwitch } from '@/web/shared/ui/language-switch';
import { ShellMenu } from './shell-menu';

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
  const { t } = useTranslation();
  const config = useAppConfig().data;
  const { eshopId, eshops, select } = useSelectedEshop();
  const { mode, setMode, systemMode } = useColorScheme();
  const location = useLocation();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  const onPlaces = isOnPlaces(location.pathname);
  // A phone's width holds the name and a menu, not the whole bar (which wrapped to 198 px there).
  const compact = useCompact();
  const [menuOpen, setMenuOpen] = useState(false);
  const eshopField = (fullWidth: boolean) =>
    onPlaces &&
    eshops.length > 0 && (
      <TextField
        select
        size="small"
        label={t('shell.eshop')}
        value={eshopId ?? ''}
        onChange={(e) => {
          setMenuOpen(false);
          select(e.target.value);
        }}
        sx={fullWidth ? { width: '100%' } : { minWidth: 200 }}
      >
        {eshops.map((e) => (
          <MenuItem key={e.id} value={e.id}>
            {e.name}
          </MenuItem>
        ))}
      </TextField>
    );
  const toggleTheme = () => setMode(dark ? 'light' : 'dark');
  const themeLabel = dark ? t('shell.lightTheme') : t('shell.darkTheme');

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar
        position="sticky"
        color="default"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {compact ? (
          <Toolbar variant="dense" sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
            <IconButton
              edge="start"
              onClick={() => setMenuOpen(true)}
              aria-label={t('shell.menu')}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
            >
              <MenuOutlined />
            </IconButton>
            <Typography variant="subtitle1" component="div" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              Pickup Desk
            </Typography>
            {config?.sandbox && <Chip label={t('shell.sandbox')} color="warning" size="small" />}
            <Box sx={{ flexGrow: 1 }} />
            <Typography variant="body2" color="textSecondary" noWrap>
              {isOnOrders(location.pathname)
                ? t('shell.orders')
                : isOnPlatformDrift(location.pathname)
                  ? t('shell.drift')
                  : t('shell.places')}
            </Typography>
          </Toolbar>
        ) : (
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
            </Stack>
            <Box sx={{ flexGrow: 1 }} />
            {eshopField(false)}
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
        )}
      </AppBar>
      {compact && (
        <ShellMenu
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          user={user}
          eshopField={eshopField(true)}
          dark={dark}
          onToggleTheme={toggleTheme}
          onSignOut={onSignOut}
        />
      )}
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 1.5, md: 3 } }}>
        {children}
      </Box>
    </Box>
  );
}
