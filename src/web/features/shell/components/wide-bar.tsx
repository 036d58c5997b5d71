import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { Box, Button, Chip, IconButton, Stack, Toolbar, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAppConfig } from '@/web/shared/lib/app-config';
import { LanguageSwitch } from '@/web/shared/ui/language-switch';
import type { ShellUser } from './app-layout';
import { EshopField } from './eshop-field';
import { useNavLinks } from './use-nav-links';

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
  const links = useNavLinks(user.role);
  return (
    <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
      <Typography variant="h6" component="div" sx={{ fontWeight: 700 }}>
        Pickup Desk
      </Typography>
      {config?.sandbox && <Chip label={t('shell.sandbox')} color="warning" size="small" />}
      <Stack component="nav" direction="row" spacing={0.5} aria-label={t('shell.navigation')}>
        {links.map((link) => (
          <Button
            key={link.id}
            component={NavLink}
            to={link.to}
            color={link.current ? 'primary' : 'inherit'}
            aria-current={link.current ? 'page' : undefined}
          >
            {link.label}
          </Button>
        ))}
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
