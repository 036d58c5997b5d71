import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import {
  Button,
  Divider,
  Drawer,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LanguageSwitch } from '@/web/shared/ui/language-switch';
import { useNavLinks } from './use-nav-links';

interface Props {
  open: boolean;
  onClose: () => void;
  user: { username: string; role: string };
  /** The e-shop chooser (on the places screens only). */
  eshopField: ReactNode;
  dark: boolean;
  onToggleTheme: () => void;
  onSignOut: () => void;
}

/** What the app bar holds on a wide screen, in a drawer on a narrow one (opened by the menu button). */
export function ShellMenu({ open, onClose, user, eshopField, dark, onToggleTheme, onSignOut }: Props) {
  const { t } = useTranslation();
  const links = useNavLinks(user.role);
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(300px, 85vw)' }, 'aria-label': t('shell.menu') } }}
    >
      <Stack sx={{ p: 2, gap: 0.25 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {user.username}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {t(`roles.${user.role}`)}
        </Typography>
      </Stack>
      <Divider />
      <List component="nav" aria-label={t('shell.navigation')}>
        {links.map((link) => (
          <ListItemButton
            key={link.id}
            component={NavLink}
            to={link.to}
            selected={link.current}
            aria-current={link.current ? 'page' : undefined}
            onClick={onClose}
          >
            <ListItemText primary={link.label} />
          </ListItemButton>
        ))}
      </List>
      <Divider />
      <Stack spacing={2} sx={{ p: 2 }}>
        {eshopField}
        <LanguageSwitch fullWidth />
        <Button
          onClick={onToggleTheme}
          color="inherit"
          startIcon={dark ? <LightModeOutlined /> : <DarkModeOutlined />}
          sx={{ justifyContent: 'flex-start' }}
        >
          {dark ? t('shell.lightTheme') : t('shell.darkTheme')}
        </Button>
        <Button
          onClick={() => {
            onClose();
            onSignOut();
          }}
          variant="outlined"
          startIcon={<LogoutOutlined />}
        >
          {t('shell.signOut')}
        </Button>
      </Stack>
    </Drawer>
  );
}
